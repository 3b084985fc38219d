// Per-account sign-in back-off: after `free` wrong passwords in a row for one account name, only one
// guess is let through per waiting period: 30 s, then 1, 2, 4... minutes, up to 15. Kept in the
// database, so every instance agrees, and keyed by the name typed (known or not), so it says nothing
// about which names exist. Every attempt is counted before its password is checked, in one statement,
// so a burst of guesses sent at once gets no more through than guesses sent one by one.
// A browser that has signed in to the account before gets past the wait (trusted devices), so
// nobody can lock a person out by guessing at their name; classmates behind one address are not slowed.
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A run of failures is forgotten after a day without one. */
const FORGET_AFTER_MS = 24 * 3_600_000;

const keyOf = (username: string) => username.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();
export const waitAfter = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - free, 10));

export type Attempt = { allowed: true } | { allowed: false; waitMs: number };

/**
 * Counts an attempt for this name before its password is checked. Within the free attempts it goes
 * ahead; past them, only the one attempt that claims the end of the wait goes ahead (and starts the
 * next wait), and the others are refused and not counted.
 */
export async function beginSignIn(db: Kysely<DB>, username: string, free: number, now = Date.now(), device?: string): Promise<Attempt> {
  // A trusted browser keeps a run of its own, so guesses from elsewhere never make it wait.
  const key = device ? `${keyOf(username)}#${hashToken(device).slice(0, 16)}` : keyOf(username);
  const forgetBefore = iso(now - FORGET_AFTER_MS);
  // The last free attempt starts the first wait in the same statement that counts it, so no attempt
  // counted after it can find the way open.
  const firstWait = iso(now + waitAfter(free, free));
  const counted = await db
    .insertInto('sign_in_failures')
    .values({ username_key: key, failures: 1, last_failed_at: iso(now), locked_until: free <= 1 ? firstWait : null })
    .onConflict((oc) =>
      oc.column('username_key').doUpdateSet({
        // A run a day old starts again.
        failures: sql<number>`case when sign_in_failures.last_failed_at < ${forgetBefore} then 1 else sign_in_failures.failures + 1 end`,
        locked_until: sql<string | null>`case
          when sign_in_failures.last_failed_at < ${forgetBefore} then ${free <= 1 ? firstWait : null}
          when sign_in_failures.failures + 1 = ${free} then ${firstWait}
          else sign_in_failures.locked_until end`,
        last_failed_at: iso(now),
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (counted.failures <= free) return { allowed: true };
  const nextWait = { locked_until: iso(now + waitAfter(counted.failures, free)) };
  // Past the free attempts: claim the end of the current wait, if it has come, starting the next one.
  const claimed = await db
    .updateTable('sign_in_failures')
    .set(nextWait)
    .where('username_key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) > 0) return { allowed: true };
  // Refused attempts do not count toward the next wait.
  const row = await db
    .updateTable('sign_in_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('username_key', '=', key)
    .returning('locked_until')
    .executeTakeFirst();
  return { allowed: false, waitMs: Math.max(1000, Date.parse(row?.locked_until ?? iso(now)) - now) };
}

/** A right password clears the account's run (and this browser's own). */
export async function clearSignInFailures(db: Kysely<DB>, username: string, device?: string): Promise<void> {
  const keys = [keyOf(username), ...(device ? [`${keyOf(username)}#${hashToken(device).slice(0, 16)}`] : [])];
  await db.deleteFrom('sign_in_failures').where('username_key', 'in', keys).execute();
}

/** Runs of failures nobody has added to for a day: removed at start-up. */
export async function deleteStaleSignInFailures(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('last_failed_at', '<', iso(now - FORGET_AFTER_MS))
    .execute();
}

/** Whether this browser's device token has signed in to this account before. */
export async function isTrustedDevice(db: Kysely<DB>, token: string | undefined, userId: number): Promise<boolean> {
  if (!token) return false;
  const row = await db.selectFrom('trusted_devices').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.user_id === userId;
}

/** Remembers this browser for this account; answers the token to keep in its cookie. */
export async function trustDevice(db: Kysely<DB>, token: string | undefined, userId: number): Promise<string> {
  if (token && (await isTrustedDevice(db, token, userId))) return token;
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: hashToken(fresh), user_id: userId, created_at: new Date().toISOString() })
    .execute();
  return fresh;
}
