// All SQL of the shared social layer: likes (one per user per item) and comments (plain text),
// keyed by what they are about. Features map these to their own contract shapes.
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ReportSubject } from '../../contract/safety';
import { REPLIES_SHOWN, SUBJECTS, type SocialComment, type SocialThread, type Subject } from '../../contract/social';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { keyset } from '../db/keyset';
import type { Page } from '../http/paging';
import { commentsChanged, counted, forget, likeAdded, likeRemoved, markTouchedBy, recountStale, storedCounts } from './counts.repo';
import { type ShownOptions, holdForCare, itemsDeleted, nameShownTo, notFromDemo, sensitiveFlag, shownTo } from './safety.repo';
import { demoWriters } from './sample-community';
import { PER_ROW } from '../db/per-row';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();

/** What a comment on each subject is called when it is reported. */
export const COMMENT_REPORT_SUBJECT = { video: 'video-comment', peptalk: 'peptalk-comment' } as const satisfies Record<
  Subject,
  ReportSubject
>;

/**
 * Whether the viewer may read the comment in `alias`: shownTo it, and a reply only under a parent they
 * may read too (a reply never shows without the comment it answers: held, hidden or blocked).
 */
function readable(subject: Subject, alias: string, viewerId: number, options: ShownOptions = {}) {
  const about = COMMENT_REPORT_SUBJECT[subject];
  const parent = sql.ref(`${alias}.parent_id`);
  return sql<SqlBool>`(${shownTo(about, `${alias}.id`, `${alias}.user_id`, viewerId, options)} and (${parent} is null or exists (
    select 1 from comments parent_comment where parent_comment.id = ${parent}
      and ${shownTo(about, 'parent_comment.id', 'parent_comment.user_id', viewerId, options)}${PER_ROW})))`;
}

/** Whether the account is a demo's: a sandbox, whose counts are counted live for it alone (decision 0037). */
async function isDemo(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_demo').where('id', '=', userId).executeTakeFirst();
  return row?.is_demo === 1;
}

/** An item's likes as the viewer counts them: the stored count, or for a demo its own with the sample community's. */
async function likeCount(db: Db, subject: Subject, itemId: number, viewerId: number): Promise<number> {
  if (!(await isDemo(db, viewerId))) return (await storedCounts(db, subject, [itemId])).get(itemId)!.likes;
  const row = await db
    .selectFrom('reactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .where('user_id', 'in', await demoWriters(db, viewerId))
    .where(notFromDemo('reactions.user_id', viewerId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Likes an item; liking twice counts once. Answers the item's count. */
export async function like(db: Db, subject: Subject, itemId: number, userId: number) {
  return inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('reactions')
      .values({ subject, item_id: itemId, user_id: userId, created_at: now() })
      .onConflict((oc) => oc.columns(['subject', 'item_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (added) await likeAdded(trx, subject, itemId, userId);
    return { likes: await likeCount(trx, subject, itemId, userId), liked: true };
  });
}

/** Whether the user likes the item. */
export async function hasLiked(db: Db, subject: Subject, itemId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reactions')
    .select('user_id')
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a like back; unliking twice is harmless. */
export async function unlike(db: Db, subject: Subject, itemId: number, userId: number) {
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('reactions')
      .where('subject', '=', subject)
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .returning('created_at')
      .executeTakeFirst();
    if (removed) await likeRemoved(trx, subject, itemId, userId, removed.created_at);
    return { likes: await likeCount(trx, subject, itemId, userId), liked: false };
  });
}

export interface Counts {
  likes: number;
  liked: boolean;
  comments: number;
}

/**
 * The comments whose count differs for this member from the stored one: those they wrote or replied to,
 * and those of people either of them blocked (with the replies under them). Their own count is the stored
 * one, plus what of these they may read, minus what of these is counted for everyone (decision 0037).
 */
async function commentCorrections(db: Db, subject: Subject, itemIds: readonly number[], viewerId: number): Promise<Map<number, number>> {
  // The people first (a cross join keeps SQLite to that order): their comments on these items by the
  // comments_author_item index, never every comment of a busy item.
  const involved = sql`(select cast(${viewerId} as integer) as id union select blocked_id from blocks where blocker_id = ${viewerId}
    union select blocker_id from blocks where blocked_id = ${viewerId}) involved`;
  const items = sql.join(itemIds);
  const { rows } = await sql<{ item_id: number; n: number | string }>`
    select c.item_id, sum(case when ${readable(subject, 'c', viewerId)} then 1 else 0 end)
      - sum(case when ${counted(subject, 'c', { perRow: true })} then 1 else 0 end) as n
    from comments c
    where c.id in (
      select own.id from ${involved} cross join comments own
        where own.user_id = involved.id and own.subject = ${subject} and own.item_id in (${items})
      union
      select reply.id from ${involved} cross join comments top join comments reply on reply.parent_id = top.id
        where top.user_id = involved.id and top.subject = ${subject} and top.item_id in (${items}))
    group by c.item_id`.execute(db);
  return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
}

/** Which of the items the user likes. */
async function likedBy(db: Db, subject: Subject, itemIds: readonly number[], userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('reactions')
    .select('item_id')
    .where('subject', '=', subject)
    .where('item_id', 'in', itemIds)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.item_id));
}

/**
 * Likes, my like and comment counts of a page of items: the stored counts, corrected for this member's
 * own blocks and held words; a demo's counted live, as it alone sees them.
 */
export async function countsOf(db: Db, subject: Subject, itemIds: number[], userId: number): Promise<Map<number, Counts>> {
  if (itemIds.length === 0) return new Map();
  if (await isDemo(db, userId)) return liveCountsOf(db, subject, itemIds, userId);
  const [stored, mine, corrections] = await Promise.all([
    storedCounts(db, subject, itemIds),
    likedBy(db, subject, itemIds, userId),
    commentCorrections(db, subject, itemIds, userId),
  ]);
  return new Map(
    itemIds.map((id) => {
      const s = stored.get(id)!;
      return [id, { likes: s.likes, liked: mine.has(id), comments: s.comments + (corrections.get(id) ?? 0) }];
    }),
  );
}

/**
 * Likes, my like and comment counts of a page of items counted as one demo sees them, in three grouped
 * reads, each from the demo's writers (a few accounts) rather than from everyone's likes and comments of
 * the items: a Rise team post with a school's 100,000 comments took a second to count for a demo.
 */
async function liveCountsOf(db: Db, subject: Subject, itemIds: number[], userId: number): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(itemIds.map((id) => [id, { likes: 0, liked: false, comments: 0 }]));
  const writers = await demoWriters(db, userId);
  const [likes, mine, comments] = await Promise.all([
    db
      .selectFrom('reactions')
      .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
      .where('subject', '=', subject)
      .where('item_id', 'in', itemIds)
      .where('user_id', 'in', writers)
      .where(notFromDemo('reactions.user_id', userId))
      .groupBy('item_id')
      .execute(),
    likedBy(db, subject, itemIds, userId),
    db
      .selectFrom('comments')
      .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
      .where('subject', '=', subject)
      .where('item_id', 'in', itemIds)
      .where('user_id', 'in', writers)
      // The count is of the comments and replies this person can read.
      .where(readable(subject, 'comments', userId))
      .groupBy('item_id')
      .execute(),
  ]);
  for (const r of likes) counts.get(r.item_id)!.likes = Number(r.n);
  for (const id of mine) counts.get(id)!.liked = true;
  for (const r of comments) counts.get(r.item_id)!.comments = Number(r.n);
  return counts;
}

/**
 * Comments with their writers' names as the viewer sees them (null: a moderator's read). With `replies`
 * the query is of replies, which their parent's id places: no subject filter, which would steer SQLite
 * to scan every comment of the subject (issue 53).
 */
function selectComments(db: Db, subject: Subject, viewerId: number | null, { replies = false } = {}) {
  const query = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.item_id',
      'c.parent_id',
      'c.user_id',
      nameShownTo('u.display_name', 'u.id', viewerId).as('display_name'),
      'u.avatar_color',
      'u.is_sample',
      'c.body',
      'c.likes',
      'c.created_at',
    ])
    .select(
      sql<
        number | boolean
      >`exists (select 1 from moderation_cases m where m.subject = ${COMMENT_REPORT_SUBJECT[subject]} and m.item_id = c.id and m.hidden = 1${PER_ROW})`.as(
        'held',
      ),
    )
    .select(sensitiveFlag(COMMENT_REPORT_SUBJECT[subject], 'c.id').as('sensitive'));
  return replies ? query : query.where('c.subject', '=', subject);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const toComment = (r: CommentRow): SocialComment => ({
  id: r.id,
  itemId: r.item_id,
  parentId: r.parent_id,
  userId: r.user_id,
  displayName: r.display_name,
  avatarColor: r.avatar_color,
  isSample: r.is_sample === 1,
  text: r.body,
  likes: r.likes,
  createdAt: r.created_at,
  held: Boolean(Number(r.held)),
  sensitive: Boolean(Number(r.sensitive)),
});

/**
 * An item's top-level comments that the viewer can read (not hidden, nobody blocked either way), newest
 * first, a page at a time; each with its first REPLIES_SHOWN readable replies (oldest first) and how
 * many it has that the viewer can read (the rest come from listReplies).
 */
export async function listComments(
  db: Db,
  subject: Subject,
  itemId: number,
  viewerId: number,
  paging: { limit: number; cursor?: string },
): Promise<Page<SocialThread>> {
  const query = selectComments(db, subject, viewerId)
    .where('c.item_id', '=', itemId)
    .where('c.parent_id', 'is', null)
    .where(shownTo(COMMENT_REPORT_SUBJECT[subject], 'c.id', 'c.user_id', viewerId));
  const page = await keyset(query, [{ by: 'c.id', desc: true, type: 'number', of: (r) => r.id }], paging).page(toComment);
  const ids = page.items.map((c) => c.id);
  if (ids.length === 0) return { ...page, items: [] };
  const replyShown = shownTo(COMMENT_REPORT_SUBJECT[subject], 'c.id', 'c.user_id', viewerId);
  const ranked = selectComments(db, subject, viewerId, { replies: true })
    .select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('reply_rank'))
    .where('c.parent_id', 'in', ids)
    .where(replyShown);
  const [first, counts] = await Promise.all([
    db.selectFrom(ranked.as('r')).selectAll().where('r.reply_rank', '<=', REPLIES_SHOWN).orderBy('r.id').execute(),
    db
      .selectFrom('comments as c')
      .select((eb) => ['c.parent_id', eb.fn.countAll<number>().as('n')])
      .where('c.parent_id', 'in', ids)
      .where(replyShown)
      .groupBy('c.parent_id')
      .execute(),
  ]);
  const count = new Map(counts.map((r) => [r.parent_id, Number(r.n)]));
  return {
    ...page,
    items: page.items.map((c) => ({
      ...c,
      replies: first.filter((r) => r.parent_id === c.id).map(toComment),
      replyCount: count.get(c.id) ?? 0,
    })),
  };
}

/**
 * The comment `id` of this item as the viewer can read it, with the top-level comment it belongs to
 * (itself, or the comment it replies to); undefined when there is no such comment for them.
 */
export async function findThread(
  db: Db,
  subject: Subject,
  itemId: number,
  id: number,
  viewerId: number,
): Promise<{ id: number; topId: number } | undefined> {
  const row = await db
    .selectFrom('comments as c')
    .select(['c.id', 'c.parent_id'])
    .where('c.subject', '=', subject)
    .where('c.item_id', '=', itemId)
    .where('c.id', '=', id)
    .where(readable(subject, 'c', viewerId))
    .executeTakeFirst();
  return row && { id: row.id, topId: row.parent_id ?? row.id };
}

/**
 * A top-level comment's replies that the viewer can read, oldest first (a conversation reads down), a
 * page at a time. The caller has found the comment with findThread.
 */
export async function listReplies(
  db: Db,
  subject: Subject,
  parentId: number,
  viewerId: number,
  paging: { limit: number; cursor?: string },
): Promise<Page<SocialComment>> {
  const query = selectComments(db, subject, viewerId, { replies: true })
    .where('c.parent_id', '=', parentId)
    .where(shownTo(COMMENT_REPORT_SUBJECT[subject], 'c.id', 'c.user_id', viewerId));
  return keyset(query, [{ by: 'c.id', type: 'number', of: (r) => r.id }], paging).page(toComment);
}

/** A foreign key refused the row: here, the comment replied to was deleted meanwhile. */
const isForeignKeyViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** Inserts a comment (a reply with `parentId`) and, with `care`, holds it in the same transaction. */
async function insertComment(
  db: Db,
  subject: Subject,
  itemId: number,
  userId: number,
  text: string,
  care: boolean,
  parentId: number | null,
): Promise<SocialComment> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({ subject, item_id: itemId, user_id: userId, body: text, created_at: now(), parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (care) await holdForCare(trx, COMMENT_REPORT_SUBJECT[subject], row.id, userId, text);
    await commentsChanged(trx, subject, itemId, [row.id], 1);
    return row.id;
  });
  return toComment(await selectComments(db, subject, userId).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Adds a comment. With `care` (the writer spoke of hurting themselves) it is held in the same
 * transaction: visible to its writer alone, first in the moderators' queue.
 */
export async function addComment(
  db: Db,
  subject: Subject,
  itemId: number,
  userId: number,
  text: string,
  care = false,
): Promise<SocialComment> {
  return insertComment(db, subject, itemId, userId, text, care, null);
}

/**
 * Adds a reply to the top-level comment `parentId` of the same item (the caller found it with
 * findThread), held as addComment holds. Undefined when that comment was deleted meanwhile.
 */
export async function addReply(
  db: Db,
  subject: Subject,
  itemId: number,
  parentId: number,
  userId: number,
  text: string,
  care = false,
): Promise<SocialComment | undefined> {
  try {
    return await insertComment(db, subject, itemId, userId, text, care, parentId);
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * A comment as a reportable item: found only when the viewer can read it (any, for a moderator; with
 * `ignoreBlocks`, one they could read before a block).
 */
export async function findReportedComment(db: Db, subject: Subject, id: number, viewerId: number | null, options: ShownOptions = {}) {
  let query = selectComments(db, subject, viewerId).where('c.id', '=', id);
  if (viewerId !== null) query = query.where(readable(subject, 'c', viewerId, options));
  const row = await query.executeTakeFirst();
  return row && { authorId: row.user_id, text: row.body, itemId: row.item_id };
}

/**
 * Deletes a comment of this item if it is the user's own, or if the item is theirs (`itemOwner`: the
 * author of a pep talk keeps it clean); false when there is no such comment. Its replies go with it (a
 * conversation without its opening words reads wrong). Cases about any of them stay, marked deleted.
 */
export async function deleteComment(
  db: Db,
  subject: Subject,
  itemId: number,
  id: number,
  userId: number,
  itemOwner = false,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    let query = trx.selectFrom('comments').select('id').where('subject', '=', subject).where('item_id', '=', itemId).where('id', '=', id);
    if (!itemOwner) query = query.where('user_id', '=', userId);
    if (!(await query.executeTakeFirst())) return false;
    const replies = trx.selectFrom('comments').select('id').where('parent_id', '=', id);
    const going = [id, ...(await replies.execute()).map((r) => r.id)];
    await commentsChanged(trx, subject, itemId, going, -1);
    await itemsDeleted(trx, COMMENT_REPORT_SUBJECT[subject], replies);
    await trx.deleteFrom('comments').where('parent_id', '=', id).execute();
    await trx.deleteFrom('comments').where('id', '=', id).execute();
    await itemsDeleted(trx, COMMENT_REPORT_SUBJECT[subject], [id]);
    return true;
  });
}

/**
 * Removes the likes and comments of items that no longer exist (a pep talk deleted, a tip taken out of
 * the catalogue); cases about the comments stay. `items`: ids, or a query of them (no list is built).
 */
export async function deleteAbout(
  db: Db,
  subject: Subject,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query of ids
  items: readonly number[] | SelectQueryBuilder<DB, any, { id: number }>,
): Promise<void> {
  if (Array.isArray(items) && items.length === 0) return;
  const ids = items as SelectQueryBuilder<DB, never, { id: number }>;
  const comments = db.selectFrom('comments').select('id').where('subject', '=', subject).where('item_id', 'in', ids);
  await itemsDeleted(db, COMMENT_REPORT_SUBJECT[subject], comments);
  await db.deleteFrom('reactions').where('subject', '=', subject).where('item_id', 'in', ids).execute();
  await db.deleteFrom('comments').where('subject', '=', subject).where('item_id', 'in', ids).execute();
  await forget(db, subject, ids);
}

/** Everything one user liked and wrote, for their export. */
export async function exportUserData(db: Db, userId: number) {
  const [likes, comments] = await Promise.all([
    db.selectFrom('reactions').select(['subject', 'item_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('comments')
      .select(['id', 'subject', 'item_id', 'parent_id', 'body', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    likes: likes.map((l) => ({ subject: l.subject, itemId: l.item_id, createdAt: l.created_at })),
    // A reply says which comment it answers; a top-level comment is exported as before.
    comments: comments.map((c) => ({
      id: c.id,
      subject: c.subject,
      itemId: c.item_id,
      ...(c.parent_id !== null && { parentId: c.parent_id }),
      text: c.body,
      createdAt: c.created_at,
    })),
  };
}

/**
 * An account goes with its likes and comments; others' replies to its comments go with those (as when
 * it deletes one), their cases kept and marked deleted. Queries of ids, never lists (issue 29).
 */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  // What it liked and wrote is recounted once they are gone.
  await markTouchedBy(trx, userId);
  await trx.deleteFrom('reactions').where('user_id', '=', userId).execute();
  const mine = trx.selectFrom('comments').select('id').where('user_id', '=', userId).where('parent_id', 'is', null);
  for (const subject of SUBJECTS) {
    const replies = trx
      .selectFrom('comments')
      .select('id')
      .where('subject', '=', subject)
      .where('parent_id', 'in', mine)
      .where('user_id', '!=', userId);
    await itemsDeleted(trx, COMMENT_REPORT_SUBJECT[subject], replies);
  }
  await trx.deleteFrom('comments').where('parent_id', 'in', mine).execute();
  await trx.deleteFrom('comments').where('user_id', '=', userId).execute();
  await recountStale(trx);
}
