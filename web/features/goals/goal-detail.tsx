// SPEC §2: a goal's detail view: 'Back to All Goals', its card, and the Details, Milestones and
// Reflections tabs. Beyond SPEC: edit and delete (with Undo) from the card's menu.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Goal } from '../../../contract/goals';
import { parseProgress } from '../../../contract/goals-rules';
import { isApiError } from '../../lib/api';
import { useHiddenByUndo } from '../../lib/undo';
import { celebrate } from '../../lib/celebrate';
import { formatMediumDate } from '../../lib/format';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FieldMessage } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';
import { ItemMenu } from '../../ui/item-menu';
import { ProgressBar } from '../../ui/progress-bar';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { controlClass } from '../../ui/field';
import { goalQuery, goalsQuery, milestonesQuery } from './queries';
import { useCompleteGoal, useUpdateProgress } from './mutations';
import type { DetailTab, Open } from './goals-page';
import { CATEGORY_ICONS, CATEGORY_LABELS, PRIORITY_LABELS, PRIORITY_TINTS, daysRemainingText, deadlineText } from './labels';
import { MilestonesTab } from './milestones-tab';
import { CompletedTick } from './completed-tick';
import { ReflectionsTab } from './reflections-tab';

export interface GoalDetailProps {
  goalId: number;
  tab: DetailTab;
  onTab(tab: DetailTab): void;
  onBack(): void;
  onOpen(open: Open): void;
  onDelete(goal: Goal): void;
}

export function GoalDetail({ goalId, tab, onTab, onBack, onOpen, onDelete }: GoalDetailProps) {
  const client = useQueryClient();
  const goal = useQuery({
    ...goalQuery(goalId),
    // The list already holds it: draw it at once while the goal itself is read.
    placeholderData: () =>
      client
        .getQueryData(goalsQuery().queryKey)
        ?.pages.flatMap((p) => p.items)
        .find((g) => g.id === goalId),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = goal.data;
  // Opening a goal moves focus to its title, so a screen reader starts there (WCAG 2.4.3).
  const focused = useRef(false);
  useEffect(() => {
    if (shown && !focused.current) {
      focused.current = true;
      heading.current?.focus({ preventScroll: true });
    }
  }, [shown]);

  const back = (
    <Button variant="ghost" className="-ml-3" onClick={onBack}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back to All Goals
    </Button>
  );

  if (!shown) {
    const missing = goal.isError && isApiError(goal.error) && goal.error.status === 404;
    return (
      <>
        {back}
        <div className="mt-3">
          {goal.isPending ? (
            <Skeleton rows={2} className="h-32" label="Loading goal..." />
          ) : missing ? (
            <EmptyState>
              <p role="alert">This goal could not be found. It may have been deleted.</p>
            </EmptyState>
          ) : (
            <LoadFailed what="this goal" onRetry={() => void goal.refetch()} />
          )}
        </div>
      </>
    );
  }

  const Icon = CATEGORY_ICONS[shown.category];
  return (
    <>
      {back}
      <Card className="relative mt-2 overflow-hidden pl-5">
        <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: shown.color }} />
        <div className="flex items-start gap-2">
          <span
            aria-hidden
            className="grid h-11 w-11 shrink-0 place-items-center rounded-control text-white"
            style={{ backgroundColor: shown.color }}
          >
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 ref={heading} tabIndex={-1} className="break-words text-xl font-extrabold focus:outline-none">
              {shown.title}
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{CATEGORY_LABELS[shown.category]}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${PRIORITY_TINTS[shown.priority]}`}>
                {PRIORITY_LABELS[shown.priority]} priority
              </span>
              {shown.completed && <CompletedTick />}
            </div>
          </div>
          <ItemMenu
            label={`Actions for ${shown.title}`}
            className="-mr-2 -mt-1"
            items={[
              { label: 'Edit', icon: Pencil, onSelect: () => onOpen({ kind: 'goal', goal: shown }) },
              { label: 'Delete', icon: Trash2, danger: true, onSelect: () => onDelete(shown) },
            ]}
          />
        </div>
      </Card>

      <Tabs value={tab} onValueChange={(value) => onTab(value as DetailTab)} className="mt-4">
        <TabsList aria-label="Goal">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="milestones">Milestones</TabsTrigger>
          <TabsTrigger value="reflections">Reflections</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsTab goal={shown} onOpen={onOpen} />
        </TabsContent>
        <TabsContent value="milestones">
          <MilestonesTab goal={shown} onOpen={onOpen} />
        </TabsContent>
        <TabsContent value="reflections">
          <ReflectionsTab goal={shown} onOpen={onOpen} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function DetailsTab({ goal, onOpen }: { goal: Goal; onOpen(open: Open): void }) {
  const complete = useCompleteGoal();
  const client = useQueryClient();
  const hidden = useHiddenByUndo();
  // A milestone waiting to be deleted (Undo) no longer counts, as in the Milestones tab.
  const leaving =
    client
      .getQueryData(milestonesQuery(goal.id).queryKey)
      ?.pages.flatMap((p) => p.items)
      .filter((m) => hidden.has(`milestone:${m.id}`)) ?? [];
  const total = goal.milestoneCount - leaving.length;
  const done = goal.milestonesCompleted - leaving.filter((m) => m.completed).length;
  // Mark Complete's button gives way to the note, which takes focus (WCAG 2.4.3).
  const doneNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (goal.completed && complete.isSuccess) doneNote.current?.focus();
  }, [goal.completed, complete.isSuccess]);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Card>
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-bold">Progress</h3>
          <p className="text-2xl font-extrabold">{goal.progress}%</p>
        </div>
        <ProgressBar value={goal.progress} label="Goal progress" className="mt-2" barClassName="bg-goals-deep" />
        {total > 0 && (
          <p className="mt-2 text-sm text-muted">
            {done} of {total} milestones done
          </p>
        )}
        <ProgressForm goal={goal} />
        {goal.completed ? (
          <div
            ref={doneNote}
            tabIndex={-1}
            className="mt-4 rounded-control bg-success-soft p-3 text-sm text-on-success-soft focus:outline-none"
          >
            <p className="font-semibold">Completed{goal.completedAt ? ` on ${formatMediumDate(goal.completedAt)}` : ''}. Well done!</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => onOpen({ kind: 'reflection', goalId: goal.id, prompt: 'You reached your goal. What helped most?' })}
            >
              Write a reflection
            </Button>
          </div>
        ) : (
          <Button
            className="mt-4 w-full"
            disabled={complete.isPending}
            onClick={() => complete.mutate(goal.id, { onSuccess: (saved) => void (saved.completed && celebrate()) })}
          >
            {complete.isPending ? 'Completing...' : 'Mark Complete'}
          </Button>
        )}
      </Card>
      <Card>
        <h3 className="font-bold">Description</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm">
          {goal.description ?? <span className="text-muted">No description</span>}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">Deadline</dt>
            <dd className="font-semibold">{deadlineText(goal.deadline)}</dd>
          </div>
          <div>
            <dt className="text-muted">Days remaining</dt>
            <dd className="font-semibold">{goal.completed && goal.deadline ? 'Done' : daysRemainingText(goal.deadline)}</dd>
          </div>
          <div>
            <dt className="text-muted">Category</dt>
            <dd className="font-semibold">{CATEGORY_LABELS[goal.category]}</dd>
          </div>
          <div>
            <dt className="text-muted">Priority</dt>
            <dd className="font-semibold">{PRIORITY_LABELS[goal.priority]}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}

/** SPEC §2/§5: a whole number from 0 to 100, with Update; anything else is not sent. */
function ProgressForm({ goal }: { goal: Goal }) {
  const update = useUpdateProgress();
  const [text, setText] = useState(String(goal.progress));
  const form = useForm();
  // A failed save is said under the field too (by the server's words for it, or for the whole form).
  const error = form.errors.progress ?? form.errors.form;
  // A new value from the server (Mark Complete, a milestone's share) shows in the field.
  const [seen, setSeen] = useState(goal.progress);
  if (seen !== goal.progress) {
    setSeen(goal.progress);
    setText(String(goal.progress));
    form.setErrors({});
  }
  const input = useRef<HTMLInputElement>(null);

  function submit() {
    const progress = parseProgress(text);
    // SPEC §5: nothing is sent; the field says why, and takes focus so that it is heard.
    if (progress === null) {
      form.setErrors({ progress: 'Enter a whole number from 0 to 100.' });
      input.current?.focus();
      return;
    }
    form.setErrors({});
    form.save(() => update.mutateAsync({ id: goal.id, progress }));
  }

  return (
    <Form form={form} onSubmit={submit} className="mt-4">
      <label htmlFor="goal-progress" className="text-sm font-medium">
        Progress (%)
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={input}
          id="goal-progress"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) form.setErrors({});
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'goal-progress-error' : 'goal-progress-hint'}
          className={`${controlClass} min-w-0 flex-1`}
        />
        <SubmitButton variant="secondary" pendingLabel="Updating...">
          Update
        </SubmitButton>
      </div>
      <FieldMessage id="goal-progress" hint="A whole number from 0 to 100." error={error} />
    </Form>
  );
}
