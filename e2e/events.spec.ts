// Live events (issue 35) in the browser: a mentor's reply shows in the teen's open thread, and the
// bell's dot appears, without a reload; the teen's other tab follows a change made in the first.
import catalogue from '../server/features/mentors/catalogue.json' with { type: 'json' };
import { expect, liveStream, mentorCommand, test } from './fixtures';

test("a mentor's reply reaches the teen's open thread and bell by itself", async ({ page, user, browser }) => {
  test.slow(); // Two people, a command run beside the server.
  const mentor = catalogue[4]!;
  expect(mentor.acceptingMentees).toBe(true);
  mentorCommand('unlink', mentor.slug);
  const username = `mentor_live_${Date.now() % 100_000}`;
  const password = mentorCommand('create', mentor.slug, username).trim().split('\n').at(-1)!.trim();

  // The teen matches and writes (through the API: the Mentor Matcher's own test walks the screens).
  const mentors = (await (await page.request.get('/api/mentors?limit=100')).json()) as { id: number; name: string }[];
  const mentorId = mentors.find((m) => m.name === mentor.name)!.id;
  expect((await page.request.post(`/api/mentors/${mentorId}/like`)).status()).toBe(200);
  expect(
    (await page.request.post(`/api/mentors/${mentorId}/messages`, { data: { text: 'Hello! Can I ask about your work?' } })).status(),
  ).toBe(201);

  // Nothing unread yet.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The teen opens the thread and keeps it open. The stream answers once the server holds it: from then
  // on nothing is missed (it opens once the screen has painted and the browser is idle).
  const streaming = liveStream(page);
  await page.goto('/mentor-matcher');
  await page.getByRole('button', { name: `Messages with ${mentor.name}` }).click();
  const thread = page.getByRole('dialog', { name: `Messages with ${mentor.name}` });
  await expect(thread.getByText('Hello! Can I ask about your work?')).toBeVisible();
  await streaming;

  // The mentor answers from their own browser.
  const mentorContext = await browser.newContext();
  const signIn = await mentorContext.request.post('/api/auth/sign-in', { data: { username, password } });
  expect(signIn.status()).toBe(200);
  const reply = await mentorContext.request.post(`/api/mentor/threads/${user.id}/messages`, {
    data: { text: 'Of course! Ask me anything about design.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await mentorContext.close();

  // No reload: the line arrives in the open thread, and behind it the bell's dot has appeared.
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText('Of course! Ask me anything about design.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(thread).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
});

test('a second tab of the same teen follows a change made in the first', async ({ page, context, user: _ }) => {
  await page.goto('/finance-tracker');
  const other = await context.newPage();
  const streaming = liveStream(other);
  await other.goto('/finance-tracker');
  await expect(other.getByRole('heading', { name: 'Finance Tracker' })).toBeVisible();
  await streaming;

  // A new account, made elsewhere (as another device would).
  const created = await page.request.post('/api/finances/accounts', { data: { name: 'Bike fund', type: 'savings', balance: '42.00' } });
  expect(created.status()).toBe(201);
  await expect(other.getByText('Bike fund')).toBeVisible();
});
