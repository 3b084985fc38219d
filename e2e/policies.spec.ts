// Issue 31, plain words: the privacy notice, the community standards, the terms (and, issue 55, the
// credits of Shorts' sample clips) open at their own paths without signing in, in light and dark, at every width; they open offline once the app has
// been visited; and every place that should lead to them does (sign-up before the account is made,
// Profile → Settings, the Report dialog, the Create pep talk dialog, the care card).
import type { Locator, Page } from '@playwright/test';
import { WIDTHS, expect, expectAccessible, expectFits, test } from './fixtures';

const PAGES = [
  { path: '/privacy', heading: 'Privacy: what Rise keeps' },
  { path: '/community-standards', heading: 'Community Standards' },
  { path: '/terms', heading: 'Terms' },
  { path: '/credits', heading: 'Credits' },
] as const;
const HEADING = Object.fromEntries(PAGES.map((p) => [p.path, p.heading])) as Record<string, string>;

/** The link is there, opens in a new tab, and that tab shows the page it names. */
async function expectLeadsTo(page: Page, link: Locator, path: string) {
  await expect(link).toHaveAttribute('href', path);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toContainText(/\S/);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(path);
  await expect(opened.getByRole('heading', { level: 1, name: HEADING[path], exact: true })).toBeVisible();
  await opened.close();
}

test.describe('signed out', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} opens without signing in, fits every width, and passes axe in light and dark`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // Its own page, not the app's sign-in screen.
      await expect(page.getByRole('button', { name: 'Try the demo' })).toHaveCount(0);
      await expect(page).toHaveTitle(`${heading.split(':')[0]} · Rise`);
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 10, 23)');
      await expectAccessible(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await expectFits(page);
      }
      // The pages lead to each other, and back to the app.
      const nav = page.getByRole('navigation', { name: "Rise's rules and notices" });
      for (const other of PAGES)
        await expect(nav.getByRole('link', { name: other.path === '/privacy' ? 'Privacy' : other.heading })).toHaveAttribute(
          'href',
          other.path,
        );
      await expect(nav.getByRole('link', { name: path === '/privacy' ? 'Privacy' : heading })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: 'Back to Rise' }).click();
      await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
    });
  }

  test('sign-up links the Terms, the Community Standards and the Privacy notice before the account is made', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form).toContainText(/By creating an account you agree to the Terms.* and the Community Standards/);
    // Above the button that makes the account.
    const links = form.getByRole('link');
    const create = form.getByRole('button', { name: 'Create account' });
    expect((await links.last().boundingBox())!.y).toBeLessThan((await create.boundingBox())!.y);
    await form.getByRole('textbox', { name: 'Username' }).fill('half_typed');
    await expectLeadsTo(page, form.getByRole('link', { name: /^Terms/ }), '/terms');
    await expectLeadsTo(page, form.getByRole('link', { name: /^Community Standards/ }), '/community-standards');
    await expectLeadsTo(page, form.getByRole('link', { name: /^Privacy notice/ }), '/privacy');
    // What was typed is still there: the pages opened beside the form.
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('half_typed');
    await expectAccessible(page);
  });
});

test('Profile → Settings leads to all four, and Email notifications says Rise sends no email', async ({ page, user: _ }) => {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Email notifications')).not.toBeChecked();
  await expect(page.getByLabel('Email notifications')).toHaveAccessibleDescription(/Rise has no email address for you and sends no email/);
  const card = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Privacy and rules' }) })
    .last();
  await expectLeadsTo(page, card.getByRole('link', { name: /^Privacy/ }), '/privacy');
  await expectLeadsTo(page, card.getByRole('link', { name: /^Community Standards/ }), '/community-standards');
  await expectLeadsTo(page, card.getByRole('link', { name: /^Terms/ }), '/terms');
  await expectLeadsTo(page, card.getByRole('link', { name: /^Credits/ }), '/credits');
  await expectAccessible(page);
});

test('the Report dialog, the Create pep talk dialog and the care card lead to the right page', async ({ page, user: _ }) => {
  test.slow(); // Three dialogs, a post and axe.
  await page.goto('/pep-talk');
  // Report, on a pep talk of the Rise Team.
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: /^Report / });
  await expectLeadsTo(page, report.getByRole('link', { name: /^Community Standards/ }), '/community-standards');
  await expectAccessible(page);
  await report.getByRole('button', { name: 'Cancel' }).click();

  // Create: the standards and who can see it, beside what is being written.
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Pep Talk' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Honestly');
  await expectLeadsTo(page, dialog.getByRole('link', { name: /^Community Standards/ }), '/community-standards');
  await expectLeadsTo(page, dialog.getByRole('link', { name: /^Who can see what you write/ }), '/privacy');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Honestly');
  await expectAccessible(page);

  // The care card after words about hurting oneself, and the held pep talk's true notice.
  await dialog.getByRole('textbox', { name: 'Your pep talk' }).fill('Some days I want to die.');
  await dialog.getByRole('button', { name: 'Post' }).click();
  const care = page.getByRole('region', { name: 'It sounds like things are heavy right now' });
  await expectLeadsTo(page, care.getByRole('link', { name: /^Who can see what you write/ }), '/privacy');
  await expect(
    page.getByRole('article', { name: 'Honestly' }).getByText("Only you and Rise's safety team can see this for now."),
  ).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', consoleAllowed: [/net::ERR_(INTERNET_DISCONNECTED|FAILED)/] });

  test('after one visit to the app, the plain pages open offline at their paths', async ({ page, context }) => {
    test.slow(); // The worker registers 10 s after the load, then keeps the whole app.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
    const precache = (
      await page.evaluate(async () => {
        const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
        return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
      })
    ).map((u) => new URL(u).pathname);
    expect(precache).toEqual(
      expect.arrayContaining([
        '/privacy.html',
        '/community-standards.html',
        '/terms.html',
        '/credits.html',
        '/pages.css',
        '/page-theme.js',
      ]),
    );

    await context.setOffline(true);
    for (const { path, heading } of PAGES) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      // Styled from the device too.
      await expect(page.locator('section').first()).toHaveCSS('border-top-left-radius', '16px');
    }
    // And back to the app, which opens offline as ever.
    await page.getByRole('link', { name: 'Back to Rise' }).click();
    await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  });
});
