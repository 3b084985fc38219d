import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Boost Board: one project per user (the API calls it 1), its columns and their tasks. Every row
// carries its owner's user_id, so that each query is scoped by the signed-in user without a join.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('board_projects')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('board_columns')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('board_columns_user_position').on('board_columns').columns(['user_id', 'position', 'id']).execute();

  await db.schema
    .createTable('board_tasks')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('column_id', 'integer', (c) => c.notNull().references('board_columns.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('tag', 'text')
    .addColumn('tag_color', 'text')
    .addColumn('due_date', 'text')
    .addColumn('assigned_to', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    // When it last entered a done column (null while it is not in one): for the progress work.
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('board_tasks_column_position').on('board_tasks').columns(['column_id', 'position', 'id']).execute();
  await db.schema.createIndex('board_tasks_user').on('board_tasks').column('user_id').execute();
}
