// Goal Setter through the real UI against the real server: a goal created, two milestones added and
// one completed (with the offer that follows), a reflection, a progress update and Mark Complete, all
// still there after a reload; a dialog by keyboard alone; edit and delete with Undo; and the errors.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, toastRegion } from './fixtures';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** Presses Tab until `target` has focus (a date field takes a stop per part), at most 10 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function chooseAction(page: Page, name: string, item: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a goal from creation to complete: milestones, a reflection and progress, all kept after a reload', async ({ page, user: _ }) => {
  test.slow(); // A long journey through every part of the screen.
  await page.goto('/goal-setter');
  await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeVisible();
  await expect(page.getByText('Active Goals')).toBeVisible();
  await expectAccessible(page);

  // Create New Goal: personal and medium by default; creating opens its details.
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Goal' });
  await expect(create.getByLabel('Category')).toHaveValue('personal');
  await expect(create.getByLabel('Priority')).toHaveValue('medium');
  await expectAccessible(page);
  await create.getByLabel('Title').fill('Learn to skateboard');
  await create.getByLabel('Description').fill('Ride from my house to the park without falling.');
  await create.getByLabel('Category').selectOption('health');
  await create.getByLabel('Priority').selectOption('high');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(toastRegion(page)).toContainText('Goal created');
  await expect(page.getByRole('heading', { name: 'Learn to skateboard' })).toBeFocused();
  await expect(page).toHaveURL(/\/goal-setter\?goal=\d+$/);
  const details = panel(page, 'Details');
  await expect(details.getByText('No deadline', { exact: true })).toBeVisible();
  await expect(details.getByText('No deadline set')).toBeVisible();
  await expect(details.getByText('Health')).toBeVisible();
  await expect(details.getByText('High', { exact: true })).toBeVisible();
  await expect(details.getByText('0%')).toBeVisible();

  // Milestones: SPEC's empty text, then two, in order.
  await page.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = panel(page, 'Milestones');
  await expect(milestones.getByText('No milestones yet. Add steps to reach your goal!')).toBeVisible();
  for (const title of ['Stand on the board', 'Ride ten metres']) {
    await milestones.getByRole('button', { name: 'Add Milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page)).toContainText('Milestone added');
  }
  await expect(milestones.getByRole('listitem')).toHaveCount(2);
  await expect(milestones.getByRole('heading', { level: 3 })).toHaveText(['Step 1: Stand on the board', 'Step 2: Ride ten metres']);

  // Complete one (one way: its button goes), then take up both offers.
  await milestones.getByRole('button', { name: 'Complete Stand on the board' }).click();
  await expect(toastRegion(page)).toContainText('Milestone completed');
  await expect(milestones.getByRole('button', { name: 'Complete Stand on the board' })).toHaveCount(0);
  await expect(milestones.getByRole('button', { name: 'Complete Ride ten metres' })).toBeVisible();
  // The button that had focus is gone: the offer's words take focus, so they are read out.
  await expect(milestones.getByText(/1 of 2 milestones done/)).toBeFocused();
  await expectAccessible(page);
  await milestones.getByRole('button', { name: 'Write a reflection' }).click();
  const reflect = page.getByRole('dialog', { name: 'Add Reflection' });
  await expect(reflect.getByRole('radio', { name: 'Motivated' })).toBeChecked();
  await reflect.getByLabel('Your thoughts').fill('Wobbly at first, then it clicked.');
  await reflect.getByRole('radio', { name: 'Proud' }).check();
  await reflect.getByRole('button', { name: 'Add Reflection' }).click();
  await expect(toastRegion(page)).toContainText('Reflection added');
  await milestones.getByRole('button', { name: 'Set progress to 50%' }).click();
  await expect(toastRegion(page)).toContainText('Goal updated');

  // Reflections: newest first, with the mood badge, date and content.
  await page.getByRole('tab', { name: 'Reflections' }).click();
  const reflections = panel(page, 'Reflections');
  await expect(reflections.getByText('Wobbly at first, then it clicked.')).toBeVisible();
  await expect(reflections.getByText('Proud')).toBeVisible();
  await expectAccessible(page);

  // Details: progress accepts only a whole number from 0 to 100; then Mark Complete.
  await page.getByRole('tab', { name: 'Details' }).click();
  const progress = details.getByLabel('Progress (%)');
  await expect(progress).toHaveValue('50');
  let sent = 0;
  page.on('request', (r) => r.url().includes('/update-progress') && (sent += 1));
  for (const wrong of ['101', '12.5']) {
    await progress.fill(wrong);
    await details.getByRole('button', { name: 'Update' }).click();
    await expect(details.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
  }
  expect(sent).toBe(0);
  await progress.fill('75');
  await details.getByRole('button', { name: 'Update' }).click();
  await expect(toastRegion(page)).toContainText('Goal updated');
  await expect(details.getByText('75%')).toBeVisible();
  expect(sent).toBe(1);
  await details.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toastRegion(page)).toContainText('Goal completed');
  await expect(toastRegion(page)).toContainText('Congratulations on achieving your goal!');
  await expect(details.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(details.getByText(/^Completed on .*Well done!$/)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Write a reflection' })).toBeVisible();
  await expect(details.getByText('100%')).toBeVisible();

  // A reload lands on the same goal, with everything kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learn to skateboard' })).toBeVisible();
  await expect(panel(page, 'Details').getByText('100%')).toBeVisible();
  await expect(panel(page, 'Details').getByText(/^Completed on /)).toBeVisible();
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(panel(page, 'Milestones').getByRole('button', { name: /^Complete / })).toHaveCount(1);
  await expect(panel(page, 'Milestones').getByText('Stand on the board')).toBeVisible();
  await page.getByRole('tab', { name: 'Reflections' }).click();
  await expect(panel(page, 'Reflections').getByText('Wobbly at first, then it clicked.')).toBeVisible();

  // Back to All Goals: the card and the counts.
  await page.getByRole('button', { name: 'Back to All Goals' }).click();
  const card = page.getByRole('link', { name: /Learn to skateboard/ });
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('High');
  await expect(card).toContainText('100%');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // One goal, completed: none active, one completed (not "Active Goals 1 · Completed 1").
  await expect(page.getByRole('definition').first()).toHaveText('0');
  await expect(page.getByRole('definition').nth(1)).toHaveText('1');
});

test('by keyboard alone: create a goal and add a milestone; Escape closes a dialog and focus returns', async ({ page, user: _ }) => {
  await page.goto('/goal-setter');
  await page.getByRole('button', { name: 'Create Your First Goal' }).focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Create New Goal' });
  // The dialog opens on its first field.
  await expect(create.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(create.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Read 12 books');
  await page.keyboard.press('Tab'); // Description
  await page.keyboard.type('One a month.');
  await page.keyboard.press('Tab');
  await expect(create.getByLabel('Category')).toBeFocused();
  await tabTo(page, create.getByRole('button', { name: 'Create Goal' }));
  await page.keyboard.press('Enter');
  await expect(toastRegion(page)).toContainText('Goal created');
  await expect(page.getByRole('heading', { name: 'Read 12 books' })).toBeFocused();

  // The tabs by arrow keys, then Add Milestone by Enter.
  await tabTo(page, page.getByRole('tab', { name: 'Details' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Milestones' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, panel(page, 'Milestones').getByRole('button', { name: 'Add Milestone' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Milestone' });
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Finish book one');
  await page.keyboard.press('Enter');
  await expect(toastRegion(page)).toContainText('Milestone added');
  await expect(panel(page, 'Milestones').getByText('Finish book one')).toBeVisible();

  // Its menu by keyboard: Enter opens it on its first item (before the menu's code has arrived too),
  // Enter chooses Edit; Escape closes the dialog and focus is back on the ⋮ button.
  const actions = page.getByRole('button', { name: 'Actions for Finish book one' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Milestone' });
  await expect(edit.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();
});

test('edit and delete with Undo; a goal that is gone says so; a failed save says so', async ({ page, user: _ }) => {
  test.slow(); // It waits out an Undo toast.
  const created = await page.request.post('/api/goals', {
    data: { title: 'Save for a bike', description: null, category: 'financial', priority: 'low', deadline: null },
  });
  const goal = (await created.json()) as { id: number };
  for (const title of ['Open a savings account', 'Save the first $50']) {
    await page.request.post(`/api/goals/${goal.id}/milestones`, { data: { title } });
  }
  await page.request.post(`/api/goals/${goal.id}/reflections`, { data: { content: 'Slow but steady.', mood: 'confident' } });

  await page.goto(`/goal-setter?goal=${goal.id}&tab=milestones`);
  const milestones = panel(page, 'Milestones');
  await expect(milestones.getByRole('listitem')).toHaveCount(2);

  // Edit a milestone; delete it, then Undo brings it back.
  await chooseAction(page, 'Save the first $50', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Milestone' });
  await edit.getByLabel('Title').fill('Save the first $40');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page)).toContainText('Milestone updated');
  await expect(milestones.getByText('Save the first $40')).toBeVisible();
  await chooseAction(page, 'Save the first $40', 'Delete');
  await expect(milestones.getByRole('listitem')).toHaveCount(1);
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(milestones.getByRole('listitem')).toHaveCount(2);
  await expect(milestones).toBeFocused();

  // Edit the goal: a new category brings its colour.
  await chooseAction(page, 'Save for a bike', 'Edit');
  const editGoal = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(editGoal.getByLabel('Title')).toHaveValue('Save for a bike');
  await editGoal.getByLabel('Title').fill('Save for a mountain bike');
  await editGoal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page)).toContainText('Goal updated');
  await expect(page.getByRole('heading', { name: 'Save for a mountain bike' })).toBeVisible();

  // Delete the goal, then Undo: back on the goal, its title focused.
  await chooseAction(page, 'Save for a mountain bike', 'Delete');
  await expect(page).toHaveURL(/\/goal-setter$/);
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(new RegExp(`goal=${goal.id}$`));
  await expect(page.getByRole('heading', { name: 'Save for a mountain bike' })).toBeFocused();

  // Delete the goal: back to the list, without it; once the toast goes, the server has deleted it.
  await chooseAction(page, 'Save for a mountain bike', 'Delete');
  // A pointer resting on the toast holds it (and the delete) open: move it away.
  await page.mouse.move(5, 5);
  await expect(page).toHaveURL(/\/goal-setter$/);
  await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeVisible();
  await expect(toastRegion(page)).toContainText('Goal deleted');
  await expect.poll(async () => (await page.request.get(`/api/goals/${goal.id}`)).status(), { timeout: 15_000 }).toBe(404);

  // A goal that is gone (or never was this user's) says so.
  await page.goto(`/goal-setter?goal=${goal.id}`);
  await expect(page.getByText('This goal could not be found. It may have been deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to All Goals' }).click();

  // SPEC §8: a failed create shows 'Failed to create goal', and the dialog stays open with what was typed.
  const tooMany = '{"type":"about:blank","title":"Too many requests","status":429,"detail":"Too many requests. Try again in a minute."}';
  await page.route('**/api/goals', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 429, contentType: 'application/problem+json', body: tooMany })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Goal' });
  await create.getByLabel('Title').fill('Learn guitar');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  // (The toast region sits outside the modal dialog, so it is read by its text here.)
  await expect(page.getByText('Failed to create goal').first()).toBeVisible();
  await expect(create.getByLabel('Title')).toHaveValue('Learn guitar');
  await expect(create.getByText('Too many requests. Try again in a minute.')).toBeVisible();
});
