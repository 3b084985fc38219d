// Budgeting: a split (share an amount between categories and savings: the teen's own Finance spending
// categories when they have two or more this month) or a choice with feedback on each answer.
import { useId, useMemo, useState } from 'react';
import type { BudgetExercise, SplitExercise } from '../../../contract/skills';
import { useForm } from '../../lib/form';
import { Form, SubmitButton } from '../../ui/form';
import { ChoiceScenario } from './choice-scenario';
import { budgetRows, splitOf } from './skills';

export function BudgetPractice({
  exercise,
  ownCategories,
  onReady,
}: {
  exercise: BudgetExercise;
  ownCategories: readonly string[];
  onReady(): void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  if (exercise.kind === 'choice') {
    return (
      <ChoiceScenario
        situation={exercise.situation}
        choices={exercise.choices}
        result={picked === null ? null : { choice: picked, feedback: exercise.choices }}
        onChoose={(i) => {
          setPicked(i);
          onReady();
        }}
      />
    );
  }
  return <SplitPractice exercise={exercise} ownCategories={ownCategories} onReady={onReady} />;
}

function SplitPractice({
  exercise,
  ownCategories,
  onReady,
}: {
  exercise: SplitExercise;
  ownCategories: readonly string[];
  onReady(): void;
}) {
  const own = ownCategories.length >= 2;
  const rows = useMemo(() => budgetRows(ownCategories, exercise.categories), [ownCategories, exercise.categories]);
  const [amounts, setAmounts] = useState<string[]>(() => rows.map(() => ''));
  const [checked, setChecked] = useState(false);
  // Nothing is sent: the kit's form only for its one way of submitting.
  const form = useForm();
  const id = useId();
  const { left, saved } = splitOf(exercise.amount, amounts);
  const suggested = Math.round((exercise.amount * exercise.savePercent) / 100);

  return (
    <Form
      form={form}
      className="grid gap-3"
      onSubmit={() => {
        setChecked(true);
        if (left === 0) onReady();
      }}
    >
      <p>{exercise.intro}</p>
      {own && <p className="text-sm text-muted">These are the categories you spent in this month, from your Finance Tracker.</p>}
      <fieldset>
        <legend className="text-sm font-bold">Split {exercise.amount} between:</legend>
        <ul className="mt-2 grid gap-2">
          {rows.map((name, i) => (
            <li key={name} className="flex items-center justify-between gap-3">
              <label htmlFor={`${id}-${i}`} className="min-w-0 flex-1">
                {name}
              </label>
              <input
                id={`${id}-${i}`}
                inputMode="numeric"
                value={amounts[i]}
                onChange={(e) => setAmounts((a) => a.map((v, j) => (j === i ? e.target.value.replace(/[^\d]/g, '').slice(0, 4) : v)))}
                className="h-11 w-24 rounded-control border-2 border-line bg-surface px-3 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-primary"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <p role="status" className="text-sm font-semibold">
        {left === 0 ? 'All of it has a place.' : left > 0 ? `${left} still to place.` : `${-left} more than you have: take some back.`}
      </p>
      <SubmitButton variant="secondary" pendingLabel="Check my split">
        Check my split
      </SubmitButton>
      {checked && left === 0 && (
        <div className="rounded-control bg-success-soft p-3 text-sm text-on-success-soft">
          <p className="font-bold">
            {saved >= suggested
              ? `You saved ${saved}: at least the ${exercise.savePercent}% this exercise suggests.`
              : `You saved ${saved}. This exercise suggests about ${suggested} (${exercise.savePercent}%).`}
          </p>
          <p className="mt-1">{exercise.tip}</p>
        </div>
      )}
    </Form>
  );
}
