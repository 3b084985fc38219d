import { describe, expect, it } from 'vitest';
import {
  countOf,
  daysLeftText,
  formatCount,
  formatDateTime,
  formatMediumDate,
  formatMonth,
  formatMonthDay,
  formatSavedAt,
  formatShortDate,
  formatUSD,
  formatUntil,
} from './format';

describe('formatters', () => {
  it('formats US dollars', () => {
    expect(formatUSD('1234.5')).toBe('$1,234.50');
    expect(formatUSD('-12.00')).toBe('-$12.00');
    expect(formatUSD('0.30')).toBe('$0.30');
    expect(formatUSD('1000000000.29')).toBe('$1,000,000,000.29');
    expect(formatUSD('90071992547409.93')).toBe('$90,071,992,547,409.93');
    // Beyond 2^53 cents: still exact, because the text is formatted, not a float.
    expect(formatUSD('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
    expect(formatUSD('-0.05')).toBe('-$0.05');
  });
  it('formats US short dates without a time-zone shift', () => {
    expect(formatShortDate('2026-09-12')).toBe('9/12/2026');
    expect(formatShortDate('2026-01-01T12:00:00.000Z')).toBe('1/1/2026');
    expect(formatMediumDate('2026-09-12')).toBe('Sep 12, 2026');
  });
  it('leaves what is not a date as it is', () => {
    expect(formatShortDate('2026-02-31')).toBe('2026-02-31');
    expect(formatShortDate('2028-02-29')).toBe('2/29/2028');
    expect(formatMonth('abc-05')).toBe('abc-05');
    expect(formatUSD('12,5')).toBe('12,5');
  });
  it('says a count with its noun, singular only for one', () => {
    expect(countOf(1, 'like')).toBe('1 like');
    expect(countOf(0, 'like')).toBe('0 likes');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });
});

describe('the hand-written formatters agree with Intl', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it.each(['0', '0.00', '7', '-7.1', '999.99', '1000', '-1000000.5', '123456789.12', '0.005', '2.675', '-0.004', '19.999'])(
    '%s',
    (text) => {
      expect(formatUSD(text)).toBe(usd.format(text as Intl.StringNumericLiteral));
    },
  );

  it.each([0, 7, 999, 1000, 12345, 500000, 1234567, -4321])('count %s', (n) => {
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('date and time, every month and both halves of the day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (let month = 0; month < 12; month += 1) {
      for (const [hour, minute] of [
        [0, 0],
        [9, 5],
        [12, 30],
        [23, 59],
      ] as const) {
        const date = new Date(2026, month, 3 + month, hour, minute);
        expect(formatDateTime(date.toISOString())).toBe(intl.format(date).replace(/\s/g, ' '));
      }
    }
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('dates, every month and both kinds of input', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const medium = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-${String(month + 10).padStart(2, '0')}`;
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatShortDate(iso)).toBe(short.format(date));
      expect(formatMediumDate(iso)).toBe(medium.format(date));
      expect(formatMonthDay(iso)).toBe(monthDay.format(date));
    }
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(formatMonth('2026-11')).toBe(month.format(new Date('2026-11-01T00:00:00Z')));
    expect(formatMonth('2027-01')).toBe('January 2027');
    const moment = '2026-03-04T15:30:00.000Z';
    expect(formatMediumDate(moment)).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(moment)),
    );
  });
});

describe('daysLeftText', () => {
  it('says plainly how long is left, or that the deadline passed', () => {
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(-1)).toBe('Deadline passed yesterday');
    expect(daysLeftText(-30)).toBe('Deadline passed 30 days ago');
  });
});

describe('formatSavedAt', () => {
  it('says how long ago, then the time today or yesterday, then the date', () => {
    const now = new Date(2026, 10, 25, 15, 30).getTime();
    const at = (day: number, h: number, m: number) => new Date(2026, 10, day, h, m).getTime();
    expect(formatSavedAt(now - 20_000, now)).toBe('just now');
    expect(formatSavedAt(now - 60_000, now)).toBe('1 minute ago');
    expect(formatSavedAt(now - 59 * 60_000, now)).toBe('59 minutes ago');
    expect(formatSavedAt(at(25, 9, 5), now)).toBe('today at 9:05 AM');
    expect(formatSavedAt(at(25, 0, 10), now)).toBe('today at 12:10 AM');
    expect(formatSavedAt(at(24, 12, 0), now)).toBe('yesterday at 12:00 PM');
    expect(formatSavedAt(at(24, 23, 59), now)).toBe('yesterday at 11:59 PM');
    expect(formatSavedAt(at(3, 8, 0), now)).toBe('on Nov 3');
  });
});

describe('formatUntil', () => {
  it('says the time today or tomorrow, then the date and time', () => {
    const now = new Date(2026, 10, 25, 15, 30).getTime();
    const at = (month: number, day: number, h: number, m: number) => new Date(2026, month, day, h, m).getTime();
    expect(formatUntil(at(10, 25, 21, 5), now)).toBe('today at 9:05 PM');
    expect(formatUntil(at(10, 26, 3, 30), now)).toBe('tomorrow at 3:30 AM');
    expect(formatUntil(at(10, 27, 0, 0), now)).toBe('on Nov 27 at 12:00 AM');
    expect(formatUntil(at(11, 1, 12, 15), now)).toBe('on Dec 1 at 12:15 PM');
  });
});
