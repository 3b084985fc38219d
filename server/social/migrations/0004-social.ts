import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Likes and comments of every kind, keyed by what they are about: (subject, item_id).
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('reactions')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One like per user per item.
    .addPrimaryKeyConstraint('reactions_pk', ['subject', 'item_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reactions_user').on('reactions').column('user_id').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // An item's comments newest first, a page at a time.
  await db.schema.createIndex('comments_item').on('comments').columns(['subject', 'item_id', 'id']).execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();
}
