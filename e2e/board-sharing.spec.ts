// Boost Board shared with a classmate (issue 36), at phone size, two people in two browsers: the owner
// makes an invite code, the classmate joins with it, the owner assigns them a task, the classmate moves
// it and the owner sees it move without a reload, then the classmate leaves and the owner sees them go.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, liveStream, newUserFields, test, toastRegion } from './fixtures';

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}( \\(finished tasks\\))?$`) });
const titlesIn = (page: Page, title: string) =>
  column(page, title)
    .getByRole('list', { name: `${title} tasks` })
    .getByRole('heading', { level: 4 });
const card = (page: Page, title: string) =>
  page.getByRole('button', { name: title }).filter({ has: page.getByRole('heading', { name: title }) });

async function boardAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a classmate joins by code, moves the task assigned to them while the owner watches, and leaves', async ({ page, user, browser }) => {
  test.slow(); // Two people, each with a live stream.
  expect((await page.request.patch('/api/projects/1', { data: { title: 'Robot Club' } })).status()).toBe(200);

  // The owner opens the board, with the live stream, and makes a code.
  const ownerStreaming = liveStream(page);
  await page.goto('/boost-board');
  await expect(page.getByRole('heading', { name: 'Robot Club' })).toBeVisible();
  await ownerStreaming;
  await boardAction(page, 'Invite classmates');
  const invite = page.getByRole('dialog', { name: 'Invite classmates' });
  await invite.getByRole('button', { name: 'Make a code' }).click();
  const shown = invite.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(shown).toBeVisible();
  await expectAccessible(page);
  const code = (await shown.textContent())!;
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  // The classmate, in their own browser, joins from the code (typed in lower case).
  const classmateContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const classmate = await classmateContext.newPage();
  const fields = newUserFields({ displayName: 'Jo Classmate' });
  expect((await classmate.request.post('/api/auth/sign-up', { data: fields })).status()).toBe(201);
  await classmate.goto('/boost-board?join=1');
  const join = classmate.getByRole('dialog', { name: 'Join a board' });
  await join.getByLabel('Invite code').fill(code.toLowerCase());
  await expectAccessible(classmate);
  await join.getByRole('button', { name: 'Join board' }).click();
  // The toast's 3 s start as the join is answered, and the board's reads may take that long on a busy
  // machine: the toast first, while it is on screen, then the board.
  await expect(toastRegion(classmate)).toContainText('You joined a board');
  await expect(classmate.getByRole('heading', { name: 'Robot Club' })).toBeVisible();

  // The owner sees the new member without a reload, and assigns them a task.
  await expect(page.getByRole('button', { name: /Team Members/ })).toContainText('Jo Classmate');
  await card(page, 'Add your first task').click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await edit.getByLabel('Assigned to').selectOption({ label: 'Jo Classmate' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'Add your first task')).toContainText('Assigned to Jo Classmate');

  // The classmate (their board now open with its stream) shows only their task, and moves it.
  const classmateStreaming = liveStream(classmate);
  await classmate.reload();
  await expect(classmate.getByRole('heading', { name: 'Robot Club' })).toBeVisible();
  await classmateStreaming;
  const mine = classmate.getByRole('button', { name: /^Mine/ });
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(titlesIn(classmate, 'To Do')).toHaveText(['Add your first task']);
  await classmate.getByRole('button', { name: 'Actions for Add your first task' }).click();
  await classmate.getByRole('menu').getByRole('menuitem', { name: 'Move to...' }).click();
  const move = classmate.getByRole('dialog', { name: 'Move Task' });
  await move.getByLabel('Column').selectOption({ label: 'In Progress' });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(titlesIn(classmate, 'In Progress')).toHaveText(['Add your first task']);

  // The owner's board follows, without a reload.
  await expect(titlesIn(page, 'In Progress')).toHaveText(['Add your first task', 'Make this board yours']);
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress']);

  // The classmate leaves, back to their own board; the owner sees them go.
  await classmate.getByRole('button', { name: /Team Members/ }).click();
  const members = classmate.getByRole('dialog', { name: 'Members' });
  await members.getByRole('button', { name: 'Leave board' }).click();
  await expect(members.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(classmate);
  await members.getByRole('group', { name: 'Leave Robot Club?' }).getByRole('button', { name: 'Leave board' }).click();
  await expect(classmate.getByRole('heading', { name: 'My First Project' })).toBeVisible();
  await expect(classmate.getByRole('heading', { name: 'My First Project' })).toBeFocused();
  await classmateContext.close();

  await expect(page.getByRole('button', { name: /Team Members/ })).not.toContainText('Jo Classmate');
  await expect(page.getByRole('button', { name: /Team Members/ })).toContainText(`${user.displayName} (1 member)`);
  // Their task stays, no longer assigned to anyone.
  await expect(card(page, 'Add your first task')).not.toContainText('Assigned to');
  await expectAccessible(page);
});
