// Tap to response (issue 33): how long a tap takes to show its answer on screen, for twelve taps
// across the app, in Debian's Chromium at phone size (390x844, touch) with the CPU slowed 4x and
// Lighthouse's slow-4G network, signed in as a fresh demo account for every measurement. A screen is
// ready once its load event has fired and the element to tap is visible. Each tap is measured twice,
// each time in a new browser context (nothing cached, no code carried over): "early", 1.5 s after the
// screen is ready, and "settled", 8 s after, well past the idle moments after the first paint when a
// screen draws what waited for it (useAfterFirstPaint). Each figure is the median of TAPS_RUNS runs (3), and is given
// as a ratio to the header bell's panel in the same run and state. Goal: every ratio at most 1.5.
// `npx tsx bench/taps.ts [interaction...]` runs it alone, on the web app built in dist/web (or in
// BENCH_WEB, a path from the checkout's root: a copy that another build cannot change mid-run).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type CDPSession, type Locator, type Page, chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium';
import { WEB, startApp } from './app-server';

export const TAP_RATIO_GOAL = 1.5;
/** How long after the screen is ready the tap comes: early, and once the screen has settled. */
export const EARLY_MS = 1500;
export const SETTLED_MS = 8000;
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const RUNS = Math.max(1, Number(process.env.TAPS_RUNS ?? 3) || 3);
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobileSlow4G: rttMs 150, throughputKbps 1638.4, uploadThroughputKbps 750 (bytes per second here). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Bounds, so that a missing element fails that one measurement with a note rather than hanging the run. */
const LOAD_TIMEOUT_MS = 60_000;
const STEP_TIMEOUT_MS = 20_000;
const RESPONSE_TIMEOUT_MS = 15_000;
const MEASUREMENT_TIMEOUT_MS = 120_000;

type State = 'early' | 'settled';
const STATES: readonly State[] = ['early', 'settled'];
const DELAY: Record<State, number> = { early: EARLY_MS, settled: SETTLED_MS };

interface Interaction {
  name: string;
  path: string;
  /** What is tapped, in words. */
  tap: string;
  /** What counts as the response on screen, in words. */
  response: string;
  /** The element tapped. */
  target(page: Page): Locator;
  /** What must be on screen for the screen to count as ready (the target, unless a step comes before it). */
  ready?(page: Page): Locator;
  /** A step before the measured tap (open a menu, type a comment), done as soon as the screen is ready. */
  before?(page: Page, words: string): Promise<void>;
  /** A JavaScript expression, run in the page over the helpers H, true once the response is on screen. */
  check(words: string): string;
}

const js = JSON.stringify;
const dialog = (name: string) => `H.shown(H.find('dialog', ${js(name)}))`;
const firstArticle = (page: Page) => page.getByRole('article').first();

/** Taps the centre of what `locator` finds: a touchStart then a touchEnd (CDP Input.dispatchTouchEvent). */
async function tapCentre(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox({ timeout: STEP_TIMEOUT_MS });
  if (!box) throw new Error('the element to tap has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(point.x, point.y);
  return point;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'bell',
    path: '/',
    tap: 'Home: the header\'s bell ("Notifications")',
    response: 'the Notifications panel (region) on screen',
    target: (page) => page.getByRole('button', { name: /^Notifications/ }),
    check: () => `H.shown(H.find('region', 'Notifications'))`,
  },
  {
    name: 'finance-new-account',
    path: '/finance-tracker',
    tap: 'Finance: "New Account"',
    response: 'the "Add New Account" dialog on screen',
    target: (page) => page.getByRole('button', { name: 'New Account', exact: true }),
    check: () => dialog('Add New Account'),
  },
  {
    name: 'finance-row-menu',
    path: '/finance-tracker',
    tap: 'Finance: an account\'s ⋮ ("Actions for Everyday")',
    response: 'its menu on screen',
    target: (page) => page.getByRole('button', { name: 'Actions for Everyday', exact: true }),
    check: () => `H.shown(H.find('menu'))`,
  },
  {
    name: 'pep-talk-create',
    path: '/pep-talk',
    tap: 'Pep Talk: "Create"',
    response: 'the "Create a Pep Talk" dialog on screen',
    target: (page) => page.getByRole('button', { name: 'Create', exact: true }),
    check: () => dialog('Create a Pep Talk'),
  },
  {
    name: 'goal-new',
    path: '/goal-setter',
    tap: 'Goal Setter: "New Goal"',
    response: 'the "Create New Goal" dialog on screen',
    target: (page) => page.getByRole('button', { name: 'New Goal', exact: true }),
    check: () => dialog('Create New Goal'),
  },
  {
    name: 'shorts-comments',
    path: '/leadership-shorts',
    tap: 'Shorts: the first video\'s "Comments"',
    response: 'the comments sheet ("Comments (n)" dialog) on screen',
    target: (page) => firstArticle(page).getByRole('button', { name: /^Comments, \d+$/ }),
    check: () => `H.shown(H.find('dialog', /^Comments \\(\\d+\\)$/))`,
  },
  {
    name: 'shorts-like',
    path: '/leadership-shorts',
    tap: 'Shorts: the first video\'s "Like"',
    response: 'the like button pressed (aria-pressed, its count)',
    target: (page) => firstArticle(page).getByRole('button', { name: /^Like, \d+ likes?$/ }),
    check: () => `H.all('button').some((b) => /^Like, /.test(H.name(b)) && b.getAttribute('aria-pressed') === 'true' && H.shown(b))`,
  },
  {
    name: 'mentor-pass',
    path: '/mentor-matcher',
    tap: 'Mentor Matcher: the pass button ("Pass on ...", X)',
    response: 'the card starts flying off',
    target: (page) => page.getByRole('button', { name: /^Pass on / }),
    check: () =>
      `((c) => Boolean(c && /translateX\\(-480px\\)/.test(c.style.transform)))(document.querySelector('[data-testid="mentor-card"]')) || H.all('status').some((s) => /^Passed on /.test(H.text(s)))`,
  },
  {
    name: 'board-move-to',
    path: '/boost-board',
    tap: 'Boost Board: "Move to..." in a card\'s ⋮ menu (the ⋮ opened just before)',
    response: 'the "Move Task" dialog on screen',
    ready: (page) => page.getByRole('button', { name: 'Actions for Buy sand, gravel and charcoal', exact: true }),
    before: async (page) => {
      await tapCentre(page, page.getByRole('button', { name: 'Actions for Buy sand, gravel and charcoal', exact: true }));
      await page.getByRole('menuitem', { name: 'Move to...' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await page.waitForTimeout(300); // the menu's 250 ms pop-in: tap where the item will stay
    },
    target: (page) => page.getByRole('menuitem', { name: 'Move to...' }),
    check: () => dialog('Move Task'),
  },
  {
    name: 'mind-gym-mood',
    path: '/mind-gym',
    tap: 'Mind Gym: the "Mood" tab',
    response: 'the Mood panel with its form ("Track Mood") drawn, not its loading skeleton',
    target: (page) => page.getByRole('tab', { name: 'Mood', exact: true }),
    check: () =>
      `((p) => H.shown(p) && [...p.querySelectorAll('button')].some((b) => H.name(b) === 'Track Mood' && H.laidOut(b)))(H.find('tabpanel', 'Mood'))`,
  },
  {
    name: 'mind-gym-breathe',
    path: '/mind-gym',
    tap: 'Mind Gym: "Start Exercise"',
    response: 'the exercise running ("Stop Exercise")',
    target: (page) => page.getByRole('button', { name: 'Start Exercise', exact: true }),
    check: () => `H.laidOut(H.find('button', 'Stop Exercise'))`,
  },
  {
    name: 'shorts-send-comment',
    path: '/leadership-shorts',
    tap: 'Shorts: "Post" a comment (the sheet opened and the words typed just before)',
    response: "the comment in the sheet's list",
    ready: (page) => firstArticle(page).getByRole('button', { name: /^Comments, \d+$/ }),
    before: async (page, words) => {
      await tapCentre(page, firstArticle(page).getByRole('button', { name: /^Comments, \d+$/ }));
      const box = page.getByRole('dialog').getByPlaceholder('Add a comment...');
      await box.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await box.fill(words, { timeout: STEP_TIMEOUT_MS });
      const post = page.getByRole('dialog').getByRole('button', { name: 'Post', exact: true });
      await post.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      if (!(await post.isEnabled())) throw new Error('Post is disabled (sample content?)');
    },
    target: (page) => page.getByRole('dialog').getByRole('button', { name: 'Post', exact: true }),
    check: (words) =>
      `[...document.querySelectorAll('[role="dialog"] li')].some((li) => H.text(li).includes(${js(words)}) && H.laidOut(li))`,
  },
];

/** The page's side: helpers over the accessibility names, and the watcher armed just before a tap. */
const HELPERS = `
const H = {
  text: (el) => (el?.textContent ?? '').replace(/\\s+/g, ' ').trim(),
  name(el) {
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => H.text(document.getElementById(id))).join(' ').trim();
    const label = el.getAttribute('aria-label');
    return label !== null ? label.trim() : H.text(el);
  },
  all: (role) => [...document.querySelectorAll(role === 'button' ? 'button:not([role]), [role="button"]' : '[role="' + role + '"]')],
  find: (role, name) => H.all(role).find((el) => name === undefined || (name instanceof RegExp ? name.test(H.name(el)) : H.name(el) === name)) ?? null,
  laidOut(el) {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  },
  shown(el) {
    if (!H.laidOut(el)) return false;
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  },
};`;

/**
 * Arms the watcher and reads performance.now() (t0): the tap is dispatched right after. A
 * MutationObserver, and a check in every animation frame (for what moves into view without a DOM
 * change), notice the response; then the frame that draws it: requestAnimationFrame, then a
 * user-blocking task after that frame (at once when noticed inside a frame's callback).
 */
const armScript = (check: string) => `(() => {
${HELPERS}
  const check = () => { try { return Boolean(${check}); } catch { return false; } };
  const r = { t0: 0, input: null, handled: null, found: null, painted: null };
  let resolve;
  window.__tapDone = new Promise((res) => (resolve = res));
  // The first task after the frame's rendering: a user-blocking task, which runs ahead of the tasks already
  // queued (React's slices of deferred work), that a setTimeout would wait behind though the frame is drawn.
  const painted = () => scheduler.postTask(() => { r.painted = performance.now(); resolve(r); }, { priority: 'user-blocking' });
  const seen = (inFrame) => {
    if (r.found !== null || !check()) return;
    r.found = performance.now();
    observer.disconnect();
    if (inFrame) painted();
    else requestAnimationFrame(painted);
  };
  const observer = new MutationObserver(() => seen(false));
  if (check()) return false;
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => { seen(true); if (r.found === null) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  addEventListener('touchstart', (e) => { r.input = e.timeStamp; r.handled = performance.now(); }, { capture: true, once: true, passive: true });
  r.t0 = performance.now();
  return true;
})()`;

interface TapTimes {
  t0: number;
  input: number | null;
  handled: number | null;
  found: number | null;
  painted: number;
}

export interface TapRun {
  /** Tap to the frame that shows the response. */
  ms: number | null;
  /** ms over the bell's in the same run and state. */
  ratio: number | null;
  /** When the tap came, after the screen was ready. */
  tapAfterReadyMs?: number;
  /** How long the touch waited for the page's main thread (touchstart handled minus its timestamp). */
  inputDelayMs?: number;
  error?: string;
}

export interface TapFigure {
  /** Medians over the runs that succeeded. */
  ms: number | null;
  ratio: number | null;
  ok: boolean | null;
  runs: TapRun[];
}

export interface TapInteraction {
  name: string;
  path: string;
  tap: string;
  response: string;
  early: TapFigure;
  settled: TapFigure;
}

export interface TapsReport {
  runs: number;
  earlyMs: number;
  settledMs: number;
  reference: string;
  interactions: TapInteraction[];
  ok: boolean;
  note?: string;
}

const median = (values: (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
};

const uniqueWords = () => `Great tip ${Array.from({ length: 6 }, () => 'bdgjkpqvwxz'[Math.floor(Math.random() * 11)]).join('')}`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One tap on a fresh page of a fresh demo account: the time from the tap to its response on screen. */
async function measure(
  browser: Browser,
  app: Awaited<ReturnType<typeof startApp>>,
  it: Interaction,
  state: State,
  run: number,
): Promise<TapRun> {
  const cookie = await app.demoCookie();
  const equals = cookie.indexOf('=');
  const context = await browser.newContext(PHONE);
  let step = 'load the screen';
  let page: Page | undefined;
  try {
    await context.addCookies([{ name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url: app.base }]);
    const tab = await context.newPage();
    page = tab;
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await withTimeout(
      (async (): Promise<TapRun> => {
        await tab.goto(`${app.base}${it.path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
        step = 'wait for the screen';
        await (it.ready ?? it.target)(tab).waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
        const readyAt = Date.now();
        const words = uniqueWords();
        step = 'the step before the tap';
        await it.before?.(tab, words);
        step = 'find the element to tap';
        const target = it.target(tab);
        await target.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
        // A screen may draw its element anew as its reads arrive: find it again, twice at most.
        for (let attempt = 1; ; attempt++) {
          try {
            await target.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
            break;
          } catch (error) {
            if (attempt === 3 || !/not attached/.test((error as Error).message)) throw error;
          }
        }
        const wait = readyAt + DELAY[state] - Date.now();
        if (wait > 0) await tab.waitForTimeout(wait);
        const box = await target.boundingBox({ timeout: STEP_TIMEOUT_MS });
        if (!box) throw new Error('the element to tap has no box');
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        step = 'arm the watcher';
        if (TRACE) await startTrace(cdp);
        if (!(await tab.evaluate(armScript(it.check(words))))) throw new Error('the response was on screen before the tap');
        const tapAfterReadyMs = Date.now() - readyAt;
        step = 'tap';
        await tab.touchscreen.tap(x, y);
        step = 'wait for the response';
        const t = await withTimeout(tab.evaluate('window.__tapDone') as Promise<TapTimes>, RESPONSE_TIMEOUT_MS, 'the response');
        if (TRACE) await saveTrace(cdp, path.join(RESULTS_DIR, `taps-trace-${it.name}-${state}-${run + 1}.json`));
        return {
          ms: t.painted - t.t0,
          ratio: null,
          tapAfterReadyMs,
          ...(t.input !== null && t.handled !== null ? { inputDelayMs: Math.max(0, t.handled - t.input) } : {}),
        };
      })(),
      MEASUREMENT_TIMEOUT_MS,
      'the measurement',
    );
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!;
    // What the screen showed, to see why (bench/results is not committed).
    const shot = path.join(RESULTS_DIR, `taps-failed-${it.name}-${state}-${run + 1}.png`);
    const saved = await page?.screenshot({ path: shot, timeout: 5000 }).then(
      () => true,
      () => false,
    );
    return { ms: null, ratio: null, error: `${step}: ${message}${saved ? ` (screen: ${path.relative(process.cwd(), shot)})` : ''}` };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** TAPS_TRACE=1 records Chromium's trace from just before each tap to its answer, into bench/results (Perfetto or DevTools open it). */
const TRACE = process.env.TAPS_TRACE === '1';

async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
}

async function saveTrace(cdp: CDPSession, file: string): Promise<void> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const handle = await done;
  const chunks: string[] = [];
  for (;;) {
    const { data, eof } = await cdp.send('IO.read', { handle });
    chunks.push(data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(file, chunks.join(''));
}

const fmtRatio = (f: TapFigure) => (f.ratio === null ? 'n/a' : f.ratio.toFixed(2));
const fmtMs = (f: TapFigure) => (f.ms === null ? 'n/a' : `${Math.round(f.ms)} ms`);
const verdict = (f: TapFigure) => (f.ok === null ? 'FAILED' : f.ok ? 'OK' : 'OVER');

/** The summary's lines (bench/run.ts), one per interaction. */
export function tapsSummaryLines(report: TapsReport): string[] {
  return [
    ...report.interactions.map(
      (i) =>
        `taps    ${i.name}: early ${fmtRatio(i.early)} (${fmtMs(i.early)}) ${verdict(i.early)}, ` +
        `settled ${fmtRatio(i.settled)} (${fmtMs(i.settled)}) ${verdict(i.settled)} (ratio to the bell; goal: at most ${TAP_RATIO_GOAL})`,
    ),
    ...(report.note ? [`taps    note: ${report.note}`] : []),
  ];
}

function printTable(report: TapsReport): void {
  const w = Math.max(...report.interactions.map((i) => i.name.length), 11);
  console.log(`\n  ${'interaction'.padEnd(w)}  ${'early'.padEnd(24)}settled`);
  for (const i of report.interactions) {
    const cell = (f: TapFigure) => `${fmtRatio(f).padStart(5)} ${`(${fmtMs(f)})`.padEnd(10)} ${verdict(f).padEnd(6)}`;
    console.log(`  ${i.name.padEnd(w)}  ${cell(i.early)}  ${cell(i.settled)}`);
  }
  for (const i of report.interactions)
    for (const state of STATES)
      for (const [n, r] of i[state].runs.entries()) if (r.error) console.log(`  note: ${i.name}, ${state}, run ${n + 1}: ${r.error}`);
}

export async function runTaps(only?: string[]): Promise<TapsReport> {
  const chosen = INTERACTIONS.filter((i) => i.name === 'bell' || !only || only.includes(i.name));
  const unknown = only?.filter((name) => !INTERACTIONS.some((i) => i.name === name)) ?? [];
  if (unknown.length) console.log(`No such tap: ${unknown.join(', ')} (the taps: ${INTERACTIONS.map((i) => i.name).join(', ')})`);
  console.log(
    `\nTap to response: ${chosen.length} taps, early (${EARLY_MS / 1000} s after ready) and settled (${SETTLED_MS / 1000} s), ` +
      `CPU ${CPU_SLOWDOWN}x slower, slow 4G, median of ${RUNS} run${RUNS === 1 ? '' : 's'}`,
  );
  const base: Omit<TapsReport, 'interactions' | 'ok'> = {
    runs: RUNS,
    earlyMs: EARLY_MS,
    settledMs: SETTLED_MS,
    reference: 'bell',
  };
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  if (!existsSync(chromePath)) {
    const note = `no browser at ${chromePath} (bash scripts/ensure-chromium.sh installs Debian's Chromium)`;
    console.log(`Taps could not run: ${note}`);
    return { ...base, interactions: [], ok: false, note };
  }
  if (!existsSync(path.join(WEB, 'index.html'))) {
    const note = `no built web app in ${WEB} (npm run build)`;
    console.log(`Taps could not run: ${note}`);
    return { ...base, interactions: [], ok: false, note };
  }
  const runs = new Map<string, Record<State, TapRun[]>>(chosen.map((i) => [i.name, { early: [], settled: [] }]));
  let note: string | undefined;
  // A build of the web app in the middle of the run (another terminal's npm run build) changes the
  // code served, and a page loaded before it asks for files that are gone: said, not hidden.
  const builtAt = () => {
    try {
      return statSync(path.join(WEB, 'index.html')).mtimeMs;
    } catch {
      return NaN;
    }
  };
  const built = builtAt();
  let rebuilt = false;
  const app = await startApp('bench-taps');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromePath,
      args: PLAYWRIGHT_ARGS,
    });
    for (let run = 0; run < RUNS; run++) {
      for (const state of STATES) {
        let bellMs: number | null = null;
        for (const it of chosen) {
          const result = await measure(browser, app, it, state, run);
          if (it.name === 'bell') bellMs = result.ms;
          result.ratio = result.ms !== null && bellMs ? result.ms / bellMs : null;
          runs.get(it.name)![state].push(result);
          if (!rebuilt && builtAt() !== built) {
            rebuilt = true;
            console.log(`  the web app in ${WEB} was built again during this measurement: the figures mix two builds`);
          }
          console.log(
            `  run ${run + 1} ${state.padEnd(7)} ${it.name.padEnd(20)} ` +
              (result.ms === null
                ? `FAILED: ${result.error}`
                : `${Math.round(result.ms)} ms, ratio ${result.ratio?.toFixed(2) ?? 'n/a'} ` +
                  `(tap ${((result.tapAfterReadyMs ?? 0) / 1000).toFixed(1)} s after ready, input delay ${Math.round(result.inputDelayMs ?? 0)} ms)`),
          );
        }
      }
    }
  } catch (error) {
    note = (error as Error).message.split('\n')[0]!;
    console.log(`Taps could not run: ${note}`);
  } finally {
    if (rebuilt)
      note = [note, `the web app in ${WEB} was built again during the run (BENCH_WEB can serve a copy)`].filter(Boolean).join('; ');
    await browser?.close().catch(() => undefined);
    await app.close();
  }
  const figure = (all: TapRun[]): TapFigure => {
    const ratio = median(all.map((r) => r.ratio));
    return { ms: median(all.map((r) => r.ms)), ratio, ok: ratio === null ? null : ratio <= TAP_RATIO_GOAL, runs: all };
  };
  const interactions = chosen.map((i) => ({
    name: i.name,
    path: i.path,
    tap: i.tap,
    response: i.response,
    early: figure(runs.get(i.name)!.early),
    settled: figure(runs.get(i.name)!.settled),
  }));
  const report: TapsReport = {
    ...base,
    interactions,
    ok: !note && interactions.every((i) => i.early.ok === true && i.settled.ok === true),
    ...(note ? { note } : {}),
  };
  printTable(report);
  return report;
}

// `npx tsx bench/taps.ts [interaction...]` runs only this part (the bell, the reference, always).
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runTaps(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  process.exit(report.ok ? 0 : 1);
}
