// Members are 13 to 17 (issue 31): the age rule and its messages, without zod, so that the server,
// the sign-up form and the screens that explain it share the same words at no cost to a first load.

/** Members are 13 to 17 (issue 31): the youngest age that may join, and the age from which a member no longer posts. */
export const MIN_AGE = 13;
export const ADULT_AGE = 18;

/** The answer to a date of birth under 13. It names the ages only after the form was sent. */
export const UNDER_AGE_MESSAGE = 'Rise is for teenagers aged 13 to 17. Thanks for your interest, and we hope to see you when you turn 13!';

/** The answer to a date of birth of 18 or over: adults take part only through accounts of their own. */
export const ADULT_AGE_MESSAGE =
  'Rise is for teenagers aged 13 to 17, so we cannot make a member account for you. Adults take part only as mentors or Rise staff, through their own accounts that the Rise team sets up.';

/** Why a member who has turned 18 can no longer post or write to mentors (a 403's detail, and the app's notice). */
export const ADULT_MEMBER_MESSAGE =
  "Rise's shared spaces are for teenagers, so from your 18th birthday you can no longer post, comment or write to mentors. You can still read everything, download your data and delete your account in Profile.";

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export type AgeRefusal = 'too-young' | 'too-old';

/** The kind message for each refusal. */
export const AGE_REFUSAL_MESSAGES: Record<AgeRefusal, string> = { 'too-young': UNDER_AGE_MESSAGE, 'too-old': ADULT_AGE_MESSAGE };

/**
 * The age rule: who may make a member account on `today` (UTC). A 13th birthday today is in; an 18th
 * birthday today is out. Only the server applies it (server/auth/age-gate.ts): the form sends the date
 * without judging it, so it never tells the ages before it is sent, and a refusal can close the door for
 * a day.
 */
export function ageRefusalOf(dateOfBirth: string, today: Date): AgeRefusal | null {
  const age = ageOn(dateOfBirth, today);
  if (age < MIN_AGE) return 'too-young';
  if (age >= ADULT_AGE) return 'too-old';
  return null;
}

/**
 * A birth date (YYYY-MM-DD) of someone who is `years` old today and will be for a while (their birthday
 * was about 100 days ago): for tests, benchmarks and sample sign-ups that must not age out of 13 to 17.
 */
export function birthDateForAge(years: number, today: Date = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 100)).toISOString().slice(0, 10);
}
