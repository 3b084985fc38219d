// Members are 13 to 17 (issue 31). A birth date is checked at sign-up and never kept: the account keeps
// the day it turns 16 and the day it turns 18, which is all Rise needs to act on age later.
import { assertNotRestricted } from './standing';
import { ADULT_MEMBER_MESSAGE, type CurrentUser } from '../../contract/auth';
import type { UserRow } from '../db/schema';
import { HttpProblem } from '../http/problems';

export type AgeGroup = NonNullable<CurrentUser['ageGroup']>;

/** The day a person born on `dateOfBirth` (YYYY-MM-DD) turns `years`; a 29 February birthday falls on 1 March in other years. */
export function birthdayAt(dateOfBirth: string, years: number): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The dates an account keeps instead of the birth date. */
export function birthdaysOf(dateOfBirth: string): { turns_16_on: string; turns_18_on: string } {
  return { turns_16_on: birthdayAt(dateOfBirth, 16), turns_18_on: birthdayAt(dateOfBirth, 18) };
}

/** Today's date (UTC calendar day), as the birthdays are compared. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A member's age band today; null when no age is known (demo, mentor and staff accounts, older accounts). */
export function ageGroupOf(user: Pick<UserRow, 'turns_16_on' | 'turns_18_on'>, today: string = utcToday()): AgeGroup | null {
  if (!user.turns_16_on || !user.turns_18_on) return null;
  if (today >= user.turns_18_on) return '18+';
  return today >= user.turns_16_on ? '16-17' : '13-15';
}

/**
 * Members are 13 to 17: from the day a member turns 18 they can still read, export and delete, but no
 * longer post on shared surfaces (pep talks, comments, video comments) or write to mentors. A 403 that
 * says why (the app shows the same words instead of its composers). The same for an account under a
 * moderator's restriction (issue 52), unless the words are held for care (`care`).
 */
export function assertMayShare(
  user: Pick<UserRow, 'turns_16_on' | 'turns_18_on'> & StandingOf,
  { care = false, today = utcToday() }: { care?: boolean; today?: string } = {},
): void {
  if (ageGroupOf(user, today) === '18+') throw new HttpProblem(403, ADULT_MEMBER_MESSAGE);
  // Issue 52: an account a moderator restricted does not post, comment or write to others meanwhile,
  // except words about hurting oneself: never refused, they are held for the writer and the moderators.
  if (!care) assertNotRestricted(user);
}

type StandingOf = Pick<UserRow, 'restricted_at' | 'restricted_until' | 'suspended_at' | 'suspended_until' | 'banned_at'>;
