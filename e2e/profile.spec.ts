import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, newUserFields, signInAs, test, toastRegion, uniqueTag } from './fixtures';
import { birthDateForAge } from '../contract/ages';

test('the profile shows the user and its three tabs, starting on Stats', async ({ page, user }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
  await expect(page.getByText('0% of the way to Level 2')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Skills Mastered')).toBeVisible();
  await expect(page.getByText('Mentor Matches')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Achievements' }).click();
  // A new account: every achievement in progress at 0/10, none completed (issue 15).
  await expect(page.getByText('Video Buff')).toBeVisible();
  await expect(page.getByText('0/10').first()).toBeVisible();
  await expect(page.getByText(/^Completed /)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue(user.displayName);
  await expectAccessible(page);
});

test('settings are saved, survive a reload, and the dark theme applies at once', async ({ page, user }) => {
  test.slow(); // Five screens, each with axe: past 30 s on a busy 2-core machine.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const newUsername = `${user.username.slice(0, 14)}_new`;
  await page.getByLabel('Display name').fill('Robin Rise');
  await page.getByLabel('Username').fill(newUsername);
  // Off for a new account, and said plainly: Rise has no email address and sends no email (issue 31).
  await expect(page.getByLabel('Email notifications')).not.toBeChecked();
  await expect(page.getByLabel('Email notifications')).toHaveAccessibleDescription(/Rise has no email address for you and sends no email/);
  await page.getByLabel('Email notifications').check();
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page)).toContainText('Profile Updated');
  await expect(toastRegion(page)).toContainText('Your profile changes have been saved successfully.');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { name: 'Robin Rise' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('Robin Rise');
  await expect(page.getByLabel('Username')).toHaveValue(newUsername);
  await expect(page.getByLabel('Email notifications')).toBeChecked();
  await expect(page.getByLabel('Theme')).toHaveValue('dark');

  // Every screen stays readable in the dark theme.
  for (const path of ['/', '/skill-quest', '/finance-tracker', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  }

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Theme').selectOption({ label: 'Light' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('a bad or taken username is explained next to the field', async ({ page, user: _ }) => {
  const other = await page.request.post('/api/auth/sign-up', {
    data: { username: `taken_${uniqueTag(8)}`, displayName: 'Other', password: 'another fine day', dateOfBirth: birthDateForAge(16) },
  });
  const otherName = (await other.json()).username as string;
  // That sign-up switched the browser to the other user: sign back in as a fresh one.
  await page.context().clearCookies();
  const me = await page.request.post('/api/auth/sign-up', {
    data: { username: `me_${uniqueTag(8)}`, displayName: 'Me', password: 'another fine day', dateOfBirth: birthDateForAge(16) },
  });
  expect(me.status()).toBe(201);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Username').fill('no spaces here');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Use 3 to 20 letters, digits or underscores.').first()).toBeVisible();
  await page.getByLabel('Username').fill(otherName.toUpperCase());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('That username is taken. Try another.')).toBeVisible();
});

test('your data and account: download my data, change the password, sign out everywhere', async ({ page, user }) => {
  test.slow(); // Three flows, each checked with axe.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();

  // The download is one JSON file of everything of mine.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    format: string;
    sections: Record<string, Record<string, unknown>>;
  };
  expect(file.format).toBe('rise-export');
  expect((file.sections.profile!.profile as { username: string }).username).toBe(user.username);
  expect(JSON.stringify(file)).not.toContain(user.password);
  await expectAccessible(page);

  // A wrong current password is said on its field, and nothing changes.
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('river stones and quiet maps');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('That is not your current password.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  // The right one: changed, still signed in here.
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toastRegion(page)).toContainText('Password changed');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();

  // Sign out everywhere asks first, then ends this session too; the new password signs back in.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('river stones and quiet maps');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
});

test('deleting the account says what goes and what is kept, asks for the password, and then it is gone', async ({ page, user }) => {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('What goes, at once and for good:');
  await expect(dialog).toContainText('for 90 days');
  await expectAccessible(page);
  // A wrong password: said on the field, nothing changes.
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('That is not your password.')).toBeVisible();
  // Keep my account closes it.
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toastRegion(page)).toContainText('Your account was deleted');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Signing in again fails.
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
});

test('what safeguarding keeps of a deleted account is there for moderators: the case, with the words', async ({
  page,
  user: _,
  moderator,
  baseURL,
}) => {
  // Someone else writes a pep talk; it is reported; then they delete their account.
  const api = await playwrightRequest.newContext({ baseURL });
  const fields = newUserFields();
  expect((await api.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  const talk = (await (
    await api.post('/api/peptalks', {
      data: { title: 'Read me', mediaType: 'text', mediaUrl: 'Words that were reported.', category: 'confidence' },
    })
  ).json()) as { id: number };
  expect((await page.request.post('/api/reports', { data: { subject: 'peptalk', id: talk.id, reason: 'bullying' } })).status()).toBe(201);
  expect((await api.delete('/api/users/current', { data: { password: fields.password } })).status()).toBe(204);
  await api.dispose();

  // A moderator (a staff account, made by the command in the README) finds the case in the queue, kept as evidence.
  await signInAs(page, moderator);
  await page.goto('/moderation');
  const kept = page.getByRole('article').filter({ hasText: 'Words that were reported.' });
  await expect(kept).toContainText(`@${fields.username}`);
  await expect(kept).toContainText('account deleted');
  await expect(kept).toContainText('Item deleted');
  await expectAccessible(page);
});
