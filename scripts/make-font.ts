// Cuts Nunito (the app's typeface, @fontsource-variable/nunito's latin file, 39 KB) down to the
// characters Rise's own words use, at the weights it draws (400 to 800): web/fonts/nunito-basic.woff2,
// about 25 KB, which every screen's first paint waits for on a slow network (docs/performance.md).
// Any other latin character (a name's Å or ø) comes from the full file, which styles.css declares
// for the rest of the latin range: a browser fetches it only for a page that shows one.
// Run again after changing the characters or updating the package: `npx tsx scripts/make-font.ts`.
// The output is committed; scripts/make-font.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

export const FONT_FILE = 'web/fonts/nunito-basic.woff2';
const SOURCE = 'node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';

/**
 * The basic face's characters, as a CSS unicode-range: printable ASCII, the no-break space and the
 * punctuation and signs the app's own text uses (’ · – … and the like), and the accented letters most
 * often in names (é, í, ñ, ü, É...). styles.css names the same range.
 */
export const BASIC_RANGE =
  'U+0020-007E, U+00A0, U+00A3, U+00A7, U+00B7, U+00C0-00C1, U+00C4, U+00C7-00CB, U+00CD, U+00CF, U+00D1, U+00D3, U+00D6-00D7, U+00DA, U+00DC, U+00DF-00E1, U+00E4, U+00E7-00EB, U+00ED, U+00EF, U+00F1, U+00F3, U+00F6, U+00FA, U+00FC, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC';

/** Every character a unicode-range names. */
export function charactersOf(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, ''))
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map((hex) => Number.parseInt(hex!, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
    })
    .join('');
}

export function makeFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), charactersOf(BASIC_RANGE), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await makeFont();
  writeFileSync(FONT_FILE, font);
  console.log(`${FONT_FILE}: ${font.length} bytes`);
}
