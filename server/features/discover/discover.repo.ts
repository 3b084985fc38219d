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
 * How many matches a search ranks at a time: the newest ones, whose best the viewer may see come
 * first; older matches follow, ranked the same way a batch at a time, only where a reader may see too
 * few of these to fill a page (decision 0041). A word in fewer documents is ranked in full.
 */
export const SEARCH_CANDIDATES = 2000;
/** Above every document's id: a first page's batch reads down from the newest. */
const NO_BOUND = 2 ** 31 - 1;

interface Batch {
  words: string[];
  topic: DiscoverTopic | undefined;
  /** Candidates have ids below this one. */
  below: number;
  size: number;
  /** For a demo: the ids of search_documents it might be shown, whatever the words. */
  within: RawBuilder<unknown> | undefined;
}

/**
 * A batch of the words' matches (in a topic): the newest `size` with an id below `below`, as `id`, and
 * bm25's `score` when `scored` (title 10, words 1, tags 4; lower is better). SQLite reads FTS5's doclist
 * from its end and scores only what it returns; each word is a quoted phrase (nothing in it is FTS5
 * syntax) through the porter stemmer, the last one also as the start of a word. A demo's few are a
 * filter on the matches read in order (`+rowid`, which FTS5 is not asked to seek): seeking each one
 * built the last word's prefix matches anew for every seek, 750 ms for a common word at 100x.
 */
function sqliteBatch({ words, topic, below, size, within }: Batch, scored: boolean): RawBuilder<unknown> {
  const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
  return sql`select search_fts.rowid as id${scored ? sql`, bm25(search_fts, 10.0, 1.0, 4.0) as score` : sql``}
    from search_fts${topic ? sql` join search_documents m on m.id = search_fts.rowid` : sql``}
    where search_fts match ${match} and search_fts.rowid < ${below}${topic ? sql` and m.topic = ${topic}` : sql``}${
      within ? sql` and +search_fts.rowid in (${within})` : sql``
    }
    order by search_fts.rowid desc limit ${size}`;
}

/**
 * The same batch on PostgreSQL, whose GIN index finds a word's documents in no order: its ids, newest
 * first. For a word in many documents the newest documents are read one by one until the batch is full
 * (a size over the word's share of them, in the statistics ANALYZE keeps); for a rarer word the index
 * finds every match and the newest are kept. A walk that ends short of a batch (the statistics were old)
 * goes on through the index below where it stopped. A demo's few are read first, as an array, and each
 * looked up by the primary key: as `in (...)`, the planner (which guesses the words match a row or two)
 * read all of them again for each match, seconds for a word common among the members'.
 */
async function postgresBatch(db: Db, { words, topic, below, size, within }: Batch): Promise<number[]> {
  const query = tsQueryOf(words);
  const inTopic = topic ? sql` and m.topic = ${topic}` : sql``;
  const ids: number[] = [];
  if (!within) {
    const { share, total } = await shareOf(db, words);
    const expected = share * total;
    // Walking costs about size ÷ share documents, the index about the matches: whichever is fewer.
    if (expected * expected > size * total) {
      const reach = Math.ceil((4 * size) / share);
      const walked = (
        await sql<{ id: number }>`select m.id
          from (select m.id, m.document, m.topic from search_documents m where m.id < ${below} order by m.id desc limit ${reach}) m
          where m.document @@ ${query}${inTopic}
          order by m.id desc limit ${size}`.execute(db)
      ).rows;
      ids.push(...walked.map((r) => r.id));
      if (ids.length === size) return ids;
      const end = (
        await sql<{ low: number | null; n: number | string }>`select min(m.id) as low, count(*) as n
          from (select m.id from search_documents m where m.id < ${below} order by m.id desc limit ${reach}) m`.execute(db)
      ).rows[0];
      if (!end || end.low === null || Number(end.n) < reach) return ids;
      below = end.low;
    }
  }
  const found = await sql<{ id: number }>`select m.id from search_documents m
    where m.document @@ ${query} and m.id < ${below}${inTopic}${within ? sql` and m.id = any(array(${within}))` : sql``}
    order by m.id desc limit ${size - ids.length}`.execute(db);
  return [...ids, ...found.rows.map((r) => r.id)];
}

/**
 * The share of documents the words match at most (the least common word's, the last one's counting
 * every word it starts), from the most common lexemes ANALYZE keeps; 0 for a word rarer than those (or
 * before any ANALYZE). And how many documents there are, by the same statistics.
 */
async function shareOf(db: Db, words: string[]): Promise<{ share: number; total: number }> {
  const rows = (
    await sql<{ share: number | string; total: number | string }>`
      select coalesce(sum(e.f), 0) as share, (select greatest(reltuples, 0) from pg_class where oid = 'search_documents'::regclass) as total
      from unnest(${words}::text[]) with ordinality w(word, i)
        cross join lateral unnest(tsvector_to_array(to_tsvector('english', w.word))) l(lexeme)
        left join lateral (
          select u.f from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) u(elem, f)
          where s.schemaname = current_schema() and s.tablename = 'search_documents' and s.attname = 'document'
            and (u.elem = l.lexeme or (w.i = ${words.length} and starts_with(u.elem, l.lexeme)))
        ) e on true
      group by w.i`.execute(db)
  ).rows;
  return {
    share: rows.length === 0 ? 0 : Math.min(1, ...rows.map((r) => Number(r.share))),
    total: Number(rows[0]?.total ?? 0),
  };
}

const tsQueryOf = (words: string[]) =>
  sql`to_tsquery('english', ${words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')})`;

/**
 * A batch ranked, best first, whoever reads (ts_rank over the weighted words on PostgreSQL, of the
 * batch's ids; bm25 on SQLite), ties to the older: `id` and `score`, and that order over `r`.
 */
function rankedBatch(db: Db, batch: Batch, ids: number[] | undefined): { ranked: RawBuilder<unknown>; order: RawBuilder<unknown> } {
  if (ids) {
    return {
      ranked: sql`select m.id, ts_rank(m.document, ${tsQueryOf(batch.words)}) as score from search_documents m
        where m.id = any(${ids}::int[]) order by score desc, m.id limit ${batch.size}`,
      order: sql`r.score desc, r.id`,
    };
  }
  return {
    ranked: sql`select c.id, c.score from (${sqliteBatch(batch, true)}) c order by c.score, c.id limit ${batch.size}`,
    order: sql`r.score, r.id`,
  };
}

/**
 * For a demo, the documents it might be shown: each kind's own few (its `demoCandidates`) or, for a
 * catalogue, all of that kind. Undefined for everyone else. On PostgreSQL the few are an array read
 * once, then looked up by the (kind, item_id) key: as `in (...)` the planner, misled by a few prolific
 * writers, may read every document of the kind to join them.
 */
function demoWithin(db: Db, sources: Sources, viewerId: number): RawBuilder<unknown> {
  const kinds = DISCOVER_KINDS.filter((k) => sources[k]).map((k) => {
    const few = sources[k]!.demoCandidates?.(viewerId);
    if (!few) return sql`select w.id from search_documents w where w.kind = ${k}`;
    return isPostgres(db)
      ? sql`select w.id from search_documents w where w.kind = ${k} and w.item_id = any(array(${few}))`
      : sql`select w.id from search_documents w where w.kind = ${k} and w.item_id in (${few})`;
  });
  return kinds.length === 0 ? sql`select 0 where 1 = 0` : sql.join(kinds, sql` union all `);
}

/** Where a search page starts: in the batch below `below`, after `skip` of its results; `shown` before it. */
interface SearchKey {
  below: number;
  skip: number;
  shown: number;
}

function searchKeyOf(cursor: string | undefined): SearchKey | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [below, skip, shown] = decodeCursor(cursor, ['number', 'number', 'number'])!;
    return { below, skip, shown };
  } catch {
    // A cursor handed out before batches (decision 0038): an offset into the newest batch.
    const [offset] = decodeCursor(cursor, ['number'])!;
    return { below: NO_BOUND, skip: offset, shown: offset };
  }
}

/**
 * The viewer's search, best first: every word must match (the last one also as the start of a word,
 * for typing), in the title, the words or the tags; a title match weighs most; ties to the older.
 * The newest SEARCH_CANDIDATES matches are ranked, whoever reads, and only the best of them are checked
 * against what the viewer may see, one by one until the page is full; when they hold too few the
 * viewer may see, the next older batch follows (decision 0041). A demo's batches are drawn from what it
 * might be shown. The cursor names the batch (pinned at the first page's newest document, so later
 * pages rank the same batch) and the place in it; paging stops at SEARCH_MAX_RESULTS.
 */
export async function search(
  db: Db,
  sources: Sources,
  viewer: { id: number; isDemo: boolean },
  {
    q,
    topic,
    limit,
    cursor,
    maxResults,
    candidates = SEARCH_CANDIDATES,
  }: { q: string; topic?: DiscoverTopic | undefined; limit: number; cursor?: string | undefined; maxResults: number; candidates?: number },
): Promise<Page<DiscoverItem>> {
  const key = searchKeyOf(cursor);
  const words = searchWordsOf(q);
  const shown = key?.shown ?? 0;
  const take = Math.max(0, Math.min(limit + 1, maxResults - shown));
  if (key && (key.below < 1 || key.skip < 0 || shown < 0)) return { items: [] };
  if (take === 0 || words.length === 0) return { items: [] };
  let below =
    key?.below ??
    1 + Number((await sql<{ top: number | null }>`select max(id) as top from search_documents`.execute(db)).rows[0]?.top ?? 0);
  let skip = key?.skip ?? 0;
  const within = viewer.isDemo ? demoWithin(db, sources, viewer.id) : undefined;
  const rows: (Row & { below: number; at: number })[] = [];
  for (;;) {
    const batch: Batch = { words, topic, below, size: candidates, within };
    const ids = isPostgres(db) ? await postgresBatch(db, batch) : undefined;
    const { ranked, order } = rankedBatch(db, batch, ids);
    const found = (
      await sql<Row>`
        select d.id, d.kind, d.item_id, d.topic, d.title, d.body, d.tags, d.browse_order
        from (${ranked}) r join search_documents d on d.id = r.id
        where ${visibleTo(sources, viewer.id)}
        order by ${order}
        limit ${take - rows.length} offset ${skip}`.execute(db)
    ).rows;
    for (const [i, r] of found.entries()) rows.push({ ...r, below, at: skip + i });
    if (rows.length === take) break;
    // The viewer may see too few of this batch: the next older one, unless this one held every match left.
    const held = ids
      ? { n: ids.length, low: ids.length > 0 ? Math.min(...ids) : null }
      : (
          await sql<{
            n: number | string;
            low: number | null;
          }>`select count(*) as n, min(b.id) as low from (${sqliteBatch(batch, false)}) b`.execute(db)
        ).rows[0];
    if (!held || Number(held.n) < candidates || held.low === null) break;
    [below, skip] = [Number(held.low), 0];
  }
  const next = rows[limit];
  const more = next !== undefined && shown + limit < maxResults;
  return {
    items: rows.slice(0, limit).map(toItem),
    ...(more ? { next: Buffer.from(JSON.stringify([next.below, next.at, shown + limit])).toString('base64url') } : {}),
  };
}

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
