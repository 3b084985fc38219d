// Discover (issue 32): from the tab and from Home's See All, a topic, a search, and each kind of result
// opening in its own mini-app; Home's Popular Now shows the week's most liked.
import type { Page } from '@playwright/test';
import type { DiscoverItem } from '../contract/discover';
import type { DailyChallenge } from '../contract/skills';
import { expect, expectAccessible, test } from './fixtures';

const results = (page: Page) =>
  page.getByRole('region', { name: /Results for|Everything|Leadership|Money|Confidence/ }).getByRole('listitem');

test('Discover opens from the tab and from See All, and lists everything by topic', async ({ page, user: _ }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { name: 'Find something for today' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Everything' })).toBeVisible();
  await expect(results(page).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/discover$/);

  // A topic: only its things, the mentor of money among them.
  await page.getByRole('radio', { name: 'Money' }).check();
  await expect(page).toHaveURL(/\/discover\?topic=money$/);
  await expect(page.getByRole('heading', { name: 'Money' })).toBeVisible();
  await expect(results(page).filter({ hasText: 'Samir Haddad' })).toHaveCount(1);
  for (const item of await results(page).all()) await expect(item).toContainText('Money');
  await expectAccessible(page);
});

test('a search finds plurals in any case, says when nothing matches, and a result opens its item', async ({ page, user: _ }) => {
  await page.goto('/discover');
  const box = page.getByRole('searchbox', { name: 'Search Rise' });
  await box.fill('LEADERS');
  await expect(page.getByRole('heading', { name: 'Results for “LEADERS”' })).toBeVisible();
  await expect(results(page).filter({ hasText: 'Lead by example' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeAttached();
  await expectAccessible(page);

  await box.fill('zyzzyva');
  await expect(page.getByText('Nothing matches “zyzzyva”. Try another word, or a topic.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Everything' })).toBeVisible();

  // A Short opens in Leadership Shorts at that video.
  await box.fill('lead by example');
  await box.press('Enter');
  const short = results(page).filter({ hasText: 'Lead by example' }).getByRole('link');
  await short.click();
  await expect(page).toHaveURL(/\/leadership-shorts\?v=\d+$/);
  await expect(page.getByRole('heading', { name: 'Lead by example' })).toBeInViewport();

  // Back comes to the same search.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search Rise' })).toHaveValue('lead by example');

  // A mentor opens in Mentor Matcher at that mentor.
  // (Kwame is tenth in the deck, which otherwise opens at the first.)
  await box.fill('Asante');
  await results(page).filter({ hasText: 'Kwame Asante' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/mentor-matcher\?m=\d+$/);
  await expect(page.getByRole('article', { name: 'Kwame Asante' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Maya Okafor' })).toHaveCount(0);
});

test("a pep talk is found and opened, and Home shows the week's most liked", async ({ page, user: _ }) => {
  const made = await page.request.post('/api/peptalks', {
    data: {
      title: 'Start before you feel ready',
      mediaType: 'text',
      mediaUrl: 'The first step is the brave one.',
      category: 'courage',
      isPublic: true,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await page.request.post(`/api/peptalks/${id}/like`)).status()).toBe(200);

  await page.goto('/discover?q=brave');
  const found = results(page).filter({ hasText: 'Start before you feel ready' });
  await expect(found).toContainText('Pep talk · Confidence');
  await found.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/pep-talk\\?p=${id}$`));
  await expect(page.locator(`#pep-talk-${id}`)).toBeVisible();

  const popular = (await (await page.request.get('/api/discover/popular')).json()) as { item: DiscoverItem | null };
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Popular Now' });
  await expect(card.getByText('Most liked this week')).toBeVisible();
  await expect(card.getByText(popular.item!.title)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Refresh' }).click();
  await expect(card.getByText(popular.item!.title)).toBeVisible();
  await card.getByRole('link', { name: `Open ${popular.item!.title}` }).click();
  await expect(page).not.toHaveURL(/\/$/);
});

test('a practice opens at itself, and a challenge answered is found again with its feedback', async ({ page, user: _ }) => {
  await page.goto('/discover?q=water%20lilies');
  const practice = results(page).filter({ hasText: 'Water lilies' });
  await expect(practice).toContainText('Skill practice · Creativity');
  await practice.getByRole('link').click();
  await expect(page).toHaveURL(/\/skill-quest\?open=critical-thinking&item=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Critical Thinking Practice' });
  await expect(dialog.getByRole('heading', { name: 'Water lilies' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/skill-quest$/);

  // Today's challenge, answered in Skill Quest, is then in Discover, and opens with the answer kept.
  // The browser's own day and zone, as the app sends them (the server opens a day by the teen's zone).
  const [day, timeZone] = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return [`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, Intl.DateTimeFormat().resolvedOptions().timeZone];
  });
  const today = (await (
    await page.request.get(`/api/skills/challenge?day=${day}&timeZone=${encodeURIComponent(timeZone)}`)
  ).json()) as DailyChallenge;
  const described = today.title;
  await page.getByRole('button', { name: 'Daily Challenge' }).click();
  const challenge = page.getByRole('dialog', { name: 'Daily Challenge' });
  await challenge.getByRole('button', { name: today.choices[0]!.text }).click();
  await expect(challenge.getByText('Come back tomorrow for a new one, whenever suits you.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/discover?q=${encodeURIComponent(described)}`);
  const answered = results(page).filter({ hasText: 'Daily challenge you answered' }).filter({ hasText: described });
  await expect(answered).toHaveCount(1);
  await answered.getByRole('link').click();
  await expect(page).toHaveURL(/\/skill-quest\?open=challenge&past=\d+$/);
  const again = page.getByRole('dialog', { name: 'Daily Challenge' });
  await expect(again.getByText(described)).toBeVisible();
  await expect(again.getByText('Come back tomorrow for a new one, whenever suits you.')).toBeVisible();
  await expectAccessible(page);
});
