import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avatar_color', 'text', (c) => c.notNull())
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}
