// Boards as they are made: each user's first board (their 1, with the starter tasks), another board of
// theirs, the demo account's board, and a task's row as it is first written. A user's boards are made
// one at a time, under the lock of their own row.
import { DEFAULT_TAG_COLOR, STARTER_COLUMNS, TAG_COLORS } from '../../../contract/board-rules';
import { lockRows } from '../../db/lock';
import { inTransaction } from '../../db/transaction';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../module';
import { recordProgress } from '../../progress/progress.repo';
import { type BoardRow, type NewTask, now } from './rows';
import { writeTitle } from './titles.repo';

/** The starter board of a new account (issue 12): SPEC's three columns and a few tasks, none done. */
const STARTER_TASKS: Record<(typeof STARTER_COLUMNS)[number], NewTask[]> = {
  'To Do': [
    {
      title: 'Move me to In Progress',
      description: 'Drag this card, or open its menu and choose Move to...',
      tag: 'Tip',
      tagColor: TAG_COLORS.purple,
    },
    {
      title: 'Add your first task',
      description: 'Press Add Task under a column and give it a title.',
      tag: 'Start',
      tagColor: TAG_COLORS.green,
    },
  ],
  'In Progress': [
    {
      title: 'Make this board yours',
      description: 'Rename the project from the menu at the top, or add a column for your own steps.',
      tag: 'Tip',
      tagColor: TAG_COLORS.purple,
    },
  ],
  Completed: [],
};

/** The id of the oldest board the user owns: their "1". */
export async function firstBoardId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('board_projects').select('id').where('owner_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
}

/** Makes a board owned by the user, with SPEC's columns (and the starter tasks when `starter`). */
export async function makeBoard(trx: Db, userId: number, title: string, starter: boolean): Promise<BoardRow> {
  const at = now();
  const board = await trx
    .insertInto('board_projects')
    .values({ owner_id: userId, title, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('board_members').values({ project_id: board.id, user_id: userId, joined_at: at }).execute();
  // Its name and SPEC's column titles are the maker's first versions of them.
  await trx
    .insertInto('board_titles')
    .values({ project_id: board.id, column_id: null, title, written_by: userId, written_at: at })
    .execute();
  for (const [position, columnTitle] of STARTER_COLUMNS.entries()) {
    const column = await trx
      .insertInto('board_columns')
      .values({ project_id: board.id, title: columnTitle, position, done: columnTitle === 'Completed' ? 1 : 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('board_titles')
      .values({ project_id: board.id, column_id: column.id, title: columnTitle, written_by: userId, written_at: at })
      .execute();
    if (starter) {
      for (const [order, task] of STARTER_TASKS[columnTitle].entries())
        await insertTask(trx, userId, board.id, column.id, order, task, false);
    }
  }
  return board;
}

/** A task made in the done column counts as completed (progress, for its writer), as one moved into it does. */
export async function insertTask(trx: Db, userId: number, boardId: number, columnId: number, position: number, t: NewTask, done: boolean) {
  const tag = t.tag ?? null;
  const row = await trx
    .insertInto('board_tasks')
    .values({
      project_id: boardId,
      column_id: columnId,
      created_by: userId,
      title: t.title,
      description: t.description ?? null,
      tag,
      tag_color: tag ? (t.tagColor ?? DEFAULT_TAG_COLOR) : null,
      due_date: t.dueDate ?? null,
      assigned_to: t.assignedTo ?? null,
      position,
      created_at: now(),
      completed_at: done ? now() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (done) await recordProgress(trx, userId, 'task-completed', row.id);
  return row;
}

/**
 * Waits for, and holds until the transaction ends, the user's own row: their boards are made, counted and
 * handed on one at a time, and never while the account is being deleted. False when the account is gone
 * (deleted by a request that finished first).
 */
export async function lockUser(trx: Db, userId: number): Promise<boolean> {
  const { numUpdatedRows } = await lockRows(trx, 'users').where('id', '=', userId).executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

/** Locks the user's own row for a write of theirs: a 401 when their account went meanwhile. */
export async function lockSelf(trx: Db, userId: number): Promise<void> {
  if (!(await lockUser(trx, userId))) throw new HttpProblem(401, 'Your account is no longer here.');
}

/**
 * The user's own first board, made with the starter tasks when they own none (a new account, one older
 * than Boost Board, or one that handed its boards on). Safe to run at once twice.
 */
export async function ensureProject(db: Db, userId: number): Promise<BoardRow> {
  const id = await firstBoardId(db, userId);
  if (id !== undefined) return db.selectFrom('board_projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return inTransaction(db, async (trx) => {
    await lockSelf(trx, userId);
    const again = await firstBoardId(trx, userId);
    if (again !== undefined) return trx.selectFrom('board_projects').selectAll().where('id', '=', again).executeTakeFirstOrThrow();
    return makeBoard(trx, userId, 'My First Project', true);
  });
}

/** Replaces the starter tasks of the user's first board with a project under way (the demo account's board). */
export async function seedDemoBoard(
  trx: Db,
  userId: number,
  title: string,
  tasks: Record<string, (NewTask & { assignedToOwner?: boolean })[]>,
) {
  const board = await ensureProject(trx, userId);
  await writeTitle(trx, userId, board.id, null, title);
  await trx.deleteFrom('board_tasks').where('project_id', '=', board.id).execute();
  const columns = await trx.selectFrom('board_columns').selectAll().where('project_id', '=', board.id).orderBy('position').execute();
  for (const column of columns) {
    for (const [order, { assignedToOwner, ...task }] of (tasks[column.title] ?? []).entries()) {
      await insertTask(
        trx,
        userId,
        board.id,
        column.id,
        order,
        { ...task, assignedTo: assignedToOwner ? userId : null },
        Boolean(column.done),
      );
    }
  }
}
