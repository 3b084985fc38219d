// Names and icons for SPEC §3's finance lists.
import { Banknote, Bus, CircleDollarSign, Film, House, Utensils, type LucideIcon } from 'lucide-react';
import type { AccountType, SavingsGoalCategory, TransactionCategory } from '../../../contract/finance';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit',
  investment: 'Investment',
  cash: 'Cash',
};

export const CATEGORY_LABELS: Record<TransactionCategory, string> = {
  food: 'Food',
  transportation: 'Transportation',
  entertainment: 'Entertainment',
  housing: 'Housing',
  income: 'Income',
  other: 'Other',
};

export const CATEGORY_ICONS: Record<TransactionCategory, LucideIcon> = {
  food: Utensils,
  transportation: Bus,
  entertainment: Film,
  housing: House,
  income: Banknote,
  other: CircleDollarSign,
};

export const SAVINGS_GOAL_CATEGORY_LABELS: Record<SavingsGoalCategory, string> = {
  savings: 'Savings',
  emergency: 'Emergency fund',
  vacation: 'Vacation',
  education: 'Education',
  retirement: 'Retirement',
  purchase: 'Purchase',
};
