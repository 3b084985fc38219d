// SPEC §2's task card: title, tag chip in its colour, description, 'Due' date and assignee avatar.
// The card is its own drag handle (mouse, touch, and keyboard: Space lifts it, the arrows move it,
// Space drops it, Escape cancels); its ⋮ menu, beside the handle rather than inside it, offers Edit,
// "Move to..." (for anyone who cannot drag, WCAG 2.5.7) and Delete, and on a shared board Report task
// and Block writer for a task someone else wrote (issue 36).
import { ArrowRightLeft, Ban, CalendarDays, Flag, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useId, useRef } from 'react';
import type { Member, Task } from '../../../contract/board';
import { localToday } from '../../../contract/money';
import { formatMonthDay } from '../../lib/format';
import { InitialAvatar } from '../../ui/avatar';
import { ItemMenu } from '../../ui/item-menu';
import { type DragWay, useDragCard } from './drag';
import { assigneeOf, tagTint } from './labels';

export interface TaskActions {
  onEdit(task: Task): void;
  onMoveTo(task: Task): void;
  onDelete(task: Task): void;
  onReport(task: Task): void;
  onBlockWriter(writer: Member): void;
}

interface TaskCardProps extends TaskActions {
  task: Task;
  members: readonly Member[];
  /** The signed-in user's id. */
  me: number | undefined;
  /** The column holds finished tasks: a passed due date is not overdue there. */
  done: boolean;
  /** Built-in samples: shown, not moved or edited. */
  sample: boolean;
  /** This card is being dragged: under the finger (here, its place), or by keyboard (here, lifted). */
  dragged: DragWay | null;
}

/** What a card shows (its title with `titleId`), on the board and under the finger while dragged. */
export function CardFace({
  task,
  members,
  done,
  sample,
  titleId,
}: Pick<TaskCardProps, 'task' | 'members' | 'done' | 'sample'> & { titleId?: string }) {
  const assignee = assigneeOf(task, members, sample);
  const overdue = !done && task.dueDate !== null && task.dueDate < localToday();
  return (
    <>
      <h4 id={titleId} className="break-words font-bold leading-snug">
        {task.title}
      </h4>
      {task.tag && (
        <span
          className={`mt-2 inline-flex max-w-full items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold ${tagTint(task.tagColor)}`}
        >
          <span aria-hidden className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: task.tagColor ?? undefined }} />
          <span className="truncate">{task.tag}</span>
        </span>
      )}
      {task.description && <p className="mt-2 line-clamp-3 break-words text-sm text-muted">{task.description}</p>}
      {(task.dueDate || assignee) && (
        <div className="mt-3 flex items-center justify-between gap-2 text-xs">
          {task.dueDate ? (
            <span className={`inline-flex items-center gap-1 font-semibold ${overdue ? 'text-danger' : 'text-muted'}`}>
              <CalendarDays aria-hidden className="h-3.5 w-3.5" />
              Due {formatMonthDay(task.dueDate)}
              {overdue && <span className="sr-only"> (overdue)</span>}
            </span>
          ) : (
            <span />
          )}
          {assignee && (
            <span className="inline-flex items-center">
              <InitialAvatar name={assignee.initial} color={assignee.color} size="sm" className="h-7 w-7 text-xs" />
              <span className="sr-only">Assigned to {assignee.name}</span>
            </span>
          )}
        </div>
      )}
    </>
  );
}

/** The card under the finger while it is dragged. */
export const CardOverlay = (props: Pick<TaskCardProps, 'task' | 'members' | 'done' | 'sample'>) => (
  <div className="cursor-grabbing rounded-card border border-board bg-surface p-3 pr-12 shadow-raised">
    <CardFace {...props} />
  </div>
);

/** Memoised: a drag redraws the cards whose props change (the one dragged), not every card of the board. */
export const TaskCard = memo(function TaskCard({
  task,
  members,
  me,
  done,
  sample,
  dragged,
  onEdit,
  onMoveTo,
  onDelete,
  onReport,
  onBlockWriter,
}: TaskCardProps) {
  const titleId = useId();
  // Someone else's words: a writer we know (null once they are gone, or a block stands between us).
  const othersTask = me !== undefined && task.createdBy !== me;
  const writer = othersTask ? members.find((m) => m.userId === task.createdBy) : undefined;
  const open = () => !sample && onEdit(task);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDragCard(task.id, sample);
  const handle = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    listeners?.onKeyDown?.(event);
    // Space belongs to the drag (lift and drop); Enter opens the card, as a button does.
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      open();
    }
  };
  // Lifted by keyboard and drawn in another column (a new card there): focus comes with it.
  useEffect(() => {
    if (dragged === 'keyboard' && document.activeElement !== handle.current) handle.current?.focus({ preventScroll: true });
  }, [dragged]);

  return (
    <li
      ref={setNodeRef}
      data-card={task.id}
      className={`relative rounded-card border bg-surface shadow-card ${
        dragged === 'pointer'
          ? 'border-dashed border-board opacity-40'
          : dragged === 'keyboard'
            ? 'border-board shadow-raised ring-2 ring-board'
            : 'border-line'
      }`}
    >
      <div
        {...(sample ? {} : attributes)}
        {...listeners}
        ref={(node) => {
          handle.current = node;
          setActivatorNodeRef(node);
        }}
        data-task-id={task.id}
        // A sample is only shown: not a button, and not a stop for the keyboard.
        role={sample ? undefined : 'button'}
        tabIndex={sample ? undefined : 0}
        // Named by its title: the tag, description and date read after it, as its content.
        aria-labelledby={sample ? undefined : titleId}
        aria-roledescription={sample ? undefined : 'draggable task'}
        aria-pressed={undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        className={`block touch-manipulation select-none rounded-card p-3 pr-12 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${sample ? '' : 'cursor-grab active:cursor-grabbing'}`}
      >
        <CardFace task={task} members={members} done={done} sample={sample} titleId={titleId} />
      </div>
      {!sample && (
        <ItemMenu
          label={`Actions for ${task.title}`}
          className="absolute right-0.5 top-0.5"
          items={[
            { label: 'Edit', icon: Pencil, onSelect: () => onEdit(task) },
            { label: 'Move to...', icon: ArrowRightLeft, onSelect: () => onMoveTo(task) },
            { label: 'Delete', icon: Trash2, danger: true, onSelect: () => onDelete(task) },
            ...(othersTask ? [{ label: 'Report task', icon: Flag, onSelect: () => onReport(task) }] : []),
            ...(writer ? [{ label: 'Block writer', icon: Ban, onSelect: () => onBlockWriter(writer) }] : []),
          ]}
        />
      )}
    </li>
  );
});
