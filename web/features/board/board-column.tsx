// SPEC §2's column: its title and task-count badge, its cards (at least 200 px tall, SPEC §9), and its
// inline 'Add Task' form. The whole column is a place to drop a card (./drag.tsx). A done column
// (Completed) is marked, and keeps its place.
import { Check, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { Column, Member, Task } from '../../../contract/board';
import { BOARD_LIMITS } from '../../../contract/board-rules';
import { unlessSample } from '../../lib/samples';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';
import { Button } from '../../ui/button';
import { ItemMenu } from '../../ui/item-menu';
import { useAddTask } from './mutations';
import { type DragWay, useDropColumn } from './drag';
import { InlineTitleForm } from './inline-title-form';
import { type TaskActions, TaskCard } from './task-card';

export interface ColumnActions extends TaskActions {
  onRenameColumn(column: Column): void;
  /** Reports the column's title (its writer's words): offered when someone else wrote it. */
  onReportColumn(column: Column): void;
  onDeleteColumn(column: Column, taskCount: number): void;
  /** Adding on the samples: SPEC §8's 'No project selected'. */
  onSampleWrite(): void;
}

interface BoardColumnProps extends ColumnActions {
  boardId: number;
  column: Column;
  /** Its tasks as shown: the samples', or the real ones less any waiting on Undo and, with "Mine", others'. */
  tasks: readonly Task[];
  /** How many tasks it holds (less any waiting on Undo), when "Mine" shows fewer; undefined otherwise. */
  of: number | undefined;
  members: readonly Member[];
  /** The signed-in user's id. */
  me: number | undefined;
  sample: boolean;
  /** The card being dragged, when it is in this column. */
  dragged: { taskId: number; way: DragWay } | null;
}

/**
 * A column's width. Narrower below 360 px, so that a keyboard drag can show the next column wholly while
 * the one it leaves still shows an edge.
 */
export const COLUMN_WIDTH = 'w-72 max-[359px]:w-64';

/**
 * Memoised: a board redraws a column only when its own props change (BoardPage keeps its actions' identity
 * with useStableActions), so a dialog opening over the board, or a card dragged elsewhere, does not redraw it.
 */
export const BoardColumn = memo(function BoardColumn({
  boardId,
  column,
  tasks,
  of,
  members,
  me,
  sample,
  dragged,
  onRenameColumn,
  onReportColumn,
  onDeleteColumn,
  onSampleWrite,
  ...taskActions
}: BoardColumnProps) {
  const headingId = useId();
  const filtered = of !== undefined;
  const [adding, setAdding] = useState(false);
  const [addButtonRef, focusAddButton] = useFocusWhenShown<HTMLButtonElement>();
  const addTask = useAddTask(boardId, column.id);
  const { setNodeRef, isOver } = useDropColumn(column.id, sample);
  const all = of ?? tasks.length;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`${COLUMN_WIDTH} flex shrink-0 flex-col rounded-card bg-surface-2 p-3 transition-ui ${isOver ? 'outline-2 outline-dashed outline-board' : ''}`}
    >
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 break-words font-extrabold">
          {column.title}
          {column.done && <span className="sr-only"> (finished tasks)</span>}
        </h3>
        {column.done && <Check aria-hidden className="h-4 w-4 shrink-0 text-success" />}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-bold text-muted">
          {filtered ? `${tasks.length}/${all}` : tasks.length}
          <span className="sr-only">
            {filtered ? ` assigned to you, of ${all}` : ''}
            {all === 1 ? ' task' : ' tasks'}
          </span>
        </span>
        {!sample && (
          <ItemMenu
            label={`Actions for the ${column.title} column`}
            className="-my-2 -mr-2"
            items={[
              { label: 'Rename column', icon: Pencil, onSelect: () => onRenameColumn(column) },
              ...(column.done ? [] : [{ label: 'Delete column', icon: Trash2, danger: true, onSelect: () => onDeleteColumn(column, all) }]),
              ...(column.titleId !== null && me !== undefined && column.titleBy !== me
                ? [{ label: 'Report column title', icon: Flag, onSelect: () => onReportColumn(column) }]
                : []),
            ]}
          />
        )}
      </div>

      <ul
        aria-label={`${column.title} tasks`}
        data-column-id={column.id}
        className={`mt-3 flex min-h-50 flex-1 flex-col gap-2 rounded-control transition-ui ${isOver ? 'bg-board/10' : ''}`}
      >
        {tasks.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            members={members}
            me={me}
            done={column.done}
            sample={sample}
            dragged={dragged?.taskId === task.id ? dragged.way : null}
            {...taskActions}
          />
        ))}
        {tasks.length === 0 && (
          <li className="rounded-control border border-dashed border-line p-4 text-center text-sm text-muted">
            {filtered && all > 0 ? 'Nothing here is assigned to you.' : 'No tasks here yet.'}
          </li>
        )}
      </ul>

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
                () => addTask.mutateAsync({ title, order: all }),
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
