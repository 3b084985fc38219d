// Acting on accounts (issue 52): restrict, suspend, ban and lift, each a row kept as evidence; the
// two-moderator rule for suspending, banning and lifting either; "this person may be an adult" reports
// restricting an account until a moderator decides; and an account's record as moderators read it.
// The account's standing itself lives on its row (server/auth/standing.ts reads it).
import { recountTouchedBy } from './counts.repo';
import type { Kysely } from 'kysely';
import { ADULT_REPORTS_TO_RESTRICT, type AccountAction, type ReportReason } from '../../contract/safety-rules';
import { isRevoked } from '../auth/staff';
import { standingOf } from '../auth/standing';
import type { DB, UserRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { raiseForModerators } from '../events/raise';

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;
const now = () => new Date().toISOString();

export interface ActionInput {
  action: AccountAction;
  days?: number | undefined;
  rule: ReportReason;
  note?: string | undefined;
  caseId: number;
}

export interface Actor {
  id: number;
  username: string;
}

/**
 * Whether an action needs a second moderator: suspending and banning shut a person out, and lifting
 * either lets them back in; a restriction, and lifting one, does not.
 */
export function needsSecondModerator(action: AccountAction, target: UserRow): boolean {
  if (action === 'suspend' || action === 'ban') return true;
  if (action !== 'lift') return false;
  const standing = standingOf(target);
  return standing.banned || standing.suspension !== null;
}

/** A staff account that can still act now: a moderator's, not revoked. */
export async function isLiveStaff(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db.selectFrom('users').select(['role', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.role === 'moderator' && !isRevoked(row);
}

export type ActOutcome =
  { kind: 'done'; actionId: number; until: string | null; firstModerator: string | null } | { kind: 'waiting'; actionId: number };

/**
 * A moderator acts on an account. A restriction (and lifting one) is done at once. A suspension, a ban,
 * and lifting either wait for a second, different moderator: the first answers `waiting`; the second,
 * asking for the same action (and days), makes it so, if the first is still staff then (a revoked
 * moderator's request is dropped and the second becomes the first). The caller checked the case, the
 * account and the moderator; it ends the account's sessions and streams after a suspension or ban.
 */
export async function act(db: Db, moderator: Actor, target: UserRow, input: ActionInput): Promise<ActOutcome> {
  raiseForModerators();
  const fourEyes = needsSecondModerator(input.action, target);
  return inTransaction(db, async (trx) => {
    const at = now();
    const days = input.action === 'restrict' || input.action === 'suspend' ? (input.days ?? null) : null;
    const base = {
      user_id: target.id,
      username: target.username,
      display_name: target.display_name,
      action: input.action,
      days,
      rule: input.rule,
      note: input.note || null,
      case_id: input.caseId,
      requested_by: moderator.id,
      requested_by_username: moderator.username,
      requested_at: at,
    };
    if (fourEyes) {
      const waiting = await trx
        .selectFrom('account_actions')
        .select(['id', 'action', 'days', 'requested_by', 'requested_by_username'])
        .where('user_id', '=', target.id)
        .where('state', '=', 'waiting')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const agrees =
        waiting !== undefined &&
        waiting.action === input.action &&
        waiting.days === days &&
        waiting.requested_by !== moderator.id &&
        (await isLiveStaff(trx, waiting.requested_by));
      if (!agrees) {
        // The same moderator asking again changes nothing; anything else replaces what waited.
        if (waiting && waiting.requested_by === moderator.id && waiting.action === input.action && waiting.days === days)
          return { kind: 'waiting', actionId: waiting.id };
        if (waiting) await trx.updateTable('account_actions').set({ state: 'dropped' }).where('id', '=', waiting.id).execute();
        const row = await trx
          .insertInto('account_actions')
          .values({ ...base, state: 'waiting' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { kind: 'waiting', actionId: row.id };
      }
      const until = apply(at, input.action, days);
      await trx
        .updateTable('account_actions')
        .set({ state: 'done', done_at: at, confirmed_by: moderator.id, confirmed_by_username: moderator.username, until: until.until })
        .where('id', '=', waiting.id)
        .execute();
      await setStanding(trx, target.id, input, until);
      return { kind: 'done', actionId: waiting.id, until: until.until, firstModerator: waiting.requested_by_username };
    }
    const until = apply(at, input.action, days);
    const row = await trx
      .insertInto('account_actions')
      .values({ ...base, state: 'done', done_at: at, until: until.until })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Lifting drops whatever waited for a second moderator.
    if (input.action === 'lift')
      await trx
        .updateTable('account_actions')
        .set({ state: 'dropped' })
        .where('user_id', '=', target.id)
        .where('state', '=', 'waiting')
        .execute();
    await setStanding(trx, target.id, input, until);
    return { kind: 'done', actionId: row.id, until: until.until, firstModerator: null };
  });
}

/** The account's row takes the action; a ban or its lift recounts what it liked and wrote (its words count, or no longer). */
async function setStanding(trx: Db, userId: number, input: ActionInput, until: ReturnType<typeof apply>): Promise<void> {
  await trx.updateTable('users').set(until.columns(input.rule)).where('id', '=', userId).execute();
  if (input.action === 'ban' || input.action === 'lift') await recountTouchedBy(trx, userId);
}

/** What an action does to the account's row, and until when. */
function apply(at: string, action: AccountAction, days: number | null) {
  const until = days === null ? null : new Date(Date.parse(at) + days * DAY_MS).toISOString();
  return {
    until,
    columns(rule: ReportReason) {
      switch (action) {
        case 'restrict':
          return { restricted_at: at, restricted_until: until, standing_rule: rule };
        case 'suspend':
          return { suspended_at: at, suspended_until: until, standing_rule: rule };
        case 'ban':
          return { banned_at: at, standing_rule: rule };
        case 'lift':
          return {
            restricted_at: null,
            restricted_until: null,
            suspended_at: null,
            suspended_until: null,
            banned_at: null,
            standing_rule: null,
          };
      }
    },
  };
}

/**
 * A trusted account said "this person may be an adult" about something `authorId` wrote (or about them).
 * Once ADULT_REPORTS_TO_RESTRICT different trusted accounts have said it (since the account's last lift),
 * a member's account is restricted until a moderator decides. True when this report restricted it.
 */
export async function restrictOnAdultReports(trx: Db, authorId: number, caseId: number): Promise<boolean> {
  const author = await trx.selectFrom('users').selectAll().where('id', '=', authorId).executeTakeFirst();
  if (!author || author.role !== 'member') return false;
  const standing = standingOf(author);
  if (standing.restriction || standing.suspension || standing.banned) return false;
  const lastLift = await trx
    .selectFrom('account_actions')
    .select('done_at')
    .where('user_id', '=', authorId)
    .where('action', '=', 'lift')
    .where('state', '=', 'done')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const { n } = await trx
    .selectFrom('case_reports as r')
    .innerJoin('moderation_cases as c', 'c.id', 'r.case_id')
    .select((eb) => eb.fn.count<number>('r.reporter_id').distinct().as('n'))
    .where('c.author_id', '=', authorId)
    .where('r.reason', '=', 'adult')
    .where('r.trusted', '=', 1)
    .where('r.created_at', '>', lastLift?.done_at ?? '')
    .executeTakeFirstOrThrow();
  if (Number(n) < ADULT_REPORTS_TO_RESTRICT) return false;
  const at = now();
  await trx
    .insertInto('account_actions')
    .values({
      user_id: authorId,
      username: author.username,
      display_name: author.display_name,
      action: 'restrict',
      days: null,
      rule: 'adult',
      note: `${ADULT_REPORTS_TO_RESTRICT} trusted members said this person may be an adult`,
      case_id: caseId,
      requested_by: null,
      requested_by_username: null,
      requested_at: at,
      state: 'done',
      done_at: at,
      until: null,
    })
    .execute();
  await trx
    .updateTable('users')
    .set({ restricted_at: at, restricted_until: null, standing_rule: 'adult' })
    .where('id', '=', authorId)
    .execute();
  return true;
}

/** An account at a glance, on every case about its words (issue 52). */
export interface AccountGlance {
  caseCount: number;
  actionCount: number;
  restriction: { until: string | null } | null;
  suspension: { until: string | null } | null;
  banned: boolean;
  waiting: { action: AccountAction; days: number | null; requestedBy: number | null } | null;
}

/** The accounts of a page of cases at a glance: three reads for the whole page. */
export async function accountGlances(db: Db, userIds: number[]): Promise<Map<number, AccountGlance>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, AccountGlance>();
  if (ids.length === 0) return out;
  const [users, cases, actions] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'restricted_at', 'restricted_until', 'suspended_at', 'suspended_until', 'banned_at'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('moderation_cases')
      .select(['author_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('author_id', 'in', ids)
      .groupBy('author_id')
      .execute(),
    db
      .selectFrom('account_actions')
      .select(['id', 'user_id', 'state', 'action', 'days', 'requested_by'])
      .where('user_id', 'in', ids)
      .where('state', 'in', ['done', 'waiting'])
      .orderBy('id')
      .execute(),
  ]);
  for (const u of users) {
    const standing = standingOf(u);
    const mine = actions.filter((a) => a.user_id === u.id);
    const waiting = mine.filter((a) => a.state === 'waiting').at(-1);
    out.set(u.id, {
      caseCount: Number(cases.find((c) => c.author_id === u.id)?.n ?? 0),
      actionCount: mine.filter((a) => a.state === 'done').length,
      restriction: standing.restriction,
      suspension: standing.suspension,
      banned: standing.banned,
      waiting: waiting ? { action: waiting.action, days: waiting.days, requestedBy: waiting.requested_by } : null,
    });
  }
  return out;
}

export interface ActionRecord {
  id: number;
  action: AccountAction;
  state: 'waiting' | 'done' | 'dropped';
  days: number | null;
  until: string | null;
  rule: ReportReason | null;
  note: string | null;
  caseId: number | null;
  requestedBy: string | null;
  requestedAt: string;
  confirmedBy: string | null;
  doneAt: string | null;
  appealedAt: string | null;
  appealNote: string | null;
}

/** How many of an account's cases and actions its record shows (the newest). */
export const RECORD_LIMIT = 20;

/** An account as moderators see it on a case: who, its standing, its earlier cases and the actions taken. */
export async function accountRecord(db: Db, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [cases, caseCount, actions] = await Promise.all([
    db
      .selectFrom('moderation_cases as c')
      .select(['c.id', 'c.subject', 'c.hidden', 'c.decision', 'c.first_reported_at', 'c.held_for'])
      .select((eb) =>
        eb.selectFrom('case_versions as v').select('v.text').whereRef('v.case_id', '=', 'c.id').orderBy('v.id', 'desc').limit(1).as('text'),
      )
      .where('c.author_id', '=', userId)
      .orderBy('c.id', 'desc')
      .limit(RECORD_LIMIT)
      .execute(),
    db
      .selectFrom('moderation_cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('account_actions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(RECORD_LIMIT).execute(),
  ]);
  const reasons = cases.length
    ? await db
        .selectFrom('case_reports')
        .select(['case_id', 'reason'])
        .distinct()
        .where(
          'case_id',
          'in',
          cases.map((c) => c.id),
        )
        .execute()
    : [];
  const standing = standingOf(user);
  return {
    userId: user.id,
    displayName: user.display_name,
    username: user.username,
    role: user.role,
    createdAt: user.created_at,
    isDemo: user.is_demo === 1,
    restriction: standing.restriction,
    suspension: standing.suspension,
    banned: standing.banned,
    rule: user.standing_rule ?? null,
    caseCount: Number(caseCount.n),
    cases: cases.map((c) => ({
      id: c.id,
      subject: c.subject,
      hidden: c.hidden === 1,
      decision: c.decision,
      heldFor: c.held_for,
      firstReportedAt: c.first_reported_at,
      text: c.text ?? null,
      reasons: reasons.filter((r) => r.case_id === c.id).map((r) => r.reason),
    })),
    actions: actions.map((a): ActionRecord => ({
      id: a.id,
      action: a.action,
      state: a.state,
      days: a.days,
      until: a.until,
      rule: a.rule,
      note: a.note,
      caseId: a.case_id,
      requestedBy: a.requested_by_username,
      requestedAt: a.requested_at,
      confirmedBy: a.confirmed_by_username,
      doneAt: a.done_at,
      appealedAt: a.appealed_at,
      appealNote: a.appeal_note,
    })),
  };
}

export type ActionAppeal = 'appealed' | 'already' | 'none';

/**
 * The account asks for another look at the action a moderator took on it from this case (the one in
 * force, newest first): once per action. Its case goes back to the moderators' queue with the note.
 */
export async function appealAction(trx: Db, caseId: number, userId: number, note: string | undefined): Promise<ActionAppeal> {
  const action = await trx
    .selectFrom('account_actions')
    .select(['id', 'appealed_at'])
    .where('case_id', '=', caseId)
    .where('user_id', '=', userId)
    .where('state', '=', 'done')
    .where('action', '!=', 'lift')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!action) return 'none';
  if (action.appealed_at !== null) return 'already';
  const at = now();
  await trx
    .updateTable('account_actions')
    .set({ appealed_at: at, appeal_note: note || null })
    .where('id', '=', action.id)
    .execute();
  await trx
    .insertInto('case_appeals')
    .values({ case_id: caseId, note: note || null, created_at: at })
    .execute();
  await trx.updateTable('moderation_cases').set({ decision: null, appealed_at: at }).where('id', '=', caseId).execute();
  return 'appealed';
}

/** One account's part of it in its export: the actions taken on it. */
export async function exportActions(db: Db, userId: number) {
  const rows = await db
    .selectFrom('account_actions')
    .select(['action', 'days', 'until', 'rule', 'done_at', 'appealed_at'])
    .where('user_id', '=', userId)
    .where('state', '=', 'done')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, days: r.days, until: r.until, rule: r.rule, at: r.done_at, appealedAt: r.appealed_at }));
}

/**
 * A suspended or closed account asks for another look at the newest suspension or ban taken on it from
 * a case (it cannot sign in to ask from its bell): once per action.
 */
export async function appealShutOut(db: Db, userId: number, note: string | undefined): Promise<ActionAppeal> {
  raiseForModerators();
  return inTransaction(db, async (trx) => {
    const action = await trx
      .selectFrom('account_actions')
      .select('case_id')
      .where('user_id', '=', userId)
      .where('state', '=', 'done')
      .where('action', 'in', ['suspend', 'ban'])
      .where('case_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return action ? appealAction(trx, action.case_id!, userId, note) : 'none';
  });
}
