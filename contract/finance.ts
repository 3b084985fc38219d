// Finance Tracker (SPEC §3 finance account, transaction and goal; §5 finance forms; §7 /api/finances).
import { z } from 'zod';
import { IdParams, Ok, calendarDate, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { MAX_AMOUNT_CENTS, fromCents, toCents } from './money';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'investment', 'cash'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

export const TRANSACTION_CATEGORIES = ['food', 'transportation', 'entertainment', 'housing', 'income', 'other'] as const;
export const TransactionCategory = z.enum(TRANSACTION_CATEGORIES);
export type TransactionCategory = z.infer<typeof TransactionCategory>;

// SPEC §3 calls these finance goals; in code they are savings goals, apart from Goal Setter's life goals.
export const SAVINGS_GOAL_CATEGORIES = ['savings', 'emergency', 'vacation', 'education', 'retirement', 'purchase'] as const;
export const SavingsGoalCategory = z.enum(SAVINGS_GOAL_CATEGORIES);
export type SavingsGoalCategory = z.infer<typeof SavingsGoalCategory>;

/** SPEC §9: account colour by type; blue-violet by default. */
export const DEFAULT_COLOR = '#8a2be2';
export const ACCOUNT_COLORS: Record<AccountType, string> = {
  checking: '#16a34a',
  savings: DEFAULT_COLOR,
  credit: '#db2777',
  investment: '#ea580c',
  cash: '#4ade80',
};
/** SPEC §9: a savings goal is blue-violet with the piggy-bank icon. */
export const SAVINGS_GOAL_COLOR = DEFAULT_COLOR;
export const SAVINGS_GOAL_ICON = 'piggy-bank';

const TOO_MANY_DECIMALS = 'Use a number with at most two decimals.';
const NOT_AN_AMOUNT = 'Write the amount with digits and a dot only, like 12.50.';

/** A money amount as the client sends it: a number or a decimal string; becomes integer cents. */
function money({ min, label }: { min: 'positive' | 'zero' | 'any'; label: string }) {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount.' });
      return z.NEVER;
    }
    const cents = toCents(value);
    if (cents === null) {
      // "12.345" has too many decimals; "1e9", "12,50" or "$5" is not written as a plain amount at all.
      const text = typeof value === 'number' ? String(value) : value.trim();
      ctx.addIssue({ code: 'custom', message: /^-?\d+\.\d{3,}$/.test(text) ? TOO_MANY_DECIMALS : NOT_AN_AMOUNT });
      return z.NEVER;
    }
    if (min === 'positive' && cents <= 0) ctx.addIssue({ code: 'custom', message: `${label} must be more than 0.` });
    if (min === 'zero' && cents < 0) ctx.addIssue({ code: 'custom', message: `${label} cannot be negative.` });
    if (Math.abs(cents) > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: `${label} can be at most $1,000,000,000.` });
    return cents;
  });
}

export const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #8a2be2.');
const Name = (what: string, max: number) => typedText(1, max, { empty: `Enter ${what}.` });
const IsoDate = calendarDate();

// ---- Accounts

export const CreateAccountBody = z.strictObject({
  name: Name('a name', 60),
  type: AccountType,
  balance: money({ min: 'any', label: 'The starting balance' }),
  color: Color.optional(),
});
export type CreateAccountInput = z.input<typeof CreateAccountBody>;

export const UpdateAccountBody = z
  .strictObject({
    name: Name('a name', 60),
    type: AccountType,
    balance: money({ min: 'any', label: 'The balance' }),
    color: Color,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateAccountInput = z.input<typeof UpdateAccountBody>;

export const Account = z.object({
  id: z.number().int(),
  name: z.string(),
  type: AccountType,
  /** Decimal string, e.g. "1250.00" (SPEC §3). */
  balance: z.string(),
  color: z.string(),
  /** How many transactions deleting this account would take with it. */
  transactionCount: z.number().int(),
});
export type Account = z.infer<typeof Account>;

// ---- Transactions

export const CreateTransactionBody = z.strictObject({
  description: Name('a description', 120),
  amount: money({ min: 'positive', label: 'The amount' }),
  date: IsoDate,
  category: TransactionCategory,
  accountId: z.number().int().positive().max(2_147_483_647),
  isExpense: z.boolean(),
});
export type CreateTransactionInput = z.input<typeof CreateTransactionBody>;

export const UpdateTransactionBody = CreateTransactionBody.partial().refine(
  (b) => Object.keys(b).length > 0,
  'Send at least one field to change.',
);
export type UpdateTransactionInput = z.input<typeof UpdateTransactionBody>;

export const Transaction = z.object({
  id: z.number().int(),
  description: z.string(),
  amount: z.string(),
  date: z.string(),
  category: TransactionCategory,
  accountId: z.number().int(),
  isExpense: z.boolean(),
});
export type Transaction = z.infer<typeof Transaction>;

/** Most recent first (by date, then by entry), a page at a time; SPEC §2's screen asks for 10. */
export const TransactionsQuery = PageQuery;

// ---- Summary (the total balance card and the spending picture)

export const SummaryQuery = z.strictObject({
  /** The month whose spending by category to total, YYYY-MM (the user's current month). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11.')
    .optional(),
});

export const Summary = z.object({
  totalBalance: z.string(),
  totalIncome: z.string(),
  totalExpenses: z.string(),
  month: z.string().nullable(),
  spendingByCategory: z.array(z.object({ category: TransactionCategory, amount: z.string() })),
});
export type Summary = z.infer<typeof Summary>;

// ---- Savings goals (SPEC's finance goals)

const HOUR_MS = 3_600_000;
/** A target date no earlier than today in any time zone (UTC-12 is the last to leave a day). */
const NotPast = IsoDate.refine(
  (day) => day >= new Date(Date.now() - 12 * HOUR_MS).toISOString().slice(0, 10),
  'Choose today or a later day: this date has already passed.',
);

export const CreateSavingsGoalBody = z.strictObject({
  name: Name('a name', 80),
  targetAmount: money({ min: 'zero', label: 'The target amount' }),
  currentAmount: money({ min: 'zero', label: 'The current amount' }).optional(),
  deadline: NotPast,
  category: SavingsGoalCategory,
  color: Color.optional(),
  icon: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional(),
  completed: z.boolean().optional(),
});
export type CreateSavingsGoalInput = z.input<typeof CreateSavingsGoalBody>;

export const AddSavingsBody = z.strictObject({
  amount: money({ min: 'positive', label: 'The amount' }),
});
export type AddSavingsInput = z.input<typeof AddSavingsBody>;

export const SavingsGoal = z.object({
  id: z.number().int(),
  name: z.string(),
  targetAmount: z.string(),
  currentAmount: z.string(),
  deadline: z.string(),
  category: SavingsGoalCategory,
  color: z.string(),
  icon: z.string(),
  completed: z.boolean(),
});
export type SavingsGoal = z.infer<typeof SavingsGoal>;

export { fromCents };

export const financeApi = {
  accounts: endpoint({ method: 'GET', path: '/api/finances/accounts', query: PageQuery, paged: true, response: z.array(Account) }),
  createAccount: endpoint({ method: 'POST', path: '/api/finances/accounts', body: CreateAccountBody, status: 201, response: Account }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/finances/accounts/:id',
    params: IdParams,
    body: UpdateAccountBody,
    response: Account,
  }),
  /** Takes the account's transactions with it. */
  deleteAccount: endpoint({ method: 'DELETE', path: '/api/finances/accounts/:id', params: IdParams, response: Ok }),

  transactions: endpoint({
    method: 'GET',
    path: '/api/finances/transactions',
    query: TransactionsQuery,
    paged: true,
    response: z.array(Transaction),
  }),
  createTransaction: endpoint({
    method: 'POST',
    path: '/api/finances/transactions',
    body: CreateTransactionBody,
    status: 201,
    response: Transaction,
  }),
  updateTransaction: endpoint({
    method: 'PATCH',
    path: '/api/finances/transactions/:id',
    params: IdParams,
    body: UpdateTransactionBody,
    response: Transaction,
  }),
  deleteTransaction: endpoint({ method: 'DELETE', path: '/api/finances/transactions/:id', params: IdParams, response: Ok }),
  /** Every transaction as a CSV file (a download, not JSON). */
  transactionsCsv: endpoint({ method: 'GET', path: '/api/finances/transactions.csv' }),

  summary: endpoint({ method: 'GET', path: '/api/finances/summary', query: SummaryQuery, response: Summary }),

  savingsGoals: endpoint({ method: 'GET', path: '/api/finances/goals', query: PageQuery, paged: true, response: z.array(SavingsGoal) }),
  createSavingsGoal: endpoint({
    method: 'POST',
    path: '/api/finances/goals',
    body: CreateSavingsGoalBody,
    status: 201,
    response: SavingsGoal,
  }),
  addSavings: endpoint({
    method: 'POST',
    path: '/api/finances/goals/:id/update-progress',
    params: IdParams,
    body: AddSavingsBody,
    response: SavingsGoal,
  }),
  deleteSavingsGoal: endpoint({ method: 'DELETE', path: '/api/finances/goals/:id', params: IdParams, response: Ok }),
};
