// Boost Board through the real UI against the real server: a column and a task added, a task dragged
// to another column with the mouse, one moved by keyboard, one through "Move to...", and the same
// board after a reload; a card edited and deleted with Undo; the samples when the board cannot load;
// touch drags at 320 and 390 px (issue 56), also on a slow phone (the CPU throttled 4 times).
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, toastRegion } from './fixtures';

/** A column by its title (the done column's name adds "(finished tasks)"). */
const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}( \\(finished tasks\\))?$`) });
const tasksIn = (page: Page, title: string) => column(page, title).getByRole('list', { name: `${title} tasks` });
/** A card's drag handle, by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('button', { name: title }).filter({ has: page.getByRole('heading', { name: title }) });
const titlesIn = (page: Page, title: string) => tasksIn(page, title).getByRole('heading', { level: 4 });

async function chooseAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

/**
 * Space on a focused card lifts it. The drag library starts listening for the arrows in the task after
 * the lift (so that it does not take the Space that lifted the card for the drop): like a hand, the test
 * presses the next key after that task, not inside it.
 */
async function lift(page: Page, title: string, said: RegExp) {
  await card(page, title).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(said)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** Drags `from` onto `to` with the mouse, in small steps as a hand would (past the 5 px start). */
async function drag(page: Page, from: Locator, to: Locator) {
  // Both ends on screen: the board back at its first column.
  await page.locator('[data-scrolls-sideways]').evaluate((board) => board.scrollTo({ left: 0 }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + 20 };
  const end = { x: b.x + b.width / 2, y: b.y + 40 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The library reads the pointer once a frame: a hand's pace, not one jump.
  for (let i = 1; i <= 20; i += 1) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 20, start.y + ((end.y - start.y) * i) / 20);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await page.mouse.up();
}

test('a board: add a column and a task, move by mouse, keyboard and "Move to...", and it is all there after a reload', async ({
  page,
  user: _,
}) => {
  test.slow(); // A long journey through every way of moving a task.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/boost-board');
  await expect(page.getByRole('heading', { name: 'My First Project' })).toBeVisible();
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);
  await expect(titlesIn(page, 'In Progress')).toHaveText(['Make this board yours']);
  await expect(column(page, 'Completed').getByText('No tasks here yet.')).toBeVisible();
  await expectAccessible(page);

  // The plus button opens add-column; a blank title is not sent.
  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  const columnTitle = page.getByRole('textbox', { name: 'Title of the new column' });
  await expect(columnTitle).toBeFocused();
  let columnPosts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/projects/1/columns')) columnPosts += 1;
  });
  await columnTitle.fill('   ');
  await page.getByRole('button', { name: 'Add Column', exact: true }).click();
  await expect(columnTitle).toBeFocused();
  await expect(page.getByText(/Column added successfully|Failed to add column/)).toHaveCount(0);
  expect(columnPosts).toBe(0);
  // Escape closes the form and clears it; the plus button opens it again.
  await columnTitle.fill('Not this one');
  await page.keyboard.press('Escape');
  await expect(columnTitle).toBeHidden();
  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  await expect(columnTitle).toHaveValue('');
  await columnTitle.fill('Ideas');
  await page.getByRole('button', { name: 'Add Column', exact: true }).click();
  await expect(toastRegion(page)).toContainText('Column added successfully');
  await expect(column(page, 'Ideas')).toBeVisible();

  // An inline Add Task form; a click outside closes it and clears it.
  await column(page, 'Ideas').getByRole('button', { name: 'Add Task' }).click();
  const taskTitle = page.getByRole('textbox', { name: 'Title of the new task in Ideas' });
  await taskTitle.fill('Half-written');
  await page.getByRole('heading', { name: 'My First Project' }).click();
  await expect(taskTitle).toBeHidden();
  await column(page, 'Ideas').getByRole('button', { name: 'Add Task' }).click();
  await expect(taskTitle).toHaveValue('');
  await taskTitle.fill('Sketch a logo');
  await column(page, 'Ideas').getByRole('button', { name: 'Add Task' }).click();
  await expect(toastRegion(page)).toContainText('Task added successfully');
  await expect(titlesIn(page, 'Ideas')).toHaveText(['Sketch a logo']);
  await expect(column(page, 'Ideas').getByRole('button', { name: 'Add Task' })).toBeFocused();

  // 1. The mouse: "Add your first task" onto In Progress.
  await drag(page, card(page, 'Add your first task'), tasksIn(page, 'In Progress'));
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress']);
  await expect(titlesIn(page, 'In Progress')).toHaveText(['Add your first task', 'Make this board yours']);

  // 2. The keyboard: Space lifts, the right arrow moves to the next column, Space drops.
  await lift(page, 'Move me to In Progress', /Lifted Move me to In Progress, in To Do, position 1 of 1/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/In Progress, position 1 of 3/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(titlesIn(page, 'In Progress')).toHaveText(['Move me to In Progress', 'Add your first task', 'Make this board yours']);
  await expect(column(page, 'To Do').getByText('No tasks here yet.')).toBeVisible();

  // 3. "Move to...": Sketch a logo to Completed, at the top.
  await chooseAction(page, 'Sketch a logo', 'Move to...');
  const dialog = page.getByRole('dialog', { name: 'Move Task' });
  await expectAccessible(page);
  await dialog.getByLabel('Column').selectOption({ label: 'Completed' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(titlesIn(page, 'Completed')).toHaveText(['Sketch a logo']);
  await expect(card(page, 'Sketch a logo')).toBeFocused();

  // The server holds the same board.
  await page.reload();
  await expect(titlesIn(page, 'To Do')).toHaveCount(0);
  await expect(titlesIn(page, 'In Progress')).toHaveText(['Move me to In Progress', 'Add your first task', 'Make this board yours']);
  await expect(titlesIn(page, 'Completed')).toHaveText(['Sketch a logo']);
  await expect(titlesIn(page, 'Ideas')).toHaveCount(0);
  await expect(column(page, 'Ideas')).toBeVisible();
  await expectAccessible(page);
});

test('edit a card, delete it with Undo, rename and delete a column, at phone size', async ({ page, user: _ }) => {
  test.slow(); // Waits out an Undo.
  await page.goto('/boost-board');
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);

  // Opening a card edits it: a tag in its colour, a due date.
  await card(page, 'Add your first task').click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Title')).toBeFocused();
  await expectAccessible(page);
  // A blank title is not sent: it says why, and the field takes focus.
  await edit.getByLabel('Title').fill('   ');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Give the task a title.')).toBeVisible();
  await expect(edit.getByLabel('Title')).toBeFocused();
  await edit.getByLabel('Title').fill('Plan the bake sale');
  await edit.getByLabel('Tag', { exact: true }).fill('Fundraiser');
  await edit.getByRole('radio', { name: 'Orange' }).check();
  await edit.getByLabel('Due date').fill('2027-03-14');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toastRegion(page)).toContainText('Task updated');
  const edited = card(page, 'Plan the bake sale');
  await expect(edited).toContainText('Fundraiser');
  await expect(edited).toContainText('Due Mar 14');

  // Delete, then Undo: it comes back; delete again and it goes for good.
  await chooseAction(page, 'Plan the bake sale', 'Delete');
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress']);
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Plan the bake sale']);
  await chooseAction(page, 'Move me to In Progress', 'Delete');
  await expect(toastRegion(page)).toContainText('Task deleted');
  await expect(toastRegion(page)).not.toContainText('Task deleted', { timeout: 12_000 });
  await page.reload();
  await expect(titlesIn(page, 'To Do')).toHaveText(['Plan the bake sale']);

  // Rename a column; the done column offers no Delete; deleting another says what goes with it.
  await chooseAction(page, 'the In Progress column', 'Rename column');
  const rename = page.getByRole('dialog', { name: 'Rename Column' });
  await rename.getByLabel('Column title').fill('Doing');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(column(page, 'Doing')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for the Completed column' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete column' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await chooseAction(page, 'the Doing column', 'Delete column');
  const confirm = page.getByRole('alertdialog', { name: 'Delete the Doing column?' });
  await expect(confirm).toContainText('Its 1 task is deleted with it.');
  await confirm.getByRole('button', { name: 'Delete column' }).click();
  await expect(column(page, 'Doing')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My First Project' })).toBeFocused();
  await page.reload();
  await expect(column(page, 'To Do')).toBeVisible();
  await expect(column(page, 'Doing')).toHaveCount(0);
  await expect(titlesIn(page, 'To Do')).toHaveText(['Plan the bake sale']);
});

test('the samples when the board cannot be read, and nothing is written to them', async ({ page, user: _ }) => {
  await page.route('**/api/projects/1/board', (route) =>
    route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{}' }),
  );
  await page.goto('/boost-board');
  await expect(page.getByText('Showing sample content')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Project' })).toBeVisible();
  await expect(titlesIn(page, 'To Do')).toHaveText(['Research competitors', 'Design the logo']);
  await expect(page.getByText('+2')).toBeVisible();
  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title of the new column' }).fill('Ideas');
  await page.getByRole('button', { name: 'Add Column', exact: true }).click();
  await expect(toastRegion(page)).toContainText('No project selected');
  await expectAccessible(page);
});

test('a failed move shows what the server holds', async ({ page, user: _ }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/boost-board');
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);

  // The server refuses a move: 'Failed to move task', and the board reads back what it holds.
  await page.route('**/api/tasks/*/move', (route) =>
    route.fulfill({ status: 409, contentType: 'application/problem+json', body: '{"status":409}' }),
  );
  await chooseAction(page, 'Add your first task', 'Move to...');
  await page.getByRole('dialog', { name: 'Move Task' }).getByLabel('Column').selectOption({ label: 'Completed' });
  await page.getByRole('dialog', { name: 'Move Task' }).getByRole('button', { name: 'Move' }).click();
  await expect(toastRegion(page)).toContainText('Failed to move task');
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);
  await expect(titlesIn(page, 'Completed')).toHaveCount(0);
});

test('at phone size a column just added is brought into view', async ({ page, user: _ }) => {
  await page.goto('/boost-board');
  await expect(page.getByRole('heading', { name: 'My First Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title of the new column' }).fill('Ideas');
  await page.getByRole('button', { name: 'Add Column', exact: true }).click();
  const added = column(page, 'Ideas');
  await expect(added).toBeVisible();
  // Wholly on screen, not only scrolled to somewhere beside it, once it has settled (smoothly).
  await expect
    .poll(async () => {
      const box = await added.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    })
    .toBe(true);
});

/** A finger on the screen, through the browser's own touch events (a long press lifts a card). */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  let now = { x: 0, y: 0 };
  return {
    down: async (x: number, y: number) => {
      now = { x, y };
      await at('touchStart', x, y);
    },
    /** Moves in small steps, a frame apart, as a hand does. */
    move: async (x: number, y: number) => {
      const from = now;
      for (let i = 1; i <= 12; i += 1) {
        await at('touchMove', from.x + ((x - from.x) * i) / 12, from.y + ((y - from.y) * i) / 12);
        await page.waitForTimeout(16);
      }
      now = { x, y };
    },
    up: () => at('touchEnd', now.x, now.y),
  };
}

const boardArea = (page: Page) => page.locator('[data-scrolls-sideways]');
const scrollBoardTo = (page: Page, left: number) =>
  boardArea(page).evaluate((board, x) => board.scrollTo({ left: x, behavior: 'instant' }), left);

/** Whether any two column headers' boxes meet. */
const headersOverlap = (page: Page) =>
  boardArea(page).evaluate((board) => {
    const boxes = [...board.querySelectorAll('section h3')].map((h) => h.getBoundingClientRect());
    return boxes.some((a, i) =>
      boxes.slice(i + 1).some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
    );
  });

/** A phone at `width`, its CPU slowed `rate` times (4: a slow phone), on a fresh board. */
async function phone(page: Page, width: number, rate: number) {
  await page.setViewportSize({ width, height: 800 });
  if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('/boost-board');
  await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);
}

for (const width of [320, 390]) {
  for (const rate of [1, 4]) {
    const at = `at ${width} px${rate > 1 ? `, the CPU ${rate} times slower,` : ''}`;

    test(`${at} a card held by its edge lands in the column under the finger, mid-screen`, async ({ page, user: _ }) => {
      await phone(page, width, rate);
      // The board scrolled so that In Progress starts at 40% of the screen: To Do's cards end left of it.
      const inProgress0 = (await column(page, 'In Progress').boundingBox())!;
      await scrollBoardTo(page, inProgress0.x - width * 0.4);
      const from = (await card(page, 'Add your first task').boundingBox())!;
      const list = (await tasksIn(page, 'In Progress').boundingBox())!;
      // Held near its right-hand edge, far from its centre, and let go mid-screen over In Progress (away
      // from the edges, where the board would scroll), above its card.
      const hand = await finger(page);
      await hand.down(from.x + from.width - 12, from.y + from.height / 2);
      await page.waitForTimeout(250);
      await hand.move(width * 0.55, list.y + 8);
      await expect(titlesIn(page, 'In Progress')).toHaveText(['Add your first task', 'Make this board yours']);
      await hand.up();
      await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress']);
      await expect(titlesIn(page, 'In Progress')).toHaveText(['Add your first task', 'Make this board yours']);
      await page.reload();
      await expect(titlesIn(page, 'In Progress')).toHaveText(['Add your first task', 'Make this board yours']);
    });

    test(`${at} a long hold at the edge scrolls to the last column and no further, its headers apart`, async ({ page, user: _ }) => {
      await phone(page, width, rate);
      const from = (await card(page, 'Add your first task').boundingBox())!;
      const hand = await finger(page);
      await hand.down(from.x + from.width / 2, from.y + from.height / 2);
      await page.waitForTimeout(250);
      await hand.move(width - 10, from.y);
      // The board scrolls until Completed's right edge meets the screen's, then stops there: Add New
      // Column stays off screen, and the finger is over Completed. Headers never meet on the way.
      const completed = column(page, 'Completed');
      let overlapped = false;
      await expect
        .poll(async () => {
          overlapped ||= await headersOverlap(page);
          const box = (await completed.boundingBox())!;
          return Math.round(box.x + box.width);
        })
        .toBe(width);
      // Held on: it goes no further.
      for (let i = 0; i < 5; i += 1) {
        await page.waitForTimeout(150);
        overlapped ||= await headersOverlap(page);
      }
      const box = (await completed.boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(width);
      expect((await page.getByRole('region', { name: 'Add New Column' }).boundingBox())!.x).toBeGreaterThanOrEqual(width);
      expect(overlapped).toBe(false);
      await hand.up();
      await expect(titlesIn(page, 'Completed')).toHaveText(['Add your first task']);
      await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress']);
    });

    test(`${at} a card let go on Add New Column goes back, and nothing is sent`, async ({ page, user: _ }) => {
      const columns = (await (await page.request.get('/api/projects/1/columns')).json()) as { id: number }[];
      await page.request.post(`/api/columns/${columns[2]!.id}/tasks`, { data: { title: 'Done already' } });
      await phone(page, width, rate);
      let moves = 0;
      page.on('request', (request) => {
        if (request.url().includes('/move')) moves += 1;
      });
      // Near the end: Completed's card on the left, Add New Column on the right, both clear of the edges' scrolling.
      await scrollBoardTo(page, (await boardArea(page).evaluate((board) => board.scrollWidth - board.clientWidth)) - 150);
      const from = (await card(page, 'Done already').boundingBox())!;
      const add = (await page.getByRole('region', { name: 'Add New Column' }).boundingBox())!;
      const hand = await finger(page);
      // On the card's handle, left of its ⋮ button.
      await hand.down(from.x + from.width - 64, from.y + from.height / 2);
      await page.waitForTimeout(250);
      await hand.move(add.x + 24, add.y + 40);
      await page.waitForTimeout(100);
      await hand.up();
      await expect(
        page.getByText(/Not over a column: nothing moved\. Done already is back in Completed, position 1 of 1\./),
      ).toBeAttached();
      await expect(titlesIn(page, 'Completed')).toHaveText(['Done already']);
      await page.waitForTimeout(300);
      expect(moves).toBe(0);
    });
  }
}

for (const width of [320, 390]) {
  test(`at ${width} px a keyboard drag reaches the columns off screen`, async ({ page, user: _ }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/boost-board');
    await expect(titlesIn(page, 'To Do')).toHaveText(['Move me to In Progress', 'Add your first task']);
    await lift(page, 'Add your first task', /Lifted Add your first task, in To Do, position 2 of 2/);
    // In Progress shows only its edge, and Completed is wholly off screen: each comes into view in turn.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/In Progress, position \d of 2/)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/Completed, position 1 of 1/)).toBeAttached();
    const completed = column(page, 'Completed');
    await expect
      .poll(async () => {
        const box = (await completed.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    // And back one, then forward again, before the drop.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(/In Progress, position \d of 2/)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(titlesIn(page, 'Completed')).toHaveText(['Add your first task']);
    await expect(page.getByText(/Moved Add your first task to Completed, position 1 of 1/)).toBeAttached();
    await page.reload();
    await expect(titlesIn(page, 'Completed')).toHaveText(['Add your first task']);
  });
}

test('a task that speaks of hurting oneself is kept for its writer, and the care card shows above the board', async ({ page, user: _ }) => {
  await page.goto('/boost-board');
  await column(page, 'To Do').getByRole('button', { name: 'Add Task' }).click();
  const taskTitle = page.getByRole('textbox', { name: 'Title of the new task in To Do' });
  await taskTitle.fill('i want to kill myself');
  await page.keyboard.press('Enter');
  await expect(titlesIn(page, 'To Do')).toContainText(['i want to kill myself']);
  const care = page.getByRole('region', { name: /things are heavy/ });
  await expect(care).toBeVisible();
  await expect(care.getByRole('link', { name: 'Help lines in other countries' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await care.getByRole('button', { name: 'Close this message' }).click();
  await expect(care).toBeHidden();
});
