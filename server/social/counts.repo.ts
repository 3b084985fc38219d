// Like and comment counts stored with each item (issue 53, decision 0037), as Finance keeps balances:
// written in the transaction of each like and comment, never recounted on a read. What is stored is what
// an ordinary member counts: likes and comments of members (not a demo's, not the sample community's,
// not a banned account's), and comments nobody hid, under a comment nobody hid. A reader's own blocks
// and holds are corrected for on the read (social.repo countsOf); a demo counts as before, live.
// Moderation that hides or shows a comment recounts its item; an account banned, lifted or deleted
// recounts what it liked and wrote. checkCounts recounts everything after a start and reports any drift.
import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CaseSubject } from '../../contract/safety-rules';
import type { Subject } from '../../contract/social';
import type { DB } from '../db/schema';
import { PER_ROW } from '../db/per-row';

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;
/** Popular Now's window: the past seven days. */
export const WEEK_DAYS = 7;

/** What a comment on each subject is called in a case. */
const COMMENT_CASE = { video: 'video-comment', peptalk: 'peptalk-comment' } as const satisfies Record<Subject, CaseSubject>;
const SUBJECT_OF_CASE = new Map<string, Subject>(Object.entries(COMMENT_CASE).map(([subject, kase]) => [kase, subject as Subject]));

const weekStart = (now = new Date()) => new Date(now.getTime() - WEEK_DAYS * DAY_MS).toISOString();

/** Whether the account in `user` counts for every member: a member's, not a demo's, a sample's or a banned one's. */
function counts(user: Expression<unknown>, end: RawBuilder<unknown> = sql``) {
  return sql<SqlBool>`exists (select 1 from users counted_user where counted_user.id = ${user}
    and counted_user.is_demo = 0 and counted_user.is_sample = 0 and counted_user.banned_at is null${end})`;
}

const notHidden = (caseSubject: string, item: Expression<unknown>, end: RawBuilder<unknown>) =>
  sql<SqlBool>`not exists (select 1 from moderation_cases counted_case
    where counted_case.subject = ${caseSubject} and counted_case.item_id = ${item} and counted_case.hidden = 1${end})`;

/**
 * Whether the comment in `alias` counts for every member: a member's, not hidden, under a parent that
 * counts too. `perRow` for a few comments (a reader's correction, PER_ROW); a recount of many is left
 * to hash the accounts and cases once.
 */
export function counted(subject: Subject, alias: string, { perRow = false } = {}) {
  const kase = COMMENT_CASE[subject];
  const parent = sql.ref(`${alias}.parent_id`);
  const end = perRow ? PER_ROW : sql``;
  return sql<SqlBool>`(${counts(sql.ref(`${alias}.user_id`), end)} and ${notHidden(kase, sql.ref(`${alias}.id`), end)}
    and (${parent} is null or exists (select 1 from comments counted_parent where counted_parent.id = ${parent}
      and ${counts(sql.ref('counted_parent.user_id'), end)} and ${notHidden(kase, sql.ref('counted_parent.id'), end)}${end})))`;
}

/** The counts' row of an item, made when missing. */
async function ensureRow(db: Db, subject: Subject, itemId: number): Promise<void> {
  await db
    .insertInto('item_counts')
    .values({ subject, item_id: itemId })
    .onConflict((oc) => oc.columns(['subject', 'item_id']).doNothing())
    .execute();
}

/** A like was added (the caller inserted it in this transaction): it counts when the account counts. */
export async function likeAdded(trx: Db, subject: Subject, itemId: number, userId: number): Promise<void> {
  await ensureRow(trx, subject, itemId);
  await sql`update item_counts set likes = likes + 1, week_likes = week_likes + 1
    where subject = ${subject} and item_id = ${itemId} and ${counts(sql`${userId}`)}`.execute(trx);
}

/** A like made at `likedAt` was taken back (deleted in this transaction). */
export async function likeRemoved(trx: Db, subject: Subject, itemId: number, userId: number, likedAt: string): Promise<void> {
  const week = likedAt >= weekStart() ? 1 : 0;
  await sql`update item_counts set likes = likes - 1, week_likes = case when week_likes >= ${week} then week_likes - ${week} else 0 end
    where subject = ${subject} and item_id = ${itemId} and ${counts(sql`${userId}`)}`.execute(trx);
}

/** Comments were added (`sign` 1) or are about to be deleted (`sign` -1): those of `ids` that count move the item's count. */
export async function commentsChanged(trx: Db, subject: Subject, itemId: number, ids: readonly number[], sign: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  await ensureRow(trx, subject, itemId);
  await sql`update item_counts set comments = comments + ${sign} * (select count(*) from comments c
      where c.id in (${sql.join(ids)}) and ${counted(subject, 'c')})
    where subject = ${subject} and item_id = ${itemId}`.execute(trx);
}

/** An item's counts (on the row of item_counts being written or read) as counted from its likes and comments. */
function recounted(now = new Date()) {
  const likes = (after: Expression<unknown>) => sql<number>`(select count(*) from reactions r
      where r.subject = item_counts.subject and r.item_id = item_counts.item_id and r.created_at >= ${after}
        and ${counts(sql.ref('r.user_id'))})`;
  const comments = (subject: Subject) => sql<number>`(select count(*) from comments c
      where c.subject = ${subject} and c.item_id = item_counts.item_id and ${counted(subject, 'c')})`;
  return {
    likes: likes(sql`''`),
    weekLikes: likes(sql`${weekStart(now)}`),
    comments: sql<number>`case item_counts.subject when 'video' then ${comments('video')} else ${comments('peptalk')} end`,
  };
}

/** Recounts the items whose counts' rows match `where` (on the table item_counts). */
async function recountWhere(db: Db, where: Expression<SqlBool>, now = new Date()): Promise<void> {
  const fresh = recounted(now);
  await sql`update item_counts set likes = ${fresh.likes}, week_likes = ${fresh.weekLikes}, comments = ${fresh.comments}, stale = 0
    where ${where}`.execute(db);
}

/** Recounts one item (moderation showed or hid something of it). */
export async function recountItem(db: Db, subject: Subject, itemId: number): Promise<void> {
  await ensureRow(db, subject, itemId);
  await recountWhere(db, sql<SqlBool>`subject = ${subject} and item_id = ${itemId}`);
}

/** A case about `itemId` changed whether it is hidden: when it is a comment, its item is recounted. */
export async function caseHiddenChanged(db: Db, caseSubject: string, itemId: number): Promise<void> {
  const subject = SUBJECT_OF_CASE.get(caseSubject);
  if (!subject) return;
  const comment = await db.selectFrom('comments').select('item_id').where('id', '=', itemId).executeTakeFirst();
  if (comment) await recountItem(db, subject, comment.item_id);
}

/**
 * Marks what the account liked or commented on (and so the replies under its comments) to be recounted
 * by recountStale: before the account's likes and comments go, or when it is banned or lifted.
 */
export async function markTouchedBy(trx: Db, userId: number): Promise<void> {
  for (const table of ['reactions', 'comments'] as const)
    await sql`update item_counts set stale = 1
      where stale = 0 and (subject, item_id) in (select subject, item_id from ${sql.table(table)} where user_id = ${userId})`.execute(trx);
}

/** Recounts the items markTouchedBy marked. */
export async function recountStale(trx: Db): Promise<void> {
  await recountWhere(trx, sql<SqlBool>`stale = 1`);
}

/** An account was banned or lifted: what it liked and wrote counts again, or no longer. */
export async function recountTouchedBy(trx: Db, userId: number): Promise<void> {
  await markTouchedBy(trx, userId);
  await recountStale(trx);
}

/** The items are gone (a pep talk deleted): their counts go too. */
export async function forget(
  db: Db,
  subject: Subject,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query of ids
  items: readonly number[] | Expression<any>,
): Promise<void> {
  if (Array.isArray(items) && items.length === 0) return;
  await db
    .deleteFrom('item_counts')
    .where('subject', '=', subject)
    .where('item_id', 'in', items as readonly number[])
    .execute();
}

export interface StoredCounts {
  likes: number;
  comments: number;
}

/** The stored counts of a page of items (zero for one nobody liked or commented on). */
export async function storedCounts(db: Db, subject: Subject, itemIds: readonly number[]): Promise<Map<number, StoredCounts>> {
  const stored = new Map<number, StoredCounts>(itemIds.map((id) => [id, { likes: 0, comments: 0 }]));
  if (itemIds.length === 0) return stored;
  const rows = await db
    .selectFrom('item_counts')
    .select(['item_id', 'likes', 'comments'])
    .where('subject', '=', subject)
    .where('item_id', 'in', itemIds)
    .execute();
  for (const r of rows) stored.set(r.item_id, { likes: Number(r.likes), comments: Number(r.comments) });
  return stored;
}

/**
 * The week's likes, refreshed (hourly, with the housekeeping): a like older than a week leaves
 * week_likes here. Only items with likes this week are looked at.
 */
export async function refreshWeekLikes(db: Db, now = new Date()): Promise<void> {
  const since = weekStart(now);
  await sql`update item_counts set week_likes = (select count(*) from reactions r
      where r.subject = item_counts.subject and r.item_id = item_counts.item_id and r.created_at >= ${since}
        and ${counts(sql.ref('r.user_id'))})
    where week_likes > 0`.execute(db);
}

export interface CountsCheck {
  /** Items whose counts were checked. */
  items: number;
  /** Items liked or commented on that had no stored counts yet (from before them), now filled. */
  filled: number;
  /** Items whose stored likes or comments differed from a recount (and were corrected): 0 is right. */
  drifted: number;
}

/** How many items one of checkCounts' transactions recounts, and how many liked or commented items it looks at for counts not made yet. */
const CHECK_BATCH = 500;
const FILL_BATCH = 1000;
const SUBJECTS = Object.keys(COMMENT_CASE) as Subject[];

/**
 * Recounts every item from its likes and comments and reports how many stored counts had drifted (each
 * write keeps them, so none should). Run once the server listens (server/housekeeping.ts); it also fills
 * the counts of items from before them. Each batch is its own short transaction, so likes and comments
 * go on beside it: on PostgreSQL the batch's rows are locked first, so a like either commits before the
 * recount reads (and is counted) or waits and adds itself after it. `signal` stops it between batches.
 */
export async function checkCounts(db: Db, options: { now?: Date; signal?: AbortSignal; batch?: number } = {}): Promise<CountsCheck> {
  const { now = new Date(), signal, batch: perBatch = CHECK_BATCH } = options;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let filled = 0;
  for (const table of ['reactions', 'comments'] as const) {
    for (const subject of SUBJECTS) {
      for (let after = 0; !signal?.aborted;) {
        // Walks the table's (subject, item_id, ...) index a slice of items at a time.
        const itemIds = (
          await db
            .selectFrom(table)
            .select('item_id')
            .distinct()
            .where('subject', '=', subject)
            .where('item_id', '>', after)
            .orderBy('item_id')
            .limit(FILL_BATCH)
            .execute()
        ).map((r) => r.item_id);
        if (itemIds.length === 0) break;
        const result = await db
          .insertInto('item_counts')
          .values(itemIds.map((item_id) => ({ subject, item_id })))
          .onConflict((oc) => oc.columns(['subject', 'item_id']).doNothing())
          .execute();
        filled += result.reduce((sum, r) => sum + Number(r.numInsertedOrUpdatedRows ?? 0), 0);
        after = itemIds.at(-1)!;
      }
    }
  }
  let items = 0;
  let drifted = 0;
  const fresh = recounted(now);
  for (const subject of SUBJECTS) {
    for (let after = 0; !signal?.aborted;) {
      const batch = await db.transaction().execute(async (trx) => {
        let rows = trx
          .selectFrom('item_counts')
          .select('item_id')
          .where('subject', '=', subject)
          .where('item_id', '>', after)
          .orderBy('item_id')
          .limit(perBatch);
        if (postgres) rows = rows.forUpdate();
        const ids = (await rows.execute()).map((r) => r.item_id);
        if (ids.length === 0) return undefined;
        const inBatch = sql<SqlBool>`subject = ${subject} and item_id in (${sql.join(ids)})`;
        const { rows: found } = await sql<{ drifted: number | string | null }>`select
            sum(case when likes <> ${fresh.likes} or comments <> ${fresh.comments} then 1 else 0 end) as drifted
          from item_counts where ${inBatch}`.execute(trx);
        await recountWhere(trx, inBatch, now);
        return { ids, drifted: Number(found[0]?.drifted ?? 0) };
      });
      if (!batch) break;
      items += batch.ids.length;
      drifted += batch.drifted;
      after = batch.ids.at(-1)!;
    }
  }
  return { items, filled, drifted };
}
