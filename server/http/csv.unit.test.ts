import { describe, expect, it } from 'vitest';
import { csvStream, toCsv } from './csv';

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

  it('quotes cells holding a semicolon or a tab, so a spreadsheet splitting on them sees no formula', () => {
    const csv = toCsv(['d'], [['a;=1+1'], ['x\t=2+2'], ['plain']], [true]);
    expect(csv).toBe('d\r\n"a;=1+1"\r\n"x\t=2+2"\r\nplain\r\n');
  });

  it('streams the same text row by row', async () => {
    async function* rows() {
      yield ['2026-11-01', 'a;b'];
      yield ['2026-11-02', '@x'];
    }
    let text = '';
    for await (const chunk of csvStream(['date', 'description'], rows(), [false, true])) text += String(chunk);
    expect(text).toBe(
      toCsv(
        ['date', 'description'],
        [
          ['2026-11-01', 'a;b'],
          ['2026-11-02', '@x'],
        ],
        [false, true],
      ),
    );
  });
});
