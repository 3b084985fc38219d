// All SQL of the Finance Tracker. Every query is scoped by the signed-in user's id; a transaction's
// write and its account's balance change happen in one database transaction.
// Each function takes the handle it runs in, which may be a transaction (operations compose).
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  ACCOUNT_COLORS,
  type Account,
  type AccountType,
  SAVINGS_GOAL_COLOR,
  SAVINGS_GOAL_ICON,
  type SavingsGoal,
  type SavingsGoalCategory,
  type Summary,
  type Transaction,
  type TransactionCategory,
} from '../../../contract/finance';
import { MAX_BALANCE_CENTS, fromCents } from '../../../contract/money';
import type { PageQuery } from '../../../contract/paging';
import type { DB, FinanceAccountsTable, FinanceGoalsTable, FinanceTransactionsTable } from '../../db/schema';
import { lockRows } from '../../db/lock';
import { inTransaction } from '../../db/transaction';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { recordProgress } from '../../progress/progress.repo';

type Db = Kysely<DB>;

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
  type: r.type,
  balance: fromCents(r.balance_cents),
  color: r.color,
  transactionCount: r.transaction_count,
});

const toTransaction = (r: TransactionRow): Transaction => ({
  id: r.id,
  description: r.description,
  amount: fromCents(r.amount_cents),
  date: r.date,
  category: r.category,
  accountId: r.account_id,
  isExpense: Boolean(r.is_expense),
});

const toSavingsGoal = (r: GoalRow): SavingsGoal => ({
  id: r.id,
  name: r.name,
  targetAmount: fromCents(r.target_cents),
  currentAmount: fromCents(r.current_cents),
  deadline: r.deadline,
  category: r.category,
  color: r.color,
  icon: r.icon,
  completed: Boolean(r.completed),
});

const now = () => new Date().toISOString();
const inRange = (cents: number) => Math.abs(cents) <= MAX_BALANCE_CENTS;

// ---- Accounts

/** Oldest first, a page at a time. */
export async function listAccounts(db: Db, userId: number, page: PageQuery): Promise<Page<Account>> {
  const query = db.selectFrom('finance_accounts').selectAll().where('user_id', '=', userId);
  return keyset(query, [{ by: 'id', type: 'number', of: (r) => r.id }], page).page(toAccount);
}

export interface NewAccount {
  name: string;
  type: AccountType;
  balanceCents: number;
  color?: string;
}

export async function createAccount(db: Db, userId: number, a: NewAccount): Promise<Account> {
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

export async function updateAccount(db: Db, userId: number, id: number, patch: Partial<NewAccount>): Promise<Account | undefined> {
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
export async function deleteAccount(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const owned = await trx
      .selectFrom('finance_accounts')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
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
async function applyToAccount(trx: Db, userId: number, t: Pick<NewTransaction, 'accountId' | 'amountCents' | 'isExpense'>, sign: 1 | -1) {
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

/** Row-locks accounts in ascending id order. */
async function lockAccounts(trx: Db, userId: number, ids: number[]) {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await lockRows(trx, 'finance_accounts').where('id', '=', id).where('user_id', '=', userId).execute();
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
  category: r.category,
  accountId: r.account_id,
  isExpense: Boolean(r.is_expense),
});

/** Most recent first (by date, then by entry), a page at a time. */
export async function listTransactions(db: Db, userId: number, page: PageQuery): Promise<Page<Transaction>> {
  const query = db.selectFrom('finance_transactions').selectAll().where('user_id', '=', userId);
  return keyset(
    query,
    [
      { by: 'date', desc: true, type: 'string', of: (r) => r.date },
      { by: 'id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  ).page(toTransaction);
}

export async function createTransaction(db: Db, userId: number, t: NewTransaction): Promise<Transaction> {
  return inTransaction(db, async (trx) => {
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
  db: Db,
  userId: number,
  id: number,
  patch: Partial<NewTransaction>,
): Promise<Transaction | undefined> {
  return inTransaction(db, async (trx) => {
    // Read under the row's lock, so two edits at once apply one after the other instead of both
    // reversing the same old amount.
    const old = await lockRows(trx, 'finance_transactions')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!old) return undefined;
    const next: NewTransaction = { ...toNew(old), ...patch };
    // Lock both accounts in one order (by id) before changing either, so two moves between the same
    // two accounts in opposite directions wait for each other instead of deadlocking.
    await lockAccounts(trx, userId, [old.account_id, next.accountId]);
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

export async function deleteTransaction(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // Delete first: of two deletes at once only one gets the row back, so only one gives its amount back.
    const old = await trx
      .deleteFrom('finance_transactions')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!old) return false;
    await applyToAccount(trx, userId, toNew(old), -1);
    return true;
  });
}

const CSV_CHUNK = 1000;

/**
 * Every transaction with its account's name, oldest first, for the CSV export: read a thousand at a
 * time (keyset), so a long history streams instead of being held whole.
 */
export async function* exportTransactions(db: Db, userId: number) {
  let after: { date: string; id: number } | undefined;
  for (;;) {
    let query = db
      .selectFrom('finance_transactions as t')
      .innerJoin('finance_accounts as a', 'a.id', 't.account_id')
      .select(['t.id', 't.date', 't.description', 't.category', 'a.name as account', 't.is_expense', 't.amount_cents'])
      .where('t.user_id', '=', userId);
    if (after) {
      const { date, id } = after;
      query = query.where((eb) => eb.or([eb('t.date', '>', date), eb.and([eb('t.date', '=', date), eb('t.id', '>', id)])]));
    }
    const rows = await query.orderBy('t.date').orderBy('t.id').limit(CSV_CHUNK).execute();
    yield* rows;
    if (rows.length < CSV_CHUNK) return;
    const last = rows.at(-1)!;
    after = { date: last.date, id: last.id };
  }
}

// ---- Summary

/** The day after the month's last day, as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export async function summary(db: Db, userId: number, month: string | undefined): Promise<Summary> {
  // Sums as text, read as BigInt: exact however many accounts add up past 2^53 cents.
  const exactSum = (column: 'balance_cents' | 'income_cents' | 'expense_cents') =>
    sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;
  const totals = await db
    .selectFrom('finance_accounts')
    .select([exactSum('balance_cents').as('balance'), exactSum('income_cents').as('income'), exactSum('expense_cents').as('expenses')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const spending = month
    ? await db
        .selectFrom('finance_transactions')
        .select((eb) => [
          'category',
          eb.fn.sum<number>('amount_cents').as('cents'),
          sql<string>`cast(sum(amount_cents) as text)`.as('exact'),
        ])
        .where('user_id', '=', userId)
        .where('date', '>=', `${month}-01`)
        .where('date', '<', nextMonthStart(month))
        .where('is_expense', '=', 1)
        .groupBy('category')
        .orderBy('cents', 'desc')
        .execute()
    : [];
  return {
    totalBalance: fromCents(totals.balance),
    totalIncome: fromCents(totals.income),
    totalExpenses: fromCents(totals.expenses),
    month: month ?? null,
    spendingByCategory: spending.map((s) => ({ category: s.category, amount: fromCents(s.exact) })),
  };
}

// ---- Savings goals (SPEC's finance goals)

/** Soonest deadline first, a page at a time. */
export async function listSavingsGoals(db: Db, userId: number, page: PageQuery): Promise<Page<SavingsGoal>> {
  const query = db.selectFrom('finance_goals').selectAll().where('user_id', '=', userId);
  return keyset(
    query,
    [
      { by: 'deadline', type: 'string', of: (r) => r.deadline },
      { by: 'id', type: 'number', of: (r) => r.id },
    ],
    page,
  ).page(toSavingsGoal);
}

export interface NewSavingsGoal {
  name: string;
  targetCents: number;
  currentCents: number;
  deadline: string;
  category: SavingsGoalCategory;
  color?: string;
  icon?: string;
}

const reached = (current: number, target: number) => target > 0 && current >= target;

export async function createSavingsGoal(db: Db, userId: number, g: NewSavingsGoal): Promise<SavingsGoal> {
  const row = await db
    .insertInto('finance_goals')
    .values({
      user_id: userId,
      name: g.name,
      target_cents: g.targetCents,
      current_cents: g.currentCents,
      deadline: g.deadline,
      category: g.category,
      color: g.color ?? SAVINGS_GOAL_COLOR,
      icon: g.icon ?? SAVINGS_GOAL_ICON,
      completed: reached(g.currentCents, g.targetCents) ? 1 : 0,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavingsGoal(row);
}

/** Adds to a goal's saved amount; it is completed once it reaches the target. */
export async function addSavings(db: Db, userId: number, id: number, amountCents: number): Promise<SavingsGoal | undefined> {
  return inTransaction(db, async (trx) => {
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
      // Saving up to the target is what counts (once per goal), not a goal made already full.
      if (completed) await recordProgress(trx, userId, 'savings-goal-reached', id);
    }
    return toSavingsGoal({ ...row, completed });
  });
}

export async function deleteSavingsGoal(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('finance_goals').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- One user's data, for the export and for deleting the account

export async function exportUserData(db: Db, userId: number) {
  const [accounts, transactions, goals] = await Promise.all([
    db.selectFrom('finance_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('finance_transactions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('finance_goals').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    accounts: accounts.map(toAccount),
    transactions: transactions.map(toTransaction),
    savingsGoals: goals.map(toSavingsGoal),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('finance_transactions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('finance_accounts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('finance_goals').where('user_id', '=', userId).execute();
}
