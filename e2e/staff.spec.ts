// Moderators are staff, not teens (issue 29): a staff account made by `npm run moderator -- create`
// signs in to moderation and its own account only, never the teens' app; a member's profile has no
// way to moderation.
import { expect, expectAccessible, test, toastRegion } from './fixtures';

test('a staff account sees moderation and its own account, never the teens’ app', async ({ page, moderator }) => {
  test.slow(); // A command, a sign-in and a password change: past the 30 s default on a busy two-core machine.
  // Asked for a teen's page, it signs in and lands on moderation.
  await page.goto('/goals');
  await page.getByLabel('Username').fill(moderator.username);
  await page.getByLabel('Password', { exact: true }).fill(moderator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('tab', { name: 'Waiting' })).toBeVisible();
  // None of the teens' chrome: no bottom navigation, no bell, no profile.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByText(`@${moderator.username}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign out everywhere' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your data' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Current password').fill(moderator.password);
  await page.getByLabel('New password').fill('quiet lantern staff room');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toastRegion(page)).toContainText('Password changed');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a member’s profile has no way to moderation', async ({ page, user: _ }) => {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Blocked people' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open reports' })).toHaveCount(0);
  await expect(page.getByText('You are a moderator')).toHaveCount(0);
});
