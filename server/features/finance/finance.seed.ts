// Sample money for a demo account: two accounts, a month and a half of transactions, two savings
// goals. Written through the repo, the one writer of balances, in the demo sign-up's transaction.
import type { Db } from '../../module';
import * as repo from './finance.repo';

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function seedFinanceDemo(trx: Db, userId: number): Promise<void> {
  const everyday = await repo.createAccount(trx, userId, { name: 'Everyday', type: 'checking', balanceCents: 6000 });
  const savings = await repo.createAccount(trx, userId, { name: 'Savings jar', type: 'savings', balanceCents: 15000 });
  const sample = [
    // [account, description, cents, category, isExpense, daysAgo], oldest first
    [everyday, 'Phone case', 1599, 'other', true, 35],
    [everyday, 'Lawn mowing', 3000, 'income', false, 20],
    [everyday, 'Lunch', 875, 'food', true, 12],
    [savings, 'Birthday money', 5000, 'income', false, 9],
    [everyday, 'Movie night', 1199, 'entertainment', true, 6],
    [everyday, 'Bus pass', 2000, 'transportation', true, 4],
    [everyday, 'Pizza with friends', 1250, 'food', true, 2],
    [everyday, 'Babysitting', 4500, 'income', false, 1],
  ] as const;
  for (const [account, description, amountCents, category, isExpense, daysAgo] of sample) {
    await repo.createTransaction(trx, userId, {
      description,
      amountCents,
      date: isoDay(daysAgo),
      category,
      accountId: account.id,
      isExpense,
    });
  }
  for (const [name, targetCents, currentCents, days, category] of [
    ['New headphones', 12000, 4500, 60, 'purchase'],
    ['Summer camp', 40000, 10000, 180, 'education'],
  ] as const) {
    await repo.createSavingsGoal(trx, userId, { name, targetCents, currentCents, deadline: isoDay(-days), category });
  }
}
