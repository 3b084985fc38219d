// All SQL of the Finance Tracker. Every query is scoped by the signed-in user's id; a transaction's
// write and its account's balance change happen in one database transaction.
import type { Kysely, Selectable, Transaction as Trx } from 'kysely';
import {
  ACCOUNT_COLORS,
  type AccountType,
  type Account,
  type FinanceGoal,
  GOAL_COLOR,
  GOAL_ICON,
  type GoalCategory,
  type Summary,
  type Transaction,
  type TransactionCategory,
} from '../../../contract/finance';
import { MAX_BALANCE_CENTS, fromCents } from '../../../contract/money';
import type { DB, FinanceAccountsTable, FinanceGoalsTable, FinanceTransactionsTable } from '../../db/schema';

type AccountRow = Selectable<FinanceAccountsTable>;
type TransactionRow = Selectable<FinanceTransactionsTable>;
type GoalRow = Selectable<FinanceGoalsTable>;

/** Why a write was refused: the account is not the user's, or a balance would leave the range we keep exact. */
export type Refusal = 'unknown-account' | 'out-of-range';
export class FinanceRefusal extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  name: r.name,
  type: r.type as AccountType,
  balance: fromCents(r.balance_cents),
  color: r.color,
  transactionCount: r.transaction_count,
});

const toTransaction = (r: TransactionRow): Transaction => ({
  id: r.id,
  description: r.description,
  amount: fromCents(r.amount_cents),
  date: r.date,
  category: r.category as TransactionCategory,
  accountId: r.account_id,
  isExpense: Boolean(r.is_expense),
});

const toGoal = (r: GoalRow): FinanceGoal => ({
  id: r.id,
  name: r.name,
  targetAmount: fromCents(r.target_cents),
  currentAmount: fromCents(r.current_cents),
  deadline: r.deadline,
  category: r.category as GoalCategory,
  color: r.color,
  icon: r.icon,
  completed: Boolean(r.completed),
});

const now = () => new Date().toISOString();
const inRange = (cents: number) => Math.abs(cents) <= MAX_BALANCE_CENTS;

// ---- Accounts

export async function listAccounts(db: Kysely<DB>, userId: number): Promise<Account[]> {
  const rows = await db.selectFrom('finance_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toAccount);
}

export interface NewAccount {
  name: string;
  type: AccountType;
  balanceCents: number;
  color?: string;
}

export async function createAccount(db: Kysely<DB>, userId: number, a: NewAccount): Promise<Account> {
  const row = await db
    .insertInto('finance_accounts')
    .values({
      user_id: userId,
      name: a.name,
      type: a.type,
      color: a.color ?? ACCOUNT_COLORS[a.type],
      balance_cents: a.balanceCents,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

export async function updateAccount(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: Partial<NewAccount>,
): Promise<Account | undefined> {
  const row = await db
    .updateTable('finance_accounts')
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.type !== undefined && { type: patch.type }),
      ...(patch.color !== undefined && { color: patch.color }),
      ...(patch.balanceCents !== undefined && { balance_cents: patch.balanceCents }),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toAccount(row);
}

/** Deletes an account and, with it, its transactions. False when it is not the user's. */
export async function deleteAccount(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('finance_accounts').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!owned) return false;
    await trx.deleteFrom('finance_transactions').where('account_id', '=', id).execute();
    await trx.deleteFrom('finance_accounts').where('id', '=', id).execute();
    return true;
  });
}

// ---- Transactions

export interface NewTransaction {
  description: string;
  amountCents: number;
  date: string;
  category: TransactionCategory;
  accountId: number;
  isExpense: boolean;
}

/** Adds (sign 1) or takes back (sign -1) a transaction's effect on its account. */
async function applyToAccount(trx: Trx<DB>, userId: number, t: Pick<NewTransaction, 'accountId' | 'amountCents' | 'isExpense'>, sign: 1 | -1) {
  const amount = sign * t.amountCents;
  const row = await trx
    .updateTable('finance_accounts')
    .set((eb) => ({
      balance_cents: eb('balance_cents', '+', t.isExpense ? -amount : amount),
      income_cents: eb('income_cents', '+', t.isExpense ? 0 : amount),
      expense_cents: eb('expense_cents', '+', t.isExpense ? amount : 0),
      transaction_count: eb('transaction_count', '+', sign),
    }))
    .where('id', '=', t.accountId)
    .where('user_id', '=', userId)
    .returning(['balance_cents', 'income_cents', 'expense_cents'])
    .executeTakeFirst();
  if (!row) throw new FinanceRefusal('unknown-account');
  if (!inRange(row.balance_cents) || !inRange(row.income_cents) || !inRange(row.expense_cents)) {
    throw new FinanceRefusal('out-of-range');
  }
}

const fromNew = (t: NewTransaction) => ({
  description: t.description,
  amount_cents: t.amountCents,
  date: t.date,
  category: t.category,
  account_id: t.accountId,
  is_expense: t.isExpense ? 1 : 0,
});

const toNew = (r: TransactionRow): NewTransaction => ({
  description: r.description,
  amountCents: r.amount_cents,
  date: r.date,
  category: r.category as TransactionCategory,
  accountId: r.account_id,
  isExpense: Boolean(r.is_expense),
});

/** Most recent first (by date, then by entry). All of them without a limit. */
export async function listTransactions(db: Kysely<DB>, userId: number, limit?: number): Promise<Transaction[]> {
  let query = db
    .selectFrom('finance_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toTransaction);
}

export async function createTransaction(db: Kysely<DB>, userId: number, t: NewTransaction): Promise<Transaction> {
  return db.transaction().execute(async (trx) => {
    await applyToAccount(trx, userId, t, 1);
    const row = await trx
      .insertInto('finance_transactions')
      .values({ ...fromNew(t), user_id: userId, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTransaction(row);
  });
}

export async function updateTransaction(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: Partial<NewTransaction>,
): Promise<Transaction | undefined> {
  return db.transaction().execute(async (trx) => {
    // A no-op UPDATE rather than a SELECT: it locks the row (PostgreSQL), so two edits at once
    // apply one after the other instead of both reversing the same old amount.
    const old = await trx
      .updateTable('finance_transactions')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!old) return undefined;
    const next: NewTransaction = { ...toNew(old), ...patch };
    await applyToAccount(trx, userId, toNew(old), -1);
    await applyToAccount(trx, userId, next, 1);
    const row = await trx
      .updateTable('finance_transactions')
      .set(fromNew(next))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTransaction(row);
  });
}

export async function deleteTransaction(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Delete first: of two deletes at once only one gets the row back, so only one gives its amount back.
    const old = await trx.deleteFrom('finance_transactions').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    if (!old) return false;
    await applyToAccount(trx, userId, toNew(old), -1);
    return true;
  });
}

/** Every transaction with its account's name, oldest first, for the CSV export. */
export async function exportTransactions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('finance_transactions as t')
    .innerJoin('finance_accounts as a', 'a.id', 't.account_id')
    .select(['t.date', 't.description', 't.category', 'a.name as account', 't.is_expense', 't.amount_cents'])
    .where('t.user_id', '=', userId)
    .orderBy('t.date')
    .orderBy('t.id')
    .execute();
}

// ---- Summary

/** The day after the month's last day, as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export async function summary(db: Kysely<DB>, userId: number, month: string | undefined): Promise<Summary> {
  const totals = await db
    .selectFrom('finance_accounts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('balance_cents'), eb.lit(0)).as('balance'),
      eb.fn.coalesce(eb.fn.sum<number>('income_cents'), eb.lit(0)).as('income'),
      eb.fn.coalesce(eb.fn.sum<number>('expense_cents'), eb.lit(0)).as('expenses'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const spending = month
    ? await db
        .selectFrom('finance_transactions')
        .select((eb) => ['category', eb.fn.sum<number>('amount_cents').as('cents')])
        .where('user_id', '=', userId)
        .where('date', '>=', `${month}-01`)
        .where('date', '<', nextMonthStart(month))
        .where('is_expense', '=', 1)
        .groupBy('category')
        .orderBy('cents', 'desc')
        .execute()
    : [];
  return {
    // PostgreSQL sums bigint as numeric, which arrives as text.
    totalBalance: fromCents(Number(totals.balance)),
    totalIncome: fromCents(Number(totals.income)),
    totalExpenses: fromCents(Number(totals.expenses)),
    month: month ?? null,
    spendingByCategory: spending.map((s) => ({ category: s.category as TransactionCategory, amount: fromCents(Number(s.cents)) })),
  };
}

// ---- Goals

export async function listGoals(db: Kysely<DB>, userId: number): Promise<FinanceGoal[]> {
  const rows = await db.selectFrom('finance_goals').selectAll().where('user_id', '=', userId).orderBy('deadline').orderBy('id').execute();
  return rows.map(toGoal);
}

export interface NewGoal {
  name: string;
  targetCents: number;
  currentCents: number;
  deadline: string;
  category: GoalCategory;
  color?: string;
  icon?: string;
}

const reached = (current: number, target: number) => target > 0 && current >= target;

export async function createGoal(db: Kysely<DB>, userId: number, g: NewGoal): Promise<FinanceGoal> {
  const row = await db
    .insertInto('finance_goals')
    .values({
      user_id: userId,
      name: g.name,
      target_cents: g.targetCents,
      current_cents: g.currentCents,
      deadline: g.deadline,
      category: g.category,
      color: g.color ?? GOAL_COLOR,
      icon: g.icon ?? GOAL_ICON,
      completed: reached(g.currentCents, g.targetCents) ? 1 : 0,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGoal(row);
}

/** Adds to a goal's saved amount; it is completed once it reaches the target. */
export async function addGoalProgress(db: Kysely<DB>, userId: number, id: number, amountCents: number): Promise<FinanceGoal | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('finance_goals')
      .set((eb) => ({ current_cents: eb('current_cents', '+', amountCents) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    if (!inRange(row.current_cents)) throw new FinanceRefusal('out-of-range');
    const completed = reached(row.current_cents, row.target_cents) ? 1 : 0;
    if (completed !== row.completed) {
      await trx.updateTable('finance_goals').set({ completed }).where('id', '=', id).execute();
    }
    return toGoal({ ...row, completed });
  });
}

export async function deleteGoal(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('finance_goals').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
