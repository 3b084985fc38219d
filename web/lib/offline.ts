// Rise without a network (issue 17), on the page's side. The service worker (web/sw/sw.ts) answers
// reads from the device when the network is gone; this module
// - knows whether Rise is reachable (the browser's online flag, and what the last answers said) and
//   since when what is shown was saved, for the "You're offline" banner (web/app/offline-banner.tsx);
// - refuses writes offline at once with a plain message (nothing is queued to be sent later);
// - forgets every user's data on the device when the user changes (sign-out, another sign-in, a
//   deleted account, a session that ended), and remembers a sign-out made offline until the server
//   has heard it (web/lib/session.ts);
// - keeps nothing for offline use unless the session was started with "Keep me signed in" (issue 31,
//   decision 0019): the worker keeps only answers the server marks, and this page asks it to keep
//   nothing else (a watched video, the reads made before it took charge).
import { useSyncExternalStore } from 'react';
import { OFFLINE_UNTIL_HEADER, SAVED_AT_HEADER, type ToWorker, USER_CACHES } from './offline-protocol';

/** A write (or a read nothing was saved for) that could not reach Rise. */
export class OfflineError extends Error {
  readonly offline = true;

  constructor() {
    super("You're offline, so nothing was sent. Try again when you're back online.");
    this.name = 'OfflineError';
  }
}

export const isOfflineError = (error: unknown): error is OfflineError => error instanceof OfflineError;

export interface Connection {
  /** Rise cannot be reached: the browser says it is offline, or the last answer came from the device. */
  offline: boolean;
  /** When the oldest thing shown since going offline was saved (ms since the epoch), if any was. */
  savedAt: number | null;
  /** Until when the device's copy opens offline (ms since the epoch, issue 52): then it is forgotten. */
  until: number | null;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
/** The service worker in charge of this page, if any (none outside a browser). */
const worker = () => (typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null));

let unreachable = false;
let savedAt: number | null = null;
let until: number | null = null;
let state: Connection = { offline: !browserOnline(), savedAt: null, until: null };
const listeners = new Set<() => void>();

function update() {
  const offline = unreachable || !browserOnline();
  const shownSavedAt = offline ? savedAt : null;
  const shownUntil = offline ? until : null;
  if (offline === state.offline && shownSavedAt === state.savedAt && shownUntil === state.until) return;
  state = { offline, savedAt: shownSavedAt, until: shownUntil };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', update);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', update);
    }
  };
}

function onBrowserOnline() {
  // The next answer says whether Rise itself is back; until then, trust the browser.
  unreachable = false;
  savedAt = null;
  until = null;
  update();
}

export const useConnection = (): Connection =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/** What an answer says about the connection: from the device (saved when), or from Rise. */
export function noteAnswer(response: Response) {
  const saved = response.headers.get(SAVED_AT_HEADER);
  if (saved === null) {
    unreachable = false;
    savedAt = null;
    until = null;
  } else {
    unreachable = true;
    const at = Date.parse(saved);
    if (!Number.isNaN(at)) savedAt = savedAt === null ? at : Math.min(savedAt, at);
    // Every answer from the device carries the same time (the session's last confirmation's).
    const opensUntil = Date.parse(response.headers.get(OFFLINE_UNTIL_HEADER) ?? '');
    if (!Number.isNaN(opensUntil)) until = opensUntil;
  }
  update();
}

/** The reads this page made before a service worker answered for it (at most 100), for saveReadsSoFar. */
const readsSoFar = new Set<string>();

/**
 * Whether this session keeps a copy for offline use ("Keep me signed in"). Off until the server has said
 * so (web/lib/session.ts): a shared computer's session keeps nothing.
 */
let offlineCopy = false;

/** The current session keeps an offline copy, or not (then what was kept before is forgotten by the caller). */
export function setOfflineCopy(keep: boolean) {
  offlineCopy = keep;
  if (!keep) readsSoFar.clear();
}

/** Notes a read (an address of `GET /api/...`) this page made. */
export function noteRead(url: string) {
  if (readsSoFar.size < 100 && !worker()) readsSoFar.add(url);
}

/**
 * When the service worker first takes charge of the page (the first visit), what the page has read so
 * far is read again through it, so that it is saved for offline from this first visit on. Plain fetches:
 * nothing on screen changes or draws again.
 */
export async function saveReadsSoFar() {
  const urls = offlineCopy ? [...readsSoFar] : [];
  readsSoFar.clear();
  await Promise.all(
    urls.map((url) => fetch(url, { credentials: 'include', headers: { accept: 'application/json' } }).catch(() => undefined)),
  );
}

/** A request that never reached Rise. */
export function noteUnreachable() {
  unreachable = true;
  update();
}

/** Whether a write should not even be tried: the browser knows it is offline. */
export const knownOffline = () => !browserOnline();

// ---- Forgetting a user's data on this device ----

function toWorker(message: ToWorker): Promise<void> {
  const controller = worker();
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => resolve();
    channel.port1.onmessage = done;
    controller.postMessage(message, [channel.port2]);
    // A worker that is being replaced may never answer (forgetUserData deletes the caches itself too).
    setTimeout(done, 2000);
  });
}

/**
 * Every cache that holds a user's data is emptied (the worker also stops keeping answers to reads that
 * were already on their way). Safe to call when there is no worker or no cache.
 */
export async function forgetUserData() {
  readsSoFar.clear();
  if (typeof caches === 'undefined') return;
  await Promise.all([toWorker({ type: 'forget-user-data' }), ...USER_CACHES.map((name) => caches.delete(name))]).catch((error: unknown) =>
    console.warn('Could not empty the saved data.', error),
  );
}

/** A video watched to the end is kept for playing offline (a few of them, the service worker decides). */
export function keepVideoForOffline(url: string) {
  if (offlineCopy) void toWorker({ type: 'keep-video', url });
}

// ---- A sign-out made offline ----

const SIGN_OUT_PENDING = 'rise.signOutPending';

/**
 * Signed out on this device while offline: the session cookie still works until the server hears
 * the sign-out, so until then no read is made with it and the sign-out is sent the moment the browser
 * is back online, or at the next start (web/lib/session.ts).
 */
export function markSignOutPending() {
  localStorage.setItem(SIGN_OUT_PENDING, '1');
}

export const signOutPending = () => typeof localStorage !== 'undefined' && localStorage.getItem(SIGN_OUT_PENDING) === '1';

/** A new sign-in ends the old session on the server anyway (decision 0002). */
export function clearSignOutPending() {
  localStorage.removeItem(SIGN_OUT_PENDING);
}
