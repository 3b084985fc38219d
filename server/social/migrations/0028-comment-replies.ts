import type { Kysely } from 'kysely';

// Issue 32: a reply is a comment with a parent, one level deep (decision 0027). The parent is always a
// top-level comment of the same item; deleting it takes its replies with it (the cascade is the last
// guard: social.repo deletes them itself first, so that cases about them are marked deleted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('comments')
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .execute();
  // A comment's replies oldest first, a page at a time; and the cascade's lookup.
  await db.schema.createIndex('comments_parent').on('comments').columns(['parent_id', 'id']).execute();
}
