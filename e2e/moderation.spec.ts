// Moderation through the real UI against the real server (issue 29): a case is evidence (every
// version of the words, each report's note and whether the reporter counted), a moderator hides with
// a named rule, the writer hears of it in the bell and asks for another look, and the case is back in
// the queue with that request; a restore of words about self-harm needs a second moderator, and then
// others see them behind a cover they open on purpose (the writer sees them as written).
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import Database from 'better-sqlite3';
import { createModerator, moderatorPage, expect, expectAccessible, newUserFields, test, toastRegion } from './fixtures';

/** Someone else on Rise, signed in through the API. */
async function someoneElse(baseURL: string): Promise<{ api: APIRequestContext; username: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const fields = newUserFields();
  expect((await api.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  return { api, username: fields.username };
}

/**
 * Makes an account two days old, so that its reports count (only accounts older than a day do): a
 * test cannot wait a day, so it writes the date where the server keeps it.
 */
function ageAccount(username: string) {
  const db = new Database(process.env.E2E_DATABASE!);
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare('UPDATE users SET created_at = ? WHERE username = ?')
      .run(new Date(Date.now() - 2 * 86_400_000).toISOString(), username);
    expect(changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Random letters that tell this test's pep talk apart: digits in a row would read as a phone number,
 * and without vowels they never spell a word the text filter refuses.
 */
const unique = () => Array.from({ length: 8 }, () => 'bdghjklmnpqrvwz'[Math.floor(Math.random() * 15)]).join('');

test('a reported pep talk: the moderator reads every version and the note, hides it with a rule; its writer asks for another look, and it is back in the queue', async ({
  page,
  user,
  moderator,
  baseURL,
  browser,
}) => {
  test.slow(); // A writer, a reporter and a moderator, each signed in, and axe on three screens.
  const title = `Quiz night ${unique()}`;
  const created = await page.request.post('/api/peptalks', {
    data: { title, mediaType: 'text', mediaUrl: 'The quiz team is better without the new kid.', category: 'confidence' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Someone whose report counts (an account older than a day) reports it, saying why.
  const reporter = await someoneElse(baseURL!);
  ageAccount(reporter.username);
  const report = await reporter.api.post('/api/reports', {
    data: { subject: 'peptalk', id, reason: 'other', note: 'This is about me. They post this every week.' },
  });
  expect(report.status()).toBe(201);
  await reporter.api.dispose();
  // Then the writer softens it: the case keeps both versions.
  expect((await page.request.patch(`/api/peptalks/${id}`, { data: { mediaUrl: 'The quiz team is great.' } })).status()).toBe(200);

  const mod = await moderatorPage(browser, moderator);
  const theCase = mod.getByRole('article').filter({ hasText: `@${user.username}` });
  await expect(theCase.getByRole('heading', { name: `Pep talk by ${user.displayName}` })).toBeVisible();
  await expect(theCase.getByText('Edited', { exact: true })).toBeVisible();
  await expect(theCase.getByText('Version 2 of 2 (now)')).toBeVisible();
  await expect(theCase.getByText('The quiz team is great.')).toBeVisible();
  await expect(theCase.getByText('Version 1 of 2 (as first seen)')).toBeVisible();
  await expect(theCase.getByText('The quiz team is better without the new kid.')).toBeVisible();
  await expect(theCase.getByText('“This is about me. They post this every week.”')).toBeVisible();
  await expect(theCase.getByText('Counted', { exact: true })).toBeVisible();
  await expect(theCase).toContainText('1 counted');
  await expectAccessible(mod);
  // Hidden for bullying, whatever the reporter chose: the writer is told that rule.
  await theCase.getByLabel('If hidden, the rule it broke').selectOption({ label: 'Bullying or harassment' });
  await expect(theCase.getByText('Its writer is told: Be kind: no bullying or harassment.')).toBeVisible();
  await theCase.getByRole('button', { name: 'Hide' }).click();
  await expect(toastRegion(mod)).toContainText('Hidden');
  await mod.getByRole('tab', { name: 'Decided' }).click();
  await expect(
    mod
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: `@${user.username}` }),
  ).toContainText('hidden by a moderator');

  // The writer's bell says what was hidden and which rule it broke, and offers another look.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const notice = panel.getByRole('listitem').filter({ hasText: 'Your pep talk was hidden' });
  await expect(notice).toContainText('Be kind: no bullying or harassment');
  await expect(notice).not.toContainText(reporter.username);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Ask for another look' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for another look' });
  await dialog
    .getByLabel('Anything you want the moderator to know? (optional)')
    .fill('I changed it the same day. I was not talking about anyone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toastRegion(page)).toContainText('Thanks. A moderator will look again.');
  await expect(dialog).toBeHidden();
  // The button stays, where focus came back to, and says so.
  await expect(notice.getByRole('button', { name: 'You asked for another look' })).toBeFocused();
  await expect(notice.getByRole('button', { name: 'Ask for another look', exact: true })).toHaveCount(0);

  // Asked again (after a reload the button is back): the server's answer (409) shows in the dialog.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await panel
    .getByRole('listitem')
    .filter({ hasText: 'Your pep talk was hidden' })
    .getByRole('button', { name: 'Ask for another look' })
    .click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There is no decision to look at again: it is with our moderators now.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Back in the moderator's queue, with the writer's note.
  await mod.reload();
  const again = mod.getByRole('article').filter({ hasText: `@${user.username}` });
  await expect(again.getByRole('heading', { name: 'The writer asked for another look' })).toBeVisible();
  await expect(again.getByText('“I changed it the same day. I was not talking about anyone.”')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Hide' })).toBeEnabled();

  // The audit names who looked and who decided.
  await mod.getByRole('tab', { name: 'Audit' }).click();
  const audit = mod.getByRole('list', { name: 'Audit, newest first' });
  await expect(
    audit
      .getByRole('listitem')
      .filter({ hasText: `Hid case #` })
      .filter({ hasText: `@${moderator.username}` })
      .first(),
  ).toBeVisible();
  await mod.context().close();
});

test('words about self-harm come back only when a second moderator agrees, and then behind a cover others open on purpose', async ({
  page,
  user,
  moderator,
  browser,
}) => {
  test.slow(); // Two moderators, a writer and a reader.
  const title = `Still here ${unique()}`;
  const words = 'Some nights I want to die, but I am still here and I keep going.';
  const created = await page.request.post('/api/peptalks', { data: { title, mediaType: 'text', mediaUrl: words, category: 'confidence' } });
  expect(created.status()).toBe(201);

  const first = await moderatorPage(browser, moderator);
  const held = first.getByRole('article').filter({ hasText: `@${user.username}` });
  await expect(held).toContainText('Held for care');
  await expect(held).toContainText('Nobody reported it: it was held for care when it was written.');
  await held.getByRole('button', { name: 'Restore' }).click();
  await expect(toastRegion(first)).toContainText('Waiting for a second moderator');
  await expect(held.getByText('Waiting for a second moderator')).toBeVisible();
  await expect(held.getByText('You asked to restore it. A second moderator must agree before it shows again.')).toBeVisible();
  await expect(held.getByRole('button', { name: 'Restore' })).toBeDisabled();

  const second = await moderatorPage(browser, createModerator());
  const waiting = second.getByRole('article').filter({ hasText: `@${user.username}` });
  await waiting.getByRole('button', { name: 'Restore (second moderator)' }).click();
  await expect(toastRegion(second)).toContainText('Restored');
  await first.context().close();
  await second.context().close();

  // Someone else sees the words only once they choose to.
  const reader = await (await browser.newContext()).newPage();
  const fields = newUserFields();
  expect((await reader.request.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  await reader.goto('/pep-talk');
  const card = reader.getByRole('article', { name: title });
  await expect(card.getByText('This talks about self-harm or suicide.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'help lines' })).toHaveAttribute('href', '/help-lines.html');
  await expect(card.getByText(words)).toBeHidden();
  const show = card.getByRole('button', { name: 'Show' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(reader);
  await show.focus();
  await reader.keyboard.press('Enter');
  await expect(card.getByText(words)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await reader.context().close();

  // Its writer reads their own words as they wrote them.
  await page.goto('/pep-talk');
  const mine = page.getByRole('article', { name: title });
  await expect(mine.getByText(words)).toBeVisible();
  await expect(mine.getByText('This talks about self-harm or suicide.')).toHaveCount(0);
});
