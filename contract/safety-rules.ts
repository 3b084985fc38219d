// Safety's constants and words, without the schemas (contract/safety.ts): what the Report dialog and
// the moderators' screen draw with, kept out of the zod code so that screens stay small.

/** What can be reported: each names a place where one teenager's words reach another. */
export const REPORT_SUBJECTS = ['peptalk', 'peptalk-comment', 'video-comment', 'mentor-message'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const REPORT_REASONS = ['bullying', 'hate', 'self-harm', 'sexual', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog names each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  bullying: 'Bullying or harassment',
  hate: 'Hate or slurs',
  'self-harm': 'Someone may hurt themselves',
  sexual: 'Sexual content',
  spam: 'Spam or scams',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 500;

/** Reports from this many different people (accounts older than a day) hide an item until a moderator decides. */
export const REPORTS_TO_HIDE = 3;

/** The thank-you after a report, saying what happens next. */
export const REPORT_THANKS = 'Thanks for telling us. A moderator will look at it; it is hidden once several people report it.';

/** Issue 16: how long safeguarding keeps what it needs of a deleted account, and what that is. */
export const KEPT_FOR_DAYS = 90;
export const KEPT_KINDS = ['reported-content', 'mentor-thread'] as const;
export type KeptKind = (typeof KEPT_KINDS)[number];
