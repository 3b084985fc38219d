// SPEC §2 'Add New Account' (and editing one): name, type and starting balance.
import type { FormEvent } from 'react';
import { ACCOUNT_COLORS, type Account, type AccountType, CreateAccountBody } from '../../../contract/finance';
import { useForm } from '../../lib/form';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField, optionsOf } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useCreateAccount, useUpdateAccount } from './mutations';
import { ACCOUNT_TYPE_LABELS } from './labels';

export function AccountDialog({ account, onClose }: { account?: Account; onClose(): void }) {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const form = useForm();
  const { errors } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const type = String(data.get('type')) as AccountType;
    const body = { name: String(data.get('name')), type, balance: String(data.get('balance')), color: ACCOUNT_COLORS[type] };
    if (!form.check(CreateAccountBody, body)) return;
    form.save(() => (account ? update.mutateAsync({ id: account.id, ...body }) : create.mutateAsync(body)), onClose);
  }

  return (
    <Dialog onClose={onClose} title={account ? 'Edit Account' : 'Add New Account'}>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <TextField label="Account name" name="name" defaultValue={account?.name} required maxLength={60} error={errors.name} />
        <SelectField
          label="Type"
          name="type"
          defaultValue={account?.type ?? 'checking'}
          options={optionsOf(ACCOUNT_TYPE_LABELS)}
          error={errors.type}
        />
        <TextField
          label={account ? 'Balance' : 'Starting balance'}
          name="balance"
          type="number"
          inputMode="decimal"
          step="0.01"
          required
          defaultValue={account?.balance ?? ''}
          hint="In US dollars. A credit card can start below zero."
          error={errors.balance}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">{account ? 'Save Account' : 'Create Account'}</SubmitButton>
      </Form>
    </Dialog>
  );
}
