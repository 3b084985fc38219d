// What the server tidies at start-up and every hour after (server/main.ts): expired sessions, demo
// accounts nobody can reach any more (deleted as any account is, through every module's hooks, so that
// safeguarding keeps what it must), old sign-in failures, what safeguarding kept once its time is up, and
// the week's like counts (a like older than a week no longer counts for Popular Now), and old finished jobs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type SessionPolicy, deleteExpiredSessions } from './auth/sessions';
import { deleteStaleSignInFailures } from './auth/throttle';
import { deleteUser } from './auth/users.repo';
import type { DB } from './db/schema';
import { MODULES } from './features/index';
import { type FeatureModule, accountHooksOf } from './module';
import { eraseExpiredAudit } from './social/audit.repo';
import { refreshWeekLikes } from './social/counts.repo';
import { eraseExpiredHolds, keep } from './social/safeguarding.repo';
import { eraseExpiredCases } from './social/safety.repo';
import { deleteFinishedJobs } from './jobs/jobs.repo';

/** How many abandoned demo accounts one pass deletes, each in its own transaction (the next pass takes the rest). */
const DEMOS_PER_PASS = 500;

/** Demo accounts whose every session has ended: deleted one by one through the account deletion. */
export async function deleteAbandonedDemos(db: Kysely<DB>, modules: readonly FeatureModule[] = MODULES): Promise<number> {
  const hooks = accountHooksOf(modules, keep);
  const abandoned = await db
    .selectFrom('users')
    .select('id')
    .where('is_demo', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('sessions').select('sessions.user_id').whereRef('sessions.user_id', '=', 'users.id'))),
    )
    .orderBy('id')
    .limit(DEMOS_PER_PASS)
    .execute();
  for (const { id } of abandoned) await deleteUser(db, id, hooks);
  return abandoned.length;
}

export async function housekeeping(db: Kysely<DB>, session: SessionPolicy, modules: readonly FeatureModule[] = MODULES): Promise<void> {
  await deleteExpiredSessions(db, session);
  await deleteAbandonedDemos(db, modules);
  await deleteStaleSignInFailures(db);
  await eraseExpiredHolds(db);
  await eraseExpiredCases(db);
  await eraseExpiredAudit(db);
  // Likes older than a week leave Popular Now's counts (decision 0037).
  await refreshWeekLikes(db);
  // Finished jobs: done ones after a week, failed ones after a month (decision 0048).
  await deleteFinishedJobs(db);
}

/**
 * Once the server listens: every module's check of what it keeps derived (the stored counts, decision
 * 0037), one after another in the background, so a large database never holds up a start. A failure is
 * logged and the next start checks again; `signal` stops the checks at shutdown.
 */
export async function checksAfterStart(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  signal: AbortSignal,
  modules: readonly FeatureModule[] = MODULES,
): Promise<void> {
  for (const m of modules) {
    if (signal.aborted) return;
    try {
      const corrected = await m.checkAfterStart?.(db, signal);
      if (corrected) log.warn(corrected.details, corrected.message);
    } catch (error) {
      if (!signal.aborted) log.error(error);
    }
  }
}
