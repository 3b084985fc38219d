import { describe, expect, it } from 'vitest';
import { SignUpBody, ageOn } from './auth';

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
  it('refuses unknown fields', () => {
    expect(SignUpBody.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
