// Rise on a flaky network (issue 17), with its service worker (every other spec blocks it): after a
// first visit every route opens offline with the "You're offline" banner and what this user last saw;
// a write made offline is refused and nothing is sent later; signing out offline leaves nothing of the
// user on the device, and the next person sees only theirs; a new version waits for Reload, which asks
// first when something typed would be lost; a watched video plays offline, and no video is kept before.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { measureBundle } from '../bench/bundle';
import type { CurrentUser } from '../contract/auth';
import { expect, expectAccessible, newUserFields, test as base, toastRegion, watchToTheEnd } from './fixtures';

// Only a session started with "Keep me signed in" keeps anything for offline use (issue 31; the case
// without it is e2e/shared-computer.spec.ts): this spec's user chose it.
const test = base.extend({
  user: async ({ page }, use) => {
    const fields = newUserFields({ keepSignedIn: true });
    const response = await page.request.post('/api/auth/sign-up', { data: fields });
    expect(response.status()).toBe(201);
    const user = (await response.json()) as CurrentUser;
    expect(user.keptSignedIn).toBe(true);
    await use({ ...user, password: fields.password });
  },
});

// One after another: the update test deploys a new worker, which the others must not meet halfway.
test.describe.configure({ mode: 'default' });

test.use({
  serviceWorkers: 'allow',
  // Offline, the browser logs each request that could not go out (a video, a read nothing was saved for).
  consoleAllowed: [/net::ERR_(INTERNET_DISCONNECTED|FAILED)/],
});

/** Every client route, with a heading its screen shows once drawn (Home greets this user). */
const routes = (displayName: string): [path: string, heading: string][] => [
  ['/', `Hey ${displayName}!`],
  ['/profile', 'My Profile'],
  ['/leadership-shorts', 'Leadership Shorts'],
  ['/mind-gym', 'Mind Gym'],
  ['/boost-board', 'Boost Board'],
  ['/skill-quest', 'Skill Quest'],
  ['/finance-tracker', 'Finance Tracker'],
  ['/goal-setter', 'Goal Setter'],
  ['/mentor-matcher', 'Mentor Matcher'],
  ['/pep-talk', 'Pep Talk'],
];

/** The build the server serves (playwright.config.ts). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist/web';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });

/** The service worker has installed (its files are all kept) and answers for this page: it registers 10 s after the load. */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
}

const cachedUrls = (page: Page, name: string) =>
  page.evaluate(
    async (n) => ((await caches.has(n)) ? (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname) : []),
    name,
  );

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

async function createGoal(page: Page, title: string) {
  const response = await page.request.post('/api/goals', {
    data: { title, description: 'Three balls, ten catches.', category: 'personal', priority: 'medium' },
  });
  expect(response.status()).toBe(201);
}

test('after a first visit every route opens offline, with the banner and what was last seen; a write offline is refused', async ({
  page,
  context,
  user,
}) => {
  test.slow();
  await createGoal(page, 'Learn to juggle');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await untilControlled(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: new URL(registration.active!.scriptURL).pathname, scope: new URL(registration.scope).pathname };
  });
  expect(worker).toEqual({ script: '/sw.js', scope: '/' });

  // Kept at install: the page and every chunk and stylesheet of the build (every route's code, every
  // dialog's), the font and the logo; no video.
  const build = JSON.parse(readFileSync(join(STATIC_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isDynamicEntry?: boolean }
  >;
  const files = new Set(
    Object.values(build)
      .flatMap((c) => [c.file, ...(c.css ?? [])])
      .map((f) => `/${f}`),
  );
  const precache = (
    await page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
      return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
    })
  ).map((u) => new URL(u).pathname);
  for (const file of files) expect(precache, file).toContain(file);
  expect(precache).toEqual(expect.arrayContaining(['/index.html', '/help-lines.html', '/icon.svg', '/manifest.webmanifest']));
  expect(precache.some((p) => p.endsWith('.woff2'))).toBe(true);
  expect(precache.filter((p) => p.endsWith('.mp4'))).toEqual([]);
  // The worker's registration is a chunk of its own, loaded once the page has: nothing of it (or of
  // workbox) is in what the first paint waits for, and the home route's budget holds.
  const html = readFileSync(join(STATIC_DIR, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(([, file]) => file!);
  const { entry } = measureBundle(build, preloaded, STATIC_DIR);
  expect(build['app/pwa.ts']?.isDynamicEntry).toBe(true);
  expect(entry.chunks.filter((k) => /pwa|workbox/.test(k))).toEqual([]);
  expect(entry.ok).toBe(true);

  // The user looks at every screen once.
  const ROUTES = routes(user.displayName);
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
  }
  const online = await page.goto('/');
  const csp = online!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");

  await goOffline(context);
  for (const [path, heading] of ROUTES) {
    const response = await page.goto(path);
    // The page comes from the device with the server's own security headers (the strict CSP holds).
    expect(response!.headers()['content-security-policy'], path).toBe(csp);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), path).toBeAttached();
    await expect(banner(page), path).toBeVisible();
    await expect(banner(page), path).toContainText(/saved (just now|\d+ minutes? ago) and may be out of date/);
  }
  // The help lines page (linked from the care card) is kept with the app.
  await page.goto('/help-lines.html');
  await expect(page.getByRole('heading', { name: 'Someone to talk to' })).toBeVisible();
  // What this user last saw, on the screens that show it.
  await page.goto('/goal-setter');
  await expect(page.getByRole('heading', { name: 'Learn to juggle' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile');
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
  await page.goto('/boost-board');
  await expect(page.getByRole('heading', { name: 'Move me to In Progress' })).toBeVisible();

  // A write offline: refused in plain words, what was typed stays, and nothing is sent later.
  await page.goto('/mind-gym?tab=journal');
  const journal = page.getByRole('tabpanel', { name: 'Journal' });
  await journal.getByLabel('Title', { exact: true }).fill('Written on the bus');
  await journal.getByLabel("What's on your mind?").fill('No signal here, but I had a good idea.');
  await journal.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastRegion(page)).toContainText("You're offline");
  await expect(toastRegion(page)).toContainText('Nothing was sent.');
  await expect(journal.getByLabel("What's on your mind?")).toHaveValue('No signal here, but I had a good idea.');

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(1000);
  const entries = await page.request.get('/api/mindgym/journal');
  expect(JSON.stringify(await entries.json())).not.toContain('Written on the bus');
  // Back online, the same screen reads from Rise again: no banner.
  await page.goto('/goal-setter');
  await expect(page.getByRole('heading', { name: 'Learn to juggle' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('signing out offline leaves nothing of the user on the device; the next person sees only their own', async ({
  page,
  context,
  user,
  playwright,
  baseURL,
}) => {
  test.slow();
  await createGoal(page, 'Learn to juggle');
  await page.goto('/goal-setter');
  await expect(page.getByRole('heading', { name: 'Learn to juggle' })).toBeVisible();
  // What the first visit read before the worker took charge is saved once it has.
  await untilControlled(page);
  await expect.poll(() => cachedUrls(page, 'rise-data')).toEqual(expect.arrayContaining(['/api/users/current', '/api/goals']));
  await page.goto('/profile');
  await expect(page.getByText(`@${user.username}`)).toBeVisible();

  await goOffline(context);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(toastRegion(page)).toContainText('Signed out on this device');
  expect(await cachedUrls(page, 'rise-data')).toEqual([]);
  // Offline, every screen now asks who is there; none shows the last user's data.
  for (const path of ['/goal-setter', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText('Learn to juggle')).toHaveCount(0);
    await expect(page.getByText(`@${user.username}`)).toHaveCount(0);
  }

  // Back online, the server hears the sign-out: the old session cookie no longer works.
  await context.setOffline(false);
  await expect.poll(async () => (await page.request.get('/api/users/current')).status()).toBe(401);

  // Someone else signs in on the same device, and offline sees only their own (no goals).
  const other = newUserFields();
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/auth/sign-up', { data: other })).status()).toBe(201);
  await api.dispose();
  await page.goto('/goal-setter');
  await page.getByLabel('Username').fill(other.username);
  await page.getByLabel('Password', { exact: true }).fill(other.password);
  await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await goOffline(context);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeVisible();
  await expect(page.getByText('Learn to juggle')).toHaveCount(0);
});

test('a new version waits for Reload, which asks first when something typed would be lost', async ({ page, user: _ }) => {
  test.slow();
  await page.goto('/mind-gym?tab=journal');
  await untilControlled(page);
  const journal = page.getByRole('tabpanel', { name: 'Journal' });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

  // A new version is deployed: the server has a different worker (the build's is put back after).
  const workerFile = join(STATIC_DIR, 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  writeFileSync(workerFile, `${deployed}\n// the next version\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(prompt).toBeVisible();
    expect(await waiting()).toBe(true);
    await expectAccessible(page);

    // Something typed and not sent: Reload asks first, and Cancel keeps it (and the old version).
    await journal.getByLabel("What's on your mind?").fill('Half a thought');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Reload now?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(journal.getByLabel("What's on your mind?")).toHaveValue('Half a thought');
    await expect(prompt).toBeVisible();
    expect(await waiting()).toBe(true);

    // With nothing typed, Reload takes the new version at once.
    await journal.getByLabel("What's on your mind?").fill('');
    await Promise.all([page.waitForEvent('framenavigated'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('tabpanel', { name: 'Journal' })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(await waiting()).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    writeFileSync(workerFile, deployed);
  }
});

test('posters are kept as seen, videos only once watched: the first video then plays offline', async ({ page, context, user: _ }) => {
  test.slow();
  // Nothing plays by itself (reduced motion): a ten-second video autoplaying past 90% while a busy machine
  // is still saving the poster would count as watched, and be kept, before the test watches it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/leadership-shorts');
  await untilControlled(page);
  await page.reload();
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  const src = (await video.getAttribute('src'))!;
  const poster = (await video.getAttribute('poster'))!;
  await expect.poll(() => cachedUrls(page, 'rise-media')).toContain(poster);
  expect(await cachedUrls(page, 'rise-videos')).toEqual([]);

  // Watched to the end (scrubbed past 90%): counted, and kept.
  await watchToTheEnd(page, video);
  await expect.poll(() => cachedUrls(page, 'rise-videos')).toEqual([src]);

  await goOffline(context);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  const first = page.locator('video').first();
  await expect(first).toHaveAttribute('src', src);
  const played = await first.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 0;
    await v.play();
    await new Promise((resolve) => setTimeout(resolve, 700));
    return v.currentTime;
  });
  expect(played).toBeGreaterThan(0);
});
