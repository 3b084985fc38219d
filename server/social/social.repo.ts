// All SQL of the shared social layer: likes (one per user per item) and comments (plain text),
// keyed by what they are about. Features map these to their own contract shapes.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ReportSubject } from '../../contract/safety';
import type { SocialComment, Subject } from '../../contract/social';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Page, decodeCursor, pageOf } from '../http/paging';
import { type ShownOptions, holdForCare, itemsDeleted, notFromDemo, sensitiveFlag, shownTo } from './safety.repo';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();

/** What a comment on each subject is called when it is reported. */
export const COMMENT_REPORT_SUBJECT = { video: 'video-comment', peptalk: 'peptalk-comment' } as const satisfies Record<Subject, ReportSubject>;

/** An item's likes as the viewer counts them: a demo's like counts for that demo alone. */
async function likeCount(db: Db, subject: Subject, itemId: number, viewerId: number): Promise<number> {
  const row = await db
    .selectFrom('reactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .where(notFromDemo('reactions.user_id', viewerId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Likes an item; liking twice counts once. Answers the item's count. */
export async function like(db: Db, subject: Subject, itemId: number, userId: number) {
  await db
    .insertInto('reactions')
    .values({ subject, item_id: itemId, user_id: userId, created_at: now() })
    .onConflict((oc) => oc.columns(['subject', 'item_id', 'user_id']).doNothing())
    .execute();
  return { likes: await likeCount(db, subject, itemId, userId), liked: true };
}

/** Whether the user likes the item. */
export async function hasLiked(db: Db, subject: Subject, itemId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('reactions').select('user_id').where('subject', '=', subject).where('item_id', '=', itemId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Takes a like back; unliking twice is harmless. */
export async function unlike(db: Db, subject: Subject, itemId: number, userId: number) {
  await db.deleteFrom('reactions').where('subject', '=', subject).where('item_id', '=', itemId).where('user_id', '=', userId).execute();
  return { likes: await likeCount(db, subject, itemId, userId), liked: false };
}

export interface Counts {
  likes: number;
  liked: boolean;
  comments: number;
}

/** Likes, my like and comment counts of a page of items, in three grouped reads. */
export async function countsOf(db: Db, subject: Subject, itemIds: number[], userId: number): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(itemIds.map((id) => [id, { likes: 0, liked: false, comments: 0 }]));
  if (itemIds.length === 0) return counts;
  const [likes, mine, comments] = await Promise.all([
    db
      .selectFrom('reactions')
      .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
      .where('subject', '=', subject)
      .where('item_id', 'in', itemIds)
      .where(notFromDemo('reactions.user_id', userId))
      .groupBy('item_id')
      .execute(),
    db.selectFrom('reactions').select('item_id').where('subject', '=', subject).where('item_id', 'in', itemIds).where('user_id', '=', userId).execute(),
    db
      .selectFrom('comments')
      .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
      .where('subject', '=', subject)
      .where('item_id', 'in', itemIds)
      // The count is of the comments this person can read.
      .where(shownTo(COMMENT_REPORT_SUBJECT[subject], 'comments.id', 'comments.user_id', userId))
      .groupBy('item_id')
      .execute(),
  ]);
  for (const r of likes) counts.get(r.item_id)!.likes = Number(r.n);
  for (const r of mine) counts.get(r.item_id)!.liked = true;
  for (const r of comments) counts.get(r.item_id)!.comments = Number(r.n);
  return counts;
}

function selectComments(db: Db, subject: Subject) {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.item_id', 'c.user_id', 'u.username', 'u.display_name', 'u.avatar_color', 'c.body', 'c.likes', 'c.created_at'])
    .select(
      sql<number | boolean>`exists (select 1 from moderation_cases m where m.subject = ${COMMENT_REPORT_SUBJECT[subject]} and m.item_id = c.id and m.hidden = 1)`.as(
        'held',
      ),
    )
    .select(sensitiveFlag(COMMENT_REPORT_SUBJECT[subject], 'c.id').as('sensitive'))
    .where('c.subject', '=', subject);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const toComment = (r: CommentRow): SocialComment => ({
  id: r.id,
  itemId: r.item_id,
  userId: r.user_id,
  username: r.username,
  displayName: r.display_name,
  avatarColor: r.avatar_color,
  text: r.body,
  likes: r.likes,
  createdAt: r.created_at,
  held: Boolean(Number(r.held)),
  sensitive: Boolean(Number(r.sensitive)),
});

/**
 * An item's comments that the viewer can read (not hidden, nobody blocked either way), newest first,
 * a page at a time.
 */
export async function listComments(
  db: Db,
  subject: Subject,
  itemId: number,
  viewerId: number,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page<SocialComment>> {
  const after = decodeCursor(cursor, ['number']);
  let query = selectComments(db, subject)
    .where('c.item_id', '=', itemId)
    .where(shownTo(COMMENT_REPORT_SUBJECT[subject], 'c.id', 'c.user_id', viewerId));
  if (after) query = query.where('c.id', '<', after[0]);
  const rows = await query.orderBy('c.id', 'desc').limit(limit + 1).execute();
  return pageOf(rows, limit, (r) => [r.id], toComment);
}

/**
 * Adds a comment. With `care` (the writer spoke of hurting themselves) it is held in the same
 * transaction: visible to its writer alone, first in the moderators' queue.
 */
export async function addComment(db: Db, subject: Subject, itemId: number, userId: number, text: string, care = false): Promise<SocialComment> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({ subject, item_id: itemId, user_id: userId, body: text, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (care) await holdForCare(trx, COMMENT_REPORT_SUBJECT[subject], row.id, userId, text);
    return row.id;
  });
  return toComment(await selectComments(db, subject).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * A comment as a reportable item: found only when the viewer can read it (any, for a moderator; with
 * `ignoreBlocks`, one they could read before a block).
 */
export async function findReportedComment(db: Db, subject: Subject, id: number, viewerId: number | null, options: ShownOptions = {}) {
  let query = selectComments(db, subject).where('c.id', '=', id);
  if (viewerId !== null) query = query.where(shownTo(COMMENT_REPORT_SUBJECT[subject], 'c.id', 'c.user_id', viewerId, options));
  const row = await query.executeTakeFirst();
  return row && { authorId: row.user_id, text: row.body, itemId: row.item_id };
}

/**
 * Deletes a comment of this item if it is the user's own, or if the item is theirs (`itemOwner`: the
 * author of a pep talk keeps it clean); false when there is no such comment. A case about it stays.
 */
export async function deleteComment(db: Db, subject: Subject, itemId: number, id: number, userId: number, itemOwner = false): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    let query = trx.deleteFrom('comments').where('subject', '=', subject).where('item_id', '=', itemId).where('id', '=', id);
    if (!itemOwner) query = query.where('user_id', '=', userId);
    const result = await query.executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
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
}

/** Everything one user liked and wrote, for their export. */
export async function exportUserData(db: Db, userId: number) {
  const [likes, comments] = await Promise.all([
    db.selectFrom('reactions').select(['subject', 'item_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('comments').select(['id', 'subject', 'item_id', 'body', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    likes: likes.map((l) => ({ subject: l.subject, itemId: l.item_id, createdAt: l.created_at })),
    comments: comments.map((c) => ({ id: c.id, subject: c.subject, itemId: c.item_id, text: c.body, createdAt: c.created_at })),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('reactions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('comments').where('user_id', '=', userId).execute();
}
