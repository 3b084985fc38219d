// `npm run check:invalidations`: proves the web integration tests (the "web" Vitest project) notice a
// write that no longer refreshes what it changed. For each cache refresh in a feature's writes
// (web/features/*/mutations.ts, api.ts or *-api.ts: an invalidateQueries or setQueryData call), it removes that one call, runs the web tests, and expects at
// least one to fail; it then puts the call back. It prints each refresh with the test that caught it,
// and exits 1 if any removal went unnoticed. Slow (one test run per refresh), so not part of `npm test`.
// `--only board` limits it to one feature.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(ROOT, 'web/features');
const CALL = /client\.(invalidateQueries|setQueriesData|setQueryData)(<[^(]*>)?\(/g;

interface Site {
  file: string;
  feature: string;
  start: number;
  end: number;
  line: number;
  text: string;
}

/** The end of the call whose opening parenthesis is at `open`: the matching closing one. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced call at ${open}`);
}

function sites(only: string | undefined): Site[] {
  const found: Site[] = [];
  for (const feature of readdirSync(FEATURES).sort()) {
    if (only && feature !== only) continue;
    // Its writes (mutations.ts), and any file of calls kept by meaning (mentors/inbox-api.ts, board/sharing-api.ts).
    const files = readdirSync(path.join(FEATURES, feature)).filter((f) => ['api.ts', 'mutations.ts'].includes(f) || f.endsWith('-api.ts'));
    for (const name of files) found.push(...sitesIn(path.join(FEATURES, feature, name), feature));
  }
  return found;
}

function sitesIn(file: string, feature: string): Site[] {
  const found: Site[] = [];
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(CALL)) {
    const start = match.index;
    const end = closing(source, start + match[0].length - 1);
    const line = source.slice(0, start).split('\n').length;
    // A cache write that is no refresh says so on the line above ("// not a refresh: why"): it is listed, not tried.
    const above = source.split('\n')[line - 2] ?? '';
    if (/\/\/ not a refresh:/.test(above)) {
      console.log(`skipped ${path.relative(ROOT, file)}:${line}  ${above.trim().replace(/^\/\/ /, '')}`);
      continue;
    }
    found.push({ file, feature, start, end, line, text: source.slice(start, end).replace(/\s+/g, ' ') });
  }
  return found;
}

/** The web tests, first the feature's own (quick), then all of them; the failing test's name, or null. */
function caughtBy(feature: string): string | null {
  const own = readdirSync(path.join(FEATURES, feature)).some((f) => f.endsWith('.test.tsx'));
  const runs = own ? [[`web/features/${feature}/`], []] : [[]];
  for (const files of runs) {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', '--reporter', 'json', ...files], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    for (const file of report.testResults)
      for (const test of file.assertionResults) if (test.status === 'failed') return `${path.relative(ROOT, file.name)}: ${test.fullName}`;
  }
  return null;
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const all = sites(only);
let missed = 0;
for (const site of all) {
  const original = readFileSync(site.file, 'utf8');
  const stand = /^client\.setQuer(y|ies)Data/.test(site.text) ? 'undefined' : 'Promise.resolve()';
  writeFileSync(site.file, original.slice(0, site.start) + stand + original.slice(site.end));
  let by: string | null;
  try {
    by = caughtBy(site.feature);
  } finally {
    writeFileSync(site.file, original);
  }
  if (!by) missed += 1;
  console.log(`${by ? 'caught' : 'MISSED'}  ${path.relative(ROOT, site.file)}:${site.line}  ${site.text.slice(0, 100)}`);
  if (by) console.log(`        by ${by}`);
}
console.log(`\n${all.length - missed} of ${all.length} refreshes, each removed alone, made a web test fail.`);
process.exit(missed > 0 ? 1 : 0);
