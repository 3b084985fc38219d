import { describe, expect, it } from 'vitest';
import type { Task } from '../../../contract/board';
import { isNoMove, moveBetween, wholeIndex } from './move';

const task = (id: number, columnId: number, order: number): Task => ({
  id,
  title: `T${id}`,
  columnId,
  order,
  description: null,
  tag: null,
  tagColor: null,
  dueDate: null,
  assignedTo: null,
  createdBy: null,
});
const todo = [task(1, 10, 0), task(2, 10, 1), task(3, 10, 2)];
const doing = [task(4, 20, 0)];
const shape = (tasks: Task[]) => tasks.map((t) => [t.id, t.columnId, t.order]);

describe('moving a task on the board (SPEC §4)', () => {
  it('does nothing without a destination or at the same place', () => {
    expect(isNoMove({ columnId: 10, index: 1 }, null)).toBe(true);
    expect(isNoMove({ columnId: 10, index: 1 }, { columnId: 10, index: 1 })).toBe(true);
    expect(isNoMove({ columnId: 10, index: 1 }, { columnId: 10, index: 2 })).toBe(false);
    expect(isNoMove({ columnId: 10, index: 1 }, { columnId: 20, index: 1 })).toBe(false);
  });

  it('reorders within a column and renumbers from 0', () => {
    const { source, destination } = moveBetween(todo, todo, { columnId: 10, index: 0 }, { columnId: 10, index: 2 });
    expect(shape(source)).toEqual([
      [2, 10, 0],
      [3, 10, 1],
      [1, 10, 2],
    ]);
    expect(destination).toBe(source);
  });

  it('moves across columns to the destination index with the new columnId, renumbering both', () => {
    const { source, destination } = moveBetween(todo, doing, { columnId: 10, index: 1 }, { columnId: 20, index: 0 });
    expect(shape(source)).toEqual([
      [1, 10, 0],
      [3, 10, 1],
    ]);
    expect(shape(destination)).toEqual([
      [2, 20, 0],
      [4, 20, 1],
    ]);
  });

  it('puts a task last for an index past the end, and leaves the inputs alone', () => {
    const { destination } = moveBetween(todo, doing, { columnId: 10, index: 0 }, { columnId: 20, index: 9 });
    expect(shape(destination)).toEqual([
      [4, 20, 0],
      [1, 20, 1],
    ]);
    expect(shape(todo)).toEqual([
      [1, 10, 0],
      [2, 10, 1],
      [3, 10, 2],
    ]);
  });
});

describe('a place among the tasks on screen, in the whole list', () => {
  // 2 waits on Undo: on screen the column reads 1, 3.
  const shown = (t: Task) => t.id !== 2;
  it('goes just after the shown task above, or first', () => {
    expect(wholeIndex(todo, shown, 99, 0)).toBe(0);
    expect(wholeIndex(todo, shown, 99, 1)).toBe(1);
    expect(wholeIndex(todo, shown, 99, 2)).toBe(3);
    expect(wholeIndex(todo, shown, 99, 7)).toBe(3);
  });
  it('leaves the moving task out first', () => {
    // Moving 1 below 3, on screen: [3] then 1.
    expect(wholeIndex(todo, shown, 1, 1)).toBe(2);
    expect(wholeIndex(todo, shown, 3, 0)).toBe(0);
  });
});
