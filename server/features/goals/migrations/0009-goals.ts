import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Goal Setter: a user's life goals, each with its milestones and reflections. Every row carries its
// owner's user_id, so that each query is scoped by the signed-in user without a join.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('goals')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  // The list: active goals first, newest first within each.
  await db.schema.createIndex('goals_user_completed_id').on('goals').columns(['user_id', 'completed', 'id']).execute();

  await db.schema
    .createTable('goal_milestones')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('goal_id', 'integer', (c) => c.notNull().references('goals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('due_date', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('goal_milestones_goal_position').on('goal_milestones').columns(['goal_id', 'position', 'id']).execute();
  await db.schema.createIndex('goal_milestones_user').on('goal_milestones').column('user_id').execute();

  await db.schema
    .createTable('goal_reflections')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('goal_id', 'integer', (c) => c.notNull().references('goals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('goal_reflections_goal_created').on('goal_reflections').columns(['goal_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('goal_reflections_user').on('goal_reflections').column('user_id').execute();
}
