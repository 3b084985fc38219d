import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Issue 55: background work (a clip's processing) kept in the database, so that it survives a restart
// and any instance's worker can take it. server/jobs/jobs.repo.ts says how a job moves.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', ...idColumn(dialect))
    /** What to do: a FeatureModule's `jobs` key ('clip-process'). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON: what the handler needs (ids, never personal data). */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** queued, running, done or failed. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    /** Not before this (ISO-8601 UTC): a retry's back-off. */
    .addColumn('run_at', 'text', (c) => c.notNull())
    /** The worker holding it and until when: a worker that dies lets its lease run out. */
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // A worker asks for the next job due: queued by time, and running ones whose lease ran out.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
}
