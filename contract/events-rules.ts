// Live events' constants, without zod: the web's API client reads TAB_HEADER on every write.

/** The header each write carries with its tab's id, so that the tab that wrote ignores its own echo. */
export const TAB_HEADER = 'x-rise-tab';
/** A tab's id: what TAB_HEADER may hold. */
export const TAB_ID = /^[A-Za-z0-9_-]{8,40}$/;
/** At most this many open streams per user; a sixth closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;
/** A comment line on every stream this often, so that proxies and phones keep the connection. */
export const HEARTBEAT_MS = 25_000;
/**
 * The areas a write can change: the server's feature modules that have routes (server/features/index.ts),
 * by name. A live `changed` event names one; the web knows each one's queries (web/app/events.ts).
 */
export const LIVE_AREAS = [
  'board',
  'discover',
  'finance',
  'goals',
  'mentors',
  'mind-gym',
  'pep-talks',
  'profile',
  'progress',
  'shorts',
  'skills',
  'social',
] as const;
export type LiveArea = (typeof LIVE_AREAS)[number];
