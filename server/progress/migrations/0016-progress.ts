import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Progress from real actions (issue 15, decision 0013): every action that counts, once per thing; the
// user's points total, kept beside their level and progress so that reading them is one row; and the
// bell's notifications. Level and progress were static demo figures until now: every account starts
// again from what it really does (Level 1, 0%).
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set level = 1, progress = 0`.execute(db);

  await db.schema
    .createTable('progress_events')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // contract/progress-rules.ts PROGRESS_EVENTS.
    .addColumn('name', 'text', (c) => c.notNull())
    // The thing it was for (a video's id, a mood entry's id): an action counts once per thing.
    .addColumn('subject', 'text', (c) => c.notNull())
    // The UTC day it happened: the daily caps count by it.
    .addColumn('day', 'text', (c) => c.notNull())
    // What it earned: 0 past the day's cap.
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('progress_events_once', ['user_id', 'name', 'subject'])
    .execute();
  await db.schema.createIndex('progress_events_day').on('progress_events').columns(['user_id', 'name', 'day']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // Said once: 'milestone-due:12:2026-11-25' (null for what cannot repeat).
    .addColumn('once_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('notifications_once', ['user_id', 'once_key'])
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
}
