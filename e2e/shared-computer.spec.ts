// A shared or school computer (issue 31, decision 0019), with the service worker (as e2e/offline.spec.ts):
// without "Keep me signed in" the session cookie ends with the browser and nothing of the account is
// kept on the device (and what an earlier session kept goes); with it, what the teen saw is kept for
// offline use, but once the session has ended elsewhere (sign out everywhere) the next start online
// removes all of it before anything is drawn, and offline nothing of it is readable; offline, the copy
// opens only within 12 hours of the last time the server confirmed the session (issue 52).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { CurrentUser } from '../contract/auth';
import { expect, expectAccessible, newUserFields, test } from './fixtures';

// One after another, as e2e/offline.spec.ts: each waits for its own service worker to install.
test.describe.configure({ mode: 'default' });

test.use({
  serviceWorkers: 'allow',
  consoleAllowed: [/net::ERR_(INTERNET_DISCONNECTED|FAILED)/],
});

/** A teen's account with something of theirs on every kind of screen, each with words found nowhere else. */
interface Teen {
  username: string;
  password: string;
  displayName: string;
  /** Words of theirs that must never be readable once their session has ended. */
  secrets: string[];
  journal: string;
}

async function makeTeen(api: APIRequestContext): Promise<Teen> {
  // Letters, not digits: a long run of digits reads as a phone number to the text filter.
  const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const fields = newUserFields({ displayName: `Zed ${tag}` });
  expect((await api.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  const journal = `Diary ${tag} about the test on Friday`;
  const mood = `Mood note ${tag}`;
  const pepTalk = `Private pep ${tag}`;
  const account = `Piggy bank ${tag}`;
  const made = [
    await api.post('/api/mindgym/journal', { data: { title: `Entry ${tag}`, content: journal } }),
    await api.post('/api/mindgym/moods', { data: { mood: 'down', note: mood } }),
    await api.post('/api/peptalks', {
      data: { title: pepTalk, mediaType: 'text', mediaUrl: 'Only for me to read.', category: 'courage', isPublic: false },
    }),
    await api.post('/api/finances/accounts', { data: { name: account, type: 'savings', balance: '12.50' } }),
  ];
  for (const response of made) expect(response.status(), await response.text()).toBe(201);
  return {
    username: fields.username,
    password: fields.password,
    displayName: fields.displayName,
    secrets: [fields.displayName, fields.username, journal, mood, pepTalk, account],
    journal,
  };
}

/** A fresh teen, made from another device (the page's own browser is not signed in). */
async function teenFromElsewhere(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await makeTeen(api);
  } finally {
    await api.dispose();
  }
}

/** The screens that show each of the teen's words, and what each shows once drawn. */
const screens = (teen: Teen): [path: string, shows: string][] => [
  ['/', `Hey ${teen.displayName}!`],
  ['/mind-gym?tab=journal', teen.journal],
  ['/mind-gym?tab=mood', teen.secrets[3]!],
  ['/pep-talk', teen.secrets[4]!],
  ['/finance-tracker', teen.secrets[5]!],
  ['/profile', `@${teen.username}`],
];

/** The service worker has installed and answers for this page (it registers once the page is idle). */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
}

/** Everything this origin keeps on the device as text: every cache's entries (but media), localStorage, IndexedDB. */
const onDevice = (page: Page) =>
  page.evaluate(async () => {
    const parts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        parts.push(`${name} ${request.url}`);
        if (response && !/^(video|image|font)\//.test(type)) parts.push(await response.text());
      }
    }
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      parts.push(`${key}=${localStorage.getItem(key)}`);
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error);
        });
        parts.push(`${name}/${store} ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });

/** The answers to reads kept for offline use (their addresses). */
const keptReads = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('rise-data')) ? (await (await caches.open('rise-data')).keys()).map((r) => new URL(r.url).pathname) : [],
  );

const secretsIn = (text: string, teen: Teen) => teen.secrets.filter((s) => text.includes(s));

/**
 * Records every one of the teen's words that is ever drawn on this page, from the first node on: what
 * the page shows for a moment and then replaces is caught too.
 */
async function watchForSecrets(context: BrowserContext, teen: Teen) {
  await context.addInitScript((secrets: string[]) => {
    const seen = new Set<string>();
    (window as unknown as { riseSeen: Set<string> }).riseSeen = seen;
    const look = () => {
      const text = document.documentElement?.textContent ?? '';
      for (const s of secrets) if (text.includes(s)) seen.add(s);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, teen.secrets);
}
const seenSecrets = (page: Page) => page.evaluate(() => [...(window as unknown as { riseSeen: Set<string> }).riseSeen]);

const sessionCookieOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('rise_session'));

async function signInHere(page: Page, teen: Teen, keep: boolean) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const box = form.getByRole('checkbox', { name: 'Keep me signed in' });
  await expect(box).not.toBeChecked();
  if (keep) await box.check();
  await form.getByLabel('Username').fill(teen.username);
  await form.getByLabel('Password', { exact: true }).fill(teen.password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
  await form.getByRole('button', { name: 'Sign in' }).click();
  const user = (await (await answered).json()) as CurrentUser;
  expect(user.keptSignedIn).toBe(keep);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
}

/** Visits every screen that shows the teen's words (each drawn, its reads done). */
async function lookAtEverything(page: Page, teen: Teen) {
  for (const [path, shows] of screens(teen)) {
    await page.goto(path);
    await expect(page.getByText(shows).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

/** The sign-in screen, and nothing of the teen's readable on the page or on the device. */
async function nothingOfTheTeen(page: Page, teen: Teen, where: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' }), where).toBeVisible();
  expect(secretsIn(await page.evaluate(() => document.documentElement.textContent ?? ''), teen), `${where}: the page`).toEqual([]);
  expect(await seenSecrets(page), `${where}: ever drawn`).toEqual([]);
  expect(secretsIn(await onDevice(page), teen), `${where}: on the device`).toEqual([]);
}

/** This computer goes offline, and no screen shows anything of the teen's. */
async function nothingOfTheTeenOffline(page: Page, context: BrowserContext, teen: Teen) {
  await context.setOffline(true);
  for (const [path] of screens(teen)) {
    await page.goto(path);
    await nothingOfTheTeen(page, teen, `offline ${path}`);
  }
}

test('without "Keep me signed in": a cookie that ends with the browser, and nothing of the account is kept on the device', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const teen = await teenFromElsewhere(playwright, baseURL);

  // First, a session kept signed in on this device keeps what the teen saw...
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { username: teen.username, password: teen.password, keepSignedIn: true } })
    ).status(),
  ).toBe(200);
  await page.goto('/mind-gym?tab=journal');
  await expect(page.getByText(teen.journal)).toBeVisible();
  await untilControlled(page);
  await expect.poll(async () => secretsIn(await onDevice(page), teen)).toContain(teen.journal);
  // ...and a session of the same teen started without it removes all that at its start.
  expect((await page.request.post('/api/auth/sign-in', { data: { username: teen.username, password: teen.password } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(teen.journal)).toBeVisible();
  await expect.poll(async () => secretsIn(await onDevice(page), teen)).toEqual([]);

  // Signing out here clears the device too; the sign-in form offers "Keep me signed in", off.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Leave this off on a shared or school computer.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await signInHere(page, teen, false);

  // The cookie lives only as long as the browser.
  const cookie = await sessionCookieOf(context);
  expect(cookie?.expires).toBe(-1);

  // Whatever the teen looks at is shown, and none of it is kept.
  await lookAtEverything(page, teen);
  expect(await keptReads(page)).toEqual([]);
  expect(secretsIn(await onDevice(page), teen)).toEqual([]);

  // Offline, this computer has nothing of the teen's to show.
  await watchForSecrets(context, teen);
  await nothingOfTheTeenOffline(page, context, teen);
});

test('with "Keep me signed in": kept for offline; after "Sign out everywhere" elsewhere, nothing of the teen is readable here, online or offline', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const teen = await teenFromElsewhere(playwright, baseURL);
  await page.goto('/');
  await signInHere(page, teen, true);

  // The cookie outlives the browser.
  const cookie = await sessionCookieOf(context);
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);

  // What the teen looks at is kept for offline use: all of their words are on the device now.
  await untilControlled(page);
  await lookAtEverything(page, teen);
  await expect.poll(async () => secretsIn(await onDevice(page), teen).sort()).toEqual([...teen.secrets].sort());

  // From another device, the teen signs out everywhere.
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect((await elsewhere.post('/api/auth/sign-in', { data: { username: teen.username, password: teen.password } })).status()).toBe(200);
  expect((await elsewhere.post('/api/auth/sign-out-everywhere')).status()).toBe(200);
  await elsewhere.dispose();

  // This computer starts again online: the session is checked first, everything of it goes, and none
  // of it is drawn, not even for a moment.
  await watchForSecrets(context, teen);
  await page.reload();
  await nothingOfTheTeen(page, teen, 'online after the remote sign-out');
  expect(await keptReads(page)).toEqual([]);

  // And offline, every screen has nothing of the teen's.
  await nothingOfTheTeenOffline(page, context, teen);
});

/**
 * Moves the session's last confirmation (when the server last answered a kept read) back in time, so
 * that the copy opens until `untilInSeconds` from now (negative: it closed that long ago). Answers the
 * window the server gave, in seconds.
 */
const confirmedAgo = (page: Page, untilInSeconds: number) =>
  page.evaluate(async (untilIn) => {
    const cache = await caches.open('rise-session');
    const [request] = await cache.keys();
    const kept = (await cache.match(request!))!;
    const seconds = Number(kept.headers.get('x-rise-offline-for'));
    const headers = new Headers(kept.headers);
    headers.set('x-rise-saved-at', new Date(Date.now() - (seconds - untilIn) * 1000).toISOString());
    await cache.put(request!, new Response(null, { headers }));
    return seconds;
  }, untilInSeconds);

test('offline, the copy opens only within 12 hours of the last time the server confirmed the session', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const teen = await teenFromElsewhere(playwright, baseURL);
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { username: teen.username, password: teen.password, keepSignedIn: true } })
    ).status(),
  ).toBe(200);
  await page.goto('/mind-gym?tab=journal');
  await expect(page.getByText(teen.journal)).toBeVisible();
  // What the first visit read before the worker took charge is kept once it has.
  await untilControlled(page);
  await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['/api/users/current', '/api/mindgym/journal']));

  // Offline, what was kept is shown, and the banner says until when: 12 hours after the last answer.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(teen.journal)).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toContainText(/This device shows it until (today|tomorrow) at \d{1,2}:\d{2} [AP]M; after that, sign in again\./);
  const window = await confirmedAgo(page, 12 * 60 * 60);
  expect(window).toBe(12 * 60 * 60);

  // Answers kept long ago still open while the session was confirmed lately: the gate is the confirmation.
  await page.evaluate(async () => {
    const cache = await caches.open('rise-data');
    for (const request of await cache.keys()) {
      const kept = (await cache.match(request))!;
      const headers = new Headers(kept.headers);
      headers.set('x-rise-saved-at', new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString());
      await cache.put(request, new Response(await kept.blob(), { status: kept.status, headers }));
    }
  });
  await page.reload();
  await expect(page.getByText(teen.journal)).toBeVisible();

  // A tab left open offline: when the time comes, it forgets what it drew and shows the sign-in screen.
  await confirmedAgo(page, 8);
  await page.reload();
  await expect(page.getByText(teen.journal)).toBeVisible();
  await expect(banner).toContainText('This device shows it until today at');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 20_000 });
  expect(secretsIn(await page.evaluate(() => document.documentElement.textContent ?? ''), teen)).toEqual([]);
  await expect.poll(() => keptReads(page)).toEqual([]);
});

test('offline, nothing of the account opens 12 hours after the server last confirmed the session', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const teen = await teenFromElsewhere(playwright, baseURL);
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { username: teen.username, password: teen.password, keepSignedIn: true } })
    ).status(),
  ).toBe(200);
  await page.goto('/mind-gym?tab=journal');
  await expect(page.getByText(teen.journal)).toBeVisible();
  await untilControlled(page);
  await lookAtEverything(page, teen);
  await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['/api/users/current', '/api/mindgym/journal']));

  // The last confirmation was 12 hours (and a minute) ago: offline, every screen shows sign-in, nothing
  // of the teen's is drawn, and the device throws the copy away.
  await context.setOffline(true);
  await confirmedAgo(page, -60);
  await watchForSecrets(context, teen);
  for (const [path] of screens(teen)) {
    await page.goto(path);
    await nothingOfTheTeen(page, teen, `offline ${path}`);
  }
  expect(await keptReads(page)).toEqual([]);
});
