// What the page and the service worker (web/sw/sw.ts) agree on: the names of the caches that hold a
// user's data, the header on an answer that comes from the device rather than the server, how long a
// kept answer may be shown, and the messages between them. No DOM and no worker types here: both
// programs import it.
import { OFFLINE_FOR_HEADER } from '../../contract/offline';

export { OFFLINE_FOR_HEADER };

/** GET /api/... answers this user last saw, for when the network is gone (network first). */
export const DATA_CACHE = 'rise-data';
/** Videos this user watched to the end (a few, most recent): what someone watched is theirs too. */
export const VIDEO_CACHE = 'rise-videos';
/** When the server last confirmed the session alive (issue 52): one entry, SESSION_CONFIRMED. */
export const SESSION_CACHE = 'rise-session';
/** The address SESSION_CACHE keeps the confirmation under (never asked of the server). */
export const SESSION_CONFIRMED = '/rise-session-confirmed';
/** The caches that hold a user's data: emptied on sign-out, a change of user, or a deleted account. */
export const USER_CACHES = [DATA_CACHE, VIDEO_CACHE, SESSION_CACHE] as const;
/** Posters, caption files and mentors' portraits: the same for everyone, kept across users. */
export const MEDIA_CACHE = 'rise-media';

/** On an answer from the device: when it was saved (ISO-8601). Absent on an answer from the server. */
export const SAVED_AT_HEADER = 'x-rise-saved-at';

/** On an answer from the device: until when the offline copy opens (ISO-8601), for the banner (issue 52). */
export const OFFLINE_UNTIL_HEADER = 'x-rise-offline-until';

/**
 * Until when (ms since the epoch) the offline copy may open, from the session's confirmation (the
 * SESSION_CONFIRMED entry: when the server last answered a kept read, and the OFFLINE_FOR_HEADER it
 * sent): that long after it (12 hours by default, issue 52). Null when there is none, it is broken, the
 * time has passed, or it is stamped in the future (the clock was turned back).
 */
export function offlineCopyUntil(headers: Headers | undefined, now: number): number | null {
  const savedAt = Date.parse(headers?.get(SAVED_AT_HEADER) ?? '');
  const forSeconds = Number(headers?.get(OFFLINE_FOR_HEADER) ?? '');
  if (Number.isNaN(savedAt) || !(forSeconds > 0)) return null;
  const until = savedAt + forSeconds * 1000;
  return savedAt <= now + CLOCK_SLACK_MS && now < until ? until : null;
}

/** How far ahead of the device's clock a saved-at time may be (clocks drift a little). */
const CLOCK_SLACK_MS = 60_000;

/** At most this many watched videos are kept (each is a few hundred KB). */
export const KEPT_VIDEOS = 3;

/**
 * Reads never kept on the device, which the service worker leaves to the network: a data export (large,
 * and a copy of everything), moderation, and the live event stream (it never ends).
 */
export const NEVER_KEPT = /^\/api\/(users\/current\/export|moderation\/|events$)/;

export type ToWorker =
  /** Forget every user's data now, and do not keep answers to reads that were already on their way. */
  | { type: 'forget-user-data' }
  /** Keep this video (watched to the end) for offline playing. */
  | { type: 'keep-video'; url: string }
  /** The user chose Reload on "A new version is ready": the waiting worker takes over. */
  | { type: 'SKIP_WAITING' };
