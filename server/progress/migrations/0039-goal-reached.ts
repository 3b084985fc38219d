import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

// Issue 53: Home's progress read looked up, for each completed achievement, the time of its completing
// action: one more read per achievement, so a teen who had done much read nine more. progress_totals
// now keeps that time (`goal_reached_at`, set by recordProgress in the action's transaction); kept
// totals get it from their events here (10: ACHIEVEMENT_GOAL as this was written).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress_totals').addColumn('goal_reached_at', 'text').execute();
  await fillGoalReached(db);
}

/** Each kept total's completing time, from its events (also for rows written in bulk, as the growth bench does). */
export async function fillGoalReached(db: QueryExecutorProvider): Promise<void> {
  await sql`update progress_totals set goal_reached_at = (select e.created_at from progress_events e
      where e.user_id = progress_totals.user_id and e.name = progress_totals.name
      order by e.id limit 1 offset 9)
    where actions >= 10`.execute(db);
}
