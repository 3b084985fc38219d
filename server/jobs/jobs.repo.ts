// Background jobs kept in the database (issue 55): queued, taken by a worker on a lease, retried with
// back-off, and ended as done or failed. Any instance's worker may take any job: on PostgreSQL the
// next due job is taken with FOR UPDATE SKIP LOCKED, so two workers never take the same one and never
// wait on each other; SQLite has one writer at a time, so its single statement is enough. A worker that
// dies (a crash, a kill -9, a restart) stops renewing its lease, and once the lease runs out the job is
// due again for whichever worker asks next: a job survives a restart mid-way and runs again from the start
// (handlers are written to be run again).
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { DB, JobState, JobsTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type { JobState };
export type JobRow = Selectable<JobsTable>;

/** How many times a job is tried before it fails for good, unless its handler says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** The first retry's wait; each next one waits four times longer, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 10 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The wait before try `attempts + 1`, after `attempts` tries failed. */
export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 4 ** Math.max(0, attempts - 1));

/** Queues a job (in the caller's transaction when given one: it exists only if the write that asked for it commits). */
export async function enqueue(
  db: Kysely<DB>,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      state: 'queued',
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: (options.runAt ?? now).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the next due job of these kinds for `worker`, leased until `leaseMs` from now: a queued one whose
 * time has come, or a running one whose lease ran out (its worker died). Undefined when none is due.
 */
export async function claimNext(
  db: Kysely<DB>,
  dialect: Dialect,
  worker: string,
  kinds: readonly string[],
  leaseMs: number,
  now = Date.now(),
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const at = iso(now);
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  // Asked first without writing: an idle server's worker then never writes (no write lock taken every
  // poll, which another process's transaction on the same SQLite file would have to wait for).
  if ((await due.executeTakeFirst()) === undefined) return undefined;
  return db
    .updateTable('jobs')
    .set({ state: 'running', attempts: sql`attempts + 1`, locked_by: worker, locked_until: iso(now + leaseMs) })
    .where('id', '=', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .executeTakeFirst();
}

/** Keeps the lease; false when the job is no longer this worker's (its lease ran out and another took it). */
export async function renewLease(db: Kysely<DB>, id: number, worker: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: iso(Date.now() + leaseMs) })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The job is done: true when it was still this worker's to finish. */
export async function complete(db: Kysely<DB>, id: number, worker: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', locked_by: null, locked_until: null, finished_at: iso(Date.now()), last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A try failed: queued again after its back-off, or failed for good when it was the last try (or
 * `final`). Answers the job's new state, or undefined when it was no longer this worker's.
 */
export async function fail(
  db: Kysely<DB>,
  job: JobRow,
  worker: string,
  error: string,
  options: { final?: boolean } = {},
): Promise<'queued' | 'failed' | undefined> {
  const final = options.final === true || job.attempts >= job.max_attempts;
  const result = await db
    .updateTable('jobs')
    .set(
      final
        ? { state: 'failed', locked_by: null, locked_until: null, last_error: error, finished_at: iso(Date.now()) }
        : { state: 'queued', locked_by: null, locked_until: null, last_error: error, run_at: iso(Date.now() + backoffMs(job.attempts)) },
    )
    .where('id', '=', job.id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return final ? 'failed' : 'queued';
}

/**
 * Gives a running job back unfinished (a worker stopping): due again at once for another worker, and
 * the try it was on does not count against it.
 */
export async function handBack(db: Kysely<DB>, id: number, worker: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'queued', locked_by: null, locked_until: null, attempts: sql`attempts - 1`, run_at: iso(Date.now()) })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .execute();
}

/** Finished jobs older than `days` go (housekeeping): failed ones stay longer, for whoever looks into them. */
export async function deleteFinishedJobs(db: Kysely<DB>, days = 7): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('finished_at', '<', iso(Date.now() - days * 86_400_000))
    .execute();
  await db
    .deleteFrom('jobs')
    .where('state', '=', 'failed')
    .where('finished_at', '<', iso(Date.now() - 30 * 86_400_000))
    .execute();
}

/** How many jobs wait, by state (for the studio and, later, metrics). */
export async function queueDepth(db: Kysely<DB>): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', db.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  const depth: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const r of rows) depth[r.state] = Number(r.n);
  return depth;
}
