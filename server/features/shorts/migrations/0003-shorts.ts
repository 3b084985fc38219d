import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('poster_url', 'text', (c) => c.notNull())
    .addColumn('captions_url', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('author_color', 'text', (c) => c.notNull())
    /** JSON array of text. */
    .addColumn('tags', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_likes')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One like per user per video.
    .addPrimaryKeyConstraint('video_likes_pk', ['video_id', 'user_id'])
    .execute();
  await db.schema.createIndex('video_likes_user').on('video_likes').column('user_id').execute();

  await db.schema
    .createTable('video_comments')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_comments_video').on('video_comments').columns(['video_id', 'id']).execute();
}
