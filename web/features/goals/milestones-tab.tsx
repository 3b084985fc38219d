// SPEC §2 Milestones: in order, Add Milestone, a Complete button on the ones not done (one way), and
// SPEC's empty text. Beyond SPEC: edit, delete with Undo, and after a milestone is completed an offer
// to set the goal's progress to the share of milestones done and to write a reflection.
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Goal, Milestone } from '../../../contract/goals';
import { milestoneShare } from '../../../contract/goals-rules';
import { formatMediumDate } from '../../lib/format';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { Button } from '../../ui/button';
import { CloseButton } from '../../ui/close-button';
import { ItemMenu } from '../../ui/item-menu';
import { QueryView } from '../../ui/query-view';
import { milestonesQuery } from './queries';
import { useCompleteMilestone, useDeleteMilestone, useUpdateProgress } from './mutations';
import type { Open } from './goals-page';

export function MilestonesTab({ goal, onOpen }: { goal: Goal; onOpen(open: Open): void }) {
  const milestones = useInfiniteQuery(milestonesQuery(goal.id));
  const complete = useCompleteMilestone(goal.id);
  const remove = useDeleteMilestone(goal.id);
  const hidden = useHiddenByUndo();
  const [justDone, setJustDone] = useState<Milestone | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const all = milestones.data?.pages.flatMap((p) => p.items).filter((m) => !hidden.has(`milestone:${m.id}`));
  const list = { ...milestones, data: all };
  const done = all?.filter((m) => m.completed).length ?? 0;
  const total = all?.length ?? 0;

  return (
    <div className="grid gap-3">
      <Button ref={addButton} onClick={() => onOpen({ kind: 'milestone', goalId: goal.id, count: total })}>
        <Plus aria-hidden className="h-4 w-4" /> Add Milestone
      </Button>

      {justDone && (
        <NextSteps
          goal={goal}
          milestone={justDone}
          done={done}
          total={total}
          onReflect={() => onOpen({ kind: 'reflection', goalId: goal.id, prompt: `You finished "${justDone.title}". How did it go?` })}
          onClose={() => {
            // The panel (and the button that had focus) goes: focus moves to the tab's first action.
            addButton.current?.focus();
            setJustDone(null);
          }}
        />
      )}

      <QueryView query={list} what="milestones" empty="No milestones yet. Add steps to reach your goal!">
        {(items) => (
          <ol className="grid gap-2">
            {items.map((m, i) => (
              <li key={m.id} className="flex items-start gap-3 rounded-card border border-line bg-surface p-3">
                {m.completed ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-muted" />
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="break-words font-bold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {m.title}
                    {m.completed && <span className="sr-only"> (done)</span>}
                  </h3>
                  {m.description && <p className="mt-0.5 whitespace-pre-wrap break-words text-sm">{m.description}</p>}
                  <p className="mt-0.5 text-xs text-muted">
                    {m.completed && m.completedAt
                      ? `Done ${formatMediumDate(m.completedAt)}`
                      : m.dueDate
                        ? `Due ${formatMediumDate(m.dueDate)}`
                        : ''}
                  </p>
                  {!m.completed && (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="mt-2"
                      aria-label={`Complete ${m.title}`}
                      disabled={complete.isPending}
                      onClick={() => complete.mutate(m.id, { onSuccess: (saved) => setJustDone(saved) })}
                    >
                      <CheckCircle2 aria-hidden className="h-4 w-4" /> Complete
                    </Button>
                  )}
                </div>
                <ItemMenu
                  label={`Actions for ${m.title}`}
                  className="-mr-2 -mt-1"
                  items={[
                    { label: 'Edit', icon: Pencil, onSelect: () => onOpen({ kind: 'milestone', goalId: goal.id, milestone: m }) },
                    {
                      label: 'Delete',
                      icon: Trash2,
                      danger: true,
                      onSelect: () => {
                        if (justDone?.id === m.id) setJustDone(null);
                        deleteWithUndo({
                          key: `milestone:${m.id}`,
                          title: 'Milestone deleted',
                          description: m.title,
                          commit: () => remove(m.id),
                        });
                      },
                    },
                  ]}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {milestones.hasNextPage && (
        <Button variant="outline" disabled={milestones.isFetchingNextPage} onClick={() => void milestones.fetchNextPage()}>
          {milestones.isFetchingNextPage ? 'Loading...' : 'Show more milestones'}
        </Button>
      )}
    </div>
  );
}

/** After a milestone is done: set the goal's progress to the share done, or write a reflection. */
function NextSteps({
  goal,
  milestone,
  done,
  total,
  onReflect,
  onClose,
}: {
  goal: Goal;
  milestone: Milestone;
  done: number;
  total: number;
  onReflect(): void;
  onClose(): void;
}) {
  const update = useUpdateProgress();
  const share = milestoneShare(done, total);
  // The Complete button that had focus is gone: the panel's words take it, and are read out.
  const words = useRef<HTMLParagraphElement>(null);
  useEffect(() => words.current?.focus(), [milestone.id]);
  return (
    <div className="rounded-card border border-line bg-success-soft p-4 text-on-success-soft">
      <div className="flex items-start gap-2">
        <p ref={words} tabIndex={-1} className="min-w-0 flex-1 font-bold focus:outline-none">
          Nice work on “{milestone.title}”! {done} of {total} milestones done.
        </p>
        <CloseButton label="Dismiss" onClick={onClose} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {!goal.completed && share !== goal.progress && (
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: goal.id, progress: share }, { onSuccess: onClose })}
          >
            Set progress to {share}%
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onReflect}>
          Write a reflection
        </Button>
      </div>
    </div>
  );
}
