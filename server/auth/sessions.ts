// Sessions: a random 256-bit token in the cookie, only its SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

/** Refresh last_seen_at at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<DB>, userId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.maxMs).toISOString(),
    })
    .execute();
  return token;
}

/** The user a live session token belongs to, or undefined when it is unknown, idle too long or expired. */
export async function userForToken(db: Kysely<DB>, token: string, policy: SessionPolicy): Promise<UserRow | undefined> {
  const now = Date.now();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.token_hash', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date(now).toISOString())
    .where('sessions.last_seen_at', '>', new Date(now - policy.idleMs).toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_hash, last_seen_at, ...user } = row;
  if (now - Date.parse(last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', token_hash)
      .execute();
  }
  return user;
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb('last_seen_at', '<=', new Date(now - policy.idleMs).toISOString()),
      ]),
    )
    .execute();
}
