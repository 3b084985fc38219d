// SPEC §2 'Add New Account' (and editing one): name, type and starting balance.
import type { FormEvent } from 'react';
import { ACCOUNT_COLORS, type Account, type AccountType, CreateAccountBody } from '../../../contract/finance';
import { useFormErrors } from '../../lib/form';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormError, SelectField, TextField, optionsOf } from '../../ui/field';
import { useCreateAccount, useUpdateAccount } from './api';
import { ACCOUNT_TYPE_LABELS } from './labels';

export function AccountDialog({ account, onClose }: { account?: Account; onClose(): void }) {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const { errors, check, showServerErrors } = useFormErrors();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const type = String(data.get('type')) as AccountType;
    const body = { name: String(data.get('name')), type, balance: String(data.get('balance')), color: ACCOUNT_COLORS[type] };
    if (!check(CreateAccountBody, body)) return;
    const done = { onSuccess: onClose, onError: showServerErrors };
    if (account) update.mutate({ id: account.id, ...body }, done);
    else create.mutate(body, done);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={account ? 'Edit Account' : 'Add New Account'}>
      <form onSubmit={submit} noValidate className="grid gap-4">
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
        <FormError text={errors.form} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : account ? 'Save Account' : 'Create Account'}
        </Button>
      </form>
    </Dialog>
  );
}
