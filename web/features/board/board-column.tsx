// SPEC §2's column: its title and task-count badge, its cards (a drop target at least 200 px tall,
// SPEC §9), and its inline 'Add Task' form. A done column (Completed) is marked, and keeps its place.
import type { DroppableProvided, DroppableStateSnapshot } from '@hello-pangea/dnd';
import { useQuery } from '@tanstack/react-query';
import { Check, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { Column, Member, Task } from '../../../contract/board';
import { BOARD_LIMITS } from '../../../contract/board-rules';
import { unlessSample } from '../../lib/samples';
import { useHiddenByUndo } from '../../lib/undo';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';
import { Button } from '../../ui/button';
import { ItemMenu } from '../../ui/item-menu';
import { tasksQuery, useAddTask, useFirstTasksSettled } from './api';
import { DRAG_OVER, useDragParts } from './drag-parts';
import { InlineTitleForm } from './inline-title-form';
import { SAMPLE_TASKS } from './samples';
import { type TaskActions, TaskCard } from './task-card';
import { LoadFailed } from '../../ui/query-view';

export interface ColumnActions extends TaskActions {
  onRenameColumn(column: Column): void;
  /** Reports the column's title (its writer's words): offered when someone else wrote it. */
  onReportColumn(column: Column): void;
  /** `taskCount` is null while the column's tasks are not loaded. */
  onDeleteColumn(column: Column, taskCount: number | null): void;
  /** Adding on the samples: SPEC §8's 'No project selected'. */
  onSampleWrite(): void;
}

interface BoardColumnProps extends ColumnActions {
  column: Column;
  members: readonly Member[];
  /** The signed-in user's id. */
  me: number | undefined;
  /** Which tasks show ("Mine"); all of them when absent. Tasks waiting on Undo never show. */
  isShown?: (task: Task) => boolean;
  sample: boolean;
  reducedMotion: boolean;
}

/**
 * A column's tasks as the screen shows them: the samples' on the sample board, or the real ones less
 * any waiting on Undo. A real column whose tasks cannot be read says so (not samples: real and sample
 * data never mix).
 */
export function useColumnTasks(column: Column, sample: boolean, isShown?: (task: Task) => boolean) {
  const firstTasksSettled = useFirstTasksSettled();
  const query = useQuery({ ...tasksQuery(column.id), enabled: !sample && firstTasksSettled });
  const hidden = useHiddenByUndo();
  const tasks: Task[] | undefined = sample
    ? (SAMPLE_TASKS[column.id] ?? [])
    : query.data?.filter((t) => !hidden.has(`task:${t.id}`) && (isShown?.(t) ?? true));
  /** All of the column's tasks (a filter may hide some): what the count badge and a delete speak of. */
  const all = sample ? tasks : query.data?.filter((t) => !hidden.has(`task:${t.id}`));
  return { query, tasks, all };
}

/**
 * A column's width. Narrower below 360 px, so that a keyboard drag can show the next column wholly while
 * the one it leaves still shows an edge (the drag library moves a card only between columns in view).
 */
export const COLUMN_WIDTH = 'w-72 max-[359px]:w-64';

/**
 * Memoised: a board redraws a column only when its own props change (BoardPage keeps its actions' identity
 * with useStableActions), so a dialog opening over the board does not redraw every card.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  members,
  me,
  isShown,
  sample,
  reducedMotion,
  onRenameColumn,
  onReportColumn,
  onDeleteColumn,
  onSampleWrite,
  ...taskActions
}: BoardColumnProps) {
  const headingId = useId();
  const { query, tasks, all } = useColumnTasks(column, sample, isShown);
  const filtered = isShown !== undefined;
  const [adding, setAdding] = useState(false);
  const [addButtonRef, focusAddButton] = useFocusWhenShown<HTMLButtonElement>();
  const addTask = useAddTask(column.id);
  const parts = useDragParts();

  /** The column's list, a drop target once the drag library has come (drag-parts.ts); the same markup without. */
  const list = (provided?: DroppableProvided, snapshot?: DroppableStateSnapshot) => (
    <ul
      ref={provided?.innerRef}
      {...provided?.droppableProps}
      aria-label={`${column.title} tasks`}
      data-column-id={column.id}
      {...(snapshot?.isDraggingOver ? { [DRAG_OVER]: '' } : {})}
      className={`mt-3 flex min-h-50 flex-1 flex-col gap-2 rounded-control transition-ui ${snapshot?.isDraggingOver ? 'bg-board/10 outline-2 outline-dashed outline-board' : ''}`}
    >
      {tasks === undefined ? (
        query.isError ? (
          <li>
            <LoadFailed what="these tasks" onRetry={() => void query.refetch()} className="p-4" />
          </li>
        ) : (
          <li aria-hidden className="h-24 animate-pulse rounded-card bg-surface motion-reduce:animate-none" />
        )
      ) : (
        tasks.map((task, index) => (
          <TaskCard
            key={task.id}
            task={task}
            index={index}
            members={members}
            me={me}
            done={column.done}
            sample={sample}
            reducedMotion={reducedMotion}
            {...taskActions}
          />
        ))
      )}
      {tasks?.length === 0 && !snapshot?.isDraggingOver && (
        <li className="rounded-control border border-dashed border-line p-4 text-center text-sm text-muted">
          {filtered && all?.length ? 'Nothing here is assigned to you.' : 'No tasks here yet.'}
        </li>
      )}
      {provided?.placeholder}
    </ul>
  );

  return (
    <section aria-labelledby={headingId} className={`${COLUMN_WIDTH} flex shrink-0 flex-col rounded-card bg-surface-2 p-3`}>
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 break-words font-extrabold">
          {column.title}
          {column.done && <span className="sr-only"> (finished tasks)</span>}
        </h3>
        {column.done && <Check aria-hidden className="h-4 w-4 shrink-0 text-success" />}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-bold text-muted">
          {filtered && tasks ? `${tasks.length}/${all?.length ?? 0}` : (tasks?.length ?? '...')}
          <span className="sr-only">
            {filtered ? ` assigned to you, of ${all?.length ?? 0}` : ''}
            {(filtered ? all : tasks)?.length === 1 ? ' task' : ' tasks'}
          </span>
        </span>
        {!sample && (
          <ItemMenu
            label={`Actions for the ${column.title} column`}
            className="-my-2 -mr-2"
            items={[
              { label: 'Rename column', icon: Pencil, onSelect: () => onRenameColumn(column) },
              ...(column.done
                ? []
                : [{ label: 'Delete column', icon: Trash2, danger: true, onSelect: () => onDeleteColumn(column, all?.length ?? null) }]),
              ...(column.titleId !== null && me !== undefined && column.titleBy !== me
                ? [{ label: 'Report column title', icon: Flag, onSelect: () => onReportColumn(column) }]
                : []),
            ]}
          />
        )}
      </div>

      {parts ? (
        <parts.Droppable droppableId={String(column.id)} isDropDisabled={sample}>
          {list}
        </parts.Droppable>
      ) : (
        list()
      )}

      <div className="mt-3">
        {adding ? (
          <InlineTitleForm
            label={`Title of the new task in ${column.title}`}
            placeholder="Enter a task title..."
            submitLabel="Add Task"
            maxLength={BOARD_LIMITS.taskTitle}
            onSubmit={(title) =>
              unlessSample(
                sample,
                // SPEC §7: the order is the column's current task count.
                () => addTask.mutateAsync({ title, order: query.data?.length ?? 0 }),
                () => {
                  onSampleWrite();
                  return Promise.reject(new Error('samples'));
                },
              )
            }
            onClose={(refocus) => {
              if (refocus) focusAddButton();
              setAdding(false);
            }}
          />
        ) : (
          <Button ref={addButtonRef} variant="ghost" size="sm" className="w-full justify-start" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Add Task
          </Button>
        )}
      </div>
    </section>
  );
});
