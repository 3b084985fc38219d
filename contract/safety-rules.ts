// Safety's constants and words, without the schemas (contract/safety.ts): what the Report dialog and
// the moderators' screen draw with, kept out of the zod code so that screens stay small.

/**
 * What can be reported: each names a place where one teenager's words reach another, and `person` (its
 * id the account's): a person as others meet them, their names (issue 52, "this person may be an adult").
 */
export const REPORT_SUBJECTS = [
  'peptalk',
  // A studio clip of Leadership Shorts (issue 55): the catalogue's own videos are Rise's, not reportable.
  'video',
  'peptalk-comment',
  'video-comment',
  'mentor-message',
  'board-title',
  'board-task',
  'person',
] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/**
 * What a moderation case can be about: an item, or an account's names (`name`, its item id the account's):
 * held when they speak of hurting oneself (issue 51), or reported as a `person` (issue 52). `board` (its
 * item id a board's) is a case from before a board's and its columns' titles kept their writers (issue
 * 52): such cases stay as evidence; new ones are about one version of a title (`board-title`).
 */
export const CASE_SUBJECTS = [
  'peptalk',
  'video',
  'peptalk-comment',
  'video-comment',
  'mentor-message',
  'board-title',
  'board-task',
  'name',
  'board',
] as const;
export type CaseSubject = (typeof CASE_SUBJECTS)[number];

/** The case a report opens: a person's is the case of their names. */
export const caseSubjectOf = (subject: ReportSubject): CaseSubject => (subject === 'person' ? 'name' : subject);

/** What everyone but its writer and the moderators sees in place of a name held for care. */
export const HELD_NAME = 'Rise member';

export const REPORT_REASONS = ['bullying', 'hate', 'self-harm', 'sexual', 'adult', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog names each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  bullying: 'Bullying or harassment',
  hate: 'Hate or slurs',
  'self-harm': 'Someone may hurt themselves',
  sexual: 'Sexual content',
  adult: 'This person may be an adult',
  spam: 'Spam or scams',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 500;

/** Reports from this many different people (accounts older than a day) hide an item until a moderator decides. */
export const REPORTS_TO_HIDE = 3;

/** What a demo account is told when it reports: demo accounts are sandboxes (issue 31). */
export const DEMO_REPORT = 'Reports from a demo account reach no one. In your own account, a report goes to Rise’s safety team.';
export const REPORT_THANKS = 'Thanks for telling us. A moderator will look at it; it is hidden once several people report it.';

/** Issue 16: how long safeguarding keeps what it needs of a deleted account, and what that is. */
export const KEPT_FOR_DAYS = 90;
export const KEPT_KINDS = ['reported-content', 'mentor-thread'] as const;
export type KeptKind = (typeof KEPT_KINDS)[number];

/**
 * Issue 29: the queue puts danger first. 1: the writer was held for care (self-harm), or a report's note
 * speaks of hurting oneself (issue 51, from any account); 2: a self-harm report from a trusted account;
 * 3: a `sexual` report, or anything about an adult's message; 4: the rest. Otherwise reports from
 * accounts under a day old or from demo accounts never raise a case above 4.
 */
export const CASE_PRIORITIES = { heldForCare: 1, selfHarmReport: 2, sexualOrAdult: 3, other: 4 } as const;

/** A report counts toward urgency and hiding only from an account at least this old (and not a demo). */
export const TRUSTED_REPORTER_AGE_HOURS = 24;

/** How long a decided case of a deleted item, and what a deleted account leaves for safeguarding, is kept. */
export const CASE_KEPT_FOR_DAYS = 90; // the same window as KEPT_FOR_DAYS

/** What the moderators' audit records (issue 29): every look and every decision. */
export const AUDIT_ACTIONS = [
  'read-queue',
  'read-case',
  'read-thread',
  'read-kept',
  'read-audit',
  'hide',
  'restore',
  'restore-requested',
  'read-account',
  'account-action',
  'account-action-requested',
  'unlink-mentor',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The community standards' rules, by the reason an item was hidden for (named in the author's notice). */
export const COMMUNITY_RULES: Record<ReportReason, string> = {
  bullying: 'Be kind: no bullying or harassment',
  hate: 'Respect everyone: no hate or slurs',
  'self-harm': 'Stay safe: posts about hurting yourself go to our care team first',
  sexual: 'Keep it clean: no sexual content',
  adult: 'Rise is for teenagers: adults take part only as mentors or staff',
  spam: 'Keep it real: no spam or scams',
  other: 'Keep Rise a safe place for everyone',
};

/**
 * Issue 52: what a moderator can do to an account. `restrict`: for RESTRICT_DAYS it cannot post,
 * comment, reply, write on shared boards, join a board or write to a mentor (reading and its own tools go
 * on). `suspend`: it cannot sign in (for SUSPEND_DAYS, or until lifted). `ban`: closed for good, its
 * public words hidden. `lift`: back to normal. A suspension, a ban, and lifting either need two
 * different moderators (FOUR_EYES_ACTIONS), as a restore where a life may be at stake does.
 */
export const ACCOUNT_ACTIONS = ['restrict', 'suspend', 'ban', 'lift'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
export const RESTRICT_DAYS = [1, 7] as const;
export const SUSPEND_DAYS = [1, 7, 30] as const;

/** Two trusted accounts saying "this person may be an adult" restrict the account until a moderator decides. */
export const ADULT_REPORTS_TO_RESTRICT = 2;

/** What the account is told it cannot do while restricted, until when (null: until a moderator has looked). */
export function restrictionMessage(until: string | null, formatDate: (iso: string) => string): string {
  const when = until === null ? 'until a moderator has looked at a report about your account' : `until ${formatDate(until)}`;
  return `A moderator has paused your posting ${when}: you can't post, comment, reply, write on shared boards, join a board or write to a mentor. You can still read everything and use your own tools.`;
}

/** A date and time as the server words it in a 403 (UTC, unambiguous); the app words it in the reader's zone. */
export const utcWords = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
