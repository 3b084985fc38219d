// All SQL of Pep Talk. What a viewer may see: public pep talks and their own, never one hidden from
// them (reported enough, held for care, hidden by a moderator) nor one of someone either of them
// blocked (safety.repo shownTo). Likes and comments are the social layer's, under 'peptalk'.
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { PepTalk, PepTalkCategory } from '../../../contract/pep-talks';
import type { DB } from '../../db/schema';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import {
  type ShownOptions,
  holdForCare,
  itemsDeleted,
  nameShownTo,
  noteEdit,
  notFromDemo,
  sensitiveFlag,
  shownTo,
} from '../../social/safety.repo';
import { demoWriters } from '../../social/sample-community';
import * as social from '../../social/social.repo';
import { recordProgress } from '../../progress/progress.repo';
import { PER_ROW } from '../../db/per-row';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();

/** Pep talks with their writers' names as the viewer sees them (null: a moderator's read, or no name shown). */
function selectPepTalks(db: Db, viewerId: number | null) {
  return db
    .selectFrom('pep_talks as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.title',
      'p.media_type',
      'p.media_url',
      'p.media_alt',
      'p.captions_url',
      'p.poster_url',
      'p.category',
      'p.is_public',
      'p.comments_off',
      'p.created_at',
      'u.avatar_color',
      'u.verified',
      'u.is_sample',
    ])
    .select(
      sql<
        number | boolean
      >`exists (select 1 from moderation_cases m where m.subject = 'peptalk' and m.item_id = p.id and m.hidden = 1${PER_ROW})`.as('held'),
    )
    .select(sensitiveFlag('peptalk', 'p.id').as('sensitive'))
    .select(nameShownTo('u.display_name', 'u.id', viewerId).as('display_name'));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectPepTalks>['executeTakeFirstOrThrow']>>;

/** Whether `p` is public or mine, and nothing keeps it from me (with `ignoreBlocks`, what I saw before a block). */
function visibleWhere(viewerId: number, options: ShownOptions = {}) {
  // Written so that no index answers "public or mine" on its own: SQLite would gather every public one
  // through (is_public, id) rather than walk the window in order (issue 53).
  return sql<SqlBool>`(case when p.user_id = ${viewerId} then 1 else p.is_public end) = 1
    and ${shownTo('peptalk', 'p.id', 'p.user_id', viewerId, options)}`;
}

/** Public ones and my own, that nothing keeps from me. */
function visibleTo(db: Db, viewerId: number, options: ShownOptions = {}) {
  return selectPepTalks(db, viewerId).where(visibleWhere(viewerId, options));
}

/** A pep talk's words as a case keeps them: its title, then its text (or a picture's description). */
export function caseTextOf(p: { title: string; mediaType: string; mediaUrl: string; mediaAlt: string | null }): string {
  return `${p.title}\n\n${p.mediaType === 'text' ? p.mediaUrl : (p.mediaAlt ?? p.mediaUrl)}`;
}

/** The rows as the contract has them, with their counts, my like and my share, in four grouped reads. */
async function toPepTalks(db: Db, rows: Row[], viewerId: number): Promise<PepTalk[]> {
  const ids = rows.map((r) => r.id);
  const [counts, shares, mine] = await Promise.all([
    social.countsOf(db, 'peptalk', ids, viewerId),
    ids.length === 0
      ? []
      : db
          .selectFrom('pep_talk_shares')
          .select((eb) => ['pep_talk_id', eb.fn.countAll<number>().as('n')])
          .where('pep_talk_id', 'in', ids)
          .where(notFromDemo('pep_talk_shares.user_id', viewerId))
          .groupBy('pep_talk_id')
          .execute(),
    ids.length === 0
      ? []
      : db.selectFrom('pep_talk_shares').select('pep_talk_id').where('pep_talk_id', 'in', ids).where('user_id', '=', viewerId).execute(),
  ]);
  const shareCount = new Map(shares.map((s) => [s.pep_talk_id, Number(s.n)]));
  const sharedByMe = new Set(mine.map((s) => s.pep_talk_id));
  return rows.map((r) => {
    const c = counts.get(r.id)!;
    return {
      id: r.id,
      title: r.title,
      mediaType: r.media_type,
      mediaUrl: r.media_url,
      mediaAlt: r.media_alt,
      captionsUrl: r.captions_url,
      posterUrl: r.poster_url,
      category: r.category,
      isPublic: r.is_public === 1,
      likes: c.likes,
      shares: shareCount.get(r.id) ?? 0,
      comments: c.comments,
      liked: c.liked,
      shared: sharedByMe.has(r.id),
      userId: r.user_id,
      userName: r.display_name,
      userAvatar: r.avatar_color,
      isVerified: r.verified === 1,
      isSample: r.is_sample === 1,
      held: Boolean(Number(r.held)),
      sensitive: Boolean(Number(r.sensitive)),
      commentsOff: r.comments_off === 1,
      // With comments off, only the author still sees (and counts) the comments there were.
      ...(r.comments_off === 1 && r.user_id !== viewerId && { comments: 0 }),
      createdAt: r.created_at,
    };
  });
}

export interface FeedFilter {
  category?: PepTalkCategory;
  /** Only my own, public and private. */
  mine?: boolean;
  /** The viewer is a demo, who sees only its own and the sample community's (sample-community.ts). */
  demo?: boolean;
}

/**
 * A feed's candidates are read newest first before anything asks which of them the viewer may see: a
 * window of this many times the page (at least WINDOW_MIN) from the cursor on, checked one by one only
 * until the page is full (decision 0038's way for Discover). A window that holds too few the viewer may
 * see is followed by the next, WINDOW_GROWTH times as wide, from where it ended, until the page is full
 * or the candidates run out: the page is the one checking every pep talk would give.
 */
const WINDOW_FACTOR = 8;
const WINDOW_MIN = 500;
const WINDOW_GROWTH = 4;

/** A feed, newest first, a page at a time. */
export async function listPepTalks(
  db: Db,
  viewerId: number,
  { category, mine, demo }: FeedFilter,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page<PepTalk>> {
  const after = decodeCursor(cursor, ['number']);
  const rows = mine
    ? await myPepTalks(db, viewerId, after?.[0], limit + 1)
    : await feedPage(db, viewerId, category, after?.[0], limit + 1, demo === true);
  const page = pageOf(
    rows,
    limit,
    (r) => [r.id],
    (r) => r,
  );
  return { ...page, items: await toPepTalks(db, page.items, viewerId) };
}

/** My own, public and private, newest first: the index on (user_id, id) holds them in that order. */
async function myPepTalks(db: Db, viewerId: number, before: number | undefined, take: number): Promise<Row[]> {
  let query = selectPepTalks(db, viewerId).where('p.user_id', '=', viewerId);
  if (before !== undefined) query = query.where('p.id', '<', before);
  return query.orderBy('p.id', 'desc').limit(take).execute();
}

/**
 * The first `take` pep talks (of a category) before `before` that the viewer may see, newest first. The
 * page's ids are found in a window of candidates (in the order of the primary key or of (category, id),
 * migration 0038), then only they are joined to their writers: no engine has to guess how many rows the
 * visibility rules keep, which PostgreSQL guessed at a few and so sorted the whole category and scanned
 * every user for each pep talk (issue 53).
 */
async function feedPage(
  db: Db,
  viewerId: number,
  category: PepTalkCategory | undefined,
  before: number | undefined,
  take: number,
  demo: boolean,
) {
  // A demo sees its own and its community's, a few writers found by their own index: its candidates are
  // theirs alone, where a window of the school's pep talks would hold none of them and widen to all.
  const writers = demo ? await demoWriters(db, viewerId) : undefined;
  const ids: number[] = [];
  let from = before;
  let window = Math.max(WINDOW_MIN, take * WINDOW_FACTOR);
  for (;;) {
    let candidates = db.selectFrom('pep_talks as c').select('c.id').orderBy('c.id', 'desc').limit(window);
    if (writers) candidates = candidates.where('c.user_id', 'in', writers);
    if (category) candidates = candidates.where('c.category', '=', category);
    if (from !== undefined) candidates = candidates.where('c.id', '<', from);
    const shown = await db
      .selectFrom(candidates.as('w'))
      .innerJoin('pep_talks as p', 'p.id', 'w.id')
      .select('p.id')
      .where(visibleWhere(viewerId))
      .orderBy('w.id', 'desc')
      .limit(take - ids.length)
      .execute();
    ids.push(...shown.map((r) => r.id));
    if (ids.length >= take) break;
    // Too few in this window: were there more candidates past it?
    const edge = await db
      .selectFrom(candidates.as('e'))
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('e.id').as('last')])
      .executeTakeFirstOrThrow();
    if (Number(edge.n) < window || edge.last === null) break;
    from = Number(edge.last);
    window *= WINDOW_GROWTH;
  }
  // The page's rows by their ids: a list the engine counts, where a join to the query above would be
  // guessed at one row (PostgreSQL then read every pep talk and user for each one at 1x).
  if (ids.length === 0) return [];
  return selectPepTalks(db, viewerId).where('p.id', 'in', ids).orderBy('p.id', 'desc').execute();
}

/** One pep talk this viewer may see (any, for a moderator: null); undefined otherwise. */
export async function findPepTalk(db: Db, id: number, viewerId: number | null, options: ShownOptions = {}): Promise<PepTalk | undefined> {
  const row = await (viewerId === null ? selectPepTalks(db, null) : visibleTo(db, viewerId, options))
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [pepTalk] = await toPepTalks(db, [row], viewerId ?? 0);
  return pepTalk;
}

/** The author of a public pep talk that is not hidden, whoever asks (to tell a block from a 404). */
export async function publicAuthorOf(db: Db, id: number): Promise<number | undefined> {
  const row = await selectPepTalks(db, null).where('p.id', '=', id).where('p.is_public', '=', 1).executeTakeFirst();
  return row && !Number(row.held) ? row.user_id : undefined;
}

export interface NewPepTalk {
  title: string;
  mediaType: PepTalk['mediaType'];
  mediaUrl: string;
  mediaAlt?: string | null;
  captionsUrl?: string | null;
  posterUrl?: string | null;
  category: PepTalkCategory;
  isPublic: boolean;
  commentsOff?: boolean | undefined;
}

/** Adds a pep talk; with `care` it is held in the same transaction (its author alone sees it). */
export async function addPepTalk(db: Db, userId: number, p: NewPepTalk, care: boolean): Promise<PepTalk> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('pep_talks')
      .values({
        user_id: userId,
        title: p.title,
        media_type: p.mediaType,
        media_url: p.mediaUrl,
        media_alt: p.mediaAlt ?? null,
        captions_url: p.captionsUrl ?? null,
        poster_url: p.posterUrl ?? null,
        category: p.category,
        is_public: p.isPublic ? 1 : 0,
        comments_off: p.commentsOff ? 1 : 0,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (care) await holdForCare(trx, 'peptalk', row.id, userId, caseTextOf({ ...p, mediaAlt: p.mediaAlt ?? null }));
    else await recordProgress(trx, userId, 'pep-talk-posted', row.id);
    return row.id;
  });
  return (await findPepTalk(db, id, userId))!;
}

/** My own pep talk by id; undefined when it is not mine. */
export async function findOwn(db: Db, id: number, userId: number) {
  return db.selectFrom('pep_talks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export interface PepTalkChange {
  title?: string | undefined;
  mediaUrl?: string | undefined;
  category?: PepTalkCategory | undefined;
  isPublic?: boolean | undefined;
  commentsOff?: boolean | undefined;
}

/** Edits my own pep talk; with `care` it is held as a new one would be. Undefined when it is not mine. */
export async function updatePepTalk(
  db: Db,
  id: number,
  userId: number,
  change: PepTalkChange,
  care: boolean,
): Promise<PepTalk | undefined> {
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('pep_talks')
      .set({
        ...(change.title !== undefined && { title: change.title }),
        ...(change.mediaUrl !== undefined && { media_url: change.mediaUrl }),
        ...(change.category !== undefined && { category: change.category }),
        ...(change.isPublic !== undefined && { is_public: change.isPublic ? 1 : 0 }),
        ...(change.commentsOff !== undefined && { comments_off: change.commentsOff ? 1 : 0 }),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // A case about it keeps every version of the words (issue 29).
    const current = await trx
      .selectFrom('pep_talks')
      .select(['title', 'media_type', 'media_url', 'media_alt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const text = caseTextOf({
      title: current.title,
      mediaType: current.media_type,
      mediaUrl: current.media_url,
      mediaAlt: current.media_alt,
    });
    if (care) await holdForCare(trx, 'peptalk', id, userId, text);
    else await noteEdit(trx, 'peptalk', id, text);
    return true;
  });
  return updated ? findPepTalk(db, id, userId) : undefined;
}

/** Deletes my own pep talk with its likes, comments, shares and reports; false when it is not mine. */
export async function deletePepTalk(db: Db, id: number, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('pep_talks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    // Cases about it and its comments stay, with their words (issue 29).
    await social.deleteAbout(trx, 'peptalk', [id]);
    await itemsDeleted(trx, 'peptalk', [id]);
    await trx.deleteFrom('pep_talk_shares').where('pep_talk_id', '=', id).execute();
    return true;
  });
}

/** Shares once per person; answers the count. */
export async function share(db: Db, id: number, userId: number): Promise<{ shares: number }> {
  await db
    .insertInto('pep_talk_shares')
    .values({ pep_talk_id: id, user_id: userId, created_at: now() })
    .onConflict((oc) => oc.columns(['pep_talk_id', 'user_id']).doNothing())
    .execute();
  const { n } = await db
    .selectFrom('pep_talk_shares')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pep_talk_id', '=', id)
    .where(notFromDemo('pep_talk_shares.user_id', userId))
    .executeTakeFirstOrThrow();
  return { shares: Number(n) };
}

// ---- One user's data

export async function exportUserData(db: Db, userId: number) {
  const [pepTalks, shares] = await Promise.all([
    db
      .selectFrom('pep_talks')
      .select(['id', 'title', 'media_type', 'media_url', 'category', 'is_public', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('pep_talk_shares').select(['pep_talk_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);
  return {
    pepTalks: pepTalks.map((p) => ({
      id: p.id,
      title: p.title,
      mediaType: p.media_type,
      content: p.media_url,
      category: p.category,
      isPublic: p.is_public === 1,
      createdAt: p.created_at,
    })),
    shares: shares.map((s) => ({ pepTalkId: s.pep_talk_id, sharedAt: s.created_at })),
  };
}

/**
 * My pep talks go, with others' likes, comments and shares on them; cases about any of them stay with
 * their words (issue 29). Queries of ids, never a list of them: an account may hold 100,000 rows.
 */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  const mine = trx.selectFrom('pep_talks').select('id').where('user_id', '=', userId);
  await social.deleteAbout(trx, 'peptalk', mine);
  await itemsDeleted(trx, 'peptalk', mine);
  await trx
    .deleteFrom('pep_talk_shares')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('pep_talk_id', 'in', mine)]))
    .execute();
  await trx.deleteFrom('pep_talks').where('user_id', '=', userId).execute();
}
