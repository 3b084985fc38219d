// SPEC §2 Goal Setter: the list of goals with its counts, and a goal's details in three tabs (Details,
// Milestones, Reflections). The open goal and tab live in the URL (?goal=12&tab=milestones), so a
// reload, a link or the browser's Back button lands where the person was.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Goal, Milestone, Reflection } from '../../../contract/goals';
import { daysLeft, localToday } from '../../../contract/money';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { QueryView } from '../../ui/query-view';
import { countsQuery, goalsQuery } from './queries';
import { useDeleteGoal } from './mutations';
import { CATEGORY_ICONS, CATEGORY_LABELS, PRIORITY_LABELS, PRIORITY_TINTS, daysRemainingText } from './labels';
import { CompletedTick } from './completed-tick';
import { GoalDialog, MilestoneDialog, ReflectionDialog } from './goal-dialogs';
import { GoalDetail } from './goal-detail';

/** What is open over the screen. */
export type Open =
  | { kind: 'goal'; goal?: Goal }
  | { kind: 'milestone'; goalId: number; milestone?: Milestone; count?: number }
  | { kind: 'reflection'; goalId: number; reflection?: Reflection; prompt?: string }
  | null;

const TABS = ['details', 'milestones', 'reflections'] as const;
export type DetailTab = (typeof TABS)[number];

const goalHref = (id: number, tab: DetailTab = 'details') =>
  tab === 'details' ? `/goal-setter?goal=${id}` : `/goal-setter?goal=${id}&tab=${tab}`;

export default function GoalsPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const goalId = Number(search.get('goal'));
  const askedTab = search.get('tab');
  const tab: DetailTab = TABS.includes(askedTab as DetailTab) ? (askedTab as DetailTab) : 'details';
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // One identity, so that opening New Goal draws the dialog and not the list behind it (GoalList is memoised).
  const newGoal = useCallback(() => setOpen({ kind: 'goal' }), []);
  const remove = useDeleteGoal();

  const deleteGoal = (goal: Goal) => {
    navigate('/goal-setter', { replace: true });
    deleteWithUndo({
      key: `goal:${goal.id}`,
      title: 'Goal deleted',
      description: goal.title,
      commit: () => remove(goal.id),
      // Back to the goal, whose title then takes focus.
      onUndo: () => navigate(goalHref(goal.id), { replace: true }),
    });
  };

  return (
    <>
      {Number.isInteger(goalId) && goalId > 0 ? (
        <GoalDetail
          key={goalId}
          goalId={goalId}
          tab={tab}
          onTab={(t) => navigate(goalHref(goalId, t), { replace: true })}
          onBack={() => navigate('/goal-setter')}
          onOpen={setOpen}
          onDelete={deleteGoal}
        />
      ) : (
        <GoalList onNew={newGoal} />
      )}

      {open?.kind === 'goal' && <GoalDialog goal={open.goal} onClose={close} onCreated={(goal) => navigate(goalHref(goal.id))} />}
      {open?.kind === 'milestone' && <MilestoneDialog goalId={open.goalId} milestone={open.milestone} count={open.count} onClose={close} />}
      {open?.kind === 'reflection' && (
        <ReflectionDialog goalId={open.goalId} reflection={open.reflection} prompt={open.prompt} onClose={close} />
      )}
    </>
  );
}

/** Memoised: opening a dialog (the screen's state) does not draw the list and its cards again. */
const GoalList = memo(function GoalList({ onNew }: { onNew(): void }) {
  const goals = useInfiniteQuery(goalsQuery());
  const counts = useQuery(countsQuery());
  const hidden = useHiddenByUndo();
  const all = goals.data?.pages.flatMap((p) => p.items);
  // A goal waiting to be deleted (Undo) has left the list, and its counts.
  const leaving = all?.filter((g) => hidden.has(`goal:${g.id}`)) ?? [];
  const list = { ...goals, data: all?.filter((g) => !hidden.has(`goal:${g.id}`)) };
  const figure = (n: number | undefined) => (n === undefined ? (counts.isError ? '–' : '...') : String(n));
  const completed = counts.data && counts.data.completed - leaving.filter((g) => g.completed).length;
  // Active means not completed yet (SPEC §2 counts every goal; docs/spec-differences.md says why not).
  const active = counts.data && completed !== undefined ? counts.data.total - leaving.length - completed : undefined;

  return (
    <>
      <Card className="bg-linear-to-br from-goals to-goals-deep text-on-app">
        <p className="text-xl font-extrabold">Dream it, plan it, do it</p>
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <div className="min-w-0 rounded-control bg-goals-deep/60 p-3">
            <dt className="text-sm">Active Goals</dt>
            <dd className="text-2xl font-extrabold">{figure(active)}</dd>
          </div>
          <div className="min-w-0 rounded-control bg-goals-deep/60 p-3">
            <dt className="text-sm">Completed</dt>
            <dd className="text-2xl font-extrabold">{figure(completed)}</dd>
          </div>
        </dl>
      </Card>

      <div className="mt-5 flex items-center justify-between gap-3">
        <h2 className="text-xl font-extrabold">Your Goals</h2>
        {list.data && list.data.length > 0 && (
          <Button onClick={onNew}>
            <Plus aria-hidden className="h-4 w-4" /> New Goal
          </Button>
        )}
      </div>

      <div className="mt-3">
        <QueryView
          query={list}
          what="goals"
          skeleton={{ rows: 3, className: 'h-32' }}
          empty={
            <div className="grid justify-items-center gap-3">
              <p>No goals yet. What do you want to achieve?</p>
              <Button onClick={onNew}>
                <Plus aria-hidden className="h-4 w-4" /> Create Your First Goal
              </Button>
            </div>
          }
        >
          {(items) => (
            <ul className="grid gap-3 lg:grid-cols-2">
              {items.map((g) => (
                <li key={g.id}>
                  <GoalCard goal={g} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        {goals.hasNextPage && (
          <Button variant="outline" className="mt-3 w-full" disabled={goals.isFetchingNextPage} onClick={() => void goals.fetchNextPage()}>
            {goals.isFetchingNextPage ? 'Loading...' : 'Show more goals'}
          </Button>
        )}
      </div>
    </>
  );
});

/** SPEC §2's goal card: colour bar, title, completed tick, category, priority badge, progress bar and percent. */
function GoalCard({ goal }: { goal: Goal }) {
  const Icon = CATEGORY_ICONS[goal.category];
  // A passed deadline stands out in the list (its words say so too).
  const overdue = !goal.completed && goal.deadline !== null && daysLeft(goal.deadline, localToday()) < 0;
  return (
    <Link
      href={goalHref(goal.id)}
      className="relative block h-full overflow-hidden rounded-card border border-line bg-surface p-4 pl-5 shadow-card transition-ui hover:border-goals focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: goal.color }} />
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 break-words font-bold">{goal.title}</h3>
        {goal.completed && <CompletedTick />}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Icon aria-hidden className="h-4 w-4" />
          {CATEGORY_LABELS[goal.category]}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${PRIORITY_TINTS[goal.priority]}`}>
          <span className="sr-only">Priority: </span>
          {PRIORITY_LABELS[goal.priority]}
        </span>
      </div>
      <ProgressBar value={goal.progress} label={`${goal.title} progress`} className="mt-3" barClassName="bg-goals-deep" />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 text-sm">
        <span className="font-semibold">{goal.progress}%</span>
        <span className={overdue ? 'font-semibold text-danger' : 'text-muted'}>
          {[
            !goal.completed && daysRemainingText(goal.deadline),
            goal.milestoneCount > 0 && `${goal.milestonesCompleted}/${goal.milestoneCount} milestones`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </Link>
  );
}
