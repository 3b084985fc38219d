// Safety on every shared surface (issue 14): Report, Block and the moderators' queue, the same for pep
// talks, their comments, video comments and mentor messages.
import { z } from 'zod';
import { Id, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { KEPT_KINDS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_SUBJECTS } from './safety-rules';

export * from './safety-rules';

export const ReportBody = z.strictObject({
  subject: z.enum(REPORT_SUBJECTS, { error: 'Choose what you are reporting.' }),
  id: Id,
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  note: typedText(0, REPORT_NOTE_MAX, { long: `Keep the note to ${REPORT_NOTE_MAX} characters.` }).optional(),
});
export type ReportBody = z.input<typeof ReportBody>;

export const ReportAnswer = z.object({ id: z.number().int() });

export const BlockBody = z.strictObject({ userId: Id });
export const BlockParams = z.strictObject({ userId: Id });

export const BlockedUser = z.object({ userId: z.number().int(), displayName: z.string(), blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUser>;

/** One reported (or held) item in the moderators' queue. */
export const ModerationCase = z.object({
  id: z.number().int(),
  subject: z.enum(REPORT_SUBJECTS),
  itemId: z.number().int(),
  /** The reasons given, most given first; 'self-harm' too when the writer spoke of hurting themselves. */
  reasons: z.array(z.enum(REPORT_REASONS)),
  /** How many people reported it (0 when it was held for care on writing). */
  count: z.number().int(),
  /** Hidden from everyone but its author. */
  hidden: z.boolean(),
  /** Self-harm: first in the queue. */
  urgent: z.boolean(),
  firstReportedAt: z.string(),
  /** What the item says (null when it was deleted since). */
  text: z.string().nullable(),
  authorId: z.number().int(),
  authorName: z.string(),
  /** null while it waits; then the last decision. */
  decision: z.enum(['hide', 'restore']).nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCase>;

export const DecisionBody = z.strictObject({ action: z.enum(['hide', 'restore'], { error: "Choose 'hide' or 'restore'." }) });

export const ModerationQuery = PageQuery.extend({
  /** 'open' (the default): waiting for a decision; 'decided': the decisions taken. */
  status: z.enum(['open', 'decided']).default('open'),
});

export const safetyApi = {
  /** 201 {id} for a new report, 200 with the same id on a repeat (which changes nothing). */
  report: endpoint({ method: 'POST', path: '/api/reports', body: ReportBody, status: 201, response: ReportAnswer }),
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

export const moderationApi = {
  /** What was kept from deleted accounts, newest first (moderators only). */
  kept: endpoint({ method: 'GET', path: '/api/moderation/kept', query: PageQuery, response: z.array(KeptRecord), paged: true, roles: ['moderator'] }),
  /** Self-harm first, then the oldest report first. */
  reports: endpoint({
    method: 'GET',
    path: '/api/moderation/reports',
    query: ModerationQuery,
    response: z.array(ModerationCase),
    paged: true,
    roles: ['moderator'],
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/moderation/reports/:id',
    params: z.strictObject({ id: Id }),
    body: DecisionBody,
    response: ModerationCase,
    roles: ['moderator'],
  }),
};
