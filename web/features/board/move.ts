// SPEC §4's board move, on the client: where a task lands and every order renumbered from 0. Pure, so
// the drag, the keyboard and the "Move to..." dialog all move the same way, and a unit test checks it.
import type { Task } from '../../../contract/board';

export interface Place {
  columnId: number;
  /** The index in the column's list, 0 at the top. */
  index: number;
}

/** Orders 0 to n-1, in list order. */
export const renumbered = (tasks: readonly Task[]): Task[] =>
  tasks.map((task, order) => (task.order === order ? task : { ...task, order }));

/** SPEC §4: no destination, or the same column and index, does nothing. */
export const isNoMove = (from: Place, to: Place | null | undefined): boolean =>
  !to || (to.columnId === from.columnId && to.index === from.index);

/**
 * The source and destination lists after moving the task at `from` to `to`: within a column the
 * tasks are reordered; across columns the task leaves the source, is inserted at the destination
 * index (past the end: last) and takes the new columnId. Both lists are renumbered from 0.
 */
export function moveBetween(
  source: readonly Task[],
  destination: readonly Task[],
  from: Place,
  to: Place,
): { source: Task[]; destination: Task[] } {
  const moving = source[from.index];
  if (!moving) return { source: [...source], destination: [...destination] };
  if (from.columnId === to.columnId) {
    const list = source.filter((_, i) => i !== from.index);
    list.splice(Math.min(to.index, list.length), 0, moving);
    const same = renumbered(list);
    return { source: same, destination: same };
  }
  const rest = source.filter((_, i) => i !== from.index);
  const into = [...destination];
  into.splice(Math.min(to.index, into.length), 0, { ...moving, columnId: to.columnId });
  return { source: renumbered(rest), destination: renumbered(into) };
}

/**
 * A place chosen among the tasks on screen, as an index of the whole list (some tasks may be in the
 * list but not on screen: waiting on Undo). The task goes just after the shown task above the place,
 * or first; `movingId` is left out of the list first, as a drop's index means.
 */
export function wholeIndex(list: readonly Task[], isShown: (task: Task) => boolean, movingId: number, shownIndex: number): number {
  const all = list.filter((t) => t.id !== movingId);
  const shown = all.filter(isShown);
  const above = shownIndex > 0 ? shown[Math.min(shownIndex, shown.length) - 1] : undefined;
  return above ? all.indexOf(above) + 1 : 0;
}
