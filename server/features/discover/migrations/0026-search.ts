import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Issue 32: one table of everything Discover can find, and the engine's own full-text index over it
// (SQLite FTS5 with the porter stemmer; PostgreSQL's english text search with a GIN index), so that
// "Leaders" finds "leader". Catalogue kinds are written at start-up from the modules' `searchables`;
// pep talks, which people write, are kept here by triggers on pep_talks, whatever writes them (a post,
// an edit, a delete, an account's deletion). Decision 0025 says why.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('id', ...idColumn(dialect))
    // contract/discover-rules.ts DISCOVER_KINDS.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** Tags, each on its own line. */
    .addColumn('tags', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_documents_item', ['kind', 'item_id'])
    .execute();
  await db.schema.createIndex('search_documents_topic').on('search_documents').columns(['topic', 'kind', 'id']).execute();

  // A pep talk's words: a text one's text, a picture's or video's description. The topic of each
  // category is contract/discover-rules.ts topicOf([category]) as it was when this was written.
  const topic = (p: string) =>
    sql.raw(`case ${p}.category
      when 'confidence' then 'confidence' when 'courage' then 'confidence'
      when 'stress' then 'stress' when 'gratitude' then 'stress'
      when 'friendship' then 'friendship' when 'creativity' then 'creativity'
      when 'motivation' then 'focus' when 'focus' then 'focus'
      else 'confidence' end`);
  const body = (p: string) => sql.raw(`case when ${p}.media_type = 'text' then ${p}.media_url else coalesce(${p}.media_alt, '') end`);

  if (dialect === 'sqlite') {
    await sql`create virtual table search_fts using fts5(title, body, tags, content='search_documents', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger search_documents_ai after insert on search_documents begin
      insert into search_fts (rowid, title, body, tags) values (new.id, new.title, new.body, new.tags);
    end`.execute(db);
    await sql`create trigger search_documents_ad after delete on search_documents begin
      insert into search_fts (search_fts, rowid, title, body, tags) values ('delete', old.id, old.title, old.body, old.tags);
    end`.execute(db);
    await sql`create trigger search_documents_au after update on search_documents begin
      insert into search_fts (search_fts, rowid, title, body, tags) values ('delete', old.id, old.title, old.body, old.tags);
      insert into search_fts (rowid, title, body, tags) values (new.id, new.title, new.body, new.tags);
    end`.execute(db);

    await sql`create trigger search_pep_talks_ai after insert on pep_talks begin
      insert into search_documents (kind, item_id, topic, title, body, tags)
      values ('peptalk', new.id, ${topic('new')}, new.title, ${body('new')}, new.category);
    end`.execute(db);
    await sql`create trigger search_pep_talks_au after update of title, media_type, media_url, media_alt, category on pep_talks begin
      update search_documents set topic = ${topic('new')}, title = new.title, body = ${body('new')}, tags = new.category
      where kind = 'peptalk' and item_id = new.id;
    end`.execute(db);
    await sql`create trigger search_pep_talks_ad after delete on pep_talks begin
      delete from search_documents where kind = 'peptalk' and item_id = old.id;
    end`.execute(db);
  } else {
    // Title first (A), then tags (B), then the words (C): ts_rank weighs them so.
    await sql`alter table search_documents add column document tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tags), 'B') || setweight(to_tsvector('english', body), 'C')
    ) stored`.execute(db);
    await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
    await sql`create function search_pep_talk() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from search_documents where kind = 'peptalk' and item_id = old.id;
          return old;
        end if;
        insert into search_documents (kind, item_id, topic, title, body, tags)
        values ('peptalk', new.id, ${topic('new')}, new.title, ${body('new')}, new.category)
        on conflict (kind, item_id) do update set topic = excluded.topic, title = excluded.title, body = excluded.body, tags = excluded.tags;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger search_pep_talks after insert or update of title, media_type, media_url, media_alt, category or delete on pep_talks
      for each row execute function search_pep_talk()`.execute(db);
  }

  // Home's Popular Now counts the likes of the last seven days.
  await db.schema.createIndex('reactions_recent').on('reactions').columns(['created_at', 'subject']).execute();

  // The pep talks there already are.
  await sql`insert into search_documents (kind, item_id, topic, title, body, tags)
    select 'peptalk', p.id, ${topic('p')}, p.title, ${body('p')}, p.category from pep_talks p order by p.id`.execute(db);
}
