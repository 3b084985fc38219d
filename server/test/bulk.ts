// Many rows at once, straight into the tables (the API would take minutes for 100,000): for the big
// deletes' test (issue 29) and their benchmark. Batches stay under both engines' bound-variable limits.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const BATCH = 1000;

/** `count` comments by `userId` on one item, in batches. */
export async function insertComments(
  db: Kysely<DB>,
  subject: 'peptalk' | 'video',
  itemId: number,
  userId: number,
  count: number,
): Promise<void> {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    await db
      .insertInto('comments')
      .values(
        Array.from({ length: n }, (_, i) => ({
          subject,
          item_id: itemId,
          user_id: userId,
          body: `Comment ${start + i}`,
          created_at: createdAt,
        })),
      )
      .execute();
  }
}
