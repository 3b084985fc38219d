// All SQL of Discover: the index's catalogue rows, browsing by topic, the ranked search (FTS5's bm25 on
// SQLite, ts_rank on PostgreSQL) and the week's most liked. What a viewer may see is each kind's own
// rule, given by its module (`shownTo` of its SearchSource): a kind without a source is never shown.
import { type Generated, type GeneratedAlways, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
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
  /** Discover's order, computed by the database: the kind's place times BROWSE_KIND, plus the id (migration 0034). */
  browse_order: GeneratedAlways<number>;
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
  id: number;
  kind: string;
  item_id: number;
  topic: string;
  title: string;
  body: string;
  tags: string;
  browse_order: number;
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

/**
 * Candidates are taken in a list's order before anything asks which of them the viewer may see: a
 * window of the rows up to the page's end, this many times over (at least WINDOW_MIN). They are checked
 * one by one, only until the page is full, so a wide window costs little. When the viewer may see too
 * few of them and there were more, every candidate is checked, as before the window.
 */
const WINDOW_FACTOR = 8;
const WINDOW_MIN = 500;

/** A list's candidates, whoever reads, and its order. */
interface Candidates {
  /** Each candidate's `id` (a search_documents row) and the keys it is ordered by. */
  columns: RawBuilder<unknown>;
  /** `from ... where ...`: every candidate. */
  from: RawBuilder<unknown>;
  /** The list's order, over the candidates' query and then over `r`, the window of them. */
  order: RawBuilder<unknown>;
  windowOrder: RawBuilder<unknown>;
}

/**
 * Rows `offset` to `offset + take` of the candidates the viewer may see, in the list's order. A window
 * of the first candidates is read (in the order of an index, or the full-text ranking) and only those
 * are checked against the viewer's rules, one by one until the page is full; a short page from a full
 * window asks again of every candidate, so that what comes back is what checking them all gives.
 */
async function visiblePage(
  db: Db,
  sources: Sources,
  viewerId: number,
  { columns, from, order, windowOrder }: Candidates,
  offset: number,
  take: number,
): Promise<Row[]> {
  const first = Math.max(WINDOW_MIN, (offset + take) * WINDOW_FACTOR);
  let rows: Row[] = [];
  for (const window of [first, undefined]) {
    const candidates = window ? sql`select ${columns} ${from} order by ${order} limit ${window}` : sql`select ${columns} ${from}`;
    // `cross join`: SQLite then reads the window first, as written. With a plain join and no statistics
    // (nor with ANALYZE's) it read search_documents by each rule's `d.kind = ?` instead, checking every
    // document of every kind before joining the window and sorting: 16 ms at 1,000 documents, 1 s at
    // 100,000. PostgreSQL plans it as the join it is.
    rows = (
      await sql<Row>`
        select d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags, d.browse_order
        from (${candidates}) r cross join search_documents d
        where d.id = r.id and ${visibleTo(sources, viewerId)}
        order by ${windowOrder}
        limit ${take} offset ${offset}`.execute(db)
    ).rows;
    // A full page, or every candidate was in the window. Else the viewer may see few of many (a demo
    // among members' pep talks): every candidate, then.
    if (rows.length === take || window === undefined) break;
    const counted = await sql<{ n: number | string }>`select count(*) as n from (select 1 ${from} limit ${window}) c`.execute(db);
    if (Number(counted.rows[0]?.n ?? 0) < window) break;
  }
  return rows;
}

/** browse_order is a kind's place in Discover's order times this, plus the id. */
const BROWSE_KIND = 2 ** 32;

/**
 * Everything (or one topic) the viewer may see, in Discover's order of kinds, a page at a time: a walk
 * of the index on (topic,) browse_order (migration 0034) from the cursor on. The cursor is the last
 * row's kind place and id.
 */
export async function browse(
  db: Db,
  sources: Sources,
  viewerId: number,
  { topic, limit, cursor }: { topic?: DiscoverTopic | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<DiscoverItem>> {
  const after = decodeCursor(cursor, ['number', 'number']);
  const where = [
    ...(topic ? [sql`b.topic = ${topic}`] : []),
    // Within what a bigint holds exactly, whatever integers the cursor carries.
    ...(after ? [sql`b.browse_order > ${Math.max(-1, Math.min(after[0] * BROWSE_KIND + after[1], Number.MAX_SAFE_INTEGER))}`] : []),
  ];
  const rows = await visiblePage(
    db,
    sources,
    viewerId,
    {
      columns: sql`b.id, b.browse_order`,
      from: sql`from search_documents b${where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``}`,
      order: sql`b.browse_order`,
      windowOrder: sql`r.browse_order`,
    },
    0,
    limit + 1,
  );
  return pageOf(rows, limit, (r) => [Math.floor(Number(r.browse_order) / BROWSE_KIND), r.id], toItem);
}

/**
 * The words' full-text matches (in a topic), best first, whoever reads: the engine's own query and
 * ranking. Each word goes through the english dictionary (plurals, case) on PostgreSQL, ranked by
 * ts_rank; on SQLite each is a quoted phrase (nothing in it is FTS5 syntax), ranked by bm25 with title
 * 10, words 1 and tags 4. The last word matches as the start of a word too.
 */
function matchesOf(db: Db, words: string[], topic: DiscoverTopic | undefined): Candidates {
  if (isPostgres(db)) {
    const query = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
    return {
      columns: sql`m.id, ts_rank(m.document, query) as score`,
      from: sql`from search_documents m, to_tsquery('english', ${query}) query
        where m.document @@ query${topic ? sql` and m.topic = ${topic}` : sql``}`,
      order: sql`score desc, m.id`,
      windowOrder: sql`r.score desc, r.id`,
    };
  }
  const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
  return {
    // bm25 is lower for a better match.
    columns: sql`search_fts.rowid as id, bm25(search_fts, 10.0, 1.0, 4.0) as score`,
    from: topic
      ? sql`from search_fts join search_documents m on m.id = search_fts.rowid where search_fts match ${match} and m.topic = ${topic}`
      : sql`from search_fts where search_fts match ${match}`,
    order: sql`score, search_fts.rowid`,
    windowOrder: sql`r.score, r.id`,
  };
}

/**
 * The viewer's search, best first: every word must match (the last one also as the start of a word,
 * for typing), in the title, the words or the tags; a title match weighs most; ties in index order.
 * Ranked lists are paged by offset, up to SEARCH_MAX_RESULTS. The best matches are ranked first, the
 * same for everyone, and only those are checked against what the viewer may see (decision 0038).
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
  const rows = await visiblePage(db, sources, viewerId, matchesOf(db, words, topic), offset, take);
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
