// Finance Tracker's reads (SPEC §7 /api/finances/...): query keys and queries; the route's first reads.
import { type QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Transaction } from '../../../contract/finance';
import { type PageOf, call, callPage, fetchNextPage } from '../../lib/api';
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

/** The screen's first reads (web/app/registry.tsx starts them while the screen's code loads). */
export function prefetchFinance(client: QueryClient, _search: URLSearchParams) {
  return Promise.all([
    client.prefetchQuery(accountsQuery()),
    client.prefetchQuery(summaryQuery(localToday().slice(0, 7))),
    client.prefetchInfiniteQuery(transactionsQuery()),
    client.prefetchQuery(savingsGoalsQuery()),
  ]);
}
