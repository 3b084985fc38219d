// `npm run bench`: bundle budgets, API cost (CPU per signed-in read against bare Fastify's, each in its own process), load (100 connections on a read and a mixed write), Finance screen at 100 vs 100,000 transactions, growth (each main screen's calls for one teen at 1x, 10x and 100x the school's data, on SQLite and PostgreSQL), Leadership Shorts bytes, the studio's processing time for a 30 s clip (a ratio to its length), big deletes (100,000 comments), the text filter's judge time and what it catches of the labelled corpus through every surface (evaluation and development sets), live events (5,000 idle streams: memory each, write to event), tap to response (12 taps on a slowed phone, as ratios to the bell's), Lighthouse (performance and accessibility) on every screen, its phone's CPU slowdown calibrated to the host; prints a summary and writes bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RATIO_GOAL, runApi } from './api';
import { kb, runBundle } from './bundle';
import { runDeletes } from './deletes';
import { eventsSummaryLine, runEvents } from './events';
import { corpusSummaryLines, filterTimeLine, runTextFilter, runTextFilterCorpus } from './text-filter';
import { FINANCE_RATIO_GOAL, runFinance } from './finance';
import { growthSummaryLines, runGrowth } from './growth';
import { loadSummaryLine, runLoad } from './load';
import { runShorts } from './shorts';
import { clipsSummaryLines, runClips } from './clips';
import { lighthouseSummaryLines, runLighthouse } from './lighthouse';
import { runTaps, tapsSummaryLines } from './taps';

const RESULTS_DIR = path.join(import.meta.dirname, 'results');

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const bundle = runBundle();
  const api = await runApi();
  const load = await runLoad();
  const finance = await runFinance();
  const growth = await runGrowth();
  const shorts = await runShorts();
  const clips = await runClips();
  const deletes = await runDeletes();
  const filter = { ...runTextFilter(), corpus: await runTextFilterCorpus() };
  const events = await runEvents();
  const taps = await runTaps();
  const lighthouse = await runLighthouse();

  const summary = [
    '',
    '=== Benchmark summary ===',
    `bundle  / JS gzip${bundle.gzipLevel}: ${kb(bundle.entry.gzipBytes)} KB of ${bundle.entry.budgetBytes / 1024} KB ` +
      `${bundle.entry.ok ? 'OK' : 'OVER'} (CSS ${kb(bundle.entry.cssGzipBytes)} KB)`,
    ...bundle.lazy.map((l) => `bundle  ${l.name}: ${kb(l.gzipBytes)} KB of ${l.budgetBytes / 1024} KB ${l.ok ? 'OK' : 'OVER'}`),
    `bundle  within budget: ${bundle.withinBudget ? 'yes' : 'NO'}`,
    `api     bare Fastify + one SQLite read: ${api.bare.cpuMicrosPerRequest.toFixed(1)} µs CPU/request`,
    `api     real app:     ${api.real.cpuMicrosPerRequest.toFixed(1)} µs CPU/request (non-2xx ${api.real.non2xx}, errors ${api.real.errors})`,
    `api     ratio bare/real CPU per request: ${api.ratio.toFixed(2)} (median of ${api.rounds.length}: ${api.rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; goal: at least ${RATIO_GOAL.toFixed(2)}) ${api.meetsGoal ? 'OK' : 'BELOW GOAL'}`,
    loadSummaryLine(load.read),
    loadSummaryLine(load.mixed),
    `load    balances exact after the mixed load: ${load.correctness.balancesExact ? 'yes' : 'NO'} ` +
      `(${load.correctness.writesAcknowledged} writes acknowledged, ${load.correctness.writesStored} stored)`,
    `finance screen calls: ${finance.small.medianMs.toFixed(2)} ms with 100 transactions, ${finance.large.medianMs.toFixed(2)} ms with 100,000`,
    `finance ratio 100,000/100: ${finance.ratio.toFixed(2)} (goal: at most ${FINANCE_RATIO_GOAL}) ${finance.meetsGoal ? 'OK' : 'ABOVE GOAL'}`,
    ...growthSummaryLines(growth),
    `shorts  bytes before the first video can start: ${(shorts.totalBytes / 1024).toFixed(1)} KB`,
    ...clipsSummaryLines(clips),
    `deletes a pep talk with 100,000 comments: ${deletes.pepTalkMs.toFixed(0)} ms; an account that wrote 100,000 rows: ${deletes.accountMs.toFixed(0)} ms (both 204)`,
    `filter  judge time over ${filter.texts} texts up to 2,000 characters: ${filterTimeLine(filter)}`,
    ...corpusSummaryLines(filter.corpus),
    ...events.runs.map(eventsSummaryLine),
    ...(events.note ? [`events  could not finish: ${events.note}`] : []),
    ...tapsSummaryLines(taps),
    ...lighthouseSummaryLines(lighthouse),
  ];
  console.log(summary.join('\n'));

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(
    file,
    JSON.stringify(
      { startedAt, node: process.version, bundle, api, load, finance, growth, shorts, clips, deletes, filter, events, taps, lighthouse },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
}

await main();
process.exit(0);
