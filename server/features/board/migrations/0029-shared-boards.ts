import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Issue 36: boards shared with classmates. A board has an owner and members (the owner among them);
// columns and tasks belong to the board, not to one account, and a task keeps who wrote it (null once
// that account is gone). SQLite cannot drop a unique constraint or a column in place, so the three
// tables are made again under a new name, filled, the old ones dropped and the new ones renamed back.
// Column and task ids stay as they were (clients may hold them); board ids were never shown (every
// board was "1"), and each moves up by one so that no board has the id 1, which means "my first board".
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('board_projects_next')
    .addColumn('id', ...idColumn(dialect))
    // The owner now: the maker, unless it was handed over. The account's deletion hands it on first.
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('board_members')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects_next.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_members_pk', ['project_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('board_invites')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects_next.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('board_columns_next')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects_next.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('board_tasks_next')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects_next.id').onDelete('cascade'))
    .addColumn('column_id', 'integer', (c) => c.notNull().references('board_columns_next.id').onDelete('cascade'))
    // Who wrote it: the task stays with the group when they leave or delete their account.
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('tag', 'text')
    .addColumn('tag_color', 'text')
    .addColumn('due_date', 'text')
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();

  await sql`insert into board_projects_next (id, owner_id, title, created_at)
    select id + 1, user_id, title, created_at from board_projects`.execute(db);
  await sql`insert into board_members (project_id, user_id, joined_at)
    select id + 1, user_id, created_at from board_projects`.execute(db);
  await sql`insert into board_columns_next (id, project_id, title, position, done, created_at)
    select id, project_id + 1, title, position, done, created_at from board_columns`.execute(db);
  await sql`insert into board_tasks_next (id, project_id, column_id, created_by, title, description, tag, tag_color, due_date,
      assigned_to, position, created_at, updated_at, completed_at)
    select t.id, c.project_id + 1, t.column_id, t.user_id, t.title, t.description, t.tag, t.tag_color, t.due_date,
      case when exists (select 1 from users u where u.id = t.assigned_to) then t.assigned_to end,
      t.position, t.created_at, t.updated_at, t.completed_at
    from board_tasks t join board_columns c on c.id = t.column_id`.execute(db);

  await db.schema.dropTable('board_tasks').execute();
  await db.schema.dropTable('board_columns').execute();
  await db.schema.dropTable('board_projects').execute();
  await db.schema.alterTable('board_projects_next').renameTo('board_projects').execute();
  await db.schema.alterTable('board_columns_next').renameTo('board_columns').execute();
  await db.schema.alterTable('board_tasks_next').renameTo('board_tasks').execute();

  await db.schema.createIndex('board_projects_owner').on('board_projects').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('board_members_user').on('board_members').columns(['user_id', 'joined_at']).execute();
  await db.schema.createIndex('board_invites_project').on('board_invites').column('project_id').execute();
  await db.schema.createIndex('board_columns_project_position').on('board_columns').columns(['project_id', 'position', 'id']).execute();
  await db.schema.createIndex('board_tasks_column_position').on('board_tasks').columns(['column_id', 'position', 'id']).execute();
  await db.schema.createIndex('board_tasks_project').on('board_tasks').column('project_id').execute();
  await db.schema.createIndex('board_tasks_created_by').on('board_tasks').column('created_by').execute();
  await db.schema.createIndex('board_tasks_assigned_to').on('board_tasks').column('assigned_to').execute();

  // New ids follow the copied ones; a board's id is never 1.
  if (dialect === 'postgres') {
    for (const [table, least] of [
      ['board_projects', 2],
      ['board_columns', 1],
      ['board_tasks', 1],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        greatest((select coalesce(max(id), 0) + 1 from ${sql.table(table)}), ${least}), false)`.execute(db);
    }
  } else {
    // The copy left a row here (seq 0 when there was nothing to copy).
    await sql`update sqlite_sequence set seq = max(seq, 1) where name = 'board_projects'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select 'board_projects', 1
      where not exists (select 1 from sqlite_sequence where name = 'board_projects')`.execute(db);
  }
}
