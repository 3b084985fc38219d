// Accounts: sign-up, sign-in and the current user (SPEC §3 "Current user").
import { z } from 'zod';
import { Ok, calendarDate, typedText } from './common';
import { ANY_ROLE, endpoint } from './endpoint';
import { REPORT_NOTE_MAX, REPORT_REASONS } from './safety-rules';

/** Words that would make a name look like Rise's own staff: nobody may take them. */
const ROLE_WORDS = new Set([
  'admin',
  'administrator',
  'moderator',
  'mod',
  'mods',
  'official',
  'staff',
  'support',
  'system',
  'root',
  'helpdesk',
]);

/** The words of a name: split at spaces, underscores, digits and a lower-to-upper case change ("RiseTeam", "Rise_Team"). */
const wordsOf = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * A username may not carry a staff word, the app's own name or the word sample ("Rise_Team", "Official_Rise",
 * "admin", "maya_sample").
 * A display name may not carry a staff word, nor be "Rise" or "Rise Team", but Rise is also a
 * family name ("Robin Rise").
 */
export function isReservedName(name: string, kind: 'username' | 'displayName' = 'username'): boolean {
  const words = wordsOf(name);
  if (words.some((w) => ROLE_WORDS.has(w))) return true;
  // 'sample' marks the sample community that demos read (decision 0036).
  if (kind === 'username') return words.includes('rise') || words.includes('sample');
  return words.includes('rise') && (words.length === 1 || words.includes('team'));
}

const RESERVED_MESSAGE = 'That name is kept for the Rise team. Please choose another.';

export const RESERVED_NAME_MESSAGE = RESERVED_MESSAGE;

/** A username's form; `Username` adds the reserved names, which settings check only on a change. */
export const UsernameFormat = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,20}$/, 'Use 3 to 20 letters, digits or underscores.');
export const Username = UsernameFormat.refine((name) => !isReservedName(name), RESERVED_MESSAGE);

export const DisplayNameText = typedText(1, 40, { empty: 'Enter a display name.' });
export const DisplayName = DisplayNameText.refine((name) => !isReservedName(name, 'displayName'), RESERVED_MESSAGE);

export const Password = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((s) => !s.includes('\u0000'), 'Remove the control characters.');

// The age rule and its messages live in contract/ages.ts (no zod there, so a screen can show them cheaply).
export {
  ADULT_AGE,
  ADULT_AGE_MESSAGE,
  ADULT_MEMBER_MESSAGE,
  AGE_REFUSAL_MESSAGES,
  MIN_AGE,
  UNDER_AGE_MESSAGE,
  ageOn,
  ageRefusalOf,
} from './ages';
export type { AgeRefusal } from './ages';

/**
 * A date of birth's form: a real calendar date, not in the future, not before 1900. The age rule is
 * not part of it (see `ageRefusalOf`). A date of birth is checked and never stored.
 */
export const DateOfBirth = calendarDate('Enter your date of birth.').superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  if (Number(value.slice(0, 4)) < 1900) ctx.addIssue({ code: 'custom', message: 'Enter your real date of birth.' });
  else if (Date.parse(`${value}T00:00:00Z`) > Date.now()) ctx.addIssue({ code: 'custom', message: 'That date is in the future.' });
});

export const Theme = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof Theme>;

/**
 * Issue 31: "Keep me signed in". Without it the session cookie ends when the browser closes and
 * nothing of the account is kept for offline use (a shared school computer).
 */
export const KeepSignedIn = z.boolean().optional();

export const SignUpBody = z.strictObject({
  username: Username,
  displayName: DisplayName,
  password: Password,
  dateOfBirth: DateOfBirth,
  keepSignedIn: KeepSignedIn,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.strictObject({
  username: typedText(1, 64, { empty: 'Enter your username.' }),
  password: z.string().min(1, 'Enter your password.').max(1024),
  keepSignedIn: KeepSignedIn,
});
export type SignInBody = z.infer<typeof SignInBody>;

/**
 * Issue 52: a suspended or closed account cannot sign in, so it asks for another look with its
 * username and password (once per action, as a signed-in appeal is).
 */
export const ShutOutAppealBody = z.strictObject({
  username: typedText(1, 64, { empty: 'Enter your username.' }),
  password: z.string().min(1, 'Enter your password.').max(1024),
  note: typedText(0, REPORT_NOTE_MAX, { long: `Keep the note to ${REPORT_NOTE_MAX} characters.` }).optional(),
});
export type ShutOutAppealBody = z.infer<typeof ShutOutAppealBody>;

/**
 * What an account is for: a teen ('member'), an adult mentor who only sees its inbox ('mentor'), or a
 * member of Rise's staff who only reads and decides on reports and reads mentor threads ('moderator').
 * Adults' accounts are made by server commands (npm run mentor, npm run moderator); a member's role
 * never changes.
 */
export const ROLES = ['member', 'mentor', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC §3 current user, plus the settings that Profile → Settings saves. */
export const CurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  level: z.number().int(),
  progress: z.number().int().min(0).max(100),
  avatarColor: z.string(),
  emailNotifications: z.boolean(),
  theme: Theme,
  isDemo: z.boolean(),
  role: z.enum(ROLES),
  /**
   * Issue 31: a member's age band today, from the dates kept at sign-up (never the birth date):
   * '13-15' (new pep talks start private), '16-17', or '18+' (can read, export and delete, but no
   * longer post on shared surfaces or write to mentors). Null for demo, mentor and staff accounts and
   * for members who joined before ages were kept.
   */
  ageGroup: z.enum(['13-15', '16-17', '18+']).nullable(),
  /** Issue 31: this session was started with "Keep me signed in" (its cookie outlives the browser, and the app keeps an offline copy). */
  keptSignedIn: z.boolean(),
  /**
   * Issue 52: a moderator's restriction in force (no posting, commenting, replying, shared-board writing,
   * joining or writing to mentors): until when (null: until a moderator has looked), and the rule of the
   * community standards it was for. Null when there is none.
   */
  restriction: z.object({ until: z.string().nullable(), rule: z.enum(REPORT_REASONS).nullable() }).nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * The answer to a sign-up or a change of name: the current user, and `care` when a name spoke of
 * hurting oneself (issue 51). Such a name is kept: its writer and the moderators see it, everyone else
 * sees HELD_NAME (contract/safety-rules.ts), and the app offers help.
 */
export const NamedUser = CurrentUser.extend({ care: z.boolean() });
export type NamedUser = z.infer<typeof NamedUser>;

/** Issue 16: a new password, with the sign-up rules; the current one proves it is really me. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const authApi = {
  signUp: endpoint({ method: 'POST', path: '/api/auth/sign-up', body: SignUpBody, status: 201, response: NamedUser, public: true }),
  signIn: endpoint({ method: 'POST', path: '/api/auth/sign-in', body: SignInBody, response: CurrentUser, public: true }),
  /** A fresh demo account with sample data, signed in. */
  demo: endpoint({ method: 'POST', path: '/api/auth/demo', status: 201, response: CurrentUser, public: true }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', response: Ok, public: true }),
  /** Signs out every other session and keeps this one. A wrong current password is a 400 on the field. */
  changePassword: endpoint({ method: 'POST', path: '/api/auth/password', body: ChangePasswordBody, response: Ok, roles: ANY_ROLE }),
  /** Ends every session of mine, this one too. */
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/auth/sign-out-everywhere', response: Ok, roles: ANY_ROLE }),
  /** A suspended or closed account asks for another look (201); 409 when it is neither, or asked already. */
  appealShutOut: endpoint({ method: 'POST', path: '/api/auth/appeal', body: ShutOutAppealBody, status: 201, response: Ok, public: true }),
};
