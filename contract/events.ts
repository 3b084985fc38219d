// Live events (issue 35): one stream per tab, `GET /api/events` (text/event-stream). Each event names
// what changed for the signed-in user, never the thing itself: the screen reads it through the API, as
// it always does (docs/decisions/0031-live-events.md).
import { z } from 'zod';
import { ANY_ROLE, endpoint } from './endpoint';
import { LIVE_AREAS } from './events-rules';

export * from './events-rules';

export const LiveEvent = z.discriminatedUnion('type', [
  /** My data in one area (a feature's name, as in server/features/index.ts) changed in another tab or device. */
  z.object({ type: z.literal('changed'), area: z.enum(LIVE_AREAS), tab: z.string().optional() }),
  /** My bell has something new (`tab`: raised by that tab's own write, which refreshed it already). */
  z.object({ type: z.literal('notifications'), tab: z.string().optional() }),
  /** My points, level or achievements moved. */
  z.object({ type: z.literal('progress'), tab: z.string().optional() }),
  /** A teen's thread with this catalogue mentor has a new line. */
  z.object({ type: z.literal('mentor-messages'), mentorId: z.number().int() }),
  /** A mentor's thread with this teen has a new line (or a new request). */
  z.object({ type: z.literal('mentor-thread'), userId: z.number().int() }),
  /** The moderators' queue changed (moderators only). */
  z.object({ type: z.literal('moderation') }),
  /** Events were missed and cannot be replayed: read again what is on screen. */
  z.object({ type: z.literal('re-read') }),
  /** The first event of a stream: its position, so that a reconnect can resume from it. */
  z.object({ type: z.literal('ready') }),
  /** A newer tab of the same user took this stream's place (at most five per user): reconnect only when shown again. */
  z.object({ type: z.literal('replaced') }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

export const eventsApi = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    // `lastEventId`: where a new connection resumes (EventSource sends Last-Event-ID only on its own reconnects).
    query: z.object({ lastEventId: z.string().max(64).optional() }),
    roles: ANY_ROLE,
    stream: true,
  }),
};
