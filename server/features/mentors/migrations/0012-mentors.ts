import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Mentor Matcher: the catalogue of mentors (from catalogue.json, each later linked to its account),
// where each teen stands with each mentor (a like, a pass, a request, a match), and their messages.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('mentors')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    /** A JSON array of text. */
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('accepting', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Taken out of the catalogue file: no longer in the deck, but its threads stay readable.
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    // The mentor's account (role 'mentor'), once they have one.
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('mentor_links')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
    // 'rejected', 'requested' or 'matched'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'text')
    .addPrimaryKeyConstraint('mentor_links_pk', ['user_id', 'mentor_id'])
    .execute();
  await db.schema.createIndex('mentor_links_mentor').on('mentor_links').columns(['mentor_id', 'updated_at', 'user_id']).execute();
  await db.schema.createIndex('mentor_links_updated').on('mentor_links').columns(['updated_at', 'mentor_id', 'user_id']).execute();

  await db.schema
    .createTable('mentor_messages')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('mentors.id').onDelete('cascade'))
    // The teen of the thread, whoever wrote the message.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_mentor', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mentor_messages_thread').on('mentor_messages').columns(['mentor_id', 'user_id', 'id']).execute();
  await db.schema.createIndex('mentor_messages_user').on('mentor_messages').column('user_id').execute();
}
