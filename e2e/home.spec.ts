import { WIDTHS, expect, expectAccessible, expectClearOf, test, toastRegion } from './fixtures';

test('home greets the user and shows their progress and the eight adventures', async ({ page, user }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Hey ${user.displayName}!` })).toBeVisible();
  await expect(page.getByText('Ready for new adventures today?')).toBeVisible();
  const adventures = page.getByRole('region', { name: 'Your Adventures' }).getByRole('listitem').getByRole('link');
  await expect(adventures).toHaveCount(8);
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '0');
  // A new account's own numbers: zeros (issue 15), in the same words as Profile's.
  for (const label of ['Videos Watched', 'Mentor Matches', 'Tasks Completed']) {
    await expect(page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText('0');
  }
  await expectAccessible(page);
});

test('the bell opens a panel that a click outside closes', async ({ page, user: _ }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('You have no new notifications')).toBeVisible();
  await expectAccessible(page);
  await page.mouse.click(200, 600); // somewhere outside the panel
  await expect(page.getByText('You have no new notifications')).toBeHidden();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('You have no new notifications')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeFocused();
});

test('Discover, Rewards and See All open their screens (issue 32: no "coming soon")', async ({ page, user: _ }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await nav.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByText(/coming soon|future update/i)).toHaveCount(0);
});

test('a toast goes away by itself and F8 reaches the toast region', async ({ page, user: _ }) => {
  await page.goto('/');
  // Popular Now's Refresh answers with SPEC's toast.
  await page.getByRole('region', { name: 'Popular Now' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(toastRegion(page)).toContainText('Your progress has been refreshed.');
  await page.keyboard.press('F8');
  await expect(toastRegion(page).getByRole('list')).toBeFocused();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toastRegion(page)).not.toContainText('Your progress has been refreshed.');
});

test('the avatar leads to the profile and the header back button home', async ({ page, user }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('Skill Quest opens from its card; an app not built yet and an unknown path show the not-found screen', async ({ page, user: _ }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Skill Quest/ }).click();
  await expect(page.getByRole('heading', { name: 'Skill Quest' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByText("There's nothing here. The link may be old or mistyped.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: /^Hey/ })).toBeVisible();
});

test('a toast hides nothing that matters: above the navigation on a phone, in the corner beside the rail', async ({ page, user: _ }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('region', { name: 'Popular Now' }).getByRole('button', { name: 'Refresh' }).click();
    const shown = toastRegion(page).getByRole('listitem');
    await expect(shown).toContainText('Your progress has been refreshed.');
    await expectClearOf(page, shown, [
      page.getByRole('navigation', { name: 'Main' }),
      page
        .getByRole('link', { name: 'Back to home' })
        .or(page.getByRole('link', { name: /Rise/ }))
        .first(),
      page.getByRole('button', { name: 'Notifications' }),
      page.getByRole('link', { name: 'Your profile' }),
    ]);
  }
});

test('a toast is dismissed by a swipe to the right', async ({ page, user: _ }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Popular Now' }).getByRole('button', { name: 'Refresh' }).click();
  const shown = toastRegion(page).getByRole('listitem');
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(shown).toBeHidden();
});

test("while the session is checked the shell is already there, with a skeleton and SPEC's loading words", async ({ page, user }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/current', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading profile...' })).toBeAttached();
  release();
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();

  // Shorts draws its dark frame and the way back at once too.
  const heldAgain = new Promise<void>((resolve) => (release = resolve));
  await page.unroute('**/api/users/current');
  await page.route('**/api/users/current', async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.goto('/leadership-shorts');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading videos...' })).toBeAttached();
  release();
  await expect(page.getByRole('feed')).toBeVisible();
});

test('above phone width the navigation is a rail beside a wider column, and works the same', async ({ page, user }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // Measured once the app has drawn (the static first-paint shell it replaces has its own copy).
  const cards = page.getByRole('region', { name: 'Your Adventures' }).getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(8);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const rail = (await nav.boundingBox())!;
  expect(rail.x).toBe(0);
  expect(rail.height).toBeGreaterThanOrEqual(800);
  const main = (await page.locator('main').boundingBox())!;
  expect(main.x).toBeGreaterThanOrEqual(rail.width);
  expect(main.width).toBeGreaterThan(700);
  // Four adventures to a row in a column this wide (the grid follows its column, not the screen).
  const tops = await cards.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(2);
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});

test('the eight adventures fill whole rows at every width: two or four columns, never a gap', async ({ page, user: _ }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Your Adventures' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const tops = await cards.evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect([2, 4], `columns at ${width} px`).toContain(perRow[0]);
    expect(
      perRow.every((n) => n === perRow[0]),
      `rows at ${width} px: ${perRow.join(', ')}`,
    ).toBe(true);
  }
});

test("a deep link on a slow network first draws its own screen's header and tab, not Home's", async ({ page }) => {
  // The app's code never comes: what shows is the static first paint alone (web/app/first-paint.tsx).
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  const header = page.getByRole('banner');
  const lit = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');

  await page.goto('/finance-tracker', { waitUntil: 'commit' });
  await expect(header.getByRole('heading', { name: 'Finance Tracker' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByText('Level up a little every day')).toBeHidden();
  await expect(lit).toHaveCount(0);
  // No one's initial on the avatar before anyone is known.
  await expect(header.getByRole('link', { name: 'Your profile' })).toHaveText('');
  await page.screenshot({ path: test.info().outputPath('finance-first-paint.png') });

  await page.goto('/rewards', { waitUntil: 'commit' });
  await expect(header.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  await expect(lit).toHaveText('Rewards');

  await page.goto('/', { waitUntil: 'commit' });
  await expect(header.getByText('Level up a little every day')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Back to home' })).toBeHidden();
  await expect(lit).toHaveText('Home');

  // An address that is no route: Home's shell until the app says otherwise.
  await page.goto('/no-such-page', { waitUntil: 'commit' });
  await expect(header.getByText('Level up a little every day')).toBeVisible();
});

test("pointing at an adventure's card asks for its screen's code before the tap", async ({ page, user: _ }) => {
  await page.goto('/');
  const card = page.getByRole('link', { name: /Goal Setter/ });
  await expect(card).toBeVisible();
  const code = page.waitForRequest(/\/assets\/goals-page-[\w-]+\.js$/);
  await card.hover();
  await code;
  await expect(page).toHaveURL(/\/$/);
});
