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

/**
 * On Node 20, an AsyncLocalStorage in use turns promise hooks on, and they then run for every promise
 * in the process: most of a simple read's cost. So it is on only while some request holds (a write, or
 * a read declared to raise events: events/index.ts), and off again once none does.
 */
let holding = 0;

/**
 * Runs one request's work with a place to hold what it raises; the hold lasts until `release` is
 * called (once: when the request is over).
 */
export function holdingEvents<T>(pending: Pending[], work: () => T): { result: T; release: () => void } {
  holding += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    holding -= 1;
    if (holding === 0) held.disable();
  };
  try {
    return { result: held.run(pending, work), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** What a read not declared to raise events holds in tests (strict mode): raising throws. */
export function refusingEvents(what: string): Pending[] {
  const refuse = (): number => {
    throw new Error(`${what} raised a live event but is not declared to (route config raisesEvents): it would be lost`);
  };
  return Object.assign([], { push: refuse });
}

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
