// Finance Tracker's calls (SPEC §7 /api/finances/...): query keys, queries and mutations.
// Every write refreshes what it changes: a transaction moves its account's balance and the totals.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '../../../contract/common';
import type { z } from 'zod';
import type {
  Account,
  CreateAccountInput,
  CreateGoalInput,
  CreateTransactionInput,
  FinanceGoal,
  Summary,
  Transaction,
  UpdateAccountInput,
  UpdateProgressInput,
  UpdateTransactionInput,
} from '../../../contract/finance';
import { api } from '../../lib/api';

/** SPEC §2: the Transactions tab shows the 10 most recent. */
export const RECENT_TRANSACTIONS = 10;

export const financeKeys = {
  all: ['finances'] as const,
  accounts: () => [...financeKeys.all, 'accounts'] as const,
  transactions: () => [...financeKeys.all, 'transactions'] as const,
  goals: () => [...financeKeys.all, 'goals'] as const,
  summary: (month: string) => [...financeKeys.all, 'summary', month] as const,
};

export const accountsQuery = () =>
  queryOptions({ queryKey: financeKeys.accounts(), queryFn: () => api<Account[]>('GET', '/api/finances/accounts') });

export const transactionsQuery = () =>
  queryOptions({
    queryKey: financeKeys.transactions(),
    queryFn: () => api<Transaction[]>('GET', `/api/finances/transactions?limit=${RECENT_TRANSACTIONS}`),
  });

export const goalsQuery = () =>
  queryOptions({ queryKey: financeKeys.goals(), queryFn: () => api<FinanceGoal[]>('GET', '/api/finances/goals') });

export const summaryQuery = (month: string) =>
  queryOptions({
    queryKey: financeKeys.summary(month),
    queryFn: () => api<Summary>('GET', `/api/finances/summary?month=${month}`),
  });

/** After a money movement: transactions, accounts (balances) and the summary (totals). */
function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: financeKeys.transactions() }),
      client.invalidateQueries({ queryKey: financeKeys.accounts() }),
      client.invalidateQueries({ queryKey: [...financeKeys.all, 'summary'] }),
    ]);
}

export function useCreateAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateAccountInput) => api<Account>('POST', '/api/finances/accounts', body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to create account', successToast: { title: 'Account created' } },
  });
}

export function useUpdateAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAccountInput & { id: number }) => api<Account>('PATCH', `/api/finances/accounts/${id}`, body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update account', successToast: { title: 'Account updated' } },
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number) => api<z.infer<typeof Ok>>('DELETE', `/api/finances/accounts/${id}`),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to delete account', successToast: { title: 'Account deleted' } },
  });
}

export function useCreateTransaction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateTransactionInput) => api<Transaction>('POST', '/api/finances/transactions', body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to add transaction', successToast: { title: 'Transaction added' } },
  });
}

export function useUpdateTransaction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTransactionInput & { id: number }) =>
      api<Transaction>('PATCH', `/api/finances/transactions/${id}`, body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update transaction', successToast: { title: 'Transaction updated' } },
  });
}

export function useDeleteTransaction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number) => api<z.infer<typeof Ok>>('DELETE', `/api/finances/transactions/${id}`),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to delete transaction' },
  });
}

function useRefreshGoals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: financeKeys.goals() });
}

export function useCreateGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (body: CreateGoalInput) => api<FinanceGoal>('POST', '/api/finances/goals', body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to create goal', successToast: { title: 'Goal created' } },
  });
}

export function useUpdateGoalProgress() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateProgressInput & { id: number }) =>
      api<FinanceGoal>('POST', `/api/finances/goals/${id}/update-progress`, body),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update goal progress', successToast: { title: 'Progress updated' } },
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (id: number) => api<z.infer<typeof Ok>>('DELETE', `/api/finances/goals/${id}`),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to delete goal', successToast: { title: 'Goal deleted' } },
  });
}
