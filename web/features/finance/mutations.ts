// Finance Tracker's writes (SPEC §7 /api/finances/...), with SPEC §8's toasts. Every write refreshes what
// it changes: a transaction moves its account's balance and the totals.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddSavingsInput,
  CreateAccountInput,
  CreateSavingsGoalInput,
  CreateTransactionInput,
  UpdateAccountInput,
  UpdateTransactionInput,
} from '../../../contract/finance';
import { call, isApiError } from '../../lib/api';
import { financeApi } from '../../lib/endpoints';
import { financeKeys } from './queries';

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
