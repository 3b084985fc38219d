import { expect, expectAccessible, fillDateOfBirth, newUserFields, test } from './fixtures';

test('a newcomer signs up and is greeted by name', async ({ page }) => {
  const fields = newUserFields({ displayName: 'Noor' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expectAccessible(page);
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Display name').fill(fields.displayName);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await fillDateOfBirth(page, fields.dateOfBirth);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Hey Noor!' })).toBeVisible();
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText('0% to Level 2')).toBeVisible();
});

test('someone under 13 is kindly refused', async ({ page }) => {
  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 12);
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill('young_one');
  await page.getByLabel('Display name').fill('Young');
  await page.getByLabel('Password', { exact: true }).fill('a sunny afternoon');
  await fillDateOfBirth(page, tooYoung.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Rise is for people aged 13 and over/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date of birth' }).getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
});

test('a common password is refused with a reason from the server', async ({ page }) => {
  const fields = newUserFields();
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Display name').fill('Pat');
  await page.getByLabel('Password', { exact: true }).fill('iloveyou1');
  await fillDateOfBirth(page, fields.dateOfBirth);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
});

test('a signed-out visitor signs in and lands on the page they asked for', async ({ page, user }) => {
  await page.context().clearCookies();
  await page.goto('/skill-quest');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Skill Quest' })).toBeVisible();
  await expect(page).toHaveURL(/\/skill-quest$/);
});

test('signing out ends the session, and signing back in restores it', async ({ page, user }) => {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
});

test('one click on Try the demo opens a lively app', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { name: /^Hey \w+!$/ })).toBeVisible();
  // Its level comes from its seeded actions (decision 0013), not SPEC's static figures.
  await expect(page.getByText(/^Level \d+$/)).toBeVisible();
  await expect(page.getByText(/^\d+% to Level \d+$/)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Videos Watched' }).locator('xpath=following-sibling::dd[1]')).toHaveText('4');
});

test('the password can be shown, and a message appears without moving the form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('purple otters juggle');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  const submit = page.getByRole('button', { name: 'Create account' });
  const before = await submit.boundingBox();
  await submit.click();
  await expect(page.getByText('Enter your date of birth.')).toBeVisible();
  expect((await submit.boundingBox())!.y).toBe(before!.y);
  await expectAccessible(page);
});
