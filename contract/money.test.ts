import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, daysLeft, fromCents, goalPercent, toCents } from './money';

describe('toCents', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['7', 700],
    ['0.1', 10],
    ['-3.05', -305],
    ['1000000000', MAX_AMOUNT_CENTS],
    ['999999999.99', 99_999_999_999],
    [0.1, 10],
    [0.2, 20],
    [1234.56, 123_456],
    [-250, -25_000],
  ])('%j is %d cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each(['12.345', '1,000', 'abc', '', '1e3', '.5', '12.', ' - 1', 1.005, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j',
    (value) => {
      expect(toCents(value)).toBeNull();
    },
  );

  it('adds 0.10 and 0.20 exactly', () => {
    expect(fromCents(toCents('0.10')! + toCents('0.20')!)).toBe('0.30');
    expect(fromCents(toCents(0.1)! + toCents(0.2)!)).toBe('0.30');
    expect(fromCents(9_999_999_999_999_990n)).toBe('99999999999999.90');
    expect(fromCents('-9999999999999999999')).toBe('-99999999999999999.99');
  });

  it('keeps amounts near a billion exact', () => {
    const sum = toCents('999999999.99')! + toCents('999999999.99')! + toCents('0.02')!;
    expect(fromCents(sum)).toBe('2000000000.00');
  });
});

describe('fromCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [1250, '12.50'],
    [-123_456, '-1234.56'],
  ])('%d is %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });
});

describe('goalPercent', () => {
  it('is current / target, whole, capped at 100, 0 for a zero target', () => {
    expect(goalPercent(2500, 10000)).toBe(25);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(15000, 10000)).toBe(100);
    expect(goalPercent(500, 0)).toBe(0);
    expect(goalPercent(0, 10000)).toBe(0);
  });
});

describe('daysLeft', () => {
  it('is the ceiling of the day difference, negative once passed', () => {
    expect(daysLeft('2026-11-30', '2026-11-21')).toBe(9);
    expect(daysLeft('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysLeft('2026-11-20', '2026-11-21')).toBe(-1);
    expect(daysLeft('2027-11-21', '2026-11-21')).toBe(365);
  });
});
