// Safety on every shared surface (issue 14): Report, Block and the moderators' queue, the same for pep
// talks, their comments, video comments and mentor messages.
import { z } from 'zod';
import { Id, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import {
  ACCOUNT_ACTIONS,
  AUDIT_ACTIONS,
  CASE_SUBJECTS,
  KEPT_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_SUBJECTS,
  RESTRICT_DAYS,
  SUSPEND_DAYS,
} from './safety-rules';

export * from './safety-rules';

export const ReportBody = z.strictObject({
  subject: z.enum(REPORT_SUBJECTS, { error: 'Choose what you are reporting.' }),
  id: Id,
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  note: typedText(0, REPORT_NOTE_MAX, { long: `Keep the note to ${REPORT_NOTE_MAX} characters.` }).optional(),
});
export type ReportBody = z.input<typeof ReportBody>;

/**
 * The report's id, and whether it reaches the moderators: a demo account's reports reach no one (a
 * demo is a sandbox, issue 31), so they have no id, unless the note speaks of hurting oneself. `care`
 * when the note does (issue 51): the case is urgent and the app offers help.
 */
export const ReportAnswer = z.object({ id: z.number().int().nullable(), reachesModerators: z.boolean(), care: z.boolean() });

export const BlockBody = z.strictObject({ userId: Id });
export const BlockParams = z.strictObject({ userId: Id });

export const BlockedUser = z.object({ userId: z.number().int(), displayName: z.string(), blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUser>;

/** One reported (or held) item in the moderators' queue, kept as evidence (issue 29). */
export const ModerationCase = z.object({
  id: z.number().int(),
  /** What it is about: a reportable item, or `name` (an account's names held for care; itemId is the account). */
  subject: z.enum(CASE_SUBJECTS),
  itemId: z.number().int(),
  /** The reasons given, most given first; 'self-harm' too when the writer spoke of hurting themselves. */
  reasons: z.array(z.enum(REPORT_REASONS)),
  /** How many people reported it (0 when it was held for care on writing). */
  count: z.number().int(),
  /** How many of them had accounts older than a day (and not demos): only they count toward hiding. */
  trustedCount: z.number().int(),
  /** Hidden from everyone but its author. */
  hidden: z.boolean(),
  /** Priority 1 to 3 (contract/safety-rules.ts CASE_PRIORITIES): before the rest of the queue. */
  urgent: z.boolean(),
  /** 1 the writer held for care, 2 a self-harm report, 3 a sexual report or an adult's message, 4 the rest. */
  priority: z.number().int(),
  /** Held on writing: 'self-harm' (the writer spoke of hurting themselves) or 'grooming' (an adult's grooming cue). */
  heldFor: z.enum(['self-harm', 'grooming']).nullable(),
  firstReportedAt: z.string(),
  /** The words now: the newest version (null only for a case from before versions whose item is gone). */
  text: z.string().nullable(),
  /** Every version of the words, the first (as first reported or held) first, each with when it was seen. */
  versions: z.array(z.object({ text: z.string(), at: z.string() })),
  /** Each report: its reason, the reporter's note, when, and whether the reporter's account was trusted. */
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string().nullable(), at: z.string(), trusted: z.boolean() })),
  /** The author's requests for another look, oldest first. */
  appeals: z.array(z.object({ note: z.string().nullable(), at: z.string() })),
  /** null once the writer's account was deleted. */
  authorId: z.number().int().nullable(),
  /** The writer as they were named when the case opened. */
  authorName: z.string(),
  authorUsername: z.string(),
  /** 'member', 'mentor' or 'moderator' when the case opened: an adult's words rank higher. */
  authorRole: z.string(),
  /** When the item itself was deleted (the case stays): null while it exists. */
  itemDeletedAt: z.string().nullable(),
  /** null while it waits; then the last decision. */
  decision: z.enum(['hide', 'restore']).nullable(),
  decidedAt: z.string().nullable(),
  /** A restore waiting for a second moderator (four eyes): who asked first. */
  restoreRequestedBy: z.number().int().nullable(),
  /** Restored after a self-harm hold or report: others see it behind a warning. */
  warn: z.boolean(),
  /**
   * Issue 52: the writer's account at a glance, so that a pattern shows on every case (null once it was
   * deleted): how many cases are about its words, how many actions were taken on it, what is in force,
   * and an action waiting for a second moderator. GET /api/moderation/accounts/:userId has the rest.
   */
  account: z
    .object({
      caseCount: z.number().int(),
      actionCount: z.number().int(),
      restriction: z.object({ until: z.string().nullable() }).nullable(),
      suspension: z.object({ until: z.string().nullable() }).nullable(),
      banned: z.boolean(),
      waiting: z
        .object({ action: z.enum(ACCOUNT_ACTIONS), days: z.number().int().nullable(), requestedBy: z.number().int().nullable() })
        .nullable(),
    })
    .nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCase>;

export const DecisionBody = z.strictObject({
  action: z.enum(['hide', 'restore'], { error: "Choose 'hide' or 'restore'." }),
  /** With 'hide': the community standards' rule it broke, named to its author (the case's first reason by default). */
  rule: z.enum(REPORT_REASONS, { error: 'Choose the rule it broke.' }).optional(),
});

export const AppealBody = z.strictObject({
  caseId: Id,
  note: typedText(0, REPORT_NOTE_MAX, { long: `Keep the note to ${REPORT_NOTE_MAX} characters.` }).optional(),
});

/** One row of the moderators' audit: who looked at or decided what, and when. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  moderatorId: z.number().int().nullable(),
  moderatorUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  caseId: z.number().int().nullable(),
  about: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const ModerationQuery = PageQuery.extend({
  /** 'open' (the default): waiting for a decision; 'decided': the decisions taken. */
  status: z.enum(['open', 'decided']).default('open'),
});

export const safetyApi = {
  /** 201 {id} for a new report, 200 with the same id on a repeat (which changes nothing). */
  report: endpoint({
    method: 'POST',
    path: '/api/reports',
    body: ReportBody,
    status: 201,
    response: ReportAnswer,
    roles: ['member', 'mentor'],
  }),
  blocks: endpoint({ method: 'GET', path: '/api/blocks', query: PageQuery, response: z.array(BlockedUser), paged: true }),
  block: endpoint({ method: 'POST', path: '/api/blocks', body: BlockBody, status: 204 }),
  unblock: endpoint({ method: 'DELETE', path: '/api/blocks/:userId', params: BlockParams, status: 204 }),
};

/**
 * Issue 16: what safeguarding needs of a deleted account, kept apart for moderators only and erased
 * after KEPT_FOR_DAYS: open reports about what it wrote, and its mentor threads.
 */
export { KEPT_FOR_DAYS, KEPT_KINDS, type KeptKind } from './safety-rules';
export const KeptRecord = z.object({
  id: z.number().int(),
  kind: z.enum(KEPT_KINDS),
  /** What it is, in a line: "pep talk, reported for bullying", "Thread with Maya Okafor". */
  about: z.string(),
  /** The words as they were: the item's text, or the thread's messages in order. */
  lines: z.array(z.object({ from: z.string(), text: z.string(), at: z.string() })),
  /** The former account's username, so that a moderator can connect reports. */
  formerUsername: z.string(),
  keptAt: z.string(),
  erasedAfter: z.string(),
});
export type KeptRecord = z.infer<typeof KeptRecord>;

/**
 * Issue 52: a moderator acts on the writer's account from a case. `days`: 1 or 7 for a restriction
 * (required), 1, 7 or 30 for a suspension (none: until lifted); `rule`: the community standards' rule,
 * the case's first reason by default; `note`: for the other moderators and the record.
 */
export const AccountActionBody = z
  .strictObject({
    action: z.enum(ACCOUNT_ACTIONS, { error: "Choose 'restrict', 'suspend', 'ban' or 'lift'." }),
    days: z.number().int().optional(),
    caseId: Id,
    rule: z.enum(REPORT_REASONS, { error: 'Choose the rule it broke.' }).optional(),
    note: typedText(0, REPORT_NOTE_MAX, { long: `Keep the note to ${REPORT_NOTE_MAX} characters.` }).optional(),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly number[] = body.action === 'restrict' ? RESTRICT_DAYS : body.action === 'suspend' ? SUSPEND_DAYS : [];
    if (body.action === 'restrict' && body.days === undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], message: `Choose how long: ${RESTRICT_DAYS.join(' or ')} days.` });
    else if (body.days !== undefined && !allowed.includes(body.days))
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: allowed.length ? `Choose ${allowed.join(', ')} days.` : `A ${body.action} has no days.`,
      });
  });
export type AccountActionBody = z.input<typeof AccountActionBody>;

const Until = z.object({ until: z.string().nullable() });

/** One action taken (or waiting) on an account. */
export const AccountActionRecord = z.object({
  id: z.number().int(),
  action: z.enum(ACCOUNT_ACTIONS),
  /** 'waiting' for a second moderator, 'done', or 'dropped' (overtaken, lifted, or its first moderator left). */
  state: z.enum(['waiting', 'done', 'dropped']),
  days: z.number().int().nullable(),
  until: z.string().nullable(),
  rule: z.enum(REPORT_REASONS).nullable(),
  note: z.string().nullable(),
  caseId: z.number().int().nullable(),
  /** null: taken by two trusted "may be an adult" reports. */
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  confirmedBy: z.string().nullable(),
  doneAt: z.string().nullable(),
  appealedAt: z.string().nullable(),
  appealNote: z.string().nullable(),
});
export type AccountActionRecord = z.infer<typeof AccountActionRecord>;

/** An account as moderators see it on every case: its standing, its earlier cases and the actions taken. */
export const AccountRecord = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  username: z.string(),
  role: z.string(),
  createdAt: z.string(),
  isDemo: z.boolean(),
  /** In force now, each with until when (null: until a moderator decides, or lifts it). */
  restriction: Until.nullable(),
  suspension: Until.nullable(),
  banned: z.boolean(),
  rule: z.enum(REPORT_REASONS).nullable(),
  /** Every case about its words; `cases` holds the newest few. */
  caseCount: z.number().int(),
  cases: z.array(
    z.object({
      id: z.number().int(),
      subject: z.enum(CASE_SUBJECTS),
      hidden: z.boolean(),
      decision: z.enum(['hide', 'restore']).nullable(),
      heldFor: z.string().nullable(),
      firstReportedAt: z.string(),
      text: z.string().nullable(),
      reasons: z.array(z.enum(REPORT_REASONS)),
    }),
  ),
  /** The newest actions, newest first. */
  actions: z.array(AccountActionRecord),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

export const AccountParams = z.strictObject({ userId: Id });

export const moderationApi = {
  /** What was kept from deleted accounts, newest first (moderators only). */
  kept: endpoint({
    method: 'GET',
    path: '/api/moderation/kept',
    query: PageQuery,
    response: z.array(KeptRecord),
    paged: true,
    roles: ['moderator'],
  }),
  /** Self-harm first, then the oldest report first. */
  reports: endpoint({
    method: 'GET',
    path: '/api/moderation/reports',
    query: ModerationQuery,
    response: z.array(ModerationCase),
    paged: true,
    roles: ['moderator'],
  }),
  /**
   * 200 with the case once decided. A restore where a life may be at stake (held for care, reported for
   * self-harm or sexual content) needs two different moderators: the first answers 202 and the case waits.
   * 403 for a case about the moderator's own words.
   */
  decide: endpoint({
    method: 'POST',
    path: '/api/moderation/reports/:id',
    params: z.strictObject({ id: Id }),
    body: DecisionBody,
    response: ModerationCase,
    roles: ['moderator'],
  }),
  /** Every look and decision, newest first (moderators only; reading it is recorded too). */
  audit: endpoint({
    method: 'GET',
    path: '/api/moderation/audit',
    query: PageQuery,
    response: z.array(AuditEntry),
    paged: true,
    roles: ['moderator'],
  }),
  /**
   * Issue 52: restrict answers 201; suspend, ban and lifting either need two different moderators (the
   * first answers 202 and the action waits; the second, 200); lifting a restriction answers 200. 403 for
   * one's own account or a staff account; 400 when the case is not about this account.
   */
  accountAction: endpoint({
    method: 'POST',
    path: '/api/moderation/accounts/:userId/actions',
    params: AccountParams,
    body: AccountActionBody,
    response: AccountRecord,
    roles: ['moderator'],
  }),
  /** The account's record (reading it is audited). */
  account: endpoint({
    method: 'GET',
    path: '/api/moderation/accounts/:userId',
    params: AccountParams,
    response: AccountRecord,
    roles: ['moderator'],
  }),
  /** The author of a hidden item asks for another look: the case goes back to the queue, once per decision. */
  appeal: endpoint({
    method: 'POST',
    path: '/api/moderation/appeals',
    body: AppealBody,
    status: 201,
    response: z.object({ caseId: z.number().int() }),
    roles: ['member', 'mentor'],
  }),
};
