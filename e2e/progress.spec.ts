// Progress from real actions (issue 15), through the real UI against the real server: a new account
// starts at Level 1 with zeros; it watches a video, finishes its board's starter tasks and a goal with a
// milestone; Home, Profile and Skill Quest move, and the bell says it reached Level 2.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toastRegion, watchToTheEnd } from './fixtures';

const stat = (page: Page, label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

async function chooseAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a new user acts, and Home, Profile, Skill Quest and the bell follow', async ({ page, user: _ }) => {
  test.slow(); // A journey through four mini-apps.
  // A new account: Level 1, zeros, no red dot.
  await page.goto('/');
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText('0% of the way to Level 2')).toBeVisible();
  await expect(stat(page, 'Videos Watched')).toHaveText('0');
  await expect(stat(page, 'Mentor Matches')).toHaveText('0');
  await expect(stat(page, 'Tasks Completed')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText('You have no new notifications');
  await page.keyboard.press('Escape');

  // A video played to its end (scrubbed past 90%): it counts as watched.
  await page.goto('/leadership-shorts');
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  await watchToTheEnd(page, video);

  // The board's three starter tasks moved to Completed ("Move to...").
  await page.goto('/boost-board');
  for (const title of ['Move me to In Progress', 'Add your first task', 'Make this board yours']) {
    await chooseAction(page, title, 'Move to...');
    const dialog = page.getByRole('dialog', { name: 'Move Task' });
    await dialog.getByLabel('Column').selectOption({ label: 'Completed' });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('region', { name: /^Completed/ }).getByRole('heading', { level: 4 })).toHaveCount(3);

  // A goal with a milestone, both completed.
  await page.goto('/goal-setter');
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Goal' });
  await create.getByLabel('Title').fill('Read three books');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(toastRegion(page)).toContainText('Goal created');
  await page.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = page.getByRole('tabpanel', { name: 'Milestones' });
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  const add = page.getByRole('dialog', { name: 'Add Milestone' });
  await add.getByLabel('Title').fill('Finish the first one');
  await add.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(add).toBeHidden();
  await milestones.getByRole('button', { name: 'Complete Finish the first one' }).click();
  await expect(toastRegion(page)).toContainText('Milestone completed');
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('tabpanel', { name: 'Details' }).getByRole('button', { name: 'Mark Complete' }).click();
  // The level-up moment opens at the same time, as a modal dialog that hides the rest of the page from
  // the accessibility tree (the toast region too, whenever it wins the race): the toast is read from the page.
  await expect(page.locator('[role="region"][aria-label^="Notifications (F8)"]')).toContainText('Goal completed');
  // Level 2 is reached here: the level-up moment, once (issue 32, decision 0026).
  const moment = page.getByRole('dialog', { name: 'You reached Level 2' });
  await expect(moment).toBeVisible();
  await moment.getByRole('button', { name: 'Keep going' }).click();
  await expect(moment).toBeHidden();

  // 10 + 3 × 10 + 15 + 50 = 105 points: Level 2, 2% of the way to Level 3 (decision 0013).
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByText('Level 2', { exact: true })).toBeVisible();
  await expect(page.getByText('2% of the way to Level 3')).toBeVisible();
  await expect(stat(page, 'Videos Watched')).toHaveText('1');
  await expect(stat(page, 'Tasks Completed')).toHaveText('3');
  await expect(stat(page, 'Mentor Matches')).toHaveText('0');

  // The bell: a red dot, the level reached, and opening it marks it read.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel).toContainText('You reached Level 2');
  await expect(panel.getByText('New', { exact: true })).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Profile says the same, in the same words; an achievement is on its way.
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByText('Level 2', { exact: true })).toBeVisible();
  await expect(page.getByText('2% of the way to Level 3')).toBeVisible();
  await expect(stat(page, 'Tasks Completed')).toHaveText('3');
  await expect(stat(page, 'Videos Watched')).toHaveText('1');
  await expect(stat(page, 'Mentor Matches')).toHaveText('0');
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Achievements' }).getByText('3/10')).toBeVisible();

  // Skill Quest: the same level; Time Management trained by the tasks, the milestone and the goal.
  await page.goto('/skill-quest');
  await expect(page.getByText('2% of the way to Level 3')).toBeVisible();
  const skill = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  // 30 + 15 + 50 = 95 skill points: level 2 (from 50), 45 of 100 toward level 3.
  await expect(skill('Time Management')).toContainText('Level 2');
  await expect(skill('Time Management')).toContainText('45% Mastered');
  await expect(skill('Budgeting')).toContainText('0% Mastered');
  await expectAccessible(page);
});

test('a mentor match earns nothing: no points, no level, no achievement; the stat counts it', async ({ page, user: _ }) => {
  const mentors = (await (await page.request.get('/api/mentors')).json()) as { id: number; acceptingMentees: boolean }[];
  const open = mentors.find((m) => m.acceptingMentees)!;
  expect((await page.request.post(`/api/mentors/${open.id}/like`)).status()).toBe(200);

  await page.goto('/profile');
  await expect(stat(page, 'Mentor Matches')).toHaveText('1');
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText('0% of the way to Level 2')).toBeVisible();
  await page.getByRole('tab', { name: 'Achievements' }).click();
  const achievements = page.getByRole('tabpanel', { name: 'Achievements' });
  await expect(achievements.getByText('Video Buff')).toBeVisible();
  await expect(achievements.getByText('Mentor Magnet')).toHaveCount(0);
  await expect(achievements.getByText(/mentor/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
