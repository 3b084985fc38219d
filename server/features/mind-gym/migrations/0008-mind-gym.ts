import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Mind Gym: a user's moods, affirmations, journal and breathing sessions, and the ten built-in
// preset affirmations (a catalogue, seeded from presets.json at start-up).
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('mindgym_moods')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The newest-first history and the days picture both walk this index.
  await db.schema.createIndex('mindgym_moods_user_created').on('mindgym_moods').columns(['user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('mindgym_affirmations')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_favorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mindgym_affirmations_user_created')
    .on('mindgym_affirmations')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('mindgym_presets')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mindgym_journal')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('mindgym_journal_user_created').on('mindgym_journal').columns(['user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('mindgym_activities')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mindgym_activities_user_created')
    .on('mindgym_activities')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}
