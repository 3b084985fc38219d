// How the moderation screen names things: subjects, the queue's priorities, the audit's actions, and
// times to the minute (a case may be edited twice in a day).
import type { AuditAction, CaseSubject } from '../../../contract/safety-rules';
import { CASE_PRIORITIES } from '../../../contract/safety-rules';

export const SUBJECT_LABELS: Record<CaseSubject, string> = {
  peptalk: 'Pep talk',
  'peptalk-comment': 'Pep talk comment',
  video: 'Video (a studio clip)',
  'video-comment': 'Video comment',
  'mentor-message': 'Mentor message',
  'board-title': 'Board or column title',
  'board-task': 'Board task',
  board: 'Shared board',
  name: 'Name',
};

/** The badge of a case above the rest of the queue (priority 4, the rest, has none). */
export const PRIORITY_LABELS: Record<number, string> = {
  [CASE_PRIORITIES.heldForCare]: 'Held for care',
  [CASE_PRIORITIES.selfHarmReport]: 'Self-harm report',
  [CASE_PRIORITIES.sexualOrAdult]: 'Sexual or adult',
};

/** Why a case is above the rest, said under its badge. */
export const PRIORITY_HINTS: Record<number, string> = {
  [CASE_PRIORITIES.heldForCare]: 'Look first: the writer spoke of hurting themselves.',
  [CASE_PRIORITIES.selfHarmReport]: 'Look first: someone whose report counts says the writer may hurt themselves.',
  [CASE_PRIORITIES.sexualOrAdult]: "Look first: reported as sexual content, or an adult's words.",
};

/** Priority 1 without a care hold: a report's note spoke of hurting oneself (issue 51). */
export const NOTE_CARE_LABEL = 'Self-harm in a report';
export const NOTE_CARE_HINT = "Look first: a report's note speaks of hurting oneself (the reporter's own pain, or someone's they know).";

export const AUDIT_LABELS: Record<AuditAction, string> = {
  'read-queue': 'Read the queue',
  'read-case': 'Read a case',
  'read-thread': 'Read a mentor thread',
  'read-kept': 'Read kept records',
  'read-audit': 'Read the audit',
  hide: 'Hid',
  restore: 'Restored',
  'restore-requested': 'Asked to restore',
  'read-account': "Read an account's record",
  'account-action': 'Acted on an account',
  'account-action-requested': 'Asked to act on an account',
  'unlink-mentor': 'Unlinked a mentor',
};

export const ROLE_LABELS: Record<string, string> = { mentor: 'Mentor', moderator: 'Staff' };

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Sep 12, 2026, 3:05 PM" in the moderator's own clock. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
