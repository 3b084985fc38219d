// All SQL of Discover: the index's catalogue rows, browsing by topic, the ranked search (FTS5's bm25 on
// SQLite, ts_rank on PostgreSQL) and the week's most liked. What a viewer may see is each kind's own
// rule, given by its module (`shownTo` of its SearchSource): a kind without a source is never shown.
import { type Generated, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  DISCOVER_KINDS,
  DISCOVER_TOPICS,
  type DiscoverItem,
  type DiscoverKind,
  type DiscoverTopic,
  type PopularItem,
  searchWordsOf,
} from '../../../contract/discover';
import type { DB } from '../../db/schema';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import type { SearchDocument, SearchSource } from '../../module';
import { notFromDemo } from '../../social/safety.repo';

interface SearchDocumentsTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  topic: string;
  title: string;
  body: string;
  tags: string;
}
type Db = Kysely<DB>;
const withIndex = (db: Db) => db.withTables<{ search_documents: SearchDocumentsTable }>();

export type Sources = Partial<Record<DiscoverKind, SearchSource>>;

const TEXT_MAX = 200;
const DAY_MS = 86_400_000;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A kind's documents as the catalogue has them now: the others of that kind leave the index. */
export async function indexCatalogue(db: Db, kind: DiscoverKind, documents: readonly SearchDocument[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const index = withIndex(trx);
    const ids = documents.map((d) => d.id);
    let stale = index.deleteFrom('search_documents').where('kind', '=', kind);
    if (ids.length > 0) stale = stale.where('item_id', 'not in', ids);
    await stale.execute();
    const current = new Map(
      (
        await index.selectFrom('search_documents').select(['item_id', 'topic', 'title', 'body', 'tags']).where('kind', '=', kind).execute()
      ).map((r) => [r.item_id, r]),
    );
    for (const d of documents) {
      const row = { topic: d.topic, title: d.title, body: d.text, tags: d.tags.join('\n') };
      const was = current.get(d.id);
      // Unchanged rows are left alone, so a restart does not rewrite the index.
      if (was && was.topic === row.topic && was.title === row.title && was.body === row.body && was.tags === row.tags) continue;
      if (was) await index.updateTable('search_documents').set(row).where('kind', '=', kind).where('item_id', '=', d.id).execute();
      // Instances that start together each write the catalogue: whichever inserts second updates instead.
      else
        await index
          .insertInto('search_documents')
          .values({ kind, item_id: d.id, ...row })
          .onConflict((oc) => oc.columns(['kind', 'item_id']).doUpdateSet(row))
          .execute();
    }
  });
}

/** Whether the viewer may see the document `d`: one rule per kind, none for a kind nobody serves. */
function visibleTo(sources: Sources, viewerId: number): RawBuilder<SqlBool> {
  const rules = DISCOVER_KINDS.filter((k) => sources[k]).map((k) => {
    const shown = sources[k]!.shownTo?.('d.item_id', viewerId);
    return shown ? sql`(d.kind = ${k} and ${shown})` : sql`d.kind = ${k}`;
  });
  return rules.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
}

/** Discover's order of kinds (Shorts, pep talks, mentors), as a number SQL can sort and page by. */
const kindOrder = sql<number>`(case d.kind ${sql.join(
  DISCOVER_KINDS.map((k, i) => sql`when ${k} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(DISCOVER_KINDS.length)} end)`;

interface Row {
  kind: string;
  item_id: number;
  topic: string;
  title: string;
  body: string;
  tags: string;
}

/** A row as the contract has it: plain text, the words cut to a preview at a word's end. */
function toItem(r: Row): DiscoverItem {
  let text = r.body.replace(/\s+/g, ' ').trim();
  if (text.length > TEXT_MAX) {
    const cut = text.slice(0, TEXT_MAX - 1);
    const space = cut.lastIndexOf(' ');
    text = `${(space > TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return {
    kind: r.kind as DiscoverKind,
    id: r.item_id,
    title: r.title,
    text,
    tags: r.tags.split('\n').filter((t) => t !== ''),
    topic: (DISCOVER_TOPICS as readonly string[]).includes(r.topic) ? (r.topic as DiscoverTopic) : 'leadership',
  };
}

/** Everything (or one topic) the viewer may see, in Discover's order of kinds, a page at a time. */
export async function browse(
  db: Db,
  sources: Sources,
  viewerId: number,
  { topic, limit, cursor }: { topic?: DiscoverTopic | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<DiscoverItem>> {
  const after = decodeCursor(cursor, ['number', 'number']);
  const rows = await sql<Row & { position: number; id: number }>`
    select d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags, ${kindOrder} as position
    from search_documents d
    where ${visibleTo(sources, viewerId)}
      ${topic ? sql`and d.topic = ${topic}` : sql``}
      ${after ? sql`and (${kindOrder} > ${after[0]} or (${kindOrder} = ${after[0]} and d.id > ${after[1]}))` : sql``}
    order by position, d.id
    limit ${limit + 1}`.execute(db);
  return pageOf(rows.rows, limit, (r) => [Number(r.position), r.id], toItem);
}

/**
 * The viewer's search, best first: every word must match (the last one also as the start of a word,
 * for typing), in the title, the words or the tags; a title match weighs most. Ranked lists are paged
 * by offset, up to SEARCH_MAX_RESULTS.
 */
export async function search(
  db: Db,
  sources: Sources,
  viewerId: number,
  {
    q,
    topic,
    limit,
    cursor,
    maxResults,
  }: { q: string; topic?: DiscoverTopic | undefined; limit: number; cursor?: string | undefined; maxResults: number },
): Promise<Page<DiscoverItem>> {
  const offset = decodeCursor(cursor, ['number'])?.[0] ?? 0;
  const words = searchWordsOf(q);
  const take = Math.max(0, Math.min(limit + 1, maxResults - offset));
  if (offset < 0 || take === 0 || words.length === 0) return { items: [] };
  const where = sql`${visibleTo(sources, viewerId)} ${topic ? sql`and d.topic = ${topic}` : sql``}`;
  let rows: Row[];
  if (isPostgres(db)) {
    // Each word through the english dictionary (plurals, case), the last one as a prefix too.
    const query = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
    rows = (
      await sql<Row>`
        select d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags
        from search_documents d, to_tsquery('english', ${query}) query
        where d.document @@ query and ${where}
        order by ts_rank(d.document, query) desc, d.id
        limit ${take} offset ${offset}`.execute(db)
    ).rows;
  } else {
    // Each word a quoted phrase (nothing in it is FTS5 syntax), the last one as a prefix too.
    const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
    rows = (
      await sql<Row>`
        select d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags
        from search_fts join search_documents d on d.id = search_fts.rowid
        where search_fts match ${match} and ${where}
        order by bm25(search_fts, 10.0, 1.0, 4.0), d.id
        limit ${take} offset ${offset}`.execute(db)
    ).rows;
  }
  const more = rows.length > limit && offset + limit < maxResults;
  const shown = rows.slice(0, limit);
  return { items: shown.map(toItem), ...(more ? { next: encodeOffset(offset + limit) } : {}) };
}

const encodeOffset = (offset: number) => Buffer.from(JSON.stringify([offset])).toString('base64url');

/**
 * The Short or pep talk the viewer may see with the most likes in the last seven days, counting no
 * demo's like but the viewer's own (a demo is a sandbox); ties go to a Short, then to the newest.
 * Undefined when nothing was liked this week. A member's answer walks the stored week counts, most
 * liked first, and stops at the first they may see (decision 0037); a demo's is counted live.
 */
export async function popular(db: Db, sources: Sources, viewerId: number, now = new Date()): Promise<PopularItem | undefined> {
  const kinds = DISCOVER_KINDS.filter((k) => sources[k]?.likedAs);
  if (kinds.length === 0) return undefined;
  const viewer = await db.selectFrom('users').select('is_demo').where('id', '=', viewerId).executeTakeFirst();
  if (viewer?.is_demo === 1) return popularForDemo(db, sources, viewerId, now);
  const kindOf = sql`(case c.subject ${sql.join(
    kinds.map((k) => sql`when ${sources[k]!.likedAs!} then ${k}`),
    sql` `,
  )} end)`;
  const row = (
    await sql<Row & { likes: number | string }>`
      select d.kind, d.item_id, d.topic, d.title, d.body, d.tags, c.week_likes as likes
      from item_counts c join search_documents d on d.kind = ${kindOf} and d.item_id = c.item_id
      where c.week_likes > 0 and ${visibleTo(sources, viewerId)}
      order by c.week_likes desc, c.subject desc, c.item_id desc
      limit 1`.execute(db)
  ).rows[0];
  return row && { ...toItem(row), likes: Number(row.likes) };
}

/** Popular Now for a demo: the sample community's likes and its own, counted live (few, and a sandbox's). */
async function popularForDemo(db: Db, sources: Sources, viewerId: number, now: Date): Promise<PopularItem | undefined> {
  const liked = DISCOVER_KINDS.filter((k) => sources[k]?.likedAs).map((k) => sql`(d.kind = ${k} and r.subject = ${sources[k]!.likedAs!})`);
  const since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const row = (
    await sql<Row & { likes: number | string }>`
      select d.kind, d.item_id, d.topic, d.title, d.body, d.tags, count(*) as likes
      from reactions r join search_documents d on d.item_id = r.item_id and (${sql.join(liked, sql` or `)})
      where r.created_at >= ${since} and ${notFromDemo('r.user_id', viewerId)} and ${visibleTo(sources, viewerId)}
      group by d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags
      order by count(*) desc, ${kindOrder}, d.item_id desc
      limit 1`.execute(db)
  ).rows[0];
  return row && { ...toItem(row), likes: Number(row.likes) };
}
