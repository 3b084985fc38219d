import { type Kysely, sql } from 'kysely';

// Issue 53: an item's likes and comments are stored with it (item_counts), written in the transaction
// of each like and comment, instead of counted on every read (decision 0037). `week_likes` is the past
// seven days' likes, for Home's Popular Now; `stale` marks items to recount after an account goes.
// The counts of what exists are filled by the start-up check (server/social/counts.repo.ts checkCounts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_counts')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('week_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_counts_pk', ['subject', 'item_id'])
    .execute();
  // Popular Now walks the week's most liked first and stops at the first the viewer may see.
  await db.schema.createIndex('item_counts_week').on('item_counts').columns(['week_likes', 'subject', 'item_id']).execute();
  await sql`create index item_counts_stale on item_counts (stale) where stale = 1`.execute(db);
  // A reader's own comments (and those of people blocked) on a page of items: the count's correction.
  await db.schema.createIndex('comments_author_item').on('comments').columns(['user_id', 'subject', 'item_id']).execute();
  // A like's date, for the week's count.
  await db.schema.createIndex('reactions_item_date').on('reactions').columns(['subject', 'item_id', 'created_at']).execute();
}
