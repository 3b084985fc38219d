// A board's columns and tasks: listed a page at a time, made, renamed or edited, deleted, and moved
// (SPEC §4: each column stays numbered 0 to n-1, under the board's lock).
import type { Column, Task } from '../../../contract/board';
import { BOARD_LIMITS, DEFAULT_TAG_COLOR } from '../../../contract/board-rules';
import type { PageQuery } from '../../../contract/paging';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { HttpProblem, notFound } from '../../http/problems';
import type { Db } from '../../module';
import { recordProgress } from '../../progress/progress.repo';
import { holdForCare, itemsDeleted, noteEdit } from '../../social/safety.repo';
import { accessToBoard, accessToBoardOfColumn, memberIds } from './access';
import { writeOnBoard } from './board-write';
import { insertTask } from './new-board.repo';
import {
  type ColumnRow,
  type NewTask,
  type TaskRow,
  blockedByViewer,
  now,
  taskShownTo,
  taskText,
  toTask,
  viewerBlocked,
  viewerOnBoardOf,
} from './rows';
import { type ShownTitle, columnTitlesShown, writeTitle } from './titles.repo';

export const toColumn = (r: ColumnRow, viewId: number, title: ShownTitle): Column => ({
  id: r.id,
  ...title,
  order: r.position,
  projectId: viewId,
  done: Boolean(r.done),
});

// ---- Columns

/** Left to right, a page at a time (a board holds at most BOARD_LIMITS.columns: one page). */
export async function listColumns(db: Db, userId: number, ref: number, page: PageQuery): Promise<Page<Column> | undefined> {
  // Paged before the board is known, so that a bad cursor is a 400 at once; the board is picked after.
  const columns = keyset(
    db.selectFrom('board_columns').selectAll(),
    [
      { by: 'position', type: 'number', of: (r) => r.position },
      { by: 'id', type: 'number', of: (r) => r.id },
    ],
    page,
  );
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  const rows = await columns.query.where('project_id', '=', access.board.id).execute();
  const titleOf = await columnTitlesShown(db, userId, [access.board.id]);
  return columns.pageOf(rows, (r) => toColumn(r, access.viewId, titleOf(r.id)));
}

/** SPEC §9: a new column goes last (its order is the column count). */
export async function createColumn(db: Db, userId: number, ref: number, title: string, care = false): Promise<Column | undefined> {
  return writeOnBoard(db, userId, { ref }, async ({ trx, access, tellOthers }) => {
    const count = await countOf(trx, 'board_columns', 'project_id', access.board.id);
    if (count >= BOARD_LIMITS.columns) {
      throw new HttpProblem(409, `A board holds at most ${BOARD_LIMITS.columns} columns. Delete one to add another.`);
    }
    const row = await trx
      .insertInto('board_columns')
      .values({ project_id: access.board.id, title, position: count, done: 0, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const version = await writeTitle(trx, userId, access.board.id, row.id, title);
    if (care && version !== null) await holdForCare(trx, 'board-title', version, userId, title);
    await tellOthers();
    return toColumn(row, access.viewId, (await columnTitlesShown(trx, userId, [access.board.id]))(row.id));
  });
}

/**
 * Any member may rename a column: the title is a new version, theirs (issue 52). Words about hurting
 * oneself are held for the writer and the care team: the others go on reading the title before.
 */
export async function renameColumn(db: Db, userId: number, id: number, title: string, care = false): Promise<Column | undefined> {
  return writeOnBoard(db, userId, { table: 'board_columns', id }, async ({ trx, access, tellOthers }) => {
    const version = await writeTitle(trx, userId, access.board.id, id, title);
    if (version !== null) {
      if (care) await holdForCare(trx, 'board-title', version, userId, title);
      await tellOthers();
    }
    const row = await trx.selectFrom('board_columns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toColumn(row, access.viewId, (await columnTitlesShown(trx, userId, [access.board.id]))(id));
  });
}

/** Deletes a column with its tasks; the others close up. False when it is not on a board of the user's. */
export async function deleteColumn(db: Db, userId: number, id: number): Promise<boolean> {
  const done = await writeOnBoard(db, userId, { table: 'board_columns', id }, async ({ trx, access, tellOthers }) => {
    const column = await trx.selectFrom('board_columns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (column.done) throw new HttpProblem(409, 'This column holds the finished tasks, so it stays. You can rename it.');
    await itemsDeleted(trx, 'board-task', trx.selectFrom('board_tasks').select('id').where('column_id', '=', id));
    await itemsDeleted(trx, 'board-title', trx.selectFrom('board_titles').select('id').where('column_id', '=', id));
    await trx.deleteFrom('board_tasks').where('column_id', '=', id).execute();
    await trx.deleteFrom('board_titles').where('column_id', '=', id).execute();
    await trx.deleteFrom('board_columns').where('id', '=', id).execute();
    const rest = await trx
      .selectFrom('board_columns')
      .select(['id', 'position'])
      .where('project_id', '=', access.board.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    await renumber(trx, 'board_columns', rest);
    await tellOthers();
    return true;
  });
  return done === true;
}

// ---- Tasks

/** Tasks as one viewer reads them: the moderators' hidden ones left out, no writer named to someone who blocked them. */
export const tasksSeenBy = (db: Db, viewerId: number) =>
  db
    .selectFrom('board_tasks as t')
    .selectAll('t')
    .select(blockedByViewer(viewerId, 't.created_by').as('writer_blocked'))
    .where(taskShownTo(viewerId, 't'));

/** Top to bottom, a page at a time; undefined when the column is not on a board of the user's. */
export async function listTasks(db: Db, userId: number, columnId: number, page: PageQuery): Promise<Page<Task> | undefined> {
  const tasks = keyset(
    tasksSeenBy(db, userId).where('t.column_id', '=', columnId),
    [
      { by: 't.position', type: 'number', of: (r) => r.position },
      { by: 't.id', type: 'number', of: (r) => r.id },
    ],
    page,
  );
  if (!(await accessToBoardOfColumn(db, userId, columnId))) return undefined;
  return tasks.page(toTask);
}

/** Every task on a board, column by column (the columns' order, then each column's). */
export async function listBoardTasks(db: Db, userId: number, ref: number, page: PageQuery): Promise<Page<Task> | undefined> {
  // Paged before the board is known, so that a bad cursor is a 400 at once; the board is picked after.
  const tasks = keyset(
    tasksSeenBy(db, userId).innerJoin('board_columns as c', 'c.id', 't.column_id').select('c.position as column_position'),
    [
      { by: 'c.position', type: 'number', of: (r) => r.column_position },
      { by: 'c.id', type: 'number', of: (r) => r.column_id },
      { by: 't.position', type: 'number', of: (r) => r.position },
      { by: 't.id', type: 'number', of: (r) => r.id },
    ],
    page,
    { rowValue: true },
  );
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  return tasks.pageOf(await tasks.query.where('t.project_id', '=', access.board.id).execute(), toTask);
}

const fullColumn = () =>
  new HttpProblem(409, `A column holds at most ${BOARD_LIMITS.tasksPerColumn} tasks. Move some to another column or delete finished ones.`);

/** Who may be assigned a task: someone on the board. */
async function checkAssignee(trx: Db, boardId: number, assignedTo: number | null | undefined) {
  if (assignedTo === null || assignedTo === undefined) return;
  if (!(await memberIds(trx, boardId)).includes(assignedTo)) {
    throw new HttpProblem(400, 'Some fields need another look.', { assignedTo: 'Assign the task to a member of the board.' });
  }
}

/** SPEC §9: a new task goes last in its column (its order is the column's task count). */
export async function createTask(db: Db, userId: number, columnId: number, t: NewTask, care: boolean): Promise<Task | undefined> {
  return writeOnBoard(db, userId, { table: 'board_columns', id: columnId }, async ({ trx, access, tellOthers }) => {
    await checkAssignee(trx, access.board.id, t.assignedTo);
    const column = await trx.selectFrom('board_columns').selectAll().where('id', '=', columnId).executeTakeFirstOrThrow();
    const count = await countOf(trx, 'board_tasks', 'column_id', columnId);
    if (count >= BOARD_LIMITS.tasksPerColumn) throw fullColumn();
    const row = await insertTask(trx, userId, access.board.id, columnId, count, t, Boolean(column.done));
    if (care) await holdForCare(trx, 'board-task', row.id, userId, taskText(row));
    await tellOthers();
    return toTask(row);
  });
}

export type TaskPatch = Partial<NewTask>;

/** Edits a card (any member). A tag without a colour keeps its colour (or takes the default); no tag, no colour. */
export async function updateTask(db: Db, userId: number, id: number, patch: TaskPatch, care: boolean): Promise<Task | undefined> {
  return writeOnBoard(db, userId, { table: 'board_tasks', id }, async ({ trx, access, tellOthers }) => {
    await checkAssignee(trx, access.board.id, patch.assignedTo);
    // Under the board's lock: the read below and the write after it see no other write in between.
    const current = await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const tag = patch.tag === undefined ? current.tag : patch.tag;
    const tagColor = tag ? (patch.tagColor ?? current.tag_color ?? DEFAULT_TAG_COLOR) : null;
    const rewords =
      (patch.title !== undefined && patch.title !== current.title) ||
      (patch.description !== undefined && patch.description !== current.description) ||
      tag !== current.tag;
    const row = await trx
      .updateTable('board_tasks')
      .set({
        // A task's writer is whoever last wrote its words: reports and care reach them, not the one who began it.
        ...(rewords && { created_by: userId }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.dueDate !== undefined && { due_date: patch.dueDate }),
        ...(patch.assignedTo !== undefined && { assigned_to: patch.assignedTo }),
        tag,
        tag_color: tagColor,
        updated_at: now(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (rewords) {
      // The moderators' case (if any) keeps each version; a self-harm disclosure holds the task for its writer's care.
      await noteEdit(trx, 'board-task', id, taskText(row));
      if (care) await holdForCare(trx, 'board-task', id, userId, taskText(row));
    }
    await tellOthers();
    return taskSeenBy(trx, userId, row);
  });
}

/** A task just written, as the viewer reads it (no writer named to someone who blocked them). */
const taskSeenBy = async (db: Db, viewerId: number, row: TaskRow): Promise<Task> =>
  toTask({
    ...row,
    writer_blocked: await viewerBlocked(db, viewerId, row.created_by),
  });

/** Deletes a card (any member); the ones below it move up. False when it is not on a board of the user's. */
export async function deleteTask(db: Db, userId: number, id: number): Promise<boolean> {
  const done = await writeOnBoard(db, userId, { table: 'board_tasks', id }, async ({ trx, tellOthers }) => {
    const task = await trx.deleteFrom('board_tasks').where('id', '=', id).returning('column_id').executeTakeFirstOrThrow();
    await itemsDeleted(trx, 'board-task', [id]);
    await renumber(trx, 'board_tasks', await tasksOf(trx, task.column_id));
    await tellOthers();
    return true;
  });
  return done === true;
}

/**
 * SPEC §4: moves a task to `order` in `columnId` (past the end: last) and renumbers the source and
 * destination columns from 0, in one transaction, under the board's lock. Undefined when the task is
 * not on a board of the user's; a column of another board is a 404 too.
 */
export async function moveTask(db: Db, userId: number, id: number, to: { columnId: number; order: number }): Promise<Task | undefined> {
  return writeOnBoard(db, userId, { table: 'board_tasks', id }, async ({ trx, access, tellOthers }) => {
    const task = await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const destination = await trx
      .selectFrom('board_columns')
      .selectAll()
      .where('id', '=', to.columnId)
      .where('project_id', '=', access.board.id)
      .executeTakeFirst();
    if (!destination) throw notFound('column');

    const target = (await tasksOf(trx, to.columnId)).filter((t) => t.id !== id);
    if (to.columnId !== task.column_id && target.length >= BOARD_LIMITS.tasksPerColumn) throw fullColumn();
    const at = Math.min(to.order, target.length);
    target.splice(at, 0, { id, position: -1 });

    if (to.columnId !== task.column_id) {
      const source = await trx.selectFrom('board_columns').select('done').where('id', '=', task.column_id).executeTakeFirst();
      const entersDone = Boolean(destination.done) && !source?.done;
      await trx
        .updateTable('board_tasks')
        .set({
          column_id: to.columnId,
          position: at,
          updated_at: now(),
          ...(entersDone && { completed_at: now() }),
          ...(!destination.done && { completed_at: null }),
        })
        .where('id', '=', id)
        .execute();
      // Whoever finished it earns it, once per task.
      if (entersDone) await recordProgress(trx, userId, 'task-completed', id);
      await renumber(trx, 'board_tasks', await tasksOf(trx, task.column_id));
    }
    await renumber(trx, 'board_tasks', target);
    await tellOthers();
    return taskSeenBy(trx, userId, await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

/** A column's tasks in order, as renumbering needs them. */
function tasksOf(trx: Db, columnId: number) {
  return trx
    .selectFrom('board_tasks')
    .select(['id', 'position'])
    .where('column_id', '=', columnId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Gives rows in list order the positions 0 to n-1, writing only those that change. */
async function renumber(trx: Db, table: 'board_tasks' | 'board_columns', rows: readonly { id: number; position: number }[]) {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await trx.updateTable(table).set({ position }).where('id', '=', row.id).execute();
  }
}

async function countOf(
  trx: Db,
  table: 'board_tasks' | 'board_columns',
  column: 'project_id' | 'column_id',
  value: number,
): Promise<number> {
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(n); // PostgreSQL counts in bigint, which pg hands over as text.
}

/** A reported task (by its writer, while their account lasts), where the viewer is on its board; any, for a moderator. */
export async function findReportedTask(db: Db, id: number, viewerId: number | null) {
  let query = db.selectFrom('board_tasks as t').select(['t.created_by', 't.title', 't.description']).where('t.id', '=', id);
  if (viewerId !== null) {
    query = query.where(viewerOnBoardOf(viewerId, 't')).where(taskShownTo(viewerId, 't'));
  }
  const task = await query.executeTakeFirst();
  return task && task.created_by !== null ? { authorId: task.created_by, text: taskText(task) } : undefined;
}
