import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas in text', () => {
    const csv = toCsv(
      ['date', 'description', 'amount'],
      [
        ['2026-11-01', 'Pizza, with "extra" cheese', '-12.50'],
        ['2026-11-02', '=HYPERLINK("x")', '3.00'],
        ['2026-11-03', 'line\nbreak', '-0.05'],
      ],
      [false, true, false],
    );
    expect(csv).toBe(
      'date,description,amount\r\n' +
        '2026-11-01,"Pizza, with ""extra"" cheese",-12.50\r\n' +
        '2026-11-02,"\'=HYPERLINK(""x"")",3.00\r\n' +
        '2026-11-03,"line\nbreak",-0.05\r\n',
    );
  });
});
