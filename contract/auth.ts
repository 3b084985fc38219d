// Accounts: sign-up, sign-in and the current user (SPEC §3 "Current user").
import { z } from 'zod';
import { calendarDate, typedText } from './common';

export const MIN_AGE = 13;

export const Username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,20}$/, 'Use 3 to 20 letters, digits or underscores.');

export const DisplayName = typedText(1, 40, { empty: 'Enter a display name.' });

export const Password = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((s) => !s.includes('\u0000'), 'Remove the control characters.');

export const DateOfBirth = calendarDate('Enter your date of birth.');

export const Theme = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof Theme>;

export const SignUpBody = z.strictObject({
  username: Username,
  displayName: DisplayName,
  password: Password,
  dateOfBirth: DateOfBirth,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.strictObject({
  username: typedText(1, 64, { empty: 'Enter your username.' }),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type SignInBody = z.infer<typeof SignInBody>;

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
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const UNDER_AGE_MESSAGE =
  'Rise is for people aged 13 and over. Thanks for your interest, and we hope to see you when you turn 13!';

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
