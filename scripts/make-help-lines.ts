// Writes the help-lines page from the one table of lines (web/lib/help-lines.ts): every country's
// lines into public/help-lines.html (between its "lines" markers, so the page works with scripts off),
// and web/lib/help-lines-page.ts bundled into public/help-lines.js (the page's strict CSP allows no
// inline script). Both outputs are committed; web/lib/help-lines.test.ts fails when they are not what
// this would write now. Run `npx tsx scripts/make-help-lines.ts` after changing the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { COUNTRIES, howOf } from '../web/lib/help-lines';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const PAGE = root('public/help-lines.html');
export const SCRIPT = root('public/help-lines.js');
const START = '<!-- lines: written by scripts/make-help-lines.ts from web/lib/help-lines.ts -->';
const END = '<!-- /lines -->';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every country as a section: its name, its lines, its emergency number. */
export function linesHtml(): string {
  const sections = COUNTRIES.map((c) => {
    const lines = c.lines.map((line) => {
      const how = howOf(line)
        .map((p) => {
          const text = p.strong ? `<strong>${escape(p.text)}</strong>` : escape(p.text);
          return p.href ? `<a href="${escape(p.href)}">${text}</a>` : text;
        })
        .join('');
      return `<li><span class="who">${escape(line.name)}${line.for ? ` (${escape(line.for)})` : ''}:</span> ${how}</li>`;
    });
    return [
      `<section id="lines-${c.code}" aria-labelledby="name-${c.code}">`,
      `<h2 id="name-${c.code}">${escape(c.name)}</h2>`,
      `<ul>`,
      ...lines,
      `</ul>`,
      `<p class="emergency">In danger right now: call <strong>${escape(c.emergency)}</strong>.</p>`,
      `</section>`,
    ].join('\n');
  });
  return `${START}\n${sections.join('\n')}\n${END}`;
}

/** The page with its lines section written anew. */
export function pageWithLines(page: string): string {
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${PAGE} has no "lines" markers`);
  return page.slice(0, from) + linesHtml() + page.slice(to + END.length);
}

/** web/lib/help-lines-page.ts as one plain script, readable (it is small). */
export async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [root('web/lib/help-lines-page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    absWorkingDir: root(''),
  });
  return `// Written by scripts/make-help-lines.ts from web/lib/help-lines-page.ts and web/lib/help-lines.ts: edit those.\n${result.outputFiles[0]!.text}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PAGE, pageWithLines(readFileSync(PAGE, 'utf8')));
  writeFileSync(SCRIPT, await pageScript());
  console.log(`wrote ${PAGE} and ${SCRIPT}`);
}
