// The tab's one live event stream (issue 35): GET /api/events through EventSource. It reconnects by
// itself with a growing, jittered wait, resumes from the last event it read, stops trying while the
// browser is offline (and starts again once it is back), and stays closed after a newer tab of the same
// user took its place until this tab is shown again. What an event means for the screen is the caller's.
import type { LiveEvent } from '../../contract/events';

/** This tab's id, sent with each write (web/lib/api.ts) so that its own echo is ignored. */
export const tabId = `tab-${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

/** The waits before reconnecting: 1 s, doubling to 60 s, each between half and all of that. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LiveOptions {
  onEvent(event: LiveEvent): void;
  /** A reconnect failed again: the caller may check whether the session is still there. */
  onTrouble?(): void;
  /** For tests: how EventSource is made. */
  open?: (url: string) => EventSource;
}

/** Opens the stream; the answer stops it for good (sign-out, the app closing). */
export function connectLive({ onEvent, onTrouble, open = (url) => new EventSource(url) }: LiveOptions): () => void {
  let source: EventSource | null = null;
  let lastId = '';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Replaced by a newer tab: wait until this one is shown again. */
  let replaced = false;

  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

  function connect() {
    clearTimeout(timer);
    if (stopped || source || !online() || replaced) return;
    const url = lastId ? `/api/events?lastEventId=${encodeURIComponent(lastId)}` : '/api/events';
    const es = open(url);
    source = es;
    es.onopen = () => {
      attempt = 0;
    };
    es.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastId = message.lastEventId;
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (event.type === 'replaced') {
        replaced = true;
        drop();
        return;
      }
      onEvent(event);
    };
    es.onerror = () => {
      // EventSource would reconnect on its own, at a fixed pace and without the resume point this tab
      // keeps: it is closed, and opened again after a wait that grows with each failure.
      drop();
      if (stopped || replaced) return;
      if (attempt > 0) onTrouble?.();
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  }

  function drop() {
    source?.close();
    source = null;
  }

  const onOnline = () => {
    attempt = 0;
    connect();
  };
  const onOffline = () => {
    clearTimeout(timer);
    drop();
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !replaced) return;
    replaced = false;
    attempt = 0;
    connect();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    drop();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
