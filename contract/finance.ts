// Finance Tracker (SPEC §3 finance account, transaction and goal; §5 finance forms; §7 /api/finances).
import { z } from 'zod';
import { calendarDate, typedText } from './common';
import { MAX_AMOUNT_CENTS, fromCents, toCents } from './money';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'investment', 'cash'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

export const TRANSACTION_CATEGORIES = ['food', 'transportation', 'entertainment', 'housing', 'income', 'other'] as const;
export const TransactionCategory = z.enum(TRANSACTION_CATEGORIES);
export type TransactionCategory = z.infer<typeof TransactionCategory>;

export const GOAL_CATEGORIES = ['savings', 'emergency', 'vacation', 'education', 'retirement', 'purchase'] as const;
export const GoalCategory = z.enum(GOAL_CATEGORIES);
export type GoalCategory = z.infer<typeof GoalCategory>;

/** SPEC §9: account colour by type; blue-violet by default. */
export const DEFAULT_COLOR = '#8a2be2';
export const ACCOUNT_COLORS: Record<AccountType, string> = {
  checking: '#16a34a',
  savings: DEFAULT_COLOR,
  credit: '#db2777',
  investment: '#ea580c',
  cash: '#4ade80',
};
/** SPEC §9: a finance goal is blue-violet with the piggy-bank icon. */
export const GOAL_COLOR = DEFAULT_COLOR;
export const GOAL_ICON = 'piggy-bank';

const TOO_MANY_DECIMALS = 'Use a number with at most two decimals.';

/** A money amount as the client sends it: a number or a decimal string; becomes integer cents. */
function money({ min, label }: { min: 'positive' | 'zero' | 'any'; label: string }) {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount.' });
      return z.NEVER;
    }
    const cents = toCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: TOO_MANY_DECIMALS });
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

export const TransactionsQuery = z.strictObject({
  /** SPEC §2 shows the 10 most recent; without a limit every transaction is returned (SPEC §7). */
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

// ---- Summary (the total balance card and the spending picture)

export const SummaryQuery = z.strictObject({
  /** The month whose spending by category to total, YYYY-MM (the user's current month). */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11.').optional(),
});

export const Summary = z.object({
  totalBalance: z.string(),
  totalIncome: z.string(),
  totalExpenses: z.string(),
  month: z.string().nullable(),
  spendingByCategory: z.array(z.object({ category: TransactionCategory, amount: z.string() })),
});
export type Summary = z.infer<typeof Summary>;

// ---- Goals

export const CreateGoalBody = z.strictObject({
  name: Name('a name', 80),
  targetAmount: money({ min: 'zero', label: 'The target amount' }),
  currentAmount: money({ min: 'zero', label: 'The current amount' }).optional(),
  deadline: IsoDate,
  category: GoalCategory,
  color: Color.optional(),
  icon: z.string().regex(/^[a-z-]{1,40}$/).optional(),
  completed: z.boolean().optional(),
});
export type CreateGoalInput = z.input<typeof CreateGoalBody>;

export const UpdateProgressBody = z.strictObject({
  amount: money({ min: 'positive', label: 'The amount' }),
});
export type UpdateProgressInput = z.input<typeof UpdateProgressBody>;

export const FinanceGoal = z.object({
  id: z.number().int(),
  name: z.string(),
  targetAmount: z.string(),
  currentAmount: z.string(),
  deadline: z.string(),
  category: GoalCategory,
  color: z.string(),
  icon: z.string(),
  completed: z.boolean(),
});
export type FinanceGoal = z.infer<typeof FinanceGoal>;

export { fromCents };
