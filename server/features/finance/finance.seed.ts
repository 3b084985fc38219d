// Sample money for a demo account: two accounts, a month and a half of transactions, two goals.
import type { Transaction } from 'kysely';
import { ACCOUNT_COLORS, GOAL_COLOR, GOAL_ICON } from '../../../contract/finance';
import type { DB } from '../../db/schema';

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function seedFinanceDemo(trx: Transaction<DB>, userId: number): Promise<void> {
  const created_at = new Date().toISOString();
  const sample = [
    // [account, description, cents, category, isExpense, daysAgo]
    [0, 'Babysitting', 4500, 'income', false, 1],
    [0, 'Pizza with friends', 1250, 'food', true, 2],
    [0, 'Bus pass', 2000, 'transportation', true, 4],
    [0, 'Movie night', 1199, 'entertainment', true, 6],
    [1, 'Birthday money', 5000, 'income', false, 9],
    [0, 'Lunch', 875, 'food', true, 12],
    [0, 'Lawn mowing', 3000, 'income', false, 20],
    [0, 'Phone case', 1599, 'other', true, 35],
  ] as const;
  const accounts = [
    { name: 'Everyday', type: 'checking' as const, start: 6000 },
    { name: 'Savings jar', type: 'savings' as const, start: 15000 },
  ];
  const ids: number[] = [];
  for (const [i, a] of accounts.entries()) {
    const mine = sample.filter((s) => s[0] === i);
    const income = mine.filter((s) => !s[4]).reduce((sum, s) => sum + s[2], 0);
    const expense = mine.filter((s) => s[4]).reduce((sum, s) => sum + s[2], 0);
    const row = await trx
      .insertInto('finance_accounts')
      .values({
        user_id: userId,
        name: a.name,
        type: a.type,
        color: ACCOUNT_COLORS[a.type],
        balance_cents: a.start + income - expense,
        income_cents: income,
        expense_cents: expense,
        transaction_count: mine.length,
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await trx
    .insertInto('finance_transactions')
    .values(
      sample.map(([account, description, cents, category, isExpense, daysAgo]) => ({
        user_id: userId,
        account_id: ids[account]!,
        description,
        amount_cents: cents,
        date: isoDay(daysAgo),
        category,
        is_expense: isExpense ? 1 : 0,
        created_at,
      })),
    )
    .execute();
  await trx
    .insertInto('finance_goals')
    .values([
      { name: 'New headphones', target_cents: 12000, current_cents: 4500, deadline: isoDay(-60), category: 'purchase' },
      { name: 'Summer camp', target_cents: 40000, current_cents: 10000, deadline: isoDay(-180), category: 'education' },
    ].map((g) => ({ ...g, user_id: userId, color: GOAL_COLOR, icon: GOAL_ICON, completed: 0, created_at })))
    .execute();
}
