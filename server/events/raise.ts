// Raising a live event from anywhere in a request (a route, a repo deep inside a transaction): it is
// held with the request and published once the answer has gone out without an error, so that nobody
// is told of a write that was rolled back, nor reads before it is committed. Outside a request
// (housekeeping) nothing is raised: the next read shows it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LiveEvent } from '../../contract/events';
import type { Audience } from './bus';

export type Pending =
  | {
      kind: 'event';
      to: Audience;
      event: LiveEvent;
      /** Whose action it was: never told to someone who blocked them, or whom they blocked. */ actor?: number;
    }
  | { kind: 'end'; userId: number };

const held = new AsyncLocalStorage<Pending[]>();

/** Runs one request's work with a place to hold what it raises. */
export const holdingEvents = <T>(pending: Pending[], work: () => T): T => held.run(pending, work);

/** Tells these users (after this request succeeds) that something changed for them. */
export function raise(userIds: number | number[], event: LiveEvent, actor?: number): void {
  const users = [userIds].flat();
  if (users.length > 0) held.getStore()?.push({ kind: 'event', to: { users }, event, ...(actor !== undefined && { actor }) });
}

/** Tells every moderator (after this request succeeds) that the queue changed. */
export function raiseForModerators(): void {
  held.getStore()?.push({ kind: 'event', to: { moderators: true }, event: { type: 'moderation' } });
}

/** Ends every open stream of this user, on every instance (sign-out, new password, account deleted). */
export function endStreams(userId: number): void {
  held.getStore()?.push({ kind: 'end', userId });
}
