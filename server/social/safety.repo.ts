// All SQL of safety on shared surfaces (issue 14): reports and the moderation cases they open, items
// held for care, and blocks. Every feature's lists ask `shownTo` which items a viewer may see.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { REPORTS_TO_HIDE, type ReportReason, type ReportSubject } from '../../contract/safety';
import type { DB } from '../db/schema';
import { type Page, decodeCursor, pageOf } from '../http/paging';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();
const DAY_MS = 86_400_000;

/**
 * Whether the viewer may see an item of `subject` whose id and author are the columns `itemColumn` and
 * `authorColumn` of the query: always their own; another's unless it is hidden (reported enough, held
 * for care, or hidden by a moderator) or either of them blocked the other.
 */
export function shownTo(subject: ReportSubject, itemColumn: string, authorColumn: string | Expression<number | null>, viewerId: number) {
  const item = sql.ref(itemColumn);
  const author = typeof authorColumn === 'string' ? sql.ref(authorColumn) : authorColumn;
  return sql<SqlBool>`(${author} = ${viewerId} or (
    not exists (select 1 from moderation_cases hidden_case
      where hidden_case.subject = ${subject} and hidden_case.item_id = ${item} and hidden_case.hidden = 1)
    and not exists (select 1 from blocks
      where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${author})
         or (blocks.blocker_id = ${author} and blocks.blocked_id = ${viewerId}))))`;
}

/** Whether the item is hidden from everyone but its author. */
export async function isHidden(db: Db, subject: ReportSubject, itemId: number): Promise<boolean> {
  const row = await db.selectFrom('moderation_cases').select('hidden').where('subject', '=', subject).where('item_id', '=', itemId).executeTakeFirst();
  return row?.hidden === 1;
}

// ---- Blocks

/** Whether either of the two blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Blocks someone; blocking twice is harmless. False when there is no such person. */
export async function block(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', blockedId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  return true;
}

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/** The people I blocked, the latest first. */
export async function listBlocks(db: Db, blockerId: number, { limit, cursor }: { limit: number; cursor?: string }) {
  const after = decodeCursor(cursor, ['string', 'number']);
  let query = db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.blocked_id', 'u.display_name', 'b.created_at'])
    .where('b.blocker_id', '=', blockerId);
  if (after) {
    const [at, id] = after;
    query = query.where((eb) => eb.or([eb('b.created_at', '<', at), eb.and([eb('b.created_at', '=', at), eb('b.blocked_id', '<', id)])]));
  }
  const rows = await query.orderBy('b.created_at', 'desc').orderBy('b.blocked_id', 'desc').limit(limit + 1).execute();
  return pageOf(rows, limit, (r) => [r.created_at, r.blocked_id], (r) => ({ userId: r.blocked_id, displayName: r.display_name, blockedAt: r.created_at }));
}

// ---- Cases and reports

async function openCase(db: Db, subject: ReportSubject, itemId: number, authorId: number): Promise<number> {
  await db
    .insertInto('moderation_cases')
    .values({ subject, item_id: itemId, author_id: authorId, first_reported_at: now() })
    .onConflict((oc) => oc.columns(['subject', 'item_id']).doNothing())
    .execute();
  const { id } = await db.selectFrom('moderation_cases').select('id').where('subject', '=', subject).where('item_id', '=', itemId).executeTakeFirstOrThrow();
  return id;
}

/**
 * Someone wrote about hurting themselves: the item stays visible to them alone and goes to the top of
 * the moderators' queue at once.
 */
export async function holdForCare(db: Db, subject: ReportSubject, itemId: number, authorId: number): Promise<void> {
  const id = await openCase(db, subject, itemId, authorId);
  await db.updateTable('moderation_cases').set({ hidden: 1, urgent: 1, held_for: 'self-harm' }).where('id', '=', id).execute();
}

export interface NewReport {
  subject: ReportSubject;
  itemId: number;
  authorId: number;
  reporterId: number;
  reason: ReportReason;
  note?: string | undefined;
}

/**
 * Records a report (one per person per item: a repeat answers the first one's id and changes nothing).
 * A self-harm report makes the case urgent; reports from REPORTS_TO_HIDE different people whose
 * accounts are older than a day, since the last decision, hide the item until a moderator decides.
 */
export async function report(db: Db, r: NewReport): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const caseId = await openCase(trx, r.subject, r.itemId, r.authorId);
    const inserted = await trx
      .insertInto('reports')
      .values({ case_id: caseId, reporter_id: r.reporterId, reason: r.reason, note: r.note || null, created_at: now() })
      .onConflict((oc) => oc.columns(['case_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx.selectFrom('reports').select('id').where('case_id', '=', caseId).where('reporter_id', '=', r.reporterId).executeTakeFirstOrThrow();
      return { id: first.id, created: false };
    }
    const current = await trx.selectFrom('moderation_cases').select(['decided_at', 'hidden']).where('id', '=', caseId).executeTakeFirstOrThrow();
    // A new report after a decision puts the item back in the queue.
    await trx
      .updateTable('moderation_cases')
      .set({ decision: null, ...(r.reason === 'self-harm' && { urgent: 1 }) })
      .where('id', '=', caseId)
      .execute();
    if (current.hidden === 0) {
      const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
      const { n } = await trx
        .selectFrom('reports as r')
        .innerJoin('users as u', 'u.id', 'r.reporter_id')
        .select((eb) => eb.fn.count<number>('r.reporter_id').distinct().as('n'))
        .where('r.case_id', '=', caseId)
        .where('u.created_at', '<', dayAgo)
        .where('r.created_at', '>', current.decided_at ?? '')
        .executeTakeFirstOrThrow();
      if (Number(n) >= REPORTS_TO_HIDE) await trx.updateTable('moderation_cases').set({ hidden: 1 }).where('id', '=', caseId).execute();
    }
    return { id: inserted.id, created: true };
  });
}

export interface CaseRow {
  id: number;
  subject: ReportSubject;
  itemId: number;
  authorId: number;
  authorName: string;
  hidden: boolean;
  urgent: boolean;
  heldFor: string | null;
  firstReportedAt: string;
  decision: 'hide' | 'restore' | null;
  reasons: ReportReason[];
  count: number;
}

function selectCases(db: Db) {
  return db
    .selectFrom('moderation_cases as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.subject', 'c.item_id', 'c.author_id', 'u.display_name', 'c.hidden', 'c.urgent', 'c.held_for', 'c.first_reported_at', 'c.decision']);
}
type CaseSelect = Awaited<ReturnType<ReturnType<typeof selectCases>['executeTakeFirstOrThrow']>>;

/** Each case with its reasons (most given first) and how many people reported it. */
async function withReasons(db: Db, rows: CaseSelect[]): Promise<CaseRow[]> {
  const ids = rows.map((r) => r.id);
  const tallies =
    ids.length === 0
      ? []
      : await db
          .selectFrom('reports')
          .select((eb) => ['case_id', 'reason', eb.fn.countAll<number>().as('n')])
          .where('case_id', 'in', ids)
          .groupBy(['case_id', 'reason'])
          .execute();
  return rows.map((r) => {
    const mine = tallies.filter((t) => t.case_id === r.id).sort((a, b) => Number(b.n) - Number(a.n) || a.reason.localeCompare(b.reason));
    const reasons = mine.map((t) => t.reason as ReportReason);
    if (r.held_for === 'self-harm' && !reasons.includes('self-harm')) reasons.unshift('self-harm');
    return {
      id: r.id,
      subject: r.subject as ReportSubject,
      itemId: r.item_id,
      authorId: r.author_id,
      authorName: r.display_name,
      hidden: r.hidden === 1,
      urgent: r.urgent === 1,
      heldFor: r.held_for,
      firstReportedAt: r.first_reported_at,
      decision: r.decision as CaseRow['decision'],
      reasons,
      count: mine.reduce((sum, t) => sum + Number(t.n), 0),
    };
  });
}

/** The queue: open cases urgent first, then the oldest first; or the decided ones, the latest case first. */
export async function listCases(db: Db, status: 'open' | 'decided', { limit, cursor }: { limit: number; cursor?: string }): Promise<Page<CaseRow>> {
  let query = selectCases(db);
  let rows: CaseSelect[];
  if (status === 'open') {
    const after = decodeCursor(cursor, ['number', 'string', 'number']);
    query = query.where('c.decision', 'is', null);
    if (after) {
      const [urgent, at, id] = after;
      query = query.where((eb) =>
        eb.or([
          eb('c.urgent', '<', urgent),
          eb.and([eb('c.urgent', '=', urgent), eb('c.first_reported_at', '>', at)]),
          eb.and([eb('c.urgent', '=', urgent), eb('c.first_reported_at', '=', at), eb('c.id', '>', id)]),
        ]),
      );
    }
    rows = await query.orderBy('c.urgent', 'desc').orderBy('c.first_reported_at').orderBy('c.id').limit(limit + 1).execute();
    const page = pageOf(rows, limit, (r) => [r.urgent, r.first_reported_at, r.id], (r) => r);
    return { ...page, items: await withReasons(db, page.items) };
  }
  const after = decodeCursor(cursor, ['number']);
  query = query.where('c.decision', 'is not', null);
  if (after) query = query.where('c.id', '<', after[0]);
  rows = await query.orderBy('c.id', 'desc').limit(limit + 1).execute();
  const page = pageOf(rows, limit, (r) => [r.id], (r) => r);
  return { ...page, items: await withReasons(db, page.items) };
}

/** A moderator's decision: hide keeps the item from everyone but its author; restore shows it again. */
export async function decide(db: Db, caseId: number, moderatorId: number, action: 'hide' | 'restore'): Promise<CaseRow | undefined> {
  const result = await db
    .updateTable('moderation_cases')
    .set({ decision: action, hidden: action === 'hide' ? 1 : 0, decided_by: moderatorId, decided_at: now() })
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const [row] = await withReasons(db, [await selectCases(db).where('c.id', '=', caseId).executeTakeFirstOrThrow()]);
  return row;
}

/** Items their authors deleted leave the queue with them. */
export async function forget(db: Db, subject: ReportSubject, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('moderation_cases').where('subject', '=', subject).where('item_id', 'in', [...itemIds]).execute();
}

// ---- One user's data

export async function exportUserData(db: Db, userId: number) {
  const [reports, blocks] = await Promise.all([
    db
      .selectFrom('reports as r')
      .innerJoin('moderation_cases as c', 'c.id', 'r.case_id')
      .select(['c.subject', 'c.item_id', 'r.reason', 'r.note', 'r.created_at'])
      .where('r.reporter_id', '=', userId)
      .orderBy('r.id')
      .execute(),
    db.selectFrom('blocks').select(['blocked_id', 'created_at']).where('blocker_id', '=', userId).orderBy('created_at').execute(),
  ]);
  return {
    reports: reports.map((r) => ({ subject: r.subject, itemId: r.item_id, reason: r.reason, note: r.note, createdAt: r.created_at })),
    blocks: blocks.map((b) => ({ userId: b.blocked_id, blockedAt: b.created_at })),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('reports').where('reporter_id', '=', userId).execute();
  await trx.deleteFrom('moderation_cases').where('author_id', '=', userId).execute();
  await trx.deleteFrom('blocks').where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)])).execute();
}
