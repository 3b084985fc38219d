// Pep Talk through the real UI against the real server: create a pep talk, filter by its category,
// like and share it, read and write comments, report someone's comment and block them; the text
// filter's kind refusal; the empty state when the feed cannot be read.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, expectClearOf, newUserFields, signInAs, test, toastRegion } from './fixtures';

/** Someone else on Rise, signed in through the API. */
async function someoneElse(baseURL: string): Promise<{ api: APIRequestContext; displayName: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const fields = newUserFields();
  expect((await api.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  return { api, displayName: fields.displayName };
}

test('create, filter, like, share and comment; report a comment and block its writer', async ({ page, user: _, baseURL, context }) => {
  test.slow(); // One journey through every part of the screen.
  // No share sheet on this machine: the link is copied instead.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/pep-talk');
  await expect(page.getByRole('heading', { name: 'Three good things before bed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verified' }).first()).toBeVisible();
  await expect(page.getByText("You haven't shared a pep talk yet.")).toBeVisible();
  await expectAccessible(page);

  // Create: both fields are needed (SPEC §5), then it is public unless asked.
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Pep Talk' });
  await dialog.getByRole('button', { name: 'Post' }).click();
  // (While a dialog is open the rest of the page is hidden from the accessibility tree, the toasts too.)
  await expect(page.getByText('Missing information', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  // Over a sheet the toast sits in the strip above it, clear of the sheet's title (once it has popped in).
  const toastBottom = async () => {
    const box = await page.locator('li', { hasText: 'Missing information' }).boundingBox();
    return box ? box.y + box.height : Infinity;
  };
  const title = await dialog.getByRole('heading', { name: 'Create a Pep Talk' }).boundingBox();
  await expect.poll(toastBottom).toBeLessThanOrEqual(title!.y);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Ace the audition');
  await dialog.getByRole('textbox', { name: 'Your pep talk' }).fill('Breathe, smile, and sing it like you mean it.');
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('courage');
  await expect(dialog.getByRole('radio', { name: /Public/ })).toBeChecked();
  await expect(dialog.getByText(/^Everyone on Rise can read it/)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Allow comments/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(toastRegion(page)).toContainText('Pep Talk created!');
  const feed = page.getByRole('list', { name: 'Pep talks' });
  const mine = feed.getByRole('article', { name: 'Ace the audition' });
  await expect(feed.getByRole('article').first()).toHaveAccessibleName('Ace the audition');
  await expect(page.getByRole('region', { name: 'Your Pep Talks' }).getByText('Public')).toBeVisible();

  // A category chip shows that category only.
  await page.getByRole('button', { name: 'Courage', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Courage', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const courage = page.getByRole('list', { name: 'Courage pep talks' });
  await expect(courage.getByRole('article', { name: 'Ace the audition' })).toBeVisible();
  await expect(courage.getByRole('article', { name: 'Three good things before bed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Stress', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Stress pep talks' }).getByRole('article', { name: 'Ace the audition' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  // Like: the count is the server's answer.
  await mine.getByRole('button', { name: /^Like Ace the audition, 0 likes/ }).click();
  await expect(mine.getByRole('button', { name: /^Like Ace the audition, 1 like$/ })).toHaveAttribute('aria-pressed', 'true');

  // Share copies the link and counts once.
  await mine.getByRole('button', { name: /^Share Ace the audition, 0 shares/ }).click();
  await expect(toastRegion(page)).toContainText('Pep Talk shared!');
  await expect(mine.getByRole('button', { name: /^Share Ace the audition, 1 share$/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/pep-talk\?p=\d+$/);

  // Someone else comments on it.
  const other = await someoneElse(baseURL!);
  const id = Number((await page.evaluate(() => navigator.clipboard.readText())).split('p=')[1]);
  expect((await other.api.post(`/api/peptalks/${id}/comments`, { data: { content: 'You will smash it!' } })).status()).toBe(201);

  await mine.getByRole('button', { name: /^Comment on Ace the audition/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Comments on "Ace the audition"' });
  await expect(sheet.getByText('You will smash it!')).toBeVisible();
  // The send box: Post waits for words; the filter's refusal is kind and says which field.
  const box = sheet.getByRole('textbox', { name: 'Write a comment' });
  await expect(sheet.getByRole('button', { name: 'Post' })).toBeDisabled();
  await box.fill('kys');
  await sheet.getByRole('button', { name: 'Post' }).click();
  await expect(sheet.getByRole('alert')).toContainText('Your comment could hurt someone');
  await box.fill('Thank you!');
  await sheet.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Comment added!', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Thank you!')).toBeVisible();
  // The toast never covers the comment it is about (the sheet holds toasts at the top of the screen).
  await expectClearOf(page, page.locator('[aria-label^="Notifications (F8)"] li'), [
    sheet.getByRole('listitem').filter({ hasText: 'Thank you!' }),
  ]);
  await expectAccessible(page);

  // Report their comment: a reason, then thanks that say what happens next.
  await sheet.getByRole('button', { name: `More for ${other.displayName}'s comment` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: `Report ${other.displayName}'s comment` });
  await report.getByRole('radio', { name: 'Spam or scams' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks for reporting', { exact: true })).toBeVisible();
  await expect(report).toBeHidden();

  // Block them: asked first; their comment goes, mine stays.
  await sheet.getByRole('button', { name: `More for ${other.displayName}'s comment` }).click();
  await page.getByRole('menuitem', { name: `Block ${other.displayName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Block ${other.displayName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(sheet.getByText('You will smash it!')).toBeHidden();
  await expect(sheet.getByText('Thank you!')).toBeVisible();
  // And they can no longer comment on my pep talks.
  expect((await other.api.post(`/api/peptalks/${id}/comments`, { data: { content: 'Hello?' } })).status()).toBe(403);
  await other.api.dispose();
});

test('an empty list with a quiet Retry when the feed cannot be read', async ({ page, user: _ }) => {
  await page.route('**/api/peptalks', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/pep-talk');
  await expect(page.getByText('No pep talks found')).toBeVisible();
  await expect(page.getByText('Be the first to create one!')).toBeVisible();
  await page.unroute('**/api/peptalks');
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(page.getByRole('heading', { name: 'Three good things before bed' })).toBeVisible();
});

test('words about hurting oneself are kept for their writer with the care card, and reach the moderators first', async ({
  page,
  user,
  moderator,
}) => {
  test.slow(); // A writer and a moderator, two sign-ins: past the 30 s default on a busy two-core machine.
  await page.goto('/pep-talk');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Pep Talk' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Honestly');
  await dialog.getByRole('textbox', { name: 'Your pep talk' }).fill('Some days I want to die.');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('region', { name: 'It sounds like things are heavy right now' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Honestly' }).getByText("Only you and Rise's safety team can see this for now."),
  ).toBeVisible();
  await expectAccessible(page);

  // A moderator (a staff account, made by the command in the README) finds it first in the queue and decides.
  await signInAs(page, moderator);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  // Urgent cases come first; ours is one of them (other tests share this database).
  const first = page
    .getByRole('article')
    .filter({ hasText: `by ${user.displayName}` })
    .filter({ hasText: 'Some days I want to die.' });
  await expect(first).toContainText('Look first');
  await expect(first).toContainText('Someone may hurt themselves');
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Hide' }).click();
  await expect(toastRegion(page)).toContainText('Hidden');
  await page.getByRole('tab', { name: 'Decided' }).click();
  await expect(page.getByRole('tabpanel').getByText('Some days I want to die.')).toBeVisible();
});

test('a 14-year-old’s pep talk starts private; its author turns comments off, and others see them off', async ({ page, baseURL }) => {
  // A member who turned 14 yesterday (the age band comes from the birthdays kept at sign-up).
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear() - 14, now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
  expect((await page.request.post('/api/auth/sign-up', { data: newUserFields({ dateOfBirth: born }) })).status()).toBe(201);
  await page.goto('/pep-talk');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Pep Talk' });
  await expect(dialog.getByRole('radio', { name: /Private/ })).toBeChecked();
  await expect(dialog.getByText('New pep talks start private for under-16s. You choose who sees yours.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Speak up in class');
  await dialog.getByRole('textbox', { name: 'Your pep talk' }).fill('Your question is someone else’s question too.');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(toastRegion(page)).toContainText('Pep Talk created!');
  const yours = page.getByRole('region', { name: 'Your Pep Talks' });
  await expect(yours.getByText('Private')).toBeVisible();

  // Make it public and turn comments off, with the one form.
  await yours.getByRole('button', { name: 'Edit Speak up in class' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your Pep Talk' });
  await edit.getByRole('radio', { name: /Public/ }).check();
  await edit.getByRole('checkbox', { name: /Allow comments/ }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastRegion(page)).toContainText('Pep Talk updated');
  await expect(yours.getByText('Comments off')).toBeVisible();

  // Someone else sees it, with comments off: no box to write in.
  const other = await someoneElse(baseURL!);
  const found = ((await (await other.api.get('/api/peptalks')).json()) as { id: number; title: string; commentsOff: boolean }[]).find(
    (p) => p.title === 'Speak up in class',
  )!;
  expect(found.commentsOff).toBe(true);
  expect((await other.api.post(`/api/peptalks/${found.id}/comments`, { data: { content: 'Great' } })).status()).toBe(403);
  const card = page.getByRole('list', { name: 'Pep talks' }).getByRole('article', { name: 'Speak up in class' });
  await card.getByRole('button', { name: 'Comments are off on Speak up in class' }).click();
  const sheet = page.getByRole('dialog', { name: /Comments on/ });
  await expect(sheet.getByText(/You turned comments off/)).toBeVisible();
  await expect(sheet.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await other.api.dispose();
});

test('a dialog is modal: focus starts in it and stays, the page behind is hidden and still, a tap outside closes it', async ({
  page,
  user: _,
}) => {
  await page.goto('/pep-talk');
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create a Pep Talk' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  // The page behind is out of the accessibility tree, and does not scroll.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  // Shift+Tab from the first field goes round to the dialog's end, never to the page behind.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  // A tap on the scrim above the sheet closes it, and focus is back on Create.
  await page.mouse.click(10, 10);
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});
