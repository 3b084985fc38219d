// Per-account sign-in back-off: after `free` wrong passwords in a row for one account name, the next
// attempt waits 30 s, then 1, 2, 4... minutes, up to 15. Kept in the database, so every instance
// agrees, and keyed by the name typed (known or not), so it says nothing about which names exist.
// Classmates behind one address are not slowed by one of them guessing wrong.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A run of failures is forgotten after a day without one. */
const FORGET_AFTER_MS = 24 * 3_600_000;

const keyOf = (username: string) => username.trim().toLowerCase();

/** How long this account name must wait before another attempt (0: it may try now). */
export async function waitBeforeSignIn(db: Kysely<DB>, username: string, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('sign_in_failures').select('locked_until').where('username_key', '=', keyOf(username)).executeTakeFirst();
  const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
  return Math.max(0, until - now);
}

/** Counts a wrong password; from the `free`-th in a row on, the account name waits, twice as long each time. */
export async function recordSignInFailure(db: Kysely<DB>, username: string, free: number, now = Date.now()): Promise<void> {
  const key = keyOf(username);
  const row = await db.selectFrom('sign_in_failures').select(['failures', 'last_failed_at']).where('username_key', '=', key).executeTakeFirst();
  const stale = row && now - Date.parse(row.last_failed_at) > FORGET_AFTER_MS;
  const failures = (row && !stale ? row.failures : 0) + 1;
  const over = failures - free;
  const locked_until = over >= 0 ? new Date(now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(over, 10))).toISOString() : null;
  const values = { failures, last_failed_at: new Date(now).toISOString(), locked_until };
  await db
    .insertInto('sign_in_failures')
    .values({ username_key: key, ...values })
    .onConflict((oc) => oc.column('username_key').doUpdateSet(values))
    .execute();
}

/** A right password clears the run. */
export async function clearSignInFailures(db: Kysely<DB>, username: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('username_key', '=', keyOf(username)).execute();
}
