import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Pep Talk: the pep talks (likes and comments live in the social layer's tables under 'peptalk'),
// and shares, one per person.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('pep_talks')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // 'text' (media_url holds the words), 'image' or 'video'.
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('media_url', 'text', (c) => c.notNull())
    .addColumn('media_alt', 'text')
    .addColumn('captions_url', 'text')
    .addColumn('poster_url', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The feed (public, newest first), a category's feed, and my own.
  await db.schema.createIndex('pep_talks_feed').on('pep_talks').columns(['is_public', 'id']).execute();
  await db.schema.createIndex('pep_talks_category').on('pep_talks').columns(['category', 'is_public', 'id']).execute();
  await db.schema.createIndex('pep_talks_user').on('pep_talks').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('pep_talk_shares')
    .addColumn('pep_talk_id', 'integer', (c) => c.notNull().references('pep_talks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pep_talk_shares_pk', ['pep_talk_id', 'user_id'])
    .execute();
  await db.schema.createIndex('pep_talk_shares_user').on('pep_talk_shares').column('user_id').execute();
}
