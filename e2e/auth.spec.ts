import { request as playwrightRequest } from '@playwright/test';
import Database from 'better-sqlite3';
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
  await expect(page.getByText('0% of the way to Level 2')).toBeVisible();
});

test('a display name that speaks of hurting oneself is accepted, and the app opens with the care card', async ({ page }) => {
  const fields = newUserFields({ displayName: 'i want to kill myself' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Display name').fill(fields.displayName);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await fillDateOfBirth(page, fields.dateOfBirth);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signed in: the name is the writer's (others see a neutral one), and help is offered above Home.
  const care = page.getByRole('region', { name: /things are heavy/ });
  await expect(care).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hey / })).toBeVisible();
  await expectAccessible(page);
  await care.getByRole('button', { name: 'Close this message' }).click();
  await expect(care).toBeHidden();
});

test('someone under 13 is kindly refused, and this browser cannot try another date for a day', async ({ page }) => {
  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 12);
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  // A neutral gate: nothing on the form tells the ages before it is sent.
  await expect(page.getByRole('form', { name: 'Create account' })).not.toContainText(/or over|or older|aged \d|teenagers|under \d/);
  await page.getByLabel('Username').fill('young_one');
  await page.getByLabel('Display name').fill('Young');
  await page.getByLabel('Password', { exact: true }).fill('a sunny afternoon');
  await fillDateOfBirth(page, tooYoung.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Create account' }).click();
  const refusal = /Rise is for teenagers aged 13 to 17\. Thanks for your interest/;
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date of birth' }).getByRole('combobox', { name: 'Year' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Another date from the same browser: the same kind answer, and no account.
  await fillDateOfBirth(page, newUserFields().dateOfBirth);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('an adult is told that Rise is for teenagers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill('grown_up');
  await page.getByLabel('Display name').fill('Grown');
  await page.getByLabel('Password', { exact: true }).fill('a sunny afternoon');
  await fillDateOfBirth(page, '1975-03-04');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Adults take part only as mentors or Rise staff/)).toBeVisible();
});

test('a member who has turned 18 still reads, and is told why they can no longer post or write to mentors', async ({ page, baseURL }) => {
  // Made while 17, through the API: a pep talk with a comment, and a mentor thread.
  const fields = newUserFields();
  const api = await playwrightRequest.newContext({ baseURL: baseURL! });
  expect((await api.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  const pepTalk = await (
    await api.post('/api/peptalks', {
      data: { title: 'Small steps', mediaType: 'text', mediaUrl: 'One a day.', category: 'courage', isPublic: true },
    })
  ).json();
  expect((await api.post(`/api/peptalks/${pepTalk.id}/comments`, { data: { content: 'Thanks all' } })).status()).toBe(201);
  const mentor = ((await (await api.get('/api/mentors')).json()) as { id: number; name: string; acceptingMentees: boolean }[]).find(
    (m) => m.acceptingMentees,
  )!;
  expect((await api.post(`/api/mentors/${mentor.id}/like`)).status()).toBe(200);
  await api.dispose();
  // Today is their 18th birthday.
  const db = new Database(process.env.E2E_DATABASE!);
  try {
    db.pragma('busy_timeout = 5000');
    const today = new Date().toISOString().slice(0, 10);
    expect(
      db.prepare('UPDATE users SET turns_16_on = ?, turns_18_on = ? WHERE username = ?').run('2000-01-01', today, fields.username).changes,
    ).toBe(1);
  } finally {
    db.close();
  }
  // A fresh sign-in in the browser reads the account as it is now.
  const signIn = await page.request.post('/api/auth/sign-in', { data: { username: fields.username, password: fields.password } });
  expect(await signIn.json()).toMatchObject({ ageGroup: '18+' });
  const why = /shared spaces are for teenagers, so from your 18th birthday you can no longer post/;

  await page.goto('/pep-talk');
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Small steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await page.getByRole('button', { name: /Comment on Small steps/ }).click();
  const comments = page.getByRole('dialog', { name: /Comments on/ });
  await expect(comments.getByText('Thanks all')).toBeVisible();
  await expect(comments.getByText(why)).toBeVisible();
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expect(comments.getByRole('button', { name: 'Delete your comment' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/mentor-matcher');
  await expect(page.getByText(why)).toBeVisible();
  await page.getByRole('button', { name: `Messages with ${mentor.name}` }).click();
  const thread = page.getByRole('dialog', { name: `Messages with ${mentor.name}` });
  await expect(thread.getByText(why)).toBeVisible();
  await expect(thread.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
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
  await expect(page.getByText(/^\d+% of the way to Level \d+$/)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Videos Watched' }).locator('xpath=following-sibling::dd[1]')).toHaveText('4');
});

test('a demo reads the sample community, marked as samples, and never a real teen', async ({ page, playwright, baseURL }) => {
  // A real teen posts a public pep talk, from another device.
  const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const api = await playwright.request.newContext({ baseURL });
  const teen = newUserFields({ displayName: `Real ${tag}` });
  expect((await api.post('/api/auth/sign-up', { data: teen })).status()).toBe(201);
  const title = `Real words ${tag}`;
  const posted = await api.post('/api/peptalks', {
    data: { title, mediaType: 'text', mediaUrl: 'From a real teen.', category: 'courage', isPublic: true },
  });
  expect(posted.status()).toBe(201);
  await api.dispose();

  await page.goto('/');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { name: /^Hey \w+!$/ })).toBeVisible();
  await page.goto('/pep-talk');
  await expect(page.getByRole('heading', { name: 'First day at a new school' })).toBeVisible();
  await expect(page.getByText('Maya (sample)').first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText(`Real ${tag}`)).toHaveCount(0);
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
