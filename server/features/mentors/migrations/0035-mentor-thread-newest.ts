import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';

// Issue 53: a thread opens on its newest page, read backwards on mentor_messages_thread (mentor_id,
// user_id, id), which both engines walk in either direction: no new index. But PostgreSQL guesses a
// thread's size from mentor_id's and user_id's frequencies apart, so it takes a long thread for a short
// one and sorts the whole of it (55 ms for 5,000 lines, each line's visibility checked) instead of
// reading its last hundred from the index (under 1 ms). Statistics on the pair give it the true size.
// SQLite already reads the index backwards, with or without ANALYZE: nothing to do there.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create statistics mentor_messages_thread_stats (dependencies, mcv) on mentor_id, user_id from mentor_messages`.execute(db);
  // Gathered now rather than at autovacuum's next pass; a sample, quick even on a large table.
  await sql`analyze mentor_messages`.execute(db);
}
