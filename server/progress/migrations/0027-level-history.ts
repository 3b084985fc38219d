import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';

// The level-up moment (issue 32, decision 0026): the highest level this user has been shown, kept on
// the server so that a reload or a new device never shows an old level again. The level history itself
// needs no table: it is read from progress_events (each event's points, in the order they were earned).
// Accounts that exist now have seen the level they are at (nothing old is replayed after the update);
// a new account starts with null, which the first read sets to its level then (a demo's seeded levels
// are history, not news).
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('level_seen', 'integer').execute();
  await sql`update users set level_seen = level`.execute(db);
}
