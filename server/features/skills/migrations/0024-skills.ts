import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Skill Quest (issue 32): a teen's answer to each day's challenge (one per day) and the practices they
// finished. The challenges, practices and paths themselves are catalogue files, read at start-up.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('skill_challenge_answers')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('choice', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('skill_challenge_answers_user_day', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('skill_practices')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skill_practices_user_created').on('skill_practices').columns(['user_id', 'created_at', 'id']).execute();
}
