// All SQL of safety on shared surfaces (issues 14 and 29): reports and the moderation cases they open,
// items held for care, and blocks. Every feature's lists ask `shownTo` which items a viewer may see.
// A case is evidence: it keeps the writer as they were named and every version of the words, and
// nothing the people involved do (edit, delete, leave) erases it before its retention window.
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import {
  CASE_KEPT_FOR_DAYS,
  CASE_PRIORITIES,
  type CaseSubject,
  caseSubjectOf,
  HELD_NAME,
  REPORTS_TO_HIDE,
  TRUSTED_REPORTER_AGE_HOURS,
  type ReportReason,
  type ReportSubject,
} from '../../contract/safety-rules';
import type { ModerationCase } from '../../contract/safety';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { keyset } from '../db/keyset';
import type { Page } from '../http/paging';
import { raiseForModerators } from '../events/raise';
import { type AccountGlance, accountGlances, appealAction, isLiveStaff, restrictOnAdultReports } from './accounts.repo';
import { caseHiddenChanged } from './counts.repo';
import { inCommunityOf } from './sample-community';
import { PER_ROW } from '../db/per-row';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();
const DAY_MS = 86_400_000;

export interface ShownOptions {
  /** Blocks either way do not hide the item (someone reporting what they saw before blocking). */
  ignoreBlocks?: boolean;
}

/**
 * Whether what the account in `userColumn` did (wrote, liked, shared) counts for the viewer: always
 * their own; another's only in the viewer's community. A demo account is a sandbox (issue 31): what it
 * writes, likes and shares is seen and counted by no one but itself; and it counts only the sample
 * community's, never a real teen's (issue 52, sample-community.ts).
 */
export function notFromDemo(userColumn: string | Expression<number | null>, viewerId: number) {
  const user = typeof userColumn === 'string' ? sql.ref(userColumn) : userColumn;
  return sql<SqlBool>`(${user} = ${viewerId} or ${inCommunityOf(user, viewerId)})`;
}

/**
 * Whether the viewer may see an item of `subject` whose id and author are the columns `itemColumn` and
 * `authorColumn` of the query: always their own; another's only in the viewer's community (not a demo
 * account's, a sandbox; a demo sees only the sample community's: sample-community.ts; nor a banned
 * account's, issue 52), and unless it is
 * hidden (reported enough, held for care, or hidden by a moderator) or either of them blocked the other.
 */
export function shownTo(
  subject: ReportSubject,
  itemColumn: string,
  authorColumn: string | Expression<number | null>,
  viewerId: number,
  options: ShownOptions = {},
) {
  const item = sql.ref(itemColumn);
  const author = typeof authorColumn === 'string' ? sql.ref(authorColumn) : authorColumn;
  const notBlocked = options.ignoreBlocks
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`not exists (select 1 from blocks
      where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${author})
         or (blocks.blocker_id = ${author} and blocks.blocked_id = ${viewerId})${PER_ROW})`;
  return sql<SqlBool>`(${author} = ${viewerId} or (
    ${inCommunityOf(author, viewerId)}
    and not exists (select 1 from moderation_cases hidden_case
      where hidden_case.subject = ${subject} and hidden_case.item_id = ${item} and hidden_case.hidden = 1${PER_ROW})
    and ${notBlocked}))`;
}

/**
 * The name in `nameColumn` of the account in `userColumn` as the viewer sees it: the account's own
 * always; anyone else's unless its names are held for care (issue 51: a name that speaks of hurting
 * oneself is its writer's and the moderators'), when it is HELD_NAME. A null viewer (a moderator's
 * read) sees every name.
 */
export function nameShownTo(nameColumn: string, userColumn: string, viewerId: number | null) {
  if (viewerId === null) return sql<string>`${sql.ref(nameColumn)}`;
  const user = sql.ref(userColumn);
  return sql<string>`case when ${user} = ${viewerId} or not exists (select 1 from moderation_cases held_name
    where held_name.subject = 'name' and held_name.item_id = ${user} and held_name.hidden = 1${PER_ROW})
    then ${sql.ref(nameColumn)} else ${HELD_NAME} end`;
}

/** 1 when the item was restored after a self-harm hold or report: others open it behind a warning. */
export function sensitiveFlag(subject: ReportSubject, itemColumn: string) {
  return sql<number | boolean>`exists (select 1 from moderation_cases warn_case
    where warn_case.subject = ${subject} and warn_case.item_id = ${sql.ref(itemColumn)} and warn_case.warn = 1 and warn_case.hidden = 0${PER_ROW})`;
}

// ---- Blocks

/** Whether either of the two blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]),
    )
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
export async function listBlocks(db: Db, blockerId: number, page: { limit: number; cursor?: string }) {
  const query = db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.blocked_id', 'b.created_at'])
    .select(nameShownTo('u.display_name', 'u.id', blockerId).as('display_name'))
    .where('b.blocker_id', '=', blockerId);
  return keyset(
    query,
    [
      { by: 'b.created_at', desc: true, type: 'string', of: (r) => r.created_at },
      { by: 'b.blocked_id', desc: true, type: 'number', of: (r) => r.blocked_id },
    ],
    page,
  ).page((r) => ({ userId: r.blocked_id, displayName: r.display_name, blockedAt: r.created_at }));
}

// ---- Cases and reports

/** Adult accounts: anything about their message to a teen ranks with sexual reports. */
const ADULT_ROLES = new Set(['mentor', 'moderator']);

/**
 * The item's case, opened the first time with the writer as named now and the words as they are now
 * (its first version); later calls add the words as a new version when they changed.
 */
async function openCase(db: Db, subject: CaseSubject, itemId: number, authorId: number, text: string): Promise<number> {
  // A case opened, reported, decided or appealed: the moderators' open queues show it (issue 35).
  raiseForModerators();
  const existing = await db
    .selectFrom('moderation_cases')
    .select('id')
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (existing) {
    await addVersion(db, existing.id, text);
    return existing.id;
  }
  const author = await db
    .selectFrom('users')
    .select(['username', 'display_name', 'role', 'verified'])
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  const adultMessage = subject === 'mentor-message' && ADULT_ROLES.has(author.role);
  const at = now();
  await db
    .insertInto('moderation_cases')
    .values({
      subject,
      item_id: itemId,
      author_id: authorId,
      author_username: author.username,
      author_display_name: author.display_name,
      author_role: author.role,
      author_protected: author.verified === 1 || author.role === 'moderator' ? 1 : 0,
      priority: adultMessage ? CASE_PRIORITIES.sexualOrAdult : CASE_PRIORITIES.other,
      urgent: adultMessage ? 1 : 0,
      first_reported_at: at,
    })
    // Two first reports at once: the second finds the first's case below.
    .onConflict((oc) => oc.columns(['subject', 'item_id']).doNothing())
    .execute();
  const { id } = await db
    .selectFrom('moderation_cases')
    .select('id')
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  await addVersion(db, id, text, at);
  return id;
}

/** Adds the words as the case's newest version, unless they are what the newest version says. */
async function addVersion(db: Db, caseId: number, text: string, at = now()): Promise<void> {
  const last = await db
    .selectFrom('case_versions')
    .select('text')
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last?.text === text) return;
  await db.insertInto('case_versions').values({ case_id: caseId, text, at }).execute();
}

/** Raises the case to `priority` (lower is more urgent) if it is not already there. */
async function raise(db: Db, caseId: number, priority: number): Promise<void> {
  await db
    .updateTable('moderation_cases')
    .set({ priority, urgent: priority < CASE_PRIORITIES.other ? 1 : 0 })
    .where('id', '=', caseId)
    .where('priority', '>', priority)
    .execute();
}

/**
 * Someone wrote about hurting themselves: the item stays visible to them alone and goes to the top of
 * the moderators' queue at once, with its words.
 */
export async function holdForCare(db: Db, subject: CaseSubject, itemId: number, authorId: number, text: string): Promise<void> {
  const id = await openCase(db, subject, itemId, authorId, text);
  await db
    .updateTable('moderation_cases')
    .set({ hidden: 1, held_for: 'self-harm', decision: null, warn: 0, restore_requested_by: null, restore_requested_at: null })
    .where('id', '=', id)
    .execute();
  await caseHiddenChanged(db, subject, itemId);
  await raise(db, id, CASE_PRIORITIES.heldForCare);
}

/** An account's names as their case keeps them: both, as the account has them now. */
export const namesText = (displayName: string, username: string) => `Display name: ${displayName}\nUsername: ${username}`;

/**
 * An account's names were written (at sign-up or in settings). When they speak of hurting oneself, they
 * are held for care like any item: shown to their writer and the moderators only (others see HELD_NAME),
 * first in the queue. Otherwise names held before are shown again (the words that were held are no longer
 * anyone's name), and their case keeps the new names as a version and waits for its decision.
 */
export async function noteNames(db: Db, userId: number, displayName: string, username: string, care: boolean): Promise<void> {
  const text = namesText(displayName, username);
  if (care) {
    await holdForCare(db, 'name', userId, userId, text);
    return;
  }
  const existing = await db
    .selectFrom('moderation_cases')
    .select(['id', 'hidden'])
    .where('subject', '=', 'name')
    .where('item_id', '=', userId)
    .executeTakeFirst();
  if (!existing) return;
  await addVersion(db, existing.id, text);
  if (existing.hidden === 1) {
    raiseForModerators();
    await db.updateTable('moderation_cases').set({ hidden: 0, warn: 0 }).where('id', '=', existing.id).execute();
  }
}

/**
 * An adult's words with a grooming cue (server/social/text-filter.ts): kept from everyone but their
 * writer, urgent in the queue, as a `sexual` report on an adult's message would be.
 */
export async function holdForSafety(
  db: Db,
  subject: CaseSubject,
  itemId: number,
  authorId: number,
  text: string,
  reason: 'grooming',
): Promise<void> {
  const id = await openCase(db, subject, itemId, authorId, text);
  await db
    .updateTable('moderation_cases')
    .set({ hidden: 1, held_for: reason, decision: null, warn: 0, restore_requested_by: null, restore_requested_at: null })
    .where('id', '=', id)
    .execute();
  await caseHiddenChanged(db, subject, itemId);
  await raise(db, id, CASE_PRIORITIES.sexualOrAdult);
}

/** The writer changed an item that has a case: the new words become its newest version. */
export async function noteEdit(db: Db, subject: CaseSubject, itemId: number, text: string): Promise<void> {
  const existing = await db
    .selectFrom('moderation_cases')
    .select('id')
    .where('subject', '=', subject)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (existing) await addVersion(db, existing.id, text);
}

export interface NewReport {
  subject: ReportSubject;
  itemId: number;
  authorId: number;
  /** The item's words as the reporter saw them. */
  text: string;
  reporterId: number;
  reason: ReportReason;
  note?: string | undefined;
  /** The note speaks of hurting oneself (issue 51): the case goes to the top of the queue, whoever reports. */
  care?: boolean;
}

/** Whether an account counts toward urgency and hiding: older than a day, and not a demo. */
async function isTrusted(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['created_at', 'is_demo']).where('id', '=', userId).executeTakeFirstOrThrow();
  return user.is_demo === 0 && user.created_at <= new Date(Date.now() - TRUSTED_REPORTER_AGE_HOURS * 3_600_000).toISOString();
}

/**
 * Records a report (one per person per item: a repeat answers the first one's id and changes nothing).
 * From a trusted account (older than a day, not a demo), a self-harm report makes the case urgent, a
 * sexual one nearly so, and reports from REPORTS_TO_HIDE different trusted people since the last
 * decision hide the item until a moderator decides, unless its writer is the Rise team or staff. A
 * message from an adult is urgent whoever reports it (only the teen it was written to can), and a
 * sexual report hides it at once, as it does an adult's studio clip.
 */
export async function report(db: Db, r: NewReport): Promise<{ id: number; created: boolean }> {
  raiseForModerators();
  return inTransaction(db, async (trx) => {
    const caseId = await openCase(trx, caseSubjectOf(r.subject), r.itemId, r.authorId, r.text);
    const trusted = await isTrusted(trx, r.reporterId);
    const inserted = await trx
      .insertInto('case_reports')
      .values({
        case_id: caseId,
        reporter_id: r.reporterId,
        reason: r.reason,
        note: r.note || null,
        created_at: now(),
        trusted: trusted ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['case_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('case_reports')
        .select('id')
        .where('case_id', '=', caseId)
        .where('reporter_id', '=', r.reporterId)
        .executeTakeFirstOrThrow();
      return { id: first.id, created: false };
    }
    const current = await trx
      .selectFrom('moderation_cases')
      .select(['decided_at', 'hidden', 'author_protected', 'author_role'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    // An adult's words to a teen, or a studio clip an adult made for teens (issue 55): a sexual report
    // from anyone hides it at once.
    const adultMessage = (r.subject === 'mentor-message' || r.subject === 'video') && ADULT_ROLES.has(current.author_role);
    // A new report after a decision puts the item back in the queue (a restore waiting for its second
    // moderator waits on).
    await trx.updateTable('moderation_cases').set({ decision: null }).where('id', '=', caseId).execute();
    // A note that speaks of hurting oneself (the reporter's own pain, or what they know of someone) is
    // read first, from any account: a life may be at stake.
    if (r.care) await raise(trx, caseId, CASE_PRIORITIES.heldForCare);
    if (trusted && r.reason === 'self-harm') await raise(trx, caseId, CASE_PRIORITIES.selfHarmReport);
    else if ((trusted || adultMessage) && r.reason === 'sexual') await raise(trx, caseId, CASE_PRIORITIES.sexualOrAdult);
    // "This person may be an adult" is urgent from anyone (issue 52): a teen being groomed may have
    // joined today. Two trusted accounts saying it restrict the account until a moderator decides.
    else if (r.reason === 'adult') {
      await raise(trx, caseId, CASE_PRIORITIES.sexualOrAdult);
      if (trusted) await restrictOnAdultReports(trx, r.authorId, caseId);
    }
    if (current.hidden === 1) return { id: inserted.id, created: true };
    if (adultMessage && r.reason === 'sexual') {
      await trx
        .updateTable('moderation_cases')
        .set({ hidden: 1, restore_requested_by: null, restore_requested_at: null })
        .where('id', '=', caseId)
        .execute();
      await caseHiddenChanged(trx, caseSubjectOf(r.subject), r.itemId);
    } else if (trusted && current.author_protected === 0) {
      const { n } = await trx
        .selectFrom('case_reports')
        .select((eb) => eb.fn.count<number>('reporter_id').distinct().as('n'))
        .where('case_id', '=', caseId)
        .where('trusted', '=', 1)
        .where('created_at', '>', current.decided_at ?? '')
        .executeTakeFirstOrThrow();
      if (Number(n) >= REPORTS_TO_HIDE) {
        await trx.updateTable('moderation_cases').set({ hidden: 1 }).where('id', '=', caseId).execute();
        await caseHiddenChanged(trx, caseSubjectOf(r.subject), r.itemId);
      }
    }
    return { id: inserted.id, created: true };
  });
}

export interface CaseRow {
  id: number;
  subject: CaseSubject;
  itemId: number;
  authorId: number | null;
  authorName: string;
  authorUsername: string;
  authorRole: string;
  hidden: boolean;
  urgent: boolean;
  priority: number;
  heldFor: ModerationCase['heldFor'];
  firstReportedAt: string;
  decision: 'hide' | 'restore' | null;
  decidedAt: string | null;
  restoreRequestedBy: number | null;
  itemDeletedAt: string | null;
  warn: boolean;
  reasons: ReportReason[];
  count: number;
  trustedCount: number;
  versions: { text: string; at: string }[];
  notes: { reason: ReportReason; note: string | null; at: string; trusted: boolean }[];
  appeals: { note: string | null; at: string }[];
  account: AccountGlance | null;
}

function selectCases(db: Db) {
  return db
    .selectFrom('moderation_cases as c')
    .select([
      'c.id',
      'c.subject',
      'c.item_id',
      'c.author_id',
      'c.author_username',
      'c.author_display_name',
      'c.author_role',
      'c.hidden',
      'c.urgent',
      'c.priority',
      'c.held_for',
      'c.first_reported_at',
      'c.decision',
      'c.decided_at',
      'c.restore_requested_by',
      'c.item_deleted_at',
      'c.warn',
    ]);
}
type CaseSelect = Awaited<ReturnType<ReturnType<typeof selectCases>['executeTakeFirstOrThrow']>>;

/** Each case with its reports (reasons most given first, notes), its versions and its appeals. */
async function withDetails(db: Db, rows: CaseSelect[]): Promise<CaseRow[]> {
  const ids = rows.map((r) => r.id);
  const [reports, versions, appeals] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('case_reports')
            .select(['case_id', 'reason', 'note', 'created_at', 'trusted', 'reporter_id'])
            .where('case_id', 'in', ids)
            .orderBy('id')
            .execute(),
          db.selectFrom('case_versions').select(['case_id', 'text', 'at']).where('case_id', 'in', ids).orderBy('id').execute(),
          db.selectFrom('case_appeals').select(['case_id', 'note', 'created_at']).where('case_id', 'in', ids).orderBy('id').execute(),
        ]);
  const glances = await accountGlances(
    db,
    rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id])),
  );
  return rows.map((r) => {
    const mine = reports.filter((t) => t.case_id === r.id);
    const tally = new Map<ReportReason, number>();
    for (const t of mine) tally.set(t.reason, (tally.get(t.reason) ?? 0) + 1);
    const reasons = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([reason]) => reason);
    if (r.held_for === 'self-harm' && !reasons.includes('self-harm')) reasons.unshift('self-harm');
    // An adult's grooming cue, held on writing, is a sexual-safety case.
    if (r.held_for === 'grooming' && !reasons.includes('sexual')) reasons.unshift('sexual');
    return {
      id: r.id,
      subject: r.subject,
      itemId: r.item_id,
      authorId: r.author_id,
      authorName: r.author_display_name,
      authorUsername: r.author_username,
      authorRole: r.author_role,
      hidden: r.hidden === 1,
      urgent: r.urgent === 1,
      priority: r.priority,
      heldFor: r.held_for,
      firstReportedAt: r.first_reported_at,
      decision: r.decision,
      decidedAt: r.decided_at,
      restoreRequestedBy: r.restore_requested_by,
      itemDeletedAt: r.item_deleted_at,
      warn: r.warn === 1,
      reasons,
      count: mine.length,
      trustedCount: mine.filter((t) => t.trusted === 1).length,
      versions: versions.filter((v) => v.case_id === r.id).map((v) => ({ text: v.text, at: v.at })),
      notes: mine.map((t) => ({ reason: t.reason, note: t.note, at: t.created_at, trusted: t.trusted === 1 })),
      appeals: appeals.filter((a) => a.case_id === r.id).map((a) => ({ note: a.note, at: a.created_at })),
      account: r.author_id === null ? null : (glances.get(r.author_id) ?? null),
    };
  });
}

/**
 * The queue: open cases by priority (the writer held for care, trusted self-harm reports, sexual
 * reports and adults' messages, then the rest), the oldest first within each; or the decided ones,
 * the latest case first.
 */
export async function listCases(db: Db, status: 'open' | 'decided', paging: { limit: number; cursor?: string }): Promise<Page<CaseRow>> {
  const cases =
    status === 'open'
      ? keyset(
          selectCases(db).where('c.decision', 'is', null),
          [
            { by: 'c.priority', type: 'number', of: (r) => r.priority },
            { by: 'c.first_reported_at', type: 'string', of: (r) => r.first_reported_at },
            { by: 'c.id', type: 'number', of: (r) => r.id },
          ],
          paging,
        )
      : keyset(selectCases(db).where('c.decision', 'is not', null), [{ by: 'c.id', desc: true, type: 'number', of: (r) => r.id }], paging);
  const page = await cases.page((r) => r);
  return { ...page, items: await withDetails(db, page.items) };
}

/** One case with its details; undefined when there is none. */
export async function getCase(db: Db, caseId: number): Promise<CaseRow | undefined> {
  const row = await selectCases(db).where('c.id', '=', caseId).executeTakeFirst();
  return row && (await withDetails(db, [row]))[0];
}

/** Whether restoring the case needs a second moderator: a life may be at stake, or a child's safety. */
export function needsFourEyes(c: CaseRow): boolean {
  return c.heldFor !== null || c.reasons.includes('self-harm') || c.reasons.includes('sexual');
}

export type DecisionOutcome = { kind: 'decided'; case: CaseRow } | { kind: 'waiting'; case: CaseRow };

/**
 * A moderator's decision. Hide keeps the item from everyone but its author. Restore shows it again,
 * except where a life may be at stake (held for care, reported for self-harm or sexual content): then
 * the first restore waits for a second, different moderator; and a restored self-harm item is shown
 * behind a warning. The caller has checked the case exists and is not about the moderator's own words.
 */
export async function decide(db: Db, c: CaseRow, moderatorId: number, action: 'hide' | 'restore'): Promise<DecisionOutcome> {
  raiseForModerators();
  const at = now();
  // The first moderator must still be staff when the second agrees (issue 52): otherwise this one is the first.
  const firstStands =
    c.restoreRequestedBy !== null && c.restoreRequestedBy !== moderatorId && (await isLiveStaff(db, c.restoreRequestedBy));
  if (action === 'restore' && needsFourEyes(c) && !firstStands) {
    await db
      .updateTable('moderation_cases')
      .set({ restore_requested_by: moderatorId, restore_requested_at: at })
      .where('id', '=', c.id)
      .execute();
    return { kind: 'waiting', case: (await getCase(db, c.id))! };
  }
  const selfHarm = c.heldFor === 'self-harm' || c.reasons.includes('self-harm');
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('moderation_cases')
      .set({
        decision: action,
        hidden: action === 'hide' ? 1 : 0,
        warn: action === 'restore' && selfHarm ? 1 : 0,
        decided_by: moderatorId,
        decided_at: at,
        restore_requested_by: null,
        restore_requested_at: null,
      })
      .where('id', '=', c.id)
      .execute();
    // The words shown or hidden: when a comment, its item's count follows in the same transaction.
    await caseHiddenChanged(trx, c.subject, c.itemId);
  });
  return { kind: 'decided', case: (await getCase(db, c.id))! };
}

/** The distinct living reporters of a case, to tell them what was decided. */
export async function reportersOf(db: Db, caseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('case_reports')
    .select('reporter_id')
    .distinct()
    .where('case_id', '=', caseId)
    .where('reporter_id', 'is not', null)
    .execute();
  return rows.map((r) => r.reporter_id!);
}

export type AppealOutcome = 'appealed' | 'not-found' | 'not-decided' | 'already';

/**
 * The author asks for another look at a decision to hide: the case goes back to the queue (the item
 * stays hidden meanwhile), once per decision.
 */
export async function appeal(db: Db, caseId: number, authorId: number, note: string | undefined): Promise<AppealOutcome> {
  raiseForModerators();
  return inTransaction(db, async (trx) => {
    const c = await trx
      .selectFrom('moderation_cases')
      .select(['decision', 'decided_at', 'appealed_at'])
      .where('id', '=', caseId)
      .where('author_id', '=', authorId)
      .executeTakeFirst();
    if (!c) return 'not-found';
    const hidden = c.decision === 'hide' && c.decided_at !== null;
    if (!hidden || (c.appealed_at !== null && c.appealed_at >= c.decided_at!)) {
      // No decision to hide to look at again: an action on the account taken from this case (issue 52).
      const action = await appealAction(trx, caseId, authorId, note);
      if (action !== 'none') return action;
      return hidden ? 'already' : 'not-decided';
    }
    const at = now();
    await trx
      .insertInto('case_appeals')
      .values({ case_id: caseId, note: note || null, created_at: at })
      .execute();
    await trx.updateTable('moderation_cases').set({ decision: null, appealed_at: at }).where('id', '=', caseId).execute();
    // One look covers both: an action on the account from this case is looked at with it.
    await trx
      .updateTable('account_actions')
      .set({ appealed_at: at, appeal_note: note || null })
      .where('case_id', '=', caseId)
      .where('user_id', '=', authorId)
      .where('state', '=', 'done')
      .where('appealed_at', 'is', null)
      .execute();
    return 'appealed';
  });
}

/**
 * Items that are gone (deleted by their writer, with their thread or with an account): their cases
 * stay, with the words, marked deleted. `items` is a list of ids or a query of them (so that deleting
 * 100,000 comments never builds a list of their ids).
 */
export async function itemsDeleted(
  db: Db,
  subject: CaseSubject,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query of ids
  items: readonly number[] | SelectQueryBuilder<DB, any, { id: number }>,
): Promise<void> {
  if (Array.isArray(items) && items.length === 0) return;
  await db
    .updateTable('moderation_cases')
    .set({ item_deleted_at: now() })
    .where('subject', '=', subject)
    .where('item_deleted_at', 'is', null)
    .where(
      'item_id',
      'in',
      Array.isArray(items) ? [...(items as readonly number[])] : (items as SelectQueryBuilder<DB, never, { id: number }>),
    )
    .execute();
}

/**
 * Erases the cases whose retention window has passed: decided, their item gone, and both at least
 * CASE_KEPT_FOR_DAYS ago. An open case is never erased: it waits for a moderator.
 */
export async function eraseExpiredCases(db: Db, at = Date.now()): Promise<number> {
  const cutoff = new Date(at - CASE_KEPT_FOR_DAYS * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('moderation_cases')
    .where('decision', 'is not', null)
    .where('decided_at', '<=', cutoff)
    .where('item_deleted_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- One user's data

export async function exportUserData(db: Db, userId: number) {
  const [reports, blocks] = await Promise.all([
    db
      .selectFrom('case_reports as r')
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

/**
 * An account goes: its reports stay with their cases (no longer pointing at it), cases about what it
 * wrote stay with the words and its name as it was (the items go with the account), and its blocks go.
 */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.updateTable('case_reports').set({ reporter_id: null }).where('reporter_id', '=', userId).execute();
  await trx
    .updateTable('moderation_cases')
    .set({ item_deleted_at: now() })
    .where('author_id', '=', userId)
    .where('item_deleted_at', 'is', null)
    .execute();
  await trx.updateTable('moderation_cases').set({ author_id: null }).where('author_id', '=', userId).execute();
  await trx.updateTable('moderation_cases').set({ decided_by: null }).where('decided_by', '=', userId).execute();
  await trx.updateTable('moderation_cases').set({ restore_requested_by: null }).where('restore_requested_by', '=', userId).execute();
  // Actions on the account, or taken by it as staff, stay as evidence with the names they recorded.
  await trx.updateTable('account_actions').set({ user_id: null }).where('user_id', '=', userId).execute();
  await trx.updateTable('account_actions').set({ requested_by: null }).where('requested_by', '=', userId).execute();
  await trx.updateTable('account_actions').set({ confirmed_by: null }).where('confirmed_by', '=', userId).execute();
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

/**
 * A person as a report finds them (issue 52): a member's or a mentor's account, its names as the case
 * keeps them. Staff accounts are not reported here, and a demo account is seen by no one but itself.
 */
export async function findReportedPerson(db: Db, userId: number, viewerId: number | null) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'username', 'role', 'is_demo', 'is_sample'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.role === 'moderator' || user.is_sample === 1 || (user.is_demo === 1 && user.id !== viewerId)) return undefined;
  return { authorId: user.id, text: namesText(user.display_name, user.username) };
}
