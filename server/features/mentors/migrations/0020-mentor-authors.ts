import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Issue 29: mentor threads belong to a person. Each period an account speaks for a catalogue mentor
// is a tenure (from its link to its unlink, its username kept as it was). A teen's thread with a
// mentor is with one tenure at a time (mentor_links.tenure_id), and each line records the tenure it
// was written in and the account that wrote it: an account reads the lines of its own tenure only, so
// a new account linked to the same mentor starts with no threads. A teen's block of any account that
// spoke for a mentor holds against that mentor; mentor_blocks keeps it when that account is deleted.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('mentor_tenures')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
    // null once the account is deleted; username keeps who it was (null: an account from before this
    // migration that nobody recorded).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text')
    .addColumn('linked_at', 'text', (c) => c.notNull())
    // null while the account speaks for the mentor.
    .addColumn('unlinked_at', 'text')
    .execute();
  await db.schema.createIndex('mentor_tenures_mentor').on('mentor_tenures').columns(['mentor_id', 'unlinked_at']).execute();
  await db.schema.createIndex('mentor_tenures_user').on('mentor_tenures').column('user_id').execute();

  await db.schema
    .createTable('mentor_blocks')
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
    // The teen who blocked an account of this mentor that has since been deleted.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mentor_blocks_pk', ['mentor_id', 'user_id'])
    .execute();
  await db.schema.createIndex('mentor_blocks_user').on('mentor_blocks').column('user_id').execute();

  // Who wrote the line (the teen, or the mentor's account; null once that account is deleted), and the
  // tenure it was written in (null: written while the mentor had no account yet).
  await db.schema
    .alterTable('mentor_messages')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('mentor_messages')
    .addColumn('tenure_id', 'integer', (c) => c.references('mentor_tenures.id'))
    .execute();
  await db.schema.createIndex('mentor_messages_author').on('mentor_messages').column('author_id').execute();
  await db.schema.createIndex('mentor_messages_tenure').on('mentor_messages').columns(['tenure_id', 'user_id', 'id']).execute();
  // The tenure the teen's thread is with now (null: the mentor has had no account since the link).
  await db.schema
    .alterTable('mentor_links')
    .addColumn('tenure_id', 'integer', (c) => c.references('mentor_tenures.id'))
    .execute();
  await db.schema.createIndex('mentor_links_tenure').on('mentor_links').columns(['tenure_id', 'updated_at', 'user_id']).execute();

  const at = new Date().toISOString();
  // Each linked account's tenure, from when the account was made.
  await sql`insert into mentor_tenures (mentor_id, user_id, username, linked_at)
    select m.id, u.id, u.username, u.created_at from mentors m join users u on u.id = m.user_id`.execute(db);
  // A mentor with no account now whose earlier account answered teens: that account's tenure, ended now,
  // so that the next account does not take its threads.
  await sql`insert into mentor_tenures (mentor_id, user_id, username, linked_at, unlinked_at)
    select m.id, null, null, min(x.created_at), ${at} from mentors m join mentor_messages x on x.mentor_id = m.id
    where m.user_id is null and x.from_mentor = 1 group by m.id`.execute(db);
  // Every mentor has at most one tenure here: lines and threads go with it; lines to a mentor that never
  // had an account stay without one (its first account reads them, as the card told the teen).
  await sql`update mentor_messages set tenure_id = (select t.id from mentor_tenures t where t.mentor_id = mentor_messages.mentor_id)`.execute(
    db,
  );
  await sql`update mentor_links set tenure_id = (select t.id from mentor_tenures t where t.mentor_id = mentor_links.mentor_id)`.execute(db);
  // The teen wrote their lines; the mentor's lines are taken to be its account's at this time.
  await sql`update mentor_messages set author_id = case when from_mentor = 1
      then (select t.user_id from mentor_tenures t where t.id = mentor_messages.tenure_id) else user_id end`.execute(db);
}
