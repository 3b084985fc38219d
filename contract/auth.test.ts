import { describe, expect, it } from 'vitest';
import { AGE_REFUSAL_MESSAGES, ADULT_AGE_MESSAGE, SignUpBody, UNDER_AGE_MESSAGE, ageOn, ageRefusalOf } from './auth';

describe('ageOn', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  it('counts a birthday today as a full year', () => {
    expect(ageOn('2013-11-21', today)).toBe(13);
  });
  it('is one year less the day before the birthday', () => {
    expect(ageOn('2013-11-22', today)).toBe(12);
  });
  it('handles an earlier month', () => {
    expect(ageOn('2010-01-31', today)).toBe(16);
  });
  it('puts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2012-02-29', new Date('2025-02-28T23:59:59Z'))).toBe(12);
    expect(ageOn('2012-02-29', new Date('2025-03-01T00:00:00Z'))).toBe(13);
  });
});

describe('ageRefusalOf', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  it('lets in a 13th birthday today and refuses the day before it', () => {
    expect(ageRefusalOf('2013-11-21', today)).toBeNull();
    expect(ageRefusalOf('2013-11-22', today)).toBe('too-young');
  });
  it('refuses an 18th birthday today and lets in the day before it', () => {
    expect(ageRefusalOf('2008-11-21', today)).toBe('too-old');
    expect(ageRefusalOf('2008-11-22', today)).toBeNull();
    expect(ageRefusalOf('1975-06-01', today)).toBe('too-old');
  });
  it('has a kind message for each refusal', () => {
    expect(AGE_REFUSAL_MESSAGES).toEqual({ 'too-young': UNDER_AGE_MESSAGE, 'too-old': ADULT_AGE_MESSAGE });
    expect(ADULT_AGE_MESSAGE).toMatch(/teenagers/);
    expect(ADULT_AGE_MESSAGE).toMatch(/mentors or Rise staff/);
  });
});

describe('SignUpBody', () => {
  const valid = { username: 'sam_1', displayName: 'Sam', password: 'a-long-password', dateOfBirth: '2010-05-01' };
  it('accepts a valid body', () => {
    expect(SignUpBody.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['username', 'ab'],
    ['username', 'has space'],
    ['username', 'x'.repeat(21)],
    ['displayName', '   '],
    ['displayName', 'x'.repeat(41)],
    ['password', 'short'],
    ['password', 'x'.repeat(129)],
    ['dateOfBirth', '2010-13-01'],
    ['dateOfBirth', '01/05/2010'],
  ])('refuses %s = %j', (field, value) => {
    const result = SignUpBody.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
  it.each(['Rise_Team', 'admin', 'moderator', 'Official_Rise', 'RiseTeam', 'rise', 'Support_1', 'ADMIN_2'])(
    'keeps the name %s for the Rise team',
    (name) => {
      expect(SignUpBody.safeParse({ ...valid, username: name }).error?.issues[0]?.message).toMatch(/kept for the Rise team/);
      expect(SignUpBody.safeParse({ ...valid, displayName: name.replace('_', ' ') }).error?.issues[0]?.message).toMatch(
        /kept for the Rise team/,
      );
    },
  );
  it.each(['sunrise_kid', 'Moderna', 'Admiral', 'Risen', 'Kai'])('lets %s through', (name) => {
    expect(SignUpBody.safeParse({ ...valid, username: name, displayName: name }).success).toBe(true);
  });
  it('lets Rise be a family name in a display name, not in a username', () => {
    expect(SignUpBody.safeParse({ ...valid, displayName: 'Robin Rise' }).success).toBe(true);
    expect(SignUpBody.safeParse({ ...valid, username: 'Robin_Rise' }).success).toBe(false);
  });
  it('refuses unknown fields', () => {
    expect(SignUpBody.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
  it("checks only the form of a date of birth: the age rule is the server's, so the form never tells it", () => {
    const messageFor = (dateOfBirth: string) => SignUpBody.safeParse({ ...valid, dateOfBirth }).error?.issues[0]?.message;
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const now = new Date();
    expect(messageFor(iso(new Date(Date.UTC(now.getUTCFullYear() - 5, 0, 1))))).toBeUndefined();
    expect(messageFor(iso(new Date(Date.UTC(now.getUTCFullYear() - 40, 0, 1))))).toBeUndefined();
    expect(messageFor(iso(new Date(now.getTime() + 2 * 86_400_000)))).toBe('That date is in the future.');
    expect(messageFor('0000-01-01')).toBe('Enter your real date of birth.');
    expect(messageFor('1899-12-31')).toBe('Enter your real date of birth.');
    expect(messageFor('1900-01-01')).toBeUndefined();
  });
});
