import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toastRegion } from './fixtures';

const balanceCard = (page: Page) => page.locator('main').getByText('Total Balance').locator('..');

test('accounts, an expense and an income move the balance; a goal fills up; a transaction is edited and deleted', async ({ page, user: _ }) => {
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
  await tx.getByRole('button', { name: 'Close' }).click();
  await expect(balanceCard(page)).toContainText('$120.20');

  // Edit the expense: the balance follows.
  await list.getByRole('button', { name: 'Edit Pizza' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Amount')).toHaveValue('0.10');
  await edit.getByLabel('Amount').fill('5.25');
  await edit.getByRole('button', { name: 'Save Transaction' }).click();
  await expect(list.getByText('-$5.25')).toBeVisible();
  await expect(balanceCard(page)).toContainText('$115.05');

  // Delete it, then undo, then delete again.
  await list.getByRole('button', { name: 'Delete Pizza' }).click();
  await expect(toastRegion(page)).toContainText('Transaction deleted');
  await expect(balanceCard(page)).toContainText('$120.30');
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByText('-$5.25')).toBeVisible();
  await expect(balanceCard(page)).toContainText('$115.05');
  await list.getByRole('button', { name: 'Delete Pizza' }).click();
  await expect(list.getByText('Pizza')).toBeHidden();
  await expect(balanceCard(page)).toContainText('$120.30');

  // A goal, and progress toward it.
  await page.getByRole('tab', { name: 'Goals' }).click();
  await expect(page.getByText('No goals yet. Set one to start saving!')).toBeVisible();
  await page.getByRole('button', { name: 'New Goal' }).click();
  const goal = page.getByRole('dialog', { name: 'Create Financial Goal' });
  await goal.getByLabel('Goal name').fill('Headphones');
  await goal.getByLabel('Target amount').fill('80');
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
  await page.getByRole('button', { name: 'Delete Card' }).click();
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
      data: { description: `Day ${day}`, amount: '1.00', date: `2026-10-${String(day).padStart(2, '0')}`, category: 'food', accountId: account.id, isExpense: true },
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
