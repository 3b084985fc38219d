// SPEC §2 'Add New Transaction' (and editing one): description, amount, type, category, account, date.
import type { FormEvent } from 'react';
import { type Account, CreateTransactionBody, type Transaction, type TransactionCategory } from '../../../contract/finance';
import { localToday } from '../../../contract/money';
import { useForm } from '../../lib/form';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField, optionsOf } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useCreateTransaction, useUpdateTransaction } from './mutations';
import { CATEGORY_LABELS } from './labels';

export interface TransactionDialogProps {
  accounts: Account[];
  /** The transaction to edit; absent to add one. */
  transaction?: Transaction;
  /** The account to preselect (an account's own Add Transaction button). */
  accountId?: number;
  onClose(): void;
}

export function TransactionDialog({ accounts, transaction, accountId, onClose }: TransactionDialogProps) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const form = useForm();
  const { errors } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const body = {
      description: String(data.get('description')),
      amount: String(data.get('amount')),
      isExpense: data.get('kind') === 'expense',
      category: String(data.get('category')) as TransactionCategory,
      accountId: Number(data.get('accountId')),
      date: String(data.get('date')),
    };
    if (!form.check(CreateTransactionBody, body)) return;
    form.save(() => (transaction ? update.mutateAsync({ id: transaction.id, ...body }) : create.mutateAsync(body)), onClose);
  }

  return (
    <Dialog onClose={onClose} title={transaction ? 'Edit Transaction' : 'Add New Transaction'}>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <TextField
          label="Description"
          name="description"
          defaultValue={transaction?.description}
          required
          maxLength={120}
          error={errors.description}
        />
        <TextField
          label="Amount"
          name="amount"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          defaultValue={transaction?.amount ?? ''}
          hint="In US dollars."
          error={errors.amount}
        />
        <fieldset className="grid gap-1.5">
          <legend className="text-sm font-medium">Type</legend>
          <div className="flex gap-2">
            {(['expense', 'income'] as const).map((kind) => (
              <label
                key={kind}
                className="flex h-11 flex-1 items-center justify-center gap-2 rounded-control border border-line text-sm font-semibold transition-ui has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={(transaction ? (transaction.isExpense ? 'expense' : 'income') : 'expense') === kind}
                  className="sr-only"
                />
                {kind === 'expense' ? 'Expense' : 'Income'}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label="Category"
          name="category"
          defaultValue={transaction?.category ?? 'food'}
          options={optionsOf(CATEGORY_LABELS)}
          error={errors.category}
        />
        <SelectField
          label="Account"
          name="accountId"
          defaultValue={String(transaction?.accountId ?? accountId ?? accounts[0]?.id ?? '')}
          options={accounts.map((a) => [String(a.id), a.name] as const)}
          error={errors.accountId}
        />
        <TextField label="Date" name="date" type="date" required defaultValue={transaction?.date ?? localToday()} error={errors.date} />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">{transaction ? 'Save Transaction' : 'Add Transaction'}</SubmitButton>
      </Form>
    </Dialog>
  );
}
