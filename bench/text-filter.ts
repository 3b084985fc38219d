// The text filter's cost (issue 30): how long judging one text takes, over ordinary texts and over
// adversarial ones of 2,000 characters (repeats, near-misses of every list, separators, invisible
// characters, look-alikes, random Unicode, and those mixed at random). Goals: the worst case within
// 25 ms, the median within 3 ms (issue 51).
// And what it catches (issue 51): the labelled corpus (server/social/corpus) through every surface's real
// route on an in-process SQLite app, per kind and per surface: for harmful kinds the share that reached
// the expected outcome (recall), for everyday text, ordinary mentor replies and ordinary names the share
// wrongly stopped. The evaluation set's figures are the ones that count; the development set's are shown
// beside them so that the gap shows. Only rates are printed for the evaluation set, never its words.
// `npx tsx bench/text-filter.ts [--misses]` runs this alone (--misses prints the development set's misses).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CaseResult,
  type CorpusSet,
  HarnessError,
  type Kind,
  type Outcome,
  SURFACES,
  type Surface,
  corpusKinds,
  createHarness,
  expectedOutcome,
  loadCorpus,
  runCorpus,
} from '../server/social/corpus/surfaces';
import { judgeText, screenText, warmTextFilter } from '../server/social/text-filter';
import { type TestApp, createTestApp } from '../server/test/app';

export const FILTER_WORST_GOAL_MS = 25;
export const FILTER_MEDIAN_GOAL_MS = 3;
const MAX = 2000;

export interface FilterReport {
  texts: number;
  medianMs: number;
  worstMs: number;
  worstText: string;
  goalMs: number;
  medianGoalMs: number;
  /** Both the worst case and the median within their goals. */
  meetsGoal: boolean;
  /** The first screening after start, which compiles the patterns (the server pays it at start). */
  coldMs: number;
}

/** A deterministic pseudo-random source, so that every run judges the same texts. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function adversarial(): string[] {
  const fill = (unit: string) => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX);
  const units = [
    'k ',
    'a',
    '!',
    'ｆ',
    'kill ',
    'k.',
    'k|',
    'k/',
    '5 ',
    '5-',
    '555 ',
    'five ',
    'a.',
    'snap ',
    'ig ',
    '@a',
    'a@',
    'at ',
    'dot ',
    'you are ',
    'ur so ',
    'send me ',
    'how old ',
    'k\u200By\u200Bs ',
    's\u00ADh\u00ADi\u00ADt',
    'е',
    'k̷',
    '1',
    '(',
    'http',
    'www.',
    'want to ',
    'i want to d',
    'kill my',
    'self ',
    'u n a l i v e ',
    'f u c ',
    'https://a',
    '.com',
    '0',
    '\u202E',
    '😀',
    '👩‍💻',
  ];
  const rnd = random(29);
  const randomTexts = Array.from({ length: 40 }, () => {
    let out = '';
    while (out.length < MAX) out += String.fromCodePoint(rnd() < 0.7 ? 32 + Math.floor(rnd() * 95) : 0x80 + Math.floor(rnd() * 0x2f00));
    return out.slice(0, MAX);
  });
  // Fuzzed: the units above mixed at random, so that near-misses of different matchers meet.
  const mixedTexts = Array.from({ length: 120 }, () => {
    let out = '';
    while (out.length < MAX) out += units[Math.floor(rnd() * units.length)]!.repeat(1 + Math.floor(rnd() * 8));
    return out.slice(0, MAX);
  });
  return [...units.map(fill), ...randomTexts, ...mixedTexts];
}

const ORDINARY = [
  'You got this! One step at a time.',
  'I finished my project today and I am so proud of it.',
  'Does anyone have tips for the maths test on Friday?',
  'Practising guitar every day for 20 minutes really helps.',
  'That video about leadership was really useful, thanks!',
];

export function runTextFilter(): FilterReport {
  const texts = [...ORDINARY, ...adversarial()];
  const times: { ms: number; text: string }[] = [];
  // The first texts after start pay for compiling the matchers' patterns (V8 compiles a regular
  // expression when first used, then again into machine code): warm every path first, as the server
  // does when it starts (warmTextFilter).
  const coldStart = performance.now();
  warmTextFilter();
  const coldMs = performance.now() - coldStart;
  for (const text of texts) {
    judgeText(text);
    for (const adult of [false, true]) {
      try {
        screenText([{ field: 'text', label: 'message', text }], { adult });
      } catch {
        // A refusal is an answer too.
      }
    }
  }
  for (const text of texts) {
    for (let round = 0; round < 6; round += 1) {
      // What a route pays for one field: every matcher in order, contact details included; a teen's
      // words and (every other round) an adult mentor's.
      const start = performance.now();
      try {
        screenText([{ field: 'text', label: 'message', text }], { adult: round % 2 === 1 });
      } catch {
        // A refusal is an answer too.
      }
      times.push({ ms: performance.now() - start, text });
    }
  }
  times.sort((a, b) => a.ms - b.ms);
  const worst = times.at(-1)!;
  const report: FilterReport = {
    texts: texts.length,
    medianMs: times[Math.floor(times.length / 2)]!.ms,
    worstMs: worst.ms,
    worstText: `${JSON.stringify(worst.text.slice(0, 24))}... (${worst.text.length} characters)`,
    goalMs: FILTER_WORST_GOAL_MS,
    medianGoalMs: FILTER_MEDIAN_GOAL_MS,
    meetsGoal: worst.ms <= FILTER_WORST_GOAL_MS && times[Math.floor(times.length / 2)]!.ms <= FILTER_MEDIAN_GOAL_MS,
    coldMs,
  };
  console.log(
    `\nText filter: ${texts.length} texts (up to ${MAX} characters), each screened 6 times (3 as a teen's words, 3 as a mentor's)`,
  );
  console.log(`  ${filterTimeLine(report)}, worst on ${report.worstText}`);
  console.log(`  warming every matcher once at start (compiling their patterns): ${coldMs.toFixed(1)} ms`);
  return report;
}

/** The judge times against their goals, in a line. */
export function filterTimeLine(r: FilterReport): string {
  return (
    `median ${r.medianMs.toFixed(2)} ms (goal: at most ${r.medianGoalMs} ms), worst ${r.worstMs.toFixed(2)} ms ` +
    `(goal: at most ${r.goalMs} ms) ${r.meetsGoal ? 'OK' : 'ABOVE GOAL'}`
  );
}

// ---- What the filter catches, through the routes

/** Kinds whose rate is the share wrongly stopped (anything but published); the others' is recall. */
const MUST_PASS: ReadonlySet<Kind> = new Set(['everyday', 'mentor-replies', 'names-ordinary']);

/** Issue 51's goals on held-out text: recall at least, or the share wrongly stopped at most. */
export const CORPUS_GOALS: Record<Kind, { measure: 'recall' | 'stopped'; goal: number }> = {
  care: { measure: 'recall', goal: 0.95 },
  grooming: { measure: 'recall', goal: 0.9 },
  solicitation: { measure: 'recall', goal: 0.9 },
  contact: { measure: 'recall', goal: 0.95 },
  bullying: { measure: 'recall', goal: 0.9 },
  everyday: { measure: 'stopped', goal: 0.02 },
  'mentor-replies': { measure: 'stopped', goal: 0.05 },
  'names-reserved': { measure: 'recall', goal: 0.98 },
  'names-ordinary': { measure: 'stopped', goal: 0.02 },
};

/** One kind on one surface: how many cases were sent, skipped or failed, what became of them, and the rate. */
export interface CorpusCell {
  sent: number;
  skipped: number;
  /** Answers no surface should give (the harness's fault, not the filter's): not counted in the rate. */
  errors: number;
  outcomes: Record<Outcome, number>;
  /** Recall (expected outcome reached) or the share wrongly stopped, by the kind's measure; null when nothing was sent. */
  rate: number | null;
}

export interface CorpusKindFigures {
  kind: Kind;
  cases: number;
  measure: 'recall' | 'stopped';
  goal: number;
  /** Every surface pooled. */
  all: CorpusCell;
  surfaces: Partial<Record<Surface, CorpusCell>>;
  /** The goal is met on every surface the kind is measured on. */
  meetsGoal: boolean;
}

export interface CorpusFigures {
  set: CorpusSet;
  kinds: CorpusKindFigures[];
  ms: number;
}

export interface CorpusReport {
  eval: CorpusFigures | null;
  dev: CorpusFigures | null;
  /** Why a set was not measured (its files not there yet). */
  note?: string;
}

const emptyCell = (): CorpusCell => ({
  sent: 0,
  skipped: 0,
  errors: 0,
  outcomes: { published: 0, care: 0, held: 0, refused: 0 },
  rate: null,
});

function addTo(cell: CorpusCell, r: CaseResult): void {
  if (r.outcome === 'skipped') cell.skipped += 1;
  else if (r.outcome instanceof HarnessError) cell.errors += 1;
  else {
    cell.sent += 1;
    cell.outcomes[r.outcome] += 1;
  }
}

function rateOf(cell: CorpusCell, kind: Kind, surface?: Surface): number | null {
  if (cell.sent === 0) return null;
  if (MUST_PASS.has(kind)) return (cell.sent - cell.outcomes.published) / cell.sent;
  const expected = surface ? expectedOutcome(kind, surface) : null;
  if (expected) return cell.outcomes[expected] / cell.sent;
  return null;
}

const meets = (rate: number | null, { measure, goal }: { measure: 'recall' | 'stopped'; goal: number }) =>
  rate === null || (measure === 'recall' ? rate >= goal - 1e-9 : rate <= goal + 1e-9);

/** A fresh in-process app on in-memory SQLite, whatever TEST_DATABASE_URL says. */
async function sqliteApp(): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await createTestApp();
  } finally {
    if (url !== undefined) process.env.TEST_DATABASE_URL = url;
  }
}

/** Sends one set through the surfaces; answers its figures and every result (for the development set's misses). */
async function measureSet(set: CorpusSet): Promise<{ figures: CorpusFigures; results: CaseResult[] }> {
  const files = loadCorpus(set);
  const t = await sqliteApp();
  const start = performance.now();
  try {
    const results = await runCorpus(createHarness(t), files, { concurrency: 4 });
    const kinds = files.map((file): CorpusKindFigures => {
      const goal = CORPUS_GOALS[file.kind];
      const all = emptyCell();
      const surfaces: Partial<Record<Surface, CorpusCell>> = {};
      for (const r of results) {
        if (r.kind !== file.kind) continue;
        addTo(all, r);
        addTo((surfaces[r.surface] ??= emptyCell()), r);
      }
      let pooled = 0;
      for (const [surface, cell] of Object.entries(surfaces) as [Surface, CorpusCell][]) {
        cell.rate = rateOf(cell, file.kind, surface);
        pooled += (cell.rate ?? 0) * cell.sent;
      }
      all.rate = all.sent === 0 ? null : pooled / all.sent;
      return {
        kind: file.kind,
        cases: file.cases.length,
        ...goal,
        all,
        surfaces,
        meetsGoal: Object.values(surfaces).every((cell) => meets(cell.rate, goal)),
      };
    });
    return { figures: { set, kinds, ms: performance.now() - start }, results };
  } finally {
    await t.close();
  }
}

/** A cell with fewer cases sent than this (short names: most texts do not fit a username) is marked as a small sample. */
const FEW = 20;

/** Short column names for the table. */
const COLUMN: Record<Surface, string> = {
  'pep talk': 'pep',
  'pep talk title': 'title',
  'pep talk comment': 'comment',
  'video comment': 'v.comm',
  'video reply': 'v.reply',
  'mentor message (teen)': 'm.teen',
  'mentor message (adult)': 'm.adult',
  'board task': 'task',
  'board name': 'board',
  'display name': 'display',
  username: 'user',
  'report note': 'report',
};

/** A rate as a percentage: whole for recall, to a tenth for a share wrongly stopped (its goals are a few percent). */
const percent = (rate: number | null | undefined, digits = 0) =>
  rate === null || rate === undefined ? 'n/a' : `${(rate * 100).toFixed(digits)}%`;
const digitsOf = (k: { measure: 'recall' | 'stopped' }) => (k.measure === 'stopped' ? 1 : 0);

/** The table of one set: a row per kind, a column per surface ('-' where the kind is not measured), the pooled rate and the goal. */
export function corpusTable(figures: CorpusFigures): string[] {
  const label = (kind: Kind) => `${kind}${MUST_PASS.has(kind) ? ' (stopped)' : ''}`;
  const first = Math.max(...figures.kinds.map((k) => label(k.kind).length), 4) + 1;
  const width = 8;
  const head = ['kind'.padEnd(first), ...SURFACES.map((s) => COLUMN[s].padStart(width)), 'all'.padStart(width), '  goal'].join('');
  const rows = figures.kinds.map((k) => {
    const cells = SURFACES.map((s) => {
      const cell = k.surfaces[s];
      if (!cell) return '-'.padStart(width);
      const shown = (cell.sent < FEW ? '~' : '') + percent(cell.rate, digitsOf(k)) + (meets(cell.rate, k) ? '' : '*');
      return shown.padStart(width);
    });
    const goal = `${k.measure === 'recall' ? '>=' : '<='}${(k.goal * 100).toFixed(0)}% ${k.meetsGoal ? 'OK' : 'BELOW'}`;
    return [label(k.kind).padEnd(first), ...cells, percent(k.all.rate, digitsOf(k)).padStart(width), `  ${goal}`].join('');
  });
  const skipped = figures.kinds.reduce((n, k) => n + k.all.skipped, 0);
  const errors = figures.kinds.reduce((n, k) => n + k.all.errors, 0);
  const cases = figures.kinds.reduce((n, k) => n + k.cases, 0);
  const careRefused = figures.kinds.find((k) => k.kind === 'care')?.all.outcomes.refused ?? 0;
  return [
    `${figures.set === 'eval' ? 'evaluation' : 'development'} set ("${figures.set}"): ${cases} cases; ${skipped} sends skipped (too long for the field, not a username), ${errors} failed; ${(figures.ms / 1000).toFixed(1)} s`,
    head,
    ...rows,
    `  (* below its goal; ~ fewer than ${FEW} cases sent there; care texts refused on any surface: ${careRefused})`,
  ];
}

/** The corpus through the routes: the evaluation set's rates, then the development set's; `misses` prints the development set's misses. */
export async function runTextFilterCorpus({ misses = false }: { misses?: boolean } = {}): Promise<CorpusReport> {
  const report: CorpusReport = { eval: null, dev: null };
  const notes: string[] = [];
  for (const set of ['eval', 'dev'] as const) {
    let kinds: Kind[];
    try {
      kinds = corpusKinds(set);
    } catch {
      kinds = [];
    }
    if (kinds.length === 0) {
      notes.push(`no ${set} set in server/social/corpus/${set}`);
      continue;
    }
    const { figures, results } = await measureSet(set);
    report[set] = figures;
    console.log(`\nText filter through the routes, ${corpusTable(figures).join('\n')}`);
    if (set === 'dev' && misses) {
      console.log('\nDevelopment set misses (kind, surface: outcome, expected):');
      for (const r of results) {
        const expected = expectedOutcome(r.kind, r.surface);
        if (typeof r.outcome === 'string' && r.outcome !== 'skipped' && r.outcome !== expected)
          console.log(`  ${r.kind}, ${r.surface}: ${r.outcome}, expected ${expected}: ${JSON.stringify(r.text)}`);
      }
    }
  }
  if (notes.length > 0) report.note = notes.join('; ');
  return report;
}

/** The summary's lines: per kind, the evaluation set's pooled rate, its lowest surface, and the development set's beside it. */
export function corpusSummaryLines(report: CorpusReport): string[] {
  const lines: string[] = [];
  for (const k of report.eval?.kinds ?? []) {
    const dev = report.dev?.kinds.find((d) => d.kind === k.kind);
    const cells = Object.entries(k.surfaces) as [Surface, CorpusCell][];
    const worst = cells
      .filter(([, c]) => c.rate !== null)
      .sort(([, a], [, b]) => (k.measure === 'recall' ? a.rate! - b.rate! : b.rate! - a.rate!))[0];
    const what = k.measure === 'recall' ? 'caught' : 'wrongly stopped';
    lines.push(
      `filter  ${k.kind}: ${what} ${percent(k.all.rate, digitsOf(k))} on held-out text` +
        (worst
          ? ` (${k.measure === 'recall' ? 'lowest' : 'highest'} ${percent(worst[1].rate, digitsOf(k))} on ${worst[0]}, ${worst[1].sent} cases)`
          : '') +
        `, dev ${percent(dev?.all.rate, digitsOf(k))}; goal ${k.measure === 'recall' ? 'at least' : 'at most'} ${percent(k.goal)} on every surface ` +
        (k.meetsGoal ? 'OK' : 'BELOW GOAL'),
    );
  }
  if (report.note) lines.push(`filter  corpus: ${report.note}`);
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const timing = runTextFilter();
  const corpus = await runTextFilterCorpus({ misses: process.argv.includes('--misses') });
  console.log(['', `filter  judge time: ${filterTimeLine(timing)}`, ...corpusSummaryLines(corpus)].join('\n'));
  process.exit(0);
}
