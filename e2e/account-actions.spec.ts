// Acting on an account through the real UI against the real server (issue 52): a moderator restricts
// a teen's account from a case, and the teen's screens say why and until when; then one moderator asks
// to suspend it, and a second agrees: the teen is signed out and sign-in says why. A moderator unlinks a
// mentor's account from a case about it.
import { request as playwrightRequest } from '@playwright/test';
import catalogue from '../server/features/mentors/catalogue.json' with { type: 'json' };
import {
  createModerator,
  moderatorPage,
  expect,
  expectAccessible,
  mentorCommand,
  newUserFields,
  test,
  toastRegion,
  uniqueTag,
} from './fixtures';

test('a moderator restricts an account from a case, the teen is told why and until when; two moderators suspend it', async ({
  page,
  user,
  moderator,
  baseURL,
  browser,
}) => {
  test.slow(); // A teen, a reporter and two moderators, each signed in.
  const title = `Lunch table ${uniqueTag(8)}`;
  const created = await page.request.post('/api/peptalks', {
    data: { title, mediaType: 'text', mediaUrl: 'Some people should just eat alone.', category: 'confidence', isPublic: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reporter = await playwrightRequest.newContext({ baseURL });
  expect((await reporter.post('/api/auth/sign-up', { data: newUserFields() })).status()).toBe(201);
  expect((await reporter.post('/api/reports', { data: { subject: 'peptalk', id, reason: 'bullying' } })).status()).toBe(201);
  await reporter.dispose();

  // The first moderator restricts the writer for 7 days, from the case.
  const first = await moderatorPage(browser, moderator);
  const theCase = first.getByRole('article').filter({ hasText: `@${user.username}` });
  const account = theCase.getByRole('region', { name: `${user.displayName}'s account` });
  await expect(account.getByText('Account: 1 case · 0 actions')).toBeVisible();
  await account.getByLabel('Act on the account').selectOption({ label: 'Restrict for 7 days' });
  await account.getByLabel('Note for the record (optional)').fill('Picks on the same person every week');
  await account.getByRole('button', { name: 'Apply' }).click();
  await expect(toastRegion(first).getByText(`Restricted: ${user.displayName}`)).toBeVisible();
  await expect(account.getByText(/Restricted until/)).toBeVisible();
  await account.getByRole('button', { name: 'Record' }).click();
  await expect(account.getByText('“Picks on the same person every week”')).toBeVisible();
  await expectAccessible(first);

  // The teen's Pep Talk says why there is no way to post, and until when; the bell says so too.
  await page.goto('/pep-talk');
  const notice = page.getByRole('note').filter({ hasText: 'A moderator has paused your posting until' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Be kind: no bullying or harassment');
  const refused = await page.request.post('/api/peptalks', {
    data: { title: 'Again', mediaType: 'text', mediaUrl: 'Hello there.', category: 'confidence' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

  // The first moderator asks to suspend it: it waits for a second one.
  await account.getByLabel('Act on the account').selectOption({ label: 'Suspend for 7 days (two moderators)' });
  await account.getByRole('button', { name: 'Apply' }).click();
  await expect(toastRegion(first).getByText('Waiting for a second moderator')).toBeVisible();
  await expect(account.getByText(/suspended asked by you, waiting for a second moderator/)).toBeVisible();
  await first.context().close();
  expect((await page.request.get('/api/users/current')).status()).toBe(200);

  // A second moderator agrees: the teen is signed out at once, and sign-in says why.
  const second = await moderatorPage(browser, createModerator());
  const again = second.getByRole('article').filter({ hasText: `@${user.username}` });
  const theirAccount = again.getByRole('region', { name: `${user.displayName}'s account` });
  await expect(theirAccount.getByText(/waiting for a second moderator/)).toBeVisible();
  await theirAccount.getByLabel('Act on the account').selectOption({ label: 'Suspend for 7 days (two moderators)' });
  await theirAccount.getByRole('button', { name: 'Agree' }).click();
  await expect(toastRegion(second).getByText(`Suspended: ${user.displayName}`)).toBeVisible();
  await expect(theirAccount.getByText(/Suspended until/)).toBeVisible();
  await second.context().close();

  expect((await page.request.get('/api/users/current')).status()).toBe(401);
  // Signing in says why, until when and under which rule, and offers another look, once.
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  const shutOut = form.getByRole('region', { name: 'Your account' });
  await expect(shutOut).toContainText(/suspended by Rise’s moderators until .*Be kind: no bullying or harassment/);
  await shutOut.getByLabel('Ask for another look (a note is optional)').fill('I will not do it again');
  await shutOut.getByRole('button', { name: 'Ask for another look' }).click();
  await expect(shutOut.getByRole('status')).toHaveText(/A moderator will look at it again/);
  await expectAccessible(page);
});

test("a moderator unlinks a mentor's account from a case about it, and it can no longer sign in", async ({
  moderator,
  baseURL,
  browser,
}) => {
  test.slow(); // A command run beside the server, a mentor, a teen and a moderator.
  const mentor = catalogue[11]!;
  mentorCommand('unlink', mentor.slug);
  const username = `mentor_gone_${Date.now() % 100_000}`;
  const password = mentorCommand('create', mentor.slug, username).trim().split('\n').at(-1)!.trim();
  const asMentor = await playwrightRequest.newContext({ baseURL });
  const signIn = () => asMentor.post('/api/auth/sign-in', { data: { username, password } });
  const signedIn = await signIn();
  expect(signedIn.status()).toBe(200);
  const { id: mentorUserId } = (await signedIn.json()) as { id: number };

  // A teen reports the mentor's account (the case about its names).
  const teen = await playwrightRequest.newContext({ baseURL });
  expect((await teen.post('/api/auth/sign-up', { data: newUserFields() })).status()).toBe(201);
  expect((await teen.post('/api/reports', { data: { subject: 'person', id: mentorUserId, reason: 'bullying' } })).status()).toBe(201);
  await teen.dispose();

  const mod = await moderatorPage(browser, moderator);
  const theCase = mod.getByRole('article').filter({ hasText: `@${username}` });
  const account = theCase.getByRole('region', { name: `${mentor.name}'s account` });
  await account.getByRole('button', { name: 'Unlink mentor account' }).click();
  const confirm = mod.getByRole('alertdialog', { name: `Unlink ${mentor.name}'s account?` });
  await expect(confirm).toContainText('can no longer sign in');
  await expectAccessible(mod);
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(toastRegion(mod).getByText(`Unlinked: ${mentor.name}`)).toBeVisible();

  // Signed out at once, and refused at sign-in as an unknown account is.
  expect((await asMentor.get('/api/users/current')).status()).toBe(401);
  expect((await signIn()).status()).toBe(401);
  await asMentor.dispose();
  // The audit says who did it.
  await mod.getByRole('tab', { name: 'Audit' }).click();
  await expect(mod.getByRole('tabpanel', { name: 'Audit' }).getByText(`Unlinked mentor account #${mentorUserId}`)).toBeVisible();
  await mod.context().close();
});
