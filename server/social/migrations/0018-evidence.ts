import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Issue 29: a case is evidence. It keeps who wrote the words (as they were named then) and every
// version of them, and outlives the item, the writer's account and the reporters' accounts: nothing
// here cascades from a user. Reports say whether their reporter was trusted (older than a day, not a
// demo); cases carry a priority (danger first), a pending restore (four eyes), and a warning flag.
// Every moderator look and decision goes to an audit that no route changes. Appeals, once per decision.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('moderation_cases_v2')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // null once the writer's account is deleted; the name columns keep who it was.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_username', 'text', (c) => c.notNull())
    .addColumn('author_display_name', 'text', (c) => c.notNull())
    // contract/auth.ts ROLES at the time: an adult's message ranks higher.
    .addColumn('author_role', 'text', (c) => c.notNull())
    // The Rise team's or a staff account's words are never hidden by reports alone.
    .addColumn('author_protected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    // contract/safety-rules.ts CASE_PRIORITIES: 1 first.
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('held_for', 'text')
    .addColumn('first_reported_at', 'text', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    // Four eyes: the first moderator who asked to restore, while the case waits for a second.
    .addColumn('restore_requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restore_requested_at', 'text')
    // Restored after a self-harm hold or report: others open it on purpose, behind a warning.
    .addColumn('warn', 'integer', (c) => c.notNull().defaultTo(0))
    // When the item itself was deleted (by its writer, with its thread, or with the account).
    .addColumn('item_deleted_at', 'text')
    // The last appeal, so that there is one per decision.
    .addColumn('appealed_at', 'text')
    .addUniqueConstraint('moderation_cases_v2_item', ['subject', 'item_id'])
    .execute();

  await db.schema
    .createTable('case_reports')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases_v2.id').onDelete('cascade'))
    // null once the reporter's account is deleted: the report stays with the case.
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The reporter's account was older than a day and not a demo when they reported.
    .addColumn('trusted', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('case_reports_once', ['case_id', 'reporter_id'])
    .execute();

  await db.schema
    .createTable('case_versions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases_v2.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('case_appeals')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases_v2.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('moderation_audit')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('moderator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moderator_username', 'text', (c) => c.notNull())
    // contract/safety-rules.ts AUDIT_ACTIONS.
    .addColumn('action', 'text', (c) => c.notNull())
    // The case it concerns: the row lives as long as the case.
    .addColumn('case_id', 'integer', (c) => c.references('moderation_cases_v2.id').onDelete('cascade'))
    .addColumn('about', 'text', (c) => c.notNull())
    // Rows that name no case (a thread, a kept record) are erased with the retention window.
    .addColumn('erase_after', 'text')
    .execute();

  // What was there moves over: the writer as named now, the words unknown to this table (the item's
  // own, read from the item by the moderation routes while it exists), every report trusted.
  await sql`insert into moderation_cases_v2 (id, subject, item_id, author_id, author_username, author_display_name, author_role,
      author_protected, hidden, urgent, priority, held_for, first_reported_at, decision, decided_by, decided_at)
    select c.id, c.subject, c.item_id, c.author_id, u.username, u.display_name, u.role,
      case when u.verified = 1 or u.role <> 'member' then 1 else 0 end, c.hidden, c.urgent,
      case when c.held_for = 'self-harm' then 1 when c.urgent = 1 then 2 else 4 end,
      c.held_for, c.first_reported_at, c.decision, c.decided_by, c.decided_at
    from moderation_cases c join users u on u.id = c.author_id`.execute(db);
  await sql`insert into case_reports (id, case_id, reporter_id, reason, note, created_at, trusted)
    select id, case_id, reporter_id, reason, note, created_at, 1 from reports`.execute(db);
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderation_cases').execute();
  await db.schema.alterTable('moderation_cases_v2').renameTo('moderation_cases').execute();
  if (dialect === 'postgres') {
    // Serial sequences keep counting from the copied ids.
    await sql`select setval(pg_get_serial_sequence('moderation_cases', 'id'), coalesce((select max(id) from moderation_cases), 0) + 1, false)`.execute(
      db,
    );
    await sql`select setval(pg_get_serial_sequence('case_reports', 'id'), coalesce((select max(id) from case_reports), 0) + 1, false)`.execute(
      db,
    );
  }

  await db.schema
    .createIndex('moderation_cases_queue')
    .on('moderation_cases')
    .columns(['decision', 'priority', 'first_reported_at', 'id'])
    .execute();
  await db.schema.createIndex('moderation_cases_author').on('moderation_cases').column('author_id').execute();
  await db.schema.createIndex('case_reports_reporter').on('case_reports').column('reporter_id').execute();
  await db.schema.createIndex('case_reports_case').on('case_reports').column('case_id').execute();
  await db.schema.createIndex('case_versions_case').on('case_versions').columns(['case_id', 'id']).execute();
  await db.schema.createIndex('case_appeals_case').on('case_appeals').column('case_id').execute();
  await db.schema.createIndex('moderation_audit_case').on('moderation_audit').column('case_id').execute();
  await db.schema.createIndex('moderation_audit_erase').on('moderation_audit').column('erase_after').execute();

  // A moderation notice names its case, so that its author can ask for another look.
  await db.schema.alterTable('notifications').addColumn('case_id', 'integer').execute();
}
