import { describe, expect, it } from 'vitest';
import { formatMediumDate, formatShortDate, formatUSD } from './format';

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
});
