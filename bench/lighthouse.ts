// Lighthouse mobile (a simulated slow phone on a slow network) on every built screen of
// bench/screens.ts, signed in as a demo account: performance and accessibility, the median of three
// runs each. Goal (issue 9): performance at least 98 and accessibility 100 on every screen.
// The phone is the same on every host (issue 53): the CPU slowdown is calibrated to this host's
// benchmark index first (bench/cpu-slowdown.ts), not Lighthouse's fixed 4×.
// `npx tsx bench/lighthouse.ts [screen...]` (or LIGHTHOUSE_SCREENS=name,name) runs some screens alone;
// LIGHTHOUSE_CPU_SLOWDOWN=4 sets the multiplier instead of calibrating it.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, withQuietFeatures } from '../scripts/chromium';
import { startApp } from './app-server';
import { cpuSlowdownFor } from './cpu-slowdown';
import { SCREENS } from './screens';

export const PERFORMANCE_GOAL = 98;
export const ACCESSIBILITY_GOAL = 100;
const RUNS = 3;
/** Quick runs of a light page whose median benchmark index sets the CPU slowdown. */
const CALIBRATION_RUNS = 3;

export interface LighthouseScreen {
  name: string;
  path: string;
  performance: number | null;
  accessibility: number | null;
  runs: {
    performance: number | null;
    accessibility: number | null;
    lcp?: string;
    tbt?: string;
    cls?: string;
    /** The host's benchmark index as this run measured it. */
    benchmarkIndex?: number;
  }[];
  ok: boolean;
}

export interface LighthouseReport {
  /** The host's benchmark index the CPU slowdown was calibrated to (the median of the calibration runs). */
  benchmarkIndex: number | null;
  /** Each calibration run's benchmark index. */
  calibrationIndexes: number[];
  /** The `throttling.cpuSlowdownMultiplier` every screen ran with. */
  cpuSlowdownMultiplier: number | null;
  /** Where the multiplier came from: the calibration, or LIGHTHOUSE_CPU_SLOWDOWN. */
  cpuSlowdownFrom: 'benchmark index' | 'LIGHTHOUSE_CPU_SLOWDOWN' | null;
  screens: LighthouseScreen[];
  ok: boolean;
  note?: string;
}

const median = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
};

const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

/** The line that says which phone the scores are for. */
export function lighthouseHostLine(report: LighthouseReport): string {
  if (report.cpuSlowdownMultiplier === null) return 'lighthouse host benchmark index n/a, CPU slowdown n/a';
  return (
    `lighthouse host benchmark index ${report.benchmarkIndex === null ? 'n/a' : Math.round(report.benchmarkIndex)}, ` +
    `CPU slowdown ×${report.cpuSlowdownMultiplier}` +
    (report.cpuSlowdownFrom === 'benchmark index'
      ? ` (calibrated: Lighthouse's CPU throttling calculator; its default ×4 is for an index of about 1533)`
      : ` (set by ${report.cpuSlowdownFrom})`)
  );
}

/** The summary lines: the host's index and multiplier, then each screen. */
export function lighthouseSummaryLines(report: LighthouseReport): string[] {
  return [
    lighthouseHostLine(report),
    ...report.screens.map(
      (s) =>
        `lighthouse ${s.name}: performance ${s.performance ?? 'n/a'}, accessibility ${s.accessibility ?? 'n/a'} ` +
        `(median of ${s.runs.length}; goal ${PERFORMANCE_GOAL} and ${ACCESSIBILITY_GOAL}) ${s.ok ? 'OK' : 'BELOW GOAL'}`,
    ),
    ...(report.note ? [`lighthouse could not finish: ${report.note}`] : []),
  ];
}

/** LIGHTHOUSE_SCREENS=name,name: the screens to run when none are named in code. */
const screensFromEnvironment = () =>
  process.env.LIGHTHOUSE_SCREENS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** LIGHTHOUSE_CPU_SLOWDOWN=4: a multiplier set by hand (to compare with Lighthouse's default). */
function slowdownFromEnvironment(): number | null {
  const value = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (value === undefined || value === '') return null;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN=${value} is not a multiplier of 1 or more`);
  return multiplier;
}

export async function runLighthouse(only = screensFromEnvironment()): Promise<LighthouseReport> {
  console.log(`\nLighthouse mobile, the median of ${RUNS} runs per screen`);
  const report: LighthouseReport = {
    benchmarkIndex: null,
    calibrationIndexes: [],
    cpuSlowdownMultiplier: null,
    cpuSlowdownFrom: null,
    screens: [],
    ok: false,
  };
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  // chrome-launcher throws a missing browser from an event, past any try: say so instead.
  if (!existsSync(chromePath)) {
    const note = `no browser at ${chromePath} (bash scripts/ensure-chromium.sh installs Debian's Chromium)`;
    console.log(`Lighthouse could not run: ${note}`);
    return { ...report, note };
  }
  const unknown = only?.filter((name) => !SCREENS.some((s) => s.name === name && !s.tab && !s.open)) ?? [];
  if (unknown.length > 0) {
    const note = `not a screen Lighthouse runs: ${unknown.join(', ')} (a tab or an opened page is its route's page)`;
    console.log(`Lighthouse could not run: ${note}`);
    return { ...report, note };
  }
  const server = await startApp('bench-lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath,
    // chrome-launcher's own flags with ours, its --disable-features and ours as one (scripts/chromium.ts).
    ignoreDefaultFlags: true,
    chromeFlags: withQuietFeatures([...chromeLauncher.Launcher.defaultFlags(), '--headless=new', ...CHROMIUM_FLAGS]),
  });
  const screens = report.screens;
  try {
    const fixed = slowdownFromEnvironment();
    if (fixed !== null) {
      report.cpuSlowdownMultiplier = fixed;
      report.cpuSlowdownFrom = 'LIGHTHOUSE_CPU_SLOWDOWN';
    } else {
      // The host's benchmark index: the median of a few quick runs of the signed-out page with one
      // cheap audit (Lighthouse measures the index before it loads any page).
      for (let i = 0; i < CALIBRATION_RUNS; i++) {
        const result = await lighthouse(`${server.base}/`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['viewport'],
        });
        const index = result?.lhr.environment.benchmarkIndex;
        if (typeof index === 'number' && index > 0) report.calibrationIndexes.push(index);
      }
      report.benchmarkIndex = median(report.calibrationIndexes);
      if (report.benchmarkIndex === null) throw new Error('Lighthouse measured no benchmark index for this host');
      report.cpuSlowdownMultiplier = cpuSlowdownFor(report.benchmarkIndex);
      report.cpuSlowdownFrom = 'benchmark index';
    }
    console.log(
      lighthouseHostLine(report) +
        (report.calibrationIndexes.length > 1 ? `; runs ${report.calibrationIndexes.map((i) => Math.round(i)).join(', ')}` : ''),
    );
    const cpuSlowdownMultiplier = report.cpuSlowdownMultiplier;
    const cookie = await server.demoCookie();
    // One run per route: a tab of a screen is the same page to Lighthouse.
    const routes = SCREENS.filter((s) => !s.tab && !s.open && (!only || only.includes(s.name)));
    for (const screen of routes) {
      const runs: LighthouseScreen['runs'] = [];
      for (let i = 0, retries = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.base}${screen.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          throttling: { cpuSlowdownMultiplier },
          ...(screen.signedOut ? {} : { extraHeaders: { Cookie: cookie } }),
        });
        const lhr = result?.lhr;
        if (lhr?.runtimeError) console.log(`  ${screen.name}: ${lhr.runtimeError.message}`);
        // Chromium sometimes loses a trace (NO_NAVSTART): that run is made again, twice at most.
        if (typeof lhr?.categories.performance?.score !== 'number' && retries++ < 2) {
          i--;
          continue;
        }
        runs.push({
          performance: score(lhr?.categories.performance?.score),
          accessibility: score(lhr?.categories.accessibility?.score),
          lcp: lhr?.audits['largest-contentful-paint']?.displayValue,
          tbt: lhr?.audits['total-blocking-time']?.displayValue,
          cls: lhr?.audits['cumulative-layout-shift']?.displayValue,
          benchmarkIndex: lhr?.environment.benchmarkIndex,
        });
        // LIGHTHOUSE_LCP=1: what the largest paint was, and where its time went (to look for the next point).
        if (process.env.LIGHTHOUSE_LCP)
          console.log(
            `  ${screen.name} (host benchmark index ${lhr?.environment.benchmarkIndex}): ` +
              JSON.stringify(lhr?.audits['largest-contentful-paint-element']?.details),
          );
        const failed = Object.values(lhr?.audits ?? {}).filter(
          (a) => a.score !== null && a.score < 1 && lhr?.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
        );
        for (const a of failed) console.log(`  ${screen.name}: accessibility audit failed: ${a.id} (${a.title})`);
      }
      const performance = median(runs.map((r) => r.performance));
      const accessibility = median(runs.map((r) => r.accessibility));
      const ok = performance !== null && performance >= PERFORMANCE_GOAL && accessibility !== null && accessibility >= ACCESSIBILITY_GOAL;
      screens.push({ name: screen.name, path: screen.path, performance, accessibility, runs, ok });
      console.log(
        `  ${screen.name.padEnd(20)} performance ${String(performance ?? 'n/a').padStart(3)} (runs ${runs.map((r) => r.performance).join(', ')}; ` +
          `LCP ${runs.map((r) => r.lcp).join(' / ')}, TBT ${runs[0]?.tbt}, CLS ${runs[0]?.cls}; ` +
          `index ${runs.map((r) => (r.benchmarkIndex === undefined ? 'n/a' : Math.round(r.benchmarkIndex))).join(', ')}), ` +
          `accessibility ${accessibility ?? 'n/a'} ${ok ? 'OK' : 'BELOW GOAL'}`,
      );
    }
    return { ...report, ok: screens.length > 0 && screens.every((s) => s.ok) };
  } catch (error) {
    const note = (error as Error).message;
    console.log(`Lighthouse could not run: ${note}`);
    return { ...report, ok: false, note };
  } finally {
    chrome.kill();
    await server.close();
  }
}

// `npx tsx bench/lighthouse.ts [screen...]` runs only this part and prints its summary.
if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await runLighthouse(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  console.log(['', '=== Lighthouse summary ===', ...lighthouseSummaryLines(report)].join('\n'));
  process.exit(report.ok ? 0 : 1);
}
