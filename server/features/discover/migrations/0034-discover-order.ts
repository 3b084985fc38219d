import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';

// Issue 53: Discover lists Shorts first, then pep talks, mentors, sessions, practices and challenges, each
// kind by id. It sorted on a CASE over `kind`, which no index holds, so every browse sorted the whole
// index before keeping a page. That order is now one number the database computes from the row (whatever
// writes it: the catalogues at start-up, the pep talk triggers of 0026-search), the kind's place times
// 2^32 plus the id, with indexes in that order (also within a topic): a page is a walk of an index from
// the cursor on, which stops once it has a page the viewer may see. One number, not two columns, so that
// both engines seek straight to a cursor (SQLite does not seek on a pair whose second one is the rowid).
// Decision 0038.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // contract/discover-rules.ts DISCOVER_KINDS as it was when this was written (a test checks that they
  // agree); a kind added at the end takes the next place, as the list would give it.
  const place = `case kind
    when 'short' then 0 when 'peptalk' then 1 when 'mentor' then 2
    when 'session' then 3 when 'practice' then 4 when 'challenge' then 5
    else 6 end`;
  // SQLite adds only virtual generated columns to a table that exists (an index keeps their values);
  // PostgreSQL stores it, computing it for the rows there already are.
  await sql`alter table search_documents add column browse_order ${sql.raw(dialect === 'sqlite' ? 'integer' : 'bigint')}
    generated always as ((${sql.raw(place)}) * 4294967296 + id) ${sql.raw(dialect === 'sqlite' ? 'virtual' : 'stored')}`.execute(db);

  // Browse: everything, or one topic, in that order. This replaces 0026's (topic, kind, id).
  await db.schema.dropIndex('search_documents_topic').execute();
  await db.schema.createIndex('search_documents_browse').on('search_documents').column('browse_order').execute();
  await db.schema.createIndex('search_documents_topic_browse').on('search_documents').columns(['topic', 'browse_order']).execute();
}
