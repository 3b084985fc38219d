import { type Kysely, sql } from 'kysely';

// Issue 53: the bell's dot counted a user's unread notifications by walking all of theirs (every one
// read but the newest few). A partial index of the unread alone makes the count, and marking all read,
// as long as what is unread.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notifications_unread').on('notifications').column('user_id').where(sql.ref('read_at'), 'is', null).execute();
}
