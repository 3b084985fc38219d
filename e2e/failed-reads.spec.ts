// SPEC §4: no retries. A read that fails when a screen opens is sent once, however many parts of the
// screen use it; the screen then shows what SPEC §8 says (sample data or an empty list) and Retry asks again.
import { expect, test } from './fixtures';

const READS: { screen: string; read: RegExp; shown: string | RegExp }[] = [
  { screen: '/leadership-shorts', read: /\/api\/videos(\?|$)/, shown: "Showing sample content: we couldn't load yours just now." },
  { screen: '/pep-talk', read: /\/api\/peptalks(\?|$)/, shown: 'No pep talks found' },
  { screen: '/goal-setter', read: /\/api\/goals(\?|$)/, shown: /Couldn't load|No goals|Create Your First Goal/ },
  { screen: '/mentor-matcher', read: /\/api\/mentors(\?|$)/, shown: 'Showing sample content' },
  { screen: '/', read: /\/api\/progress(\?|$)/, shown: 'Your Progress' },
];

test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 500/] });

for (const { screen, read, shown } of READS) {
  test(`a failed read on ${screen} is sent once`, async ({ page, user: _ }) => {
    const sent: string[] = [];
    await page.route(read, (route) => {
      sent.push(route.request().url());
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"title":"Internal Server Error","status":500}',
      });
    });
    await page.goto(screen);
    await expect(page.getByText(shown).first()).toBeVisible();
    // Some of these words show before the read is sent (Home's heading does); a busy machine can also
    // leave the network quiet for longer than networkidle's 500 ms between the session check and the read.
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    // Everything the screen loads later (its lazy parts, its idle preloads) has had its chance to ask again.
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
  });
}

test.describe('the session check', () => {
  test.use({ consoleAllowed: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

  test("failing with a network error while the browser is online shows SPEC's sample user", async ({ page, user: _ }) => {
    // Rise cannot be reached (down, or a network that blocks it), though the browser is online.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByText('Showing sample content').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hey Explorer!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  });
});
