import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Safety on every shared surface (issue 14): reports (one per person per item), one moderation case
// per reported or held item (hidden or not, the moderators' decision), and blocks between two people.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('moderation_cases')
    .addColumn('id', ...idColumn(dialect))
    // contract/safety.ts REPORT_SUBJECTS, and the item's id there.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Hidden from everyone but its author (reported enough, held for care, or a moderator's 'hide').
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    // Self-harm (reported, or written by someone about themselves): first in the queue.
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    // 'self-harm' when the writer spoke of hurting themselves and the item was held on writing.
    .addColumn('held_for', 'text')
    .addColumn('first_reported_at', 'text', (c) => c.notNull())
    // null while it waits; 'hide' or 'restore' once a moderator decided.
    .addColumn('decision', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('moderation_cases_item', ['subject', 'item_id'])
    .execute();
  // The queue: open cases, urgent first, oldest first.
  await db.schema
    .createIndex('moderation_cases_queue')
    .on('moderation_cases')
    .columns(['decision', 'urgent', 'first_reported_at', 'id'])
    .execute();
  await db.schema.createIndex('moderation_cases_author').on('moderation_cases').column('author_id').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One report per person per item: a second one changes nothing.
    .addUniqueConstraint('reports_once', ['case_id', 'reporter_id'])
    .execute();
  await db.schema.createIndex('reports_reporter').on('reports').column('reporter_id').execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  // Blocking works both ways: "who blocked me" is read as often as "whom I blocked".
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
}
