// The live event stream of a signed-in tab (web/app/events.ts), opened once the screen has been
// painted and the browser is idle, and closed when the user signs out or changes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';

/** How long after a screen mounts the stream may start. */
const START_AFTER_MS = 3000;

/** `userId`: the signed-in user, or null (signed out, the sample user, still checking). */
export function useLiveEvents(userId: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let cancelIdle: (() => void) | undefined;
    // Once the page has loaded, and a moment more: the stream's request and code never compete with
    // what the screen needs first.
    const start = () => {
      cancelIdle = whenIdle(() => {
        void import('./events').then((live) => {
          if (!cancelled) stop = live.startLiveEvents(client);
        });
      }, 2000);
    };
    const timer = setTimeout(
      () => (document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true })),
      START_AFTER_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      removeEventListener('load', start);
      cancelIdle?.();
      stop?.();
    };
  }, [userId, client]);
}
