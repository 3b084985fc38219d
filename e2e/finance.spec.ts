import type { Page } from '@playwright/test';
import { WIDTHS, expect, expectAccessible, expectFits, test, toastRegion } from './fixtures';

const balanceCard = (page: Page) => page.locator('main').getByText('Total Balance').locator('..');

/** Chooses an item ("Edit", "Delete") from the ⋮ menu of the row or card named by `name`. */
async function chooseAction(page: Page, name: string, item: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('accounts, an expense and an income move the balance; a goal fills up; a transaction is edited and deleted', async ({
  page,
  user: _,
}) => {
  test.slow(); // A long journey: near the 30 s default on a busy two-core machine.
  await page.goto('/finance-tracker');
  await expect(page.getByText('No accounts yet. Create one to get started!')).toBeVisible();
  await expectAccessible(page);

  // An account.
  await page.getByRole('button', { name: 'New Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Account' });
  await dialog.getByLabel('Account name').fill('Everyday');
  await dialog.getByLabel('Starting balance').fill('100.10');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastRegion(page)).toContainText('Account created');
  await expect(balanceCard(page)).toContainText('$100.10');

  // An expense from the account's own button: that account is chosen.
  await page.getByRole('button', { name: 'Add transaction to Everyday' }).click();
  const tx = page.getByRole('dialog', { name: 'Add New Transaction' });
  await expect(tx.getByLabel('Account')).toHaveValue(/\d+/);
  await tx.getByLabel('Description').fill('Pizza');
  await tx.getByLabel('Amount').fill('0.10');
  await tx.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toastRegion(page)).toContainText('Transaction added');
  await expect(balanceCard(page)).toContainText('$100.00');
  await expect(balanceCard(page)).toContainText('Expenses$0.10');

  // An income from the Transactions tab.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await tx.getByLabel('Description').fill('Babysitting');
  await tx.getByLabel('Amount').fill('20.20');
  await tx.getByRole('group', { name: 'Type' }).getByText('Income').click();
  await tx.getByLabel('Category').selectOption('income');
  await tx.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(balanceCard(page)).toContainText('$120.20');
  await expect(balanceCard(page)).toContainText('Income$20.20');
  const list = page.getByRole('tabpanel', { name: 'Transactions' });
  await expect(list.getByText('+$20.20')).toBeVisible();
  await expect(list.getByText('-$0.10')).toBeVisible();
  await expect(list.getByRole('heading', { name: /Spending in/ }).locator('..')).toContainText('Food');
  await expectAccessible(page);

  // Bad input is explained and nothing is stored.
  await page.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await tx.getByLabel('Description').fill('Too precise');
  await tx.getByLabel('Amount').fill('1.234');
  await tx.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(tx.getByText('Use a number with at most two decimals.')).toBeVisible();
  // A number input takes "1e9", which is no way to write an amount: said so, rather than "decimals".
  await tx.getByLabel('Amount').fill('1e9');
  await tx.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(tx.getByText('Write the amount with digits and a dot only, like 12.50.')).toBeVisible();
  await tx.getByRole('button', { name: 'Close' }).click();
  await expect(balanceCard(page)).toContainText('$120.20');

  // Edit the expense: the balance follows.
  await chooseAction(page, 'Pizza', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Amount')).toHaveValue('0.10');
  await edit.getByLabel('Amount').fill('5.25');
  await edit.getByRole('button', { name: 'Save Transaction' }).click();
  await expect(list.getByText('-$5.25')).toBeVisible();
  await expect(balanceCard(page)).toContainText('$115.05');

  // Delete it: the row goes at once, and the delete waits for the toast to go. Undo brings back the
  // same transaction (nothing was sent); deleted again, dismissing the toast sends it.
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  await chooseAction(page, 'Pizza', 'Delete');
  await expect(toastRegion(page)).toContainText('Transaction deleted');
  await expect(list.getByText('Pizza')).toBeHidden();
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByText('-$5.25')).toBeVisible();
  await expect(balanceCard(page)).toContainText('$115.05');
  expect(deletes).toEqual([]);
  await chooseAction(page, 'Pizza', 'Delete');
  await expect(list.getByText('Pizza')).toBeHidden();
  await toastRegion(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(balanceCard(page)).toContainText('$120.30');
  expect(deletes).toHaveLength(1);

  // A goal, and progress toward it.
  await page.getByRole('tab', { name: 'Goals' }).click();
  await expect(page.getByText('No goals yet. Set one to start saving!')).toBeVisible();
  await page.getByRole('button', { name: 'New Goal' }).click();
  const goal = page.getByRole('dialog', { name: 'Create Financial Goal' });
  await goal.getByLabel('Goal name').fill('Headphones');
  await goal.getByLabel('Target amount').fill('80');
  // A date that has passed is explained, not saved as a goal already overdue.
  await goal.getByLabel('Target date').fill('2020-01-31');
  await goal.getByRole('button', { name: 'Create Goal' }).click();
  await expect(goal.getByText('Choose today or a later day: this date has already passed.')).toBeVisible();
  await goal.getByLabel('Target date').fill('2099-12-31');
  await goal.getByRole('button', { name: 'Create Goal' }).click();
  await expect(toastRegion(page)).toContainText('Goal created');
  await expect(page.getByText('$0.00 of $80.00')).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await page.getByRole('button', { name: 'Update Progress' }).click();
  const progress = page.getByRole('dialog', { name: 'Update Progress' });
  await progress.getByLabel('Amount to add').fill('20');
  await progress.getByRole('button', { name: 'Add to Goal' }).click();
  await expect(toastRegion(page)).toContainText('Progress updated');
  await expect(page.getByText('25% complete')).toBeVisible();
  await expect(page.getByText('$20.00 of $80.00')).toBeVisible();
  await expect(page.getByText(/days left/)).toBeVisible();
  await expectAccessible(page);
});

test('an account is created by keyboard alone, and deleting it says how many transactions go with it', async ({ page, user: _ }) => {
  await page.goto('/finance-tracker');
  await page.getByRole('button', { name: 'New Account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Account' });
  await expect(dialog).toBeVisible();
  // The dialog opens on its first field; Escape closes it and focus goes back to the button.
  await expect(dialog.getByLabel('Account name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'New Account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Account name')).toBeFocused();
  await page.keyboard.type('Card');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the type select: Checking -> Savings -> Credit
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Type')).toHaveValue('credit');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-40.50');
  await page.keyboard.press('Enter');
  await expect(toastRegion(page)).toContainText('Account created');
  await expect(page.getByText('-$40.50').first()).toBeVisible();

  await page.request.post('/api/finances/transactions', {
    data: {
      description: 'Snacks',
      amount: '3.00',
      date: '2026-11-01',
      category: 'food',
      accountId: (await (await page.request.get('/api/finances/accounts')).json())[0].id,
      isExpense: true,
    },
  });
  await page.reload();
  await chooseAction(page, 'Card', 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Card?' });
  await expect(confirm).toContainText('Its 1 transaction will be deleted too.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('No accounts yet. Create one to get started!')).toBeVisible();
});

test('the Transactions tab shows the 10 most recent, and Load more brings the rest', async ({ page, user: _ }) => {
  const account = await (await page.request.post('/api/finances/accounts', { data: { name: 'Jar', type: 'cash', balance: '0' } })).json();
  for (let day = 1; day <= 12; day += 1) {
    const response = await page.request.post('/api/finances/transactions', {
      data: {
        description: `Day ${day}`,
        amount: '1.00',
        date: `2026-10-${String(day).padStart(2, '0')}`,
        category: 'food',
        accountId: account.id,
        isExpense: true,
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/finance-tracker');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Day 12');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(12);
  await expect(rows.last()).toContainText('Day 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  await expectAccessible(page);
});

test('every Finance tab fits at every width, and a transaction row shows all it says at 320 px', async ({ page, user: _ }) => {
  test.slow(); // Three tabs at four widths.
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data });
    expect(response.status()).toBe(201);
    return response.json();
  };
  const today = new Date().toISOString().slice(0, 10);
  const checking = await post('/api/finances/accounts', { name: 'Everyday Checking', type: 'checking', balance: '1250.00' });
  await post('/api/finances/accounts', { name: 'Rainy Day Savings', type: 'savings', balance: '12345.67' });
  await post('/api/finances/transactions', {
    description: 'Bus pass for the month',
    amount: '45.00',
    date: today,
    category: 'transportation',
    accountId: checking.id,
    isExpense: true,
  });
  await post('/api/finances/transactions', {
    description: 'Birthday money from my grandparents and aunt',
    amount: '1200.00',
    date: today,
    category: 'income',
    accountId: checking.id,
    isExpense: false,
  });
  await post('/api/finances/transactions', {
    description: 'Movie night',
    amount: '12.50',
    date: today,
    category: 'entertainment',
    accountId: checking.id,
    isExpense: true,
  });
  await post('/api/finances/goals', {
    name: 'Noise-cancelling headphones',
    targetAmount: '249.99',
    currentAmount: '0',
    deadline: '2099-12-31',
    category: 'purchase',
    color: '#8a2be2',
    icon: 'piggy-bank',
    completed: false,
  });

  await page.goto('/finance-tracker');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const tab of ['Accounts', 'Transactions', 'Goals']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel.getByRole('listitem').first(), `${tab} at ${width} px`).toBeVisible();
      await expectFits(page);
    }
  }

  // At 320 px a row shows its description, category, account, date and signed amount whole.
  await page.setViewportSize({ width: 320, height: 844 });
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Transactions' });
  const bus = panel.getByRole('listitem').filter({ hasText: 'Bus pass for the month' });
  await expect(bus.getByText('Bus pass for the month', { exact: true })).toBeVisible();
  await expect(bus.getByText('Transportation · Everyday Checking')).toBeVisible();
  await expect(bus.getByText('-$45.00')).toBeVisible();
  await expect(bus.locator('time')).toHaveAttribute('datetime', today);
  await expect(bus.locator('time')).toBeVisible();
  await expect(panel.getByText('+$1,200.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Transaction', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);

  // Edit is in the row's menu: the dialog opens on its first field and gives focus back to ⋮.
  const actions = panel.getByRole('button', { name: 'Actions for Bus pass for the month' });
  await actions.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Description')).toBeFocused();
  await expect(edit.getByLabel('Description')).toHaveValue('Bus pass for the month');
  await expect(edit.getByLabel('Amount')).toHaveValue('45.00');
  await expect(edit.getByLabel('Category')).toHaveValue('transportation');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(actions).toBeFocused();

  // The same by keyboard alone.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel('Description')).toBeFocused();
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(actions).toBeFocused();

  // Delete is in the menu too, and keeps its Undo.
  await actions.click();
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(toastRegion(page)).toContainText('Transaction deleted');
  await expect(bus).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Transaction', exact: true })).toBeFocused();
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(bus).toBeVisible();

  // An account's Edit also opens from its menu.
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await chooseAction(page, 'Everyday Checking', 'Edit');
  const account = page.getByRole('dialog', { name: 'Edit Account' });
  await expect(account.getByLabel('Account name')).toBeFocused();
  await expect(account.getByLabel('Account name')).toHaveValue('Everyday Checking');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Actions for Everyday Checking' })).toBeFocused();
});

test('reaching a savings goal is celebrated, except under reduced motion', async ({ page, user: _ }) => {
  for (const [name, reducedMotion] of [
    ['Bike', 'no-preference'],
    ['Books', 'reduce'],
  ] as const) {
    await page.emulateMedia({ reducedMotion });
    const created = await page.request.post('/api/finances/goals', {
      data: { name, targetAmount: '10', deadline: '2099-12-31', category: 'purchase' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/finance-tracker');
    await page.getByRole('tab', { name: 'Goals' }).click();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: 'Update Progress' }).click();
    await page.getByRole('dialog', { name: 'Update Progress' }).getByLabel('Amount to add').fill('10');
    await page.getByRole('button', { name: 'Add to Goal' }).click();
    await expect(card.getByText('Completed')).toBeVisible();
    // canvas-confetti draws on a canvas of its own, over the page, and removes it when done.
    if (reducedMotion === 'reduce') await expect(page.locator('body > canvas')).toHaveCount(0);
    else await expect(page.locator('body > canvas')).toHaveCount(1);
  }
});
