import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';

// Leadership Shorts' likes and comments move onto the shared social layer, unchanged: the same
// users, times and comment ids (so links and clients keep working), then the old tables go.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // PostgreSQL runs each migration in a transaction; SQLite's migrator does not, so this one does it
  // itself: a move that fails halfway leaves the old tables as they were.
  if (dialect === 'sqlite') return db.transaction().execute((trx) => move(trx, dialect));
  return move(db, dialect);
}

async function move(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`insert into reactions (subject, item_id, user_id, created_at)
            select 'video', video_id, user_id, created_at from video_likes`.execute(db);
  await sql`insert into comments (id, subject, item_id, user_id, body, likes, created_at)
            select id, 'video', video_id, user_id, comment, likes, created_at from video_comments order by id`.execute(db);
  if (dialect === 'postgres') {
    // Explicit ids do not move a serial's sequence: start it after the highest carried over.
    await sql`select setval(pg_get_serial_sequence('comments', 'id'), coalesce((select max(id) from comments), 0) + 1, false)`.execute(db);
  }
  await db.schema.dropTable('video_comments').execute();
  await db.schema.dropTable('video_likes').execute();
}
