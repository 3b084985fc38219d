// Sessions: a random 256-bit token in the cookie, only its SHA-256 in the database (and in memory).
import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import type { DB, UserRow } from '../db/schema';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  /** How long this instance may answer from memory before asking the database again (0: never). */
  cacheMs: number;
}

/**
 * A very short-lived memory of live sessions, one per database handle. Every signed-in request
 * looks its session up, and doing that in SQL was most of a simple read's cost. This instance forgets an
 * entry at once when the session ends or the user changes; another instance may go on accepting
 * a signed-out session for at most `cacheMs` (see docs/decisions/0002).
 */
/** A live session: whose it is, and whether it was started with "Keep me signed in" (issue 31). */
export interface LiveSession {
  user: UserRow;
  keptSignedIn: boolean;
}

interface CachedSession {
  session: LiveSession;
  until: number;
  /** The user's generation when it was stored: a later forget of that user makes it stale. */
  userGeneration: number;
}
const MAX_CACHED_SESSIONS = 10_000;
interface SessionCache {
  entries: Map<string, CachedSession>;
  /** Bumped by every forget: a lookup that started before a forget must not store what it read. */
  generation: number;
  /** Per user, bumped when their row changes (every write they make): forgetting one user is O(1). */
  users: Map<number, number>;
}
const caches = new WeakMap<Kysely<DB>, SessionCache>();

function cacheOf(db: Kysely<DB>): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0, users: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Call after any change to a user's row or sessions, so this instance does not serve the old one. */
export function forgetUser(db: Kysely<DB>, userId: number): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.users.set(userId, (cache.users.get(userId) ?? 0) + 1);
}

/** Refresh last_seen_at at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Once per signed-in request, before the cache is asked: the one-shot hash costs about a fifth of a
 * createHash object's (0.3 µs, decision 0039), and the cache keeps only hashes, never a live token.
 */
const hashToken = (token: string) => hash('sha256', token, 'hex');

/** What a session is known by outside this file (an event stream's owner): its hash, never the token. */
export const sessionHashOf = hashToken;

/** Of these session hashes, the ones still live now (not ended, expired or idle too long). */
export async function liveSessionHashes(db: Kysely<DB>, hashes: string[], policy: SessionPolicy): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const now = Date.now();
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'in', hashes)
    .where('expires_at', '>', new Date(now).toISOString())
    .where('last_seen_at', '>', new Date(now - policy.idleMs).toISOString())
    .execute();
  return new Set(rows.map((r) => r.token_hash));
}

export async function createSession(db: Kysely<DB>, userId: number, policy: SessionPolicy, keptSignedIn = true): Promise<string> {
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
      kept_signed_in: keptSignedIn ? 1 : 0,
    })
    .execute();
  return token;
}

// Every signed-in request runs this, so its SQL is built once.
const liveSession = reusableQuery((db: Kysely<DB>, tokenHash: string, now: string, idleSince: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.token_hash', 'sessions.last_seen_at', 'sessions.kept_signed_in'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince),
);

/**
 * The live session of a token (its user and how it was started), or undefined when it is unknown, idle
 * too long or expired: at once when this instance remembers it (most requests), else a promise of it.
 */
export function lookUpSession(db: Kysely<DB>, token: string, policy: SessionPolicy): LiveSession | Promise<LiveSession | undefined> {
  const now = Date.now();
  const tokenHash = hashToken(token);
  const cache = cacheOf(db);
  const cached = cache.entries.get(tokenHash);
  if (cached && cached.until > now && cached.userGeneration === (cache.users.get(cached.session.user.id) ?? 0)) return cached.session;
  return readSession(db, cache, tokenHash, now, policy);
}

async function readSession(
  db: Kysely<DB>,
  cache: SessionCache,
  tokenHash: string,
  now: number,
  policy: SessionPolicy,
): Promise<LiveSession | undefined> {
  const generation = cache.generation;
  const [row] = await liveSession(db, tokenHash, new Date(now).toISOString(), new Date(now - policy.idleMs).toISOString());
  if (!row) {
    cache.entries.delete(tokenHash);
    return undefined;
  }
  const { token_hash, last_seen_at, kept_signed_in, ...user } = row;
  const session: LiveSession = { user, keptSignedIn: kept_signed_in === 1 };
  if (policy.cacheMs > 0 && generation === cache.generation) {
    if (cache.entries.size >= MAX_CACHED_SESSIONS) {
      cache.entries.clear();
      cache.users.clear();
    }
    cache.entries.set(tokenHash, { session, until: now + policy.cacheMs, userGeneration: cache.users.get(user.id) ?? 0 });
  }
  if (now - Date.parse(last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', token_hash)
      .execute();
  }
  return session;
}

/** The live session of a token, or undefined when it is unknown, idle too long or expired. */
export async function sessionForToken(db: Kysely<DB>, token: string, policy: SessionPolicy): Promise<LiveSession | undefined> {
  return lookUpSession(db, token, policy);
}

/** The user a live session token belongs to, or undefined when it is unknown, idle too long or expired. */
export async function userForToken(db: Kysely<DB>, token: string, policy: SessionPolicy): Promise<UserRow | undefined> {
  return (await sessionForToken(db, token, policy))?.user;
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.entries.delete(tokenHash);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  // A lookup that read the row just before the delete must not have stored it meanwhile.
  cache.generation += 1;
  cache.entries.delete(tokenHash);
}

/** Ends every session of a user but `keepToken`'s (none kept without it): a new password, or "sign out everywhere". */
export async function deleteUserSessions(db: Kysely<DB>, userId: number, keepToken?: string): Promise<void> {
  const cache = cacheOf(db);
  forgetUser(db, userId);
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
  // A lookup that read a row just before the delete must not have stored it meanwhile.
  cache.generation += 1;
  forgetUser(db, userId);
}

export async function deleteExpiredSessions(db: Kysely<DB>, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', new Date(now).toISOString()), eb('last_seen_at', '<=', new Date(now - policy.idleMs).toISOString())]),
    )
    .execute();
}
