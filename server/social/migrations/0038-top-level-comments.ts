import { type Kysely, sql } from 'kysely';

// Issue 53: an item's top-level comments newest first, a page at a time. comments_item (subject, item_id,
// id) holds replies too, and a reply is newer than the comment it answers, so a page of a busy item read
// past its newest replies first (a row each, to see parent_id): a hundred at 1x, ten thousand at 100x.
// This index holds top-level comments only; both engines use it for `parent_id is null` (social.repo
// listComments). Replies are read by comments_parent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index comments_top_level on comments (subject, item_id, id) where parent_id is null`.execute(db);
}
