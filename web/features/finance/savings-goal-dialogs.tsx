// SPEC §2 'Create Financial Goal' and 'Update Progress' ('Amount to add').
import type { FormEvent } from 'react';
import {
  AddSavingsBody,
  CreateSavingsGoalBody,
  SAVINGS_GOAL_COLOR,
  SAVINGS_GOAL_ICON,
  type SavingsGoal,
  type SavingsGoalCategory,
} from '../../../contract/finance';
import { localToday } from '../../../contract/money';
import { celebrate } from '../../lib/celebrate';
import { formatUSD } from '../../lib/format';
import { useForm } from '../../lib/form';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField, optionsOf } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useAddSavings, useCreateSavingsGoal } from './mutations';
import { SAVINGS_GOAL_CATEGORY_LABELS } from './labels';

export function SavingsGoalDialog({ onClose }: { onClose(): void }) {
  const create = useCreateSavingsGoal();
  const form = useForm();
  const { errors } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    // SPEC §7 payload; SPEC §4: a new goal starts at 0, not completed.
    const body = {
      name: String(data.get('name')),
      targetAmount: String(data.get('targetAmount')),
      currentAmount: '0',
      deadline: String(data.get('deadline')),
      category: String(data.get('category')) as SavingsGoalCategory,
      color: SAVINGS_GOAL_COLOR,
      icon: SAVINGS_GOAL_ICON,
      completed: false,
    };
    if (!form.check(CreateSavingsGoalBody, body)) return;
    // The server takes any day some time zone is still on; the form holds to the teen's own today.
    if (body.deadline < localToday()) return form.setErrors({ deadline: 'Choose today or a later day: this date has already passed.' });
    form.save(() => create.mutateAsync(body), onClose);
  }

  return (
    <Dialog onClose={onClose} title="Create Financial Goal">
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <TextField label="Goal name" name="name" required maxLength={80} error={errors.name} />
        <TextField
          label="Target amount"
          name="targetAmount"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          hint="In US dollars."
          error={errors.targetAmount}
        />
        <TextField label="Target date" name="deadline" type="date" required min={localToday()} error={errors.deadline} />
        <SelectField
          label="Category"
          name="category"
          defaultValue="savings"
          options={optionsOf(SAVINGS_GOAL_CATEGORY_LABELS)}
          error={errors.category}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Creating...">Create Goal</SubmitButton>
      </Form>
    </Dialog>
  );
}

export function ProgressDialog({ goal, onClose }: { goal: SavingsGoal; onClose(): void }) {
  const update = useAddSavings();
  const form = useForm();
  const { errors } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    const body = { amount: String(new FormData(event.currentTarget).get('amount')) };
    if (!form.check(AddSavingsBody, body)) return;
    form.save(
      () => update.mutateAsync({ id: goal.id, ...body }),
      (saved) => {
        // Reaching the target is worth a moment.
        if (saved.completed && !goal.completed) void celebrate();
        onClose();
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Update Progress"
      description={`${goal.name}: ${formatUSD(goal.currentAmount)} of ${formatUSD(goal.targetAmount)} saved.`}
    >
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <TextField
          label="Amount to add"
          name="amount"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          autoFocus
          error={errors.amount}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">Add to Goal</SubmitButton>
      </Form>
    </Dialog>
  );
}
