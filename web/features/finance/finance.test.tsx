// Finance Tracker's screen against the real server: what each write refreshes on screen, and Undo.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Account, Transaction } from '../../../contract/finance';
import { localToday } from '../../../contract/money';
import { chooseAction, dismissToast, renderApp, send, signUpTeen, expectToast, toasts, findDialog } from '../../test/render';

const balanceCard = () => screen.getByText('Total Balance').parentElement!;
const panel = (name: string) => screen.getByRole('tabpanel', { name });

async function newAccount(name: string, balance: string) {
  return send<Account>('POST', '/api/finances/accounts', { name, type: 'checking', balance });
}

async function expense(accountId: number, description: string, amount: string) {
  await send('POST', '/api/finances/transactions', {
    description,
    amount,
    date: localToday(),
    category: 'food',
    accountId,
    isExpense: true,
  });
}

test('a new account shows in the list and in the total balance', async () => {
  await signUpTeen();
  const { user } = renderApp('/finance-tracker');
  await screen.findByText('No accounts yet. Create one to get started!');

  await user.click(screen.getByRole('button', { name: 'New Account' }));
  const dialog = await findDialog('Add New Account');
  await user.type(within(dialog).getByLabelText('Account name'), 'Everyday');
  await user.type(within(dialog).getByLabelText('Starting balance'), '100.10');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

  await waitFor(() => expect(balanceCard()).toHaveTextContent('$100.10'));
  expect(await within(panel('Accounts')).findByRole('heading', { name: 'Everyday' })).toBeInTheDocument();
  await expectToast('Account created');
});

test("a transaction moves its account's balance, the totals, the list and the delete confirmation's count", async () => {
  await signUpTeen();
  await newAccount('Everyday', '100.10');
  const { user } = renderApp('/finance-tracker');
  const accounts = await screen.findByRole('tabpanel', { name: 'Accounts' });
  await within(accounts).findByText('$100.10');

  await user.click(screen.getByRole('button', { name: 'Add transaction to Everyday' }));
  const dialog = await findDialog('Add New Transaction');
  await user.type(within(dialog).getByLabelText('Description'), 'Pizza');
  await user.type(within(dialog).getByLabelText('Amount'), '0.10');
  await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));

  // The account (its balance), the totals, and the transactions list all follow.
  expect(await within(accounts).findByText('$100.00')).toBeInTheDocument();
  await waitFor(() => expect(balanceCard()).toHaveTextContent('Expenses$0.10'));
  expect(balanceCard()).toHaveTextContent('$100.00');
  await user.click(screen.getByRole('tab', { name: 'Transactions' }));
  expect(await within(panel('Transactions')).findByText('-$0.10')).toBeInTheDocument();

  // The account's delete confirmation counts the new transaction.
  await user.click(screen.getByRole('tab', { name: 'Accounts' }));
  await chooseAction(user, 'Everyday', 'Delete');
  expect(await screen.findByRole('alertdialog', { name: 'Delete Everyday?' })).toHaveTextContent('Its 1 transaction will be deleted too.');
});

test('editing a transaction moves the balance; deleting it waits for the toast, and Undo brings it back', async () => {
  await signUpTeen();
  const account = await newAccount('Everyday', '100.00');
  await expense(account.id, 'Pizza', '5.00');
  const { user } = renderApp('/finance-tracker');
  await waitFor(() => expect(balanceCard()).toHaveTextContent('$95.00'));
  await user.click(screen.getByRole('tab', { name: 'Transactions' }));
  const list = panel('Transactions');
  await within(list).findByText('-$5.00');

  await chooseAction(user, 'Pizza', 'Edit');
  const edit = await findDialog('Edit Transaction');
  await user.clear(within(edit).getByLabelText('Amount'));
  await user.type(within(edit).getByLabelText('Amount'), '5.25');
  await user.click(within(edit).getByRole('button', { name: 'Save Transaction' }));
  expect(await within(list).findByText('-$5.25')).toBeInTheDocument();
  await waitFor(() => expect(balanceCard()).toHaveTextContent('$94.75'));

  // Delete, then Undo: the same transaction is back and nothing was deleted.
  await chooseAction(user, 'Pizza', 'Delete');
  await waitFor(() => expect(within(list).queryByText('Pizza')).toBeNull());
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  expect(await within(list).findByText('Pizza')).toBeInTheDocument();
  expect(await send<Transaction[]>('GET', '/api/finances/transactions')).toHaveLength(1);

  // Delete, and let the toast go: now it is deleted, and the balance follows.
  await chooseAction(user, 'Pizza', 'Delete');
  await waitFor(() => expect(within(list).queryByText('Pizza')).toBeNull());
  await dismissToast(user, 'Transaction deleted');
  await waitFor(() => expect(balanceCard()).toHaveTextContent('$100.00'));
  expect(await send<Transaction[]>('GET', '/api/finances/transactions')).toHaveLength(0);
  expect(within(list).queryByText('Pizza')).toBeNull();
});

test('a savings goal shows once made, and its progress once added', async () => {
  await signUpTeen();
  const { user } = renderApp('/finance-tracker');
  await user.click(await screen.findByRole('tab', { name: 'Goals' }));
  await screen.findByText('No goals yet. Set one to start saving!');

  await user.click(screen.getByRole('button', { name: 'New Goal' }));
  const dialog = await findDialog('Create Financial Goal');
  await user.type(within(dialog).getByLabelText('Goal name'), 'Headphones');
  await user.type(within(dialog).getByLabelText('Target amount'), '80');
  await user.type(within(dialog).getByLabelText('Target date'), '2099-12-31');
  await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
  expect(await screen.findByText('$0.00 of $80.00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Update Progress' }));
  const progress = await findDialog('Update Progress');
  await user.type(within(progress).getByLabelText('Amount to add'), '20');
  await user.click(within(progress).getByRole('button', { name: 'Add to Goal' }));
  expect(await screen.findByText('$20.00 of $80.00')).toBeInTheDocument();
  expect(screen.getByText('25% complete')).toBeInTheDocument();
});
