// Finance Tracker's calls (SPEC §7 /api/finances/...): query keys, queries and mutations.
// Every write refreshes what it changes: a transaction moves its account's balance and the totals.
import { type QueryClient, infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddSavingsInput,
  CreateAccountInput,
  CreateSavingsGoalInput,
  CreateTransactionInput,
  Transaction,
  UpdateAccountInput,
  UpdateTransactionInput,
} from '../../../contract/finance';
import { type PageOf, call, callPage, fetchNextPage, isApiError } from '../../lib/api';
import { financeApi } from '../../lib/endpoints';
import { localToday } from '../../../contract/money';

/** SPEC §2: the Transactions tab shows the 10 most recent. */
export const RECENT_TRANSACTIONS = 10;

export const financeKeys = {
  all: ['finances'] as const,
  accounts: () => [...financeKeys.all, 'accounts'] as const,
  transactions: () => [...financeKeys.all, 'transactions'] as const,
  savingsGoals: () => [...financeKeys.all, 'goals'] as const,
  summary: (month: string) => [...financeKeys.all, 'summary', month] as const,
};

export const accountsQuery = () =>
  queryOptions({ queryKey: financeKeys.accounts(), queryFn: async () => (await callPage(financeApi.accounts)).items });

/** The 10 most recent (SPEC §2), then 10 more at a time on "Load more". */
export const transactionsQuery = () =>
  infiniteQueryOptions({
    queryKey: financeKeys.transactions(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<Transaction>> =>
      pageParam ? fetchNextPage<Transaction>(pageParam) : callPage(financeApi.transactions, { query: { limit: RECENT_TRANSACTIONS } }),
    getNextPageParam: (last) => last.next,
  });

export const savingsGoalsQuery = () =>
  queryOptions({ queryKey: financeKeys.savingsGoals(), queryFn: async () => (await callPage(financeApi.savingsGoals)).items });

export const summaryQuery = (month: string) =>
  queryOptions({ queryKey: financeKeys.summary(month), queryFn: () => call(financeApi.summary, { query: { month } }) });

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
    mutationFn: (body: CreateAccountInput) => call(financeApi.createAccount, { body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to create account', successToast: { title: 'Account created' } },
  });
}

export function useUpdateAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAccountInput & { id: number }) => call(financeApi.updateAccount, { params: { id }, body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update account', successToast: { title: 'Account updated' } },
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number) => call(financeApi.deleteAccount, { params: { id } }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to delete account', successToast: { title: 'Account deleted' } },
  });
}

export function useCreateTransaction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateTransactionInput) => call(financeApi.createTransaction, { body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to add transaction', successToast: { title: 'Transaction added' } },
  });
}

export function useUpdateTransaction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTransactionInput & { id: number }) => call(financeApi.updateTransaction, { params: { id }, body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update transaction', successToast: { title: 'Transaction updated' } },
  });
}

/**
 * Sends a delete that Undo no longer holds back (web/lib/undo.ts), then reads the money again. A
 * transaction already gone (its account was deleted meanwhile) is what was asked for, not an error.
 */
export function useDeleteTransaction() {
  const refresh = useRefreshMoney();
  return (id: number) =>
    call(financeApi.deleteTransaction, { params: { id } })
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 404)) throw error;
      })
      .then(refresh);
}

function useRefreshSavingsGoals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: financeKeys.savingsGoals() });
}

export function useCreateSavingsGoal() {
  const refresh = useRefreshSavingsGoals();
  return useMutation({
    mutationFn: (body: CreateSavingsGoalInput) => call(financeApi.createSavingsGoal, { body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to create goal', successToast: { title: 'Goal created' } },
  });
}

export function useAddSavings() {
  const refresh = useRefreshSavingsGoals();
  return useMutation({
    mutationFn: ({ id, ...body }: AddSavingsInput & { id: number }) => call(financeApi.addSavings, { params: { id }, body }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to update goal progress', successToast: { title: 'Progress updated' } },
  });
}

export function useDeleteSavingsGoal() {
  const refresh = useRefreshSavingsGoals();
  return useMutation({
    mutationFn: (id: number) => call(financeApi.deleteSavingsGoal, { params: { id } }),
    onSuccess: refresh,
    meta: { errorToast: 'Failed to delete goal', successToast: { title: 'Goal deleted' } },
  });
}

/** The screen's first reads (web/app/registry.tsx starts them while the screen's code loads). */
export function prefetchFinance(client: QueryClient, _search: URLSearchParams) {
  return Promise.all([
    client.prefetchQuery(accountsQuery()),
    client.prefetchQuery(summaryQuery(localToday().slice(0, 7))),
    client.prefetchInfiniteQuery(transactionsQuery()),
    client.prefetchQuery(savingsGoalsQuery()),
  ]);
}
