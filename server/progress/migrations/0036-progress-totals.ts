import { type Kysely, sql } from 'kysely';

// Issue 53: Home's progress read grew with everything the teen had done (a count of every action on
// each read). progress_totals keeps each user's count and points per action, moved by recordProgress
// in the action's transaction, so the read is one row per kind of action; the index finds an
// achievement's completing action without sorting all of that kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('progress_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('actions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('progress_totals_pk', ['user_id', 'name'])
    .execute();
  await sql`insert into progress_totals (user_id, name, actions, points)
    select user_id, name, count(*), coalesce(sum(points), 0) from progress_events group by user_id, name`.execute(db);
  await db.schema.createIndex('progress_events_order').on('progress_events').columns(['user_id', 'name', 'id']).execute();
}
