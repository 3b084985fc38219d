// Pep Talk's constants and messages, without the schemas: what a screen needs to draw, kept out of
// the zod code (contract/pep-talks.ts) so that the screen's first load stays small.
import { MAX_COMMENT_LENGTH } from './social-rules';

/** SPEC §3, in the order of the filter chips. */
export const PEP_TALK_CATEGORIES = [
  'confidence',
  'stress',
  'friendship',
  'motivation',
  'courage',
  'creativity',
  'focus',
  'gratitude',
] as const;
export type PepTalkCategory = (typeof PEP_TALK_CATEGORIES)[number];

export const MEDIA_TYPES = ['text', 'image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const PEP_TALK_LIMITS = { title: 120, body: 2000, comment: MAX_COMMENT_LENGTH } as const;

/** SPEC §5. */
export const MISSING_INFORMATION = {
  title: 'Missing information',
  description: 'Please provide both a title and content for your pep talk.',
};
export const MISSING_COMMENT = { title: 'Missing comment', description: 'Please write something before submitting.' };
export const ONLY_TEXT = 'Pep talks are text for now: only the Rise team posts pictures and videos.';

/** The answer to a comment on a pep talk whose author turned comments off (issue 31). */
export const COMMENTS_OFF = 'Comments are turned off on this pep talk.';

/**
 * Whether a new pep talk starts private when its author does not say (issue 31): for 13- to
 * 15-year-olds, and members whose age is not known, it does (Instagram and TikTok keep under-16s
 * private by default); otherwise it starts public, as SPEC §7 has it. A demo's is public to itself only.
 */
export function startsPrivate(user: { ageGroup: '13-15' | '16-17' | '18+' | null; isDemo: boolean }): boolean {
  return user.ageGroup === '13-15' || (user.ageGroup === null && !user.isDemo);
}
