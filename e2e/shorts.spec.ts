import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectClearOf, newUserFields, test, toastRegion, uniqueTag } from './fixtures';

/** How many videos the catalogue has, from the API: no test depends on the catalogue's size. */
const catalogueSize = async (page: Page) => ((await (await page.request.get('/api/videos')).json()) as unknown[]).length;

/** The shown like count of an article's Like button. */
const likesShown = async (page: Page, index: number) =>
  Number(
    /Like, (\d+) likes?/.exec(
      (await page
        .getByRole('article')
        .nth(index)
        .getByRole('button', { name: /^Like, \d+ likes?$/ })
        .getAttribute('aria-label'))!,
    )![1],
  );

const videoState = (page: Page, index: number) =>
  page.evaluate((i) => {
    const v = document.querySelectorAll('video')[i]!;
    return { time: v.currentTime, paused: v.paused, preload: v.preload };
  }, index);

test('the feed plays the visible video, pauses it when scrolled away, and only preloads the next', async ({ page, user: _ }) => {
  test.slow(); // Videos decode in software here (no GPU): on a busy 2-core machine this passes 30 s.
  await page.goto('/leadership-shorts');
  await expect(page.getByRole('feed')).toBeVisible();
  const size = await catalogueSize(page);
  await expect(page.getByRole('article')).toHaveCount(size);
  // Only the videos near the current one are there (their posters and captions load); the rest wait.
  await expect(page.locator('video')).toHaveCount(Math.min(3, size));
  // The first video plays: its time advances.
  await expect.poll(async () => (await videoState(page, 0)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect((await videoState(page, 1)).preload).toBe('auto');
  expect((await videoState(page, 2)).preload).toBe('none');
  await expect(page.locator('video').first()).toHaveAttribute('poster', /\.jpg$/);
  await expectAccessible(page);

  // The next video by keyboard (the twin of the swipe): the first pauses, the second plays.
  await page.getByRole('feed').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(true);
  await expect.poll(async () => (await videoState(page, 1)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect((await videoState(page, 2)).preload).toBe('auto');
  await expect(page.locator('video')).toHaveCount(Math.min(4, size));

  // Play/Pause by button and by tapping the video.
  const second = page.getByRole('article').nth(1);
  await second.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await videoState(page, 1)).paused).toBe(true);
  await second.getByTestId('tap-surface').click({ position: { x: 120, y: 300 } });
  await expect.poll(async () => (await videoState(page, 1)).paused).toBe(false);

  // Captions are on by default and can be turned off.
  const captions = second.getByRole('button', { name: 'Captions' });
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => document.querySelectorAll('video')[1]!.textTracks[0]!.mode)).toBe('hidden');
});

test('a like survives a reload, and a comment posts as plain text', async ({ page, user }) => {
  test.slow(); // Two loads of the video feed and a comments sheet, with axe on each.
  await page.goto('/leadership-shorts');
  const first = page.getByRole('article').first();
  const like = first.getByRole('button', { name: /^Like, \d+ likes?$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  // Other tests may like this video too: the count is read, not assumed.
  const before = await likesShown(page, 0);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await likesShown(page, 0)).toBeGreaterThanOrEqual(before + 1);
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Like, \d+ likes?$/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  const sheet = page.getByRole('dialog', { name: /^Comments \(\d+\)$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByPlaceholder('Add a comment...')).toBeVisible();
  await expect(sheet.getByRole('status')).toHaveCount(0);
  await expectAccessible(page);
  // Blank is ignored: nothing is posted and the box keeps what was typed.
  await sheet.getByPlaceholder('Add a comment...').fill('   ');
  await sheet.getByRole('button', { name: 'Post' }).click();
  await expect(sheet.getByPlaceholder('Add a comment...')).toHaveValue('   ');
  const mine = `  <b>Great</b> tip, ${uniqueTag()}!  `;
  const count = async () => Number(/\((\d+)\)/.exec((await page.getByRole('dialog').getByRole('heading').textContent())!)![1]);
  const countBefore = await count();
  await sheet.getByPlaceholder('Add a comment...').fill(mine);
  await sheet.getByRole('button', { name: 'Post' }).click();
  const posted = page.getByRole('dialog', { name: /^Comments \(\d+\)$/ });
  await expect(posted.getByText(mine.trim(), { exact: true })).toBeVisible();
  // It shows at once, marked "Sending..."; the count follows once the server has kept it.
  await expect.poll(count).toBeGreaterThanOrEqual(countBefore + 1);
  await expect(posted.locator('b')).toHaveCount(0);
  await expect(posted.getByRole('listitem').filter({ hasText: mine.trim() })).toContainText(user.displayName);
  await expect(posted.getByPlaceholder('Add a comment...')).toHaveValue('');
  await expect(posted.getByPlaceholder('Add a comment...')).toBeFocused();
  await expectAccessible(page);
  // Reply makes the box answer that comment, until it is cancelled.
  await posted.getByRole('button', { name: `Reply to ${user.displayName}` }).click();
  await expect(posted.getByText(`Replying to ${user.displayName}`)).toBeVisible();
  await expect(posted.getByRole('textbox', { name: `Reply to ${user.displayName}` })).toBeFocused();
  await posted.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(posted.getByText(`Replying to ${user.displayName}`)).toBeHidden();
  await expect(posted.getByPlaceholder('Add a comment...')).toBeFocused();
  // My own comment can be deleted, with Undo.
  await posted.getByRole('listitem').filter({ hasText: mine.trim() }).getByRole('button', { name: 'Delete your comment' }).click();
  await expect(posted.getByText(mine.trim(), { exact: true })).toBeHidden();
  await expect(posted.getByRole('status').filter({ hasText: 'Comment deleted.' })).toBeVisible();
  await posted.getByRole('button', { name: 'Undo' }).click();
  await expect(posted.getByText(mine.trim(), { exact: true })).toBeVisible();
  // A proper dialog: Escape closes it and focus returns.
  await page.keyboard.press('Escape');
  await expect(posted).toBeHidden();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Comments, \d+/ }),
  ).toBeFocused();
});

test('a reply to a comment shows under it, one level deep, with the same menus', async ({ page, user, playwright, baseURL }) => {
  test.slow(); // Two people, a comments sheet and axe.
  // Someone else comments on the first video, through the API.
  const other = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
  const fields = newUserFields();
  expect((await other.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  const [video] = (await (await other.get('/api/videos')).json()) as { id: number }[];
  const theirs = `How do you start a meeting, ${uniqueTag()}?`;
  expect((await other.post(`/api/videos/${video!.id}/comments`, { data: { comment: theirs } })).status()).toBe(201);
  await other.dispose();

  await page.goto('/leadership-shorts');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  const sheet = page.getByRole('dialog', { name: /^Comments \(\d+\)$/ });
  const comment = sheet.getByRole('listitem').filter({ hasText: theirs });
  await comment
    .getByRole('button', { name: `Reply to ${fields.displayName}` })
    .first()
    .click();
  await expect(sheet.getByText(`Replying to ${fields.displayName}`)).toBeVisible();
  const box = sheet.getByRole('textbox', { name: `Reply to ${fields.displayName}` });
  await expect(box).toBeFocused();
  // By keyboard: type and press Enter.
  const reply = `Say one thing early, ${uniqueTag()}.`;
  await page.keyboard.type(reply);
  await page.keyboard.press('Enter');
  const replies = sheet.getByRole('list', { name: `Replies to ${fields.displayName}` });
  await expect(replies.getByRole('listitem').filter({ hasText: reply })).toContainText(user.displayName);
  await expect(sheet.getByText(`Replying to ${fields.displayName}`)).toBeHidden();
  await expect(sheet.getByPlaceholder('Add a comment...')).toHaveValue('');
  await expect(sheet.getByPlaceholder('Add a comment...')).toBeFocused();
  // The reply is not a comment of its own in the list: it shows once, under its comment.
  await expect(sheet.getByText(reply, { exact: true })).toHaveCount(1);
  // Replying to a reply joins the same comment's replies (one level deep).
  await replies.getByRole('button', { name: `Reply to ${user.displayName}` }).click();
  await expect(sheet.getByText(`Replying to ${user.displayName}`)).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: `Reply to ${user.displayName}` })).toBeFocused();
  await page.keyboard.type('And listen too.');
  await sheet.getByRole('button', { name: 'Post' }).click();
  await expect(replies.getByRole('listitem')).toHaveCount(2);
  await expect(replies.getByRole('listitem').nth(1)).toContainText('And listen too.');
  await expect(sheet.getByRole('list', { name: `Replies to ${user.displayName}` })).toHaveCount(0);
  // The same menus: Report and Block on theirs, Delete (with Undo) on mine.
  await expect(comment.getByRole('button', { name: `More for ${fields.displayName}'s comment` })).toBeVisible();
  await expectAccessible(page);
  await replies.getByRole('listitem').filter({ hasText: reply }).getByRole('button', { name: 'Delete your reply' }).click();
  await expect(replies.getByText(reply)).toBeHidden();
  await expect(sheet.getByRole('status').filter({ hasText: 'Reply deleted.' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Undo' }).click();
  await expect(replies.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  // After a reload the replies are still under their comment.
  await page.reload();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('list', { name: `Replies to ${fields.displayName}` })
      .getByRole('listitem'),
  ).toHaveCount(2);
});

test('share copies a link that opens that video', async ({ page, context, user: _ }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/leadership-shorts');
  await page.getByRole('article').nth(2).scrollIntoViewIfNeeded();
  await page.getByRole('article').nth(2).getByRole('button', { name: 'Share' }).click();
  await expect(toastRegion(page)).toContainText('Link copied');
  // On Shorts the toast sits at the top, clear of the video's controls and its words.
  const video = page.getByRole('article').nth(2);
  await expectClearOf(page, toastRegion(page).getByRole('listitem'), [
    video.getByRole('link', { name: 'Back to home' }),
    video.getByRole('button', { name: 'Captions' }),
    video.getByRole('button', { name: 'Mute' }),
    video.getByRole('button', { name: 'Share' }),
    video.getByRole('heading'),
  ]);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/leadership-shorts\?v=\d+$/);
  await page.goto(link);
  await expect(page.getByRole('feed')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.querySelector('[role=feed]')!.scrollTop)).toBeGreaterThan(800);
});

test('with reduced motion nothing starts by itself', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/demo');
  expect(response.status()).toBe(201);
  await page.goto('/leadership-shorts');
  await expect(page.getByRole('article')).toHaveCount(await catalogueSize(page));
  await page.waitForTimeout(1500);
  expect(await videoState(page, 0)).toMatchObject({ paused: true, time: 0 });
  await page.getByRole('article').first().getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await videoState(page, 0)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
  await context.close();
});

test('when the videos cannot be loaded, the three sample videos show, marked as samples', async ({ page, user: _ }) => {
  await page.route('**/api/videos', (route) => route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{}' }));
  await page.goto('/leadership-shorts');
  await expect(page.getByText("Showing sample content: we couldn't load yours just now.")).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  // Their ids are real videos' ids: a like counts on this screen and is never sent.
  const likes: string[] = [];
  page.on('request', (r) => /\/api\/videos\/\d+\/(un)?like$/.test(r.url()) && likes.push(r.url()));
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Like, 128 likes' }).click();
  await expect(first.getByRole('button', { name: 'Like, 129 likes', pressed: true })).toBeVisible();
  expect(likes).toEqual([]);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Comments (2)' })).toContainText('Tried this in science class today');
});

test('the comments sheet is at most 70% of the screen high, however many comments there are', async ({ page, user: _ }) => {
  const videos = (await (await page.request.get('/api/videos')).json()) as { id: number }[];
  const id = videos.at(-1)!.id;
  for (let i = 0; i < 12; i++) {
    const made = await page.request.post(`/api/videos/${id}/comments`, { data: { comment: `Comment number ${uniqueTag()} here` } });
    expect(made.status()).toBe(201);
  }
  for (const height of [844, 568]) {
    await page.setViewportSize({ width: 390, height });
    await page.goto(`/leadership-shorts?v=${id}`);
    await page
      .locator(`#short-${id}`)
      .getByRole('button', { name: /^Comments/ })
      .click();
    const sheet = page.getByRole('dialog', { name: /^Comments \(\d+\)$/ });
    await expect(sheet.getByPlaceholder('Add a comment...')).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(height * 0.7 + 1);
    // The newest comment and the box to write one are still in reach.
    await expect(sheet.getByPlaceholder('Add a comment...')).toBeInViewport();
  }
});

test('at 320 px the captions sit below the top buttons, and the 45% bar is a centred accent, not a progress bar', async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/leadership-shorts');
  const first = page.getByRole('article').first();
  await expect(first.getByRole('button', { name: 'Mute' })).toBeVisible();
  // The cues are placed at 12% of the video's height, not on a line counted from the top.
  const placement = () =>
    page.evaluate(() => {
      const video = document.querySelector('video')!;
      const cue = video.textTracks[0]?.cues?.[0] as VTTCue | undefined;
      return cue ? { line: cue.line, snapToLines: cue.snapToLines, videoHeight: video.getBoundingClientRect().height } : null;
    });
  await expect.poll(async () => (await placement())?.line).toBe(12);
  const { snapToLines, videoHeight } = (await placement())!;
  expect(snapToLines).toBe(false);
  const buttons = (await first.getByRole('button', { name: 'Mute' }).boundingBox())!;
  expect(buttons.y + buttons.height).toBeLessThan(0.12 * videoHeight);

  const bar = (await page.getByTestId('decorative-bar').boundingBox())!;
  expect(Math.abs(bar.x - (320 - bar.x - bar.width))).toBeLessThanOrEqual(1);
  expect(bar.width).toBeCloseTo(0.45 * 320, 0);
  await expect(page.getByTestId('decorative-bar')).toHaveAttribute('aria-hidden', 'true');
});

test('a comment that speaks of hurting oneself brings the care card into the sheet, and is kept for its writer', async ({
  page,
  user,
  playwright,
  baseURL,
}) => {
  test.slow(); // A comments sheet, a second person's read and axe.
  await page.goto('/leadership-shorts');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  const sheet = page.getByRole('dialog', { name: /^Comments \(\d+\)$/ });
  const words = `i want to kill myself ${uniqueTag()}`;
  await sheet.getByPlaceholder('Add a comment...').fill(words);
  await sheet.getByRole('button', { name: 'Post' }).click();
  // The care card shows at the top of the sheet, where the teen is looking, with the help lines.
  const care = sheet.getByRole('region', { name: /things are heavy/ });
  await expect(care).toBeVisible();
  await expect(care.getByRole('link', { name: 'Help lines in other countries' })).toHaveAttribute('href', '/help-lines.html');
  // The comment stays, for its writer: nobody else sees it.
  await expect(sheet.getByRole('listitem').filter({ hasText: words })).toContainText(user.displayName);
  await expectAccessible(page);
  const other = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
  expect((await other.post('/api/auth/sign-up', { data: newUserFields() })).status()).toBe(201);
  const [video] = (await (await other.get('/api/videos')).json()) as { id: number }[];
  const seen = (await (await other.get(`/api/videos/${video!.id}/comments`)).json()) as { comment: string }[];
  expect(seen.map((c) => c.comment)).not.toContain(words);
  await other.dispose();
  // The card closes with one tap, and the sheet stays open.
  await care.getByRole('button', { name: 'Close this message' }).click();
  await expect(care).toBeHidden();
  await expect(sheet).toBeVisible();
});
