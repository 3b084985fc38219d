// Shared by every browser test: a signed-in user made through the real API (the cookie lands in
// the page's context), a page that fails the test on any console error, and the axe-core check.
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { CurrentUser, SignUpBody } from '../contract/auth';
import { birthDateForAge } from '../contract/ages';

let counter = 0;

/**
 * A short random tag to make a text unique, from letters that cannot spell a word the text filter
 * refuses (random base-36 or hex can: "a55", "fuk"), so a test never fails on its own dice.
 */
export function uniqueTag(length = 6): string {
  const letters = 'bdgjkpqvwxz';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/**
 * A username part no other worker can draw: this process's id and its own counter, kept apart by
 * "x" (a bare concatenation made "51"+"2"+"345" and "512"+"3"+"45" the same name), then a random number
 * for a later run over the same database.
 */
function uniqueName(): string {
  // Digits in groups of at most four, kept apart by "x": letters drawn from a number can spell a word the
  // name rules refuse (a process id of 20,167 is "fk7" in base 36: a CI run's two first sign-ups were
  // refused), and seven digits in a row read as a phone number.
  const pid = process.pid;
  return `${Math.floor(pid / 1000)}x${pid % 1000}x${counter}x${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

export function newUserFields(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  const suffix = uniqueName();
  return {
    username: `e2e_${suffix}`.slice(0, 20),
    // Unique too: others read this name (never the username) beside what a test writes (issue 52).
    displayName: `Kai ${uniqueTag(5)}`,
    password: 'a sunny afternoon',
    dateOfBirth: birthDateForAge(16),
    ...overrides,
  };
}

// Chromium logs every 4xx answer as a console error; the error paths under test (a 401 that means
// "signed out", a 409 for a taken username) produce them on purpose. A 5xx still fails the test.
const EXPECTED_CONSOLE = [/the server responded with a status of 4\d\d/];

/** A sign-in's username and password. */
export interface Credentials {
  username: string;
  password: string;
}

/**
 * A moderator: a staff account made as the README says, by `npm run moderator -- create <username>`,
 * whose password is the last line it prints. Never a member's account (issue 29).
 */
export function createModerator(): Credentials {
  counter += 1;
  const username = `mod_${uniqueName()}`;
  const printed = runScript('scripts/moderator.ts', 'create', username);
  return { username, password: printed.trimEnd().split('\n').at(-1)! };
}

/** The mentor command (npm run mentor), against the browser tests' database. */
export function mentorCommand(...args: string[]): string {
  return runScript('scripts/mentor.ts', ...args);
}

/**
 * One of the project's commands, against the browser tests' database: Node with tsx's loader, as
 * `npm run` would run it, without npx, which starts npm first (with two CI runs on two cores, each call
 * through npx took about 25 s of its test's time, a third more than this).
 */
function runScript(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
    encoding: 'utf8',
  });
}

/**
 * Resolves once the page's live event stream (GET /api/events) has been answered: from then on the
 * server holds it and nothing raised is missed. Call before the navigation that opens it.
 */
export const liveStream = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);

/** Signs this page's browser in as someone else (the session it had ends). */
export async function signInAs(page: Page, { username, password }: Credentials) {
  expect((await page.request.post('/api/auth/sign-in', { data: { username, password } })).status()).toBe(200);
}

export const test = base.extend<{ user: CurrentUser & { password: string }; moderator: Credentials; consoleAllowed: RegExp[] }>({
  /** More console errors a spec causes on purpose (going offline: requests that fail). */
  consoleAllowed: [[], { option: true }],
  page: async ({ page, consoleAllowed }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      const allowed = [...EXPECTED_CONSOLE, ...consoleAllowed];
      if (message.type() === 'error' && !allowed.some((p) => p.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  user: async ({ page }, use) => {
    const fields = newUserFields();
    const response = await page.request.post('/api/auth/sign-up', { data: fields });
    expect(response.status()).toBe(201);
    await use({ ...((await response.json()) as CurrentUser), password: fields.password });
  },
  /** A staff account (createModerator), not signed in: signInAs(page, moderator) when the test needs it. */
  moderator: async ({ baseURL: _ }, use) => {
    await use(createModerator());
  },
});

export { expect };

/**
 * axe-core finds no WCAG 2.0-2.2 A/AA violation on what the page shows now, and nothing scrolls
 * sideways at phone width (WCAG 1.4.10 Reflow, which axe does not check).
 */
export async function expectAccessible(page: Page) {
  await expectFits(page);
  // Judge the page as it settles, not mid-animation: a toast fading in is half transparent for a moment,
  // and axe then measured its text's contrast against the page behind it (a race that failed CI).
  // Endless animations (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself. The default runs it in each frame and then finishes in a
  // blank page opened for the purpose: twice the time (1.3 s against 0.7 s a check on Pep Talk, quiet
  // machine), for frames Rise does not have.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Picks a date of birth (YYYY-MM-DD) in the sign-up form's month, day and year selects. */
export async function fillDateOfBirth(page: Page, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const group = page.getByRole('group', { name: 'Date of birth' });
  await group.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await group.getByRole('combobox', { name: 'Day' }).selectOption(String(day));
  await group.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
}

/** The toast region's current text. */
/** A moderator's own browser, signed in, on the moderation screen. */
export async function moderatorPage(browser: Browser, who: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, who);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  return page;
}

export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications \(F8\)/ });

/** The widths every screen is tried at (issue 9): a small phone, a phone, a tablet, a laptop. */
export const WIDTHS = [320, 390, 820, 1280] as const;

/**
 * Nothing scrolls sideways, and no label of 24 characters or fewer is cut off: not clipped by its
 * own or an ancestor's overflow, not ellipsised or line-clamped, not pushed off the screen. Text in
 * a container made to scroll sideways (marked data-scrolls-sideways: a row of chips, a board's
 * columns) counts as reachable.
 */
export async function expectFits(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (text.length > 24) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        found.push(`"${text}" is ellipsised`);
        continue;
      }
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1) {
        found.push(`"${text}" is line-clamped`);
        continue;
      }
      if (
        (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      ) {
        found.push(`"${text}" overflows its own box`);
        continue;
      }
      let reachable = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        // Reachable by scrolling sideways only in a box made to scroll sideways, which says so with
        // data-scrolls-sideways (a box that scrolls up and down computes overflow-x: auto too).
        if (scrolls(s.overflowX) && a.hasAttribute('data-scrolls-sideways')) {
          reachable = true;
          break;
        }
        const outer = a.getBoundingClientRect();
        const clippedSideways = (clips(s.overflowX) || scrolls(s.overflowX)) && (box.right > outer.right + 1 || box.left < outer.left - 1);
        const clippedBelow = clips(s.overflowY) && (box.bottom > outer.bottom + 1 || box.top < outer.top - 1);
        if (clippedSideways || clippedBelow) {
          found.push(`"${text}" is cut off by its container`);
          reachable = true; // reported
          break;
        }
      }
      if (!reachable && (box.right > root.clientWidth + 1 || box.left < -1)) found.push(`"${text}" runs off the screen`);
    }
    return found;
  });
  expect(problems, 'overflow or a cut-off label').toEqual([]);
}

/** Fails when the first locator's box overlaps any of the others' (what a toast must not hide). */
export async function expectClearOf(page: Page, what: Locator, others: Locator[]) {
  const box = await what.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  for (const other of others) {
    const o = await other.boundingBox();
    if (!o || !box) continue;
    const overlaps = box.x < o.x + o.width && o.x < box.x + box.width && box.y < o.y + o.height && o.y < box.y + box.height;
    expect(overlaps, `${what} overlaps ${other}`).toBe(false);
  }
}

/** A Shorts video played past 90% (scrubbed there, muted), and counted as watched by the server. */
export async function watchToTheEnd(page: Page, video: Locator) {
  const watched = page.waitForResponse((r) => /\/api\/videos\/\d+\/watched$/.test(r.url()) && r.status() === 204);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (!(v.duration > 0)) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
    v.currentTime = v.duration * 0.95;
  });
  await watched;
}
