import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Issue 55: clips made in the studio. A clip is its own row from upload to review; once approved it is
// published as a video of the feed (videos.clip_id), with its small rendition, and Discover finds it by
// triggers on videos (as pep talks are found, 0026-search): the catalogue's own videos are written into
// Discover at start-up, a clip the moment it is published or taken down.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('clips')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('uploader_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hashtags', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('review_note', 'text')
    .addColumn('upload_type', 'text')
    .addColumn('upload_size', 'integer')
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('original_file', 'text')
    .addColumn('media_key', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('captions', 'text')
    .addColumn('captions_source', 'text')
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('video_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('published_at', 'text')
    .execute();
  // The studio lists an uploader's own, newest first; review lists those waiting, the longest first.
  await db.schema.createIndex('clips_uploader').on('clips').columns(['uploader_id', 'id']).execute();
  await db.schema.createIndex('clips_state').on('clips').columns(['state', 'submitted_at', 'id']).execute();
  await db.schema.createIndex('clips_media_key').on('clips').column('media_key').unique().execute();

  await db.schema.alterTable('videos').addColumn('clip_id', 'integer').execute();
  await db.schema.alterTable('videos').addColumn('small_url', 'text').execute();
  await db.schema.createIndex('videos_clip').on('videos').column('clip_id').unique().execute();

  // A published clip in Discover: its category is its topic, its hashtags its tags (one a line).
  if (dialect === 'sqlite') {
    const tags = (p: string) => sql.raw(`(select coalesce(group_concat(value, char(10)), '') from json_each(${p}.tags))`);
    await sql`create trigger search_clips_ai after insert on videos when new.clip_id is not null begin
      insert into search_documents (kind, item_id, topic, title, body, tags)
      select 'short', new.id, c.category, new.title, new.description, ${tags('new')} from clips c where c.id = new.clip_id
      on conflict (kind, item_id) do update set topic = excluded.topic, title = excluded.title, body = excluded.body, tags = excluded.tags;
    end`.execute(db);
    await sql`create trigger search_clips_ad after delete on videos when old.clip_id is not null begin
      delete from search_documents where kind = 'short' and item_id = old.id;
    end`.execute(db);
  } else {
    await sql`create function search_clip() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from search_documents where kind = 'short' and item_id = old.id;
          return old;
        end if;
        insert into search_documents (kind, item_id, topic, title, body, tags)
        select 'short', new.id, c.category, new.title, new.description,
          coalesce(array_to_string(array(select jsonb_array_elements_text(new.tags::jsonb)), E'\\n'), '')
        from clips c where c.id = new.clip_id
        on conflict (kind, item_id) do update set topic = excluded.topic, title = excluded.title, body = excluded.body, tags = excluded.tags;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger search_clips_ai after insert on videos
      for each row when (new.clip_id is not null) execute function search_clip()`.execute(db);
    await sql`create trigger search_clips_ad after delete on videos
      for each row when (old.clip_id is not null) execute function search_clip()`.execute(db);
  }
}
