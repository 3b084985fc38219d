// All SQL of Boost Board. A board is private: every query is scoped by the signed-in user's id, so
// another user's column or task behaves as missing (undefined, a 404 upstream). Every write that
// changes orders first locks the user's project row, so a user's board changes one at a time: two
// moves sent at once take turns, and each column stays numbered 0 to n-1 (SPEC §4).
// Each function takes the handle it runs in, which may be a transaction (operations compose).
import type { Kysely, Selectable } from 'kysely';
import type { Column, Member, Project, Task } from '../../../contract/board';
import { BOARD_LIMITS, DEFAULT_TAG_COLOR, PROJECT_ID, STARTER_COLUMNS, TAG_COLORS } from '../../../contract/board-rules';
import type { PageQuery } from '../../../contract/paging';
import type { BoardColumnsTable, BoardProjectsTable, BoardTasksTable, DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import { HttpProblem, notFound } from '../../http/problems';
import { recordProgress } from '../../progress/progress.repo';

type Db = Kysely<DB>;
type ProjectRow = Selectable<BoardProjectsTable>;
type ColumnRow = Selectable<BoardColumnsTable>;
type TaskRow = Selectable<BoardTasksTable>;

const now = () => new Date().toISOString();

const toColumn = (r: ColumnRow): Column => ({ id: r.id, title: r.title, order: r.position, projectId: PROJECT_ID, done: Boolean(r.done) });

const toTask = (r: TaskRow): Task => ({
  id: r.id,
  title: r.title,
  columnId: r.column_id,
  order: r.position,
  description: r.description,
  tag: r.tag,
  tagColor: r.tag_color,
  dueDate: r.due_date,
  assignedTo: r.assigned_to,
});

/** A task as a starter or sample card is written. */
export interface NewTask {
  title: string;
  description?: string | null;
  tag?: string | null;
  tagColor?: string | null;
  dueDate?: string | null;
  assignedTo?: number | null;
}

// ---- The project

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

/** Makes the user's board with its starter columns and tasks, unless it exists. Safe to run at once twice. */
export async function ensureProject(db: Db, userId: number): Promise<ProjectRow> {
  const existing = await db.selectFrom('board_projects').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing;
  return inTransaction(db, async (trx) => {
    // The unique user_id makes a second, simultaneous first use wait and then do nothing.
    const made = await trx
      .insertInto('board_projects')
      .values({ user_id: userId, title: 'My First Project', created_at: now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) {
      for (const [position, title] of STARTER_COLUMNS.entries()) {
        const column = await trx
          .insertInto('board_columns')
          .values({ project_id: made.id, user_id: userId, title, position, done: title === 'Completed' ? 1 : 0, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [order, task] of STARTER_TASKS[title].entries()) await insertTask(trx, userId, column.id, order, task, false);
      }
    }
    return trx.selectFrom('board_projects').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  });
}

/**
 * Locks the user's board for the rest of the transaction (PostgreSQL; SQLite runs one write at a
 * time anyway): a no-op UPDATE of the project row, made first when the account has none yet.
 */
async function lockBoard(trx: Db, userId: number): Promise<number> {
  const project = await ensureProject(trx, userId);
  await trx
    .updateTable('board_projects')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', project.id)
    .execute();
  return project.id;
}

async function membersOf(db: Db, userId: number): Promise<Member[]> {
  const owner = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'avatar_color'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return [{ id: owner.id, displayName: owner.display_name, avatarColor: owner.avatar_color }];
}

/** Who may be assigned a task: the board's members (today only its owner). */
function checkAssignee(userId: number, assignedTo: number | null | undefined) {
  if (assignedTo !== null && assignedTo !== undefined && assignedTo !== userId) {
    throw new HttpProblem(400, 'Some fields need another look.', { assignedTo: 'Assign the task to a member of the board.' });
  }
}

const toProject = async (db: Db, userId: number, row: ProjectRow): Promise<Project> => ({
  id: PROJECT_ID,
  title: row.title,
  createdBy: row.user_id,
  createdAt: row.created_at,
  members: await membersOf(db, userId),
});

export async function getProject(db: Db, userId: number): Promise<Project> {
  return toProject(db, userId, await ensureProject(db, userId));
}

export async function renameProject(db: Db, userId: number, title: string): Promise<Project> {
  const project = await ensureProject(db, userId);
  const row = await db.updateTable('board_projects').set({ title }).where('id', '=', project.id).returningAll().executeTakeFirstOrThrow();
  return toProject(db, userId, row);
}

// ---- Columns

/** Left to right, a page at a time (a board holds at most BOARD_LIMITS.columns: one page). */
export async function listColumns(db: Db, userId: number, { limit, cursor }: PageQuery): Promise<Page<Column>> {
  const after = decodeCursor(cursor, ['number', 'number']);
  await ensureProject(db, userId);
  let query = db.selectFrom('board_columns').selectAll().where('user_id', '=', userId);
  if (after) {
    const [position, id] = after;
    query = query.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('id', '>', id)])]));
  }
  const rows = await query
    .orderBy('position')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (r) => [r.position, r.id], toColumn);
}

/** SPEC §9: a new column goes last (its order is the column count). */
export async function createColumn(db: Db, userId: number, title: string): Promise<Column> {
  return inTransaction(db, async (trx) => {
    const projectId = await lockBoard(trx, userId);
    const count = await countOf(trx, 'board_columns', 'user_id', userId);
    if (count >= BOARD_LIMITS.columns) {
      throw new HttpProblem(409, `A board holds at most ${BOARD_LIMITS.columns} columns. Delete one to add another.`);
    }
    const row = await trx
      .insertInto('board_columns')
      .values({ project_id: projectId, user_id: userId, title, position: count, done: 0, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toColumn(row);
  });
}

async function columnById(db: Db, userId: number, id: number): Promise<ColumnRow | undefined> {
  return db.selectFrom('board_columns').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function renameColumn(db: Db, userId: number, id: number, title: string): Promise<Column | undefined> {
  const row = await db
    .updateTable('board_columns')
    .set({ title })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toColumn(row);
}

/** Deletes a column with its tasks; the others close up. False when it is not this user's. */
export async function deleteColumn(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockBoard(trx, userId);
    const column = await columnById(trx, userId, id);
    if (!column) return false;
    if (column.done) throw new HttpProblem(409, 'This column holds your finished tasks, so it stays. You can rename it.');
    await trx.deleteFrom('board_tasks').where('column_id', '=', id).where('user_id', '=', userId).execute();
    await trx.deleteFrom('board_columns').where('id', '=', id).execute();
    const rest = await trx
      .selectFrom('board_columns')
      .select(['id', 'position'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    await renumber(trx, 'board_columns', rest);
    return true;
  });
}

// ---- Tasks

/** Top to bottom, a page at a time; undefined when the column is not this user's. */
export async function listTasks(db: Db, userId: number, columnId: number, { limit, cursor }: PageQuery): Promise<Page<Task> | undefined> {
  const after = decodeCursor(cursor, ['number', 'number']);
  if (!(await columnById(db, userId, columnId))) return undefined;
  let query = db.selectFrom('board_tasks').selectAll().where('column_id', '=', columnId).where('user_id', '=', userId);
  if (after) {
    const [position, id] = after;
    query = query.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('id', '>', id)])]));
  }
  const rows = await query
    .orderBy('position')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (r) => [r.position, r.id], toTask);
}

/** Every task on the user's board, column by column (the columns' order, then each column's). */
export async function listBoardTasks(db: Db, userId: number, { limit, cursor }: PageQuery): Promise<Page<Task>> {
  const after = decodeCursor(cursor, ['number', 'number', 'number', 'number']);
  await ensureProject(db, userId);
  let query = db
    .selectFrom('board_tasks as t')
    .innerJoin('board_columns as c', 'c.id', 't.column_id')
    .selectAll('t')
    .select('c.position as column_position')
    .where('t.user_id', '=', userId)
    .where('c.user_id', '=', userId);
  if (after) {
    const [columnPosition, columnId, position, id] = after;
    query = query.where((eb) =>
      eb(eb.refTuple('c.position', 'c.id', 't.position', 't.id'), '>', eb.tuple(columnPosition, columnId, position, id)),
    );
  }
  const rows = await query
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('t.position')
    .orderBy('t.id')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (r) => [r.column_position, r.column_id, r.position, r.id], toTask);
}

/** A task made in the done column counts as completed (progress), as one moved into it does. */
async function insertTask(trx: Db, userId: number, columnId: number, position: number, t: NewTask, done: boolean) {
  const tag = t.tag ?? null;
  const row = await trx
    .insertInto('board_tasks')
    .values({
      column_id: columnId,
      user_id: userId,
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

const fullColumn = () =>
  new HttpProblem(409, `A column holds at most ${BOARD_LIMITS.tasksPerColumn} tasks. Move some to another column or delete finished ones.`);

/** SPEC §9: a new task goes last in its column (its order is the column's task count). */
export async function createTask(db: Db, userId: number, columnId: number, t: NewTask): Promise<Task | undefined> {
  checkAssignee(userId, t.assignedTo);
  return inTransaction(db, async (trx) => {
    await lockBoard(trx, userId);
    const column = await columnById(trx, userId, columnId);
    if (!column) return undefined;
    const count = await countOf(trx, 'board_tasks', 'column_id', columnId);
    if (count >= BOARD_LIMITS.tasksPerColumn) throw fullColumn();
    return toTask(await insertTask(trx, userId, columnId, count, t, Boolean(column.done)));
  });
}

export type TaskPatch = Partial<NewTask>;

/** Edits a card. A tag without a colour keeps its colour (or takes the default); no tag, no colour. */
export async function updateTask(db: Db, userId: number, id: number, patch: TaskPatch): Promise<Task | undefined> {
  checkAssignee(userId, patch.assignedTo);
  return inTransaction(db, async (trx) => {
    // Under the board's lock: the read below and the write after it see no other write in between.
    await lockBoard(trx, userId);
    const current = await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!current) return undefined;
    const tag = patch.tag === undefined ? current.tag : patch.tag;
    const tagColor = tag ? (patch.tagColor ?? current.tag_color ?? DEFAULT_TAG_COLOR) : null;
    const row = await trx
      .updateTable('board_tasks')
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.dueDate !== undefined && { due_date: patch.dueDate }),
        ...(patch.assignedTo !== undefined && { assigned_to: patch.assignedTo }),
        tag,
        tag_color: tagColor,
        updated_at: now(),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row && toTask(row);
  });
}

/** Deletes a card; the ones below it move up. False when it is not this user's. */
export async function deleteTask(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockBoard(trx, userId);
    const task = await trx
      .deleteFrom('board_tasks')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('column_id')
      .executeTakeFirst();
    if (!task) return false;
    await renumber(trx, 'board_tasks', await tasksOf(trx, task.column_id));
    return true;
  });
}

/**
 * SPEC §4: moves a task to `order` in `columnId` (past the end: last) and renumbers the source and
 * destination columns from 0, in one transaction. Undefined when the task is not this user's; a
 * column that is not theirs is a 404 too.
 */
export async function moveTask(db: Db, userId: number, id: number, to: { columnId: number; order: number }): Promise<Task | undefined> {
  return inTransaction(db, async (trx) => {
    await lockBoard(trx, userId);
    const task = await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!task) return undefined;
    const destination = await columnById(trx, userId, to.columnId);
    if (!destination) throw notFound('column');

    const target = (await tasksOf(trx, to.columnId)).filter((t) => t.id !== id);
    if (to.columnId !== task.column_id && target.length >= BOARD_LIMITS.tasksPerColumn) throw fullColumn();
    const at = Math.min(to.order, target.length);
    target.splice(at, 0, { id, position: -1 });

    if (to.columnId !== task.column_id) {
      const source = await columnById(trx, userId, task.column_id);
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
      if (entersDone) await recordProgress(trx, userId, 'task-completed', id);
      await renumber(trx, 'board_tasks', await tasksOf(trx, task.column_id));
    }
    await renumber(trx, 'board_tasks', target);
    const row = await trx.selectFrom('board_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toTask(row);
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

async function countOf(trx: Db, table: 'board_tasks' | 'board_columns', column: 'user_id' | 'column_id', value: number): Promise<number> {
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(n); // PostgreSQL counts in bigint, which pg hands over as text.
}

// ---- The demo account's board, and one user's data for the export and for deleting the account

/** Replaces the starter tasks with a project under way (the demo account's board). */
export async function seedDemoBoard(
  trx: Db,
  userId: number,
  title: string,
  tasks: Record<string, (NewTask & { assignedToOwner?: boolean })[]>,
) {
  const projectId = await lockBoard(trx, userId);
  await trx.updateTable('board_projects').set({ title }).where('id', '=', projectId).execute();
  await trx.deleteFrom('board_tasks').where('user_id', '=', userId).execute();
  const columns = await trx.selectFrom('board_columns').selectAll().where('user_id', '=', userId).orderBy('position').execute();
  for (const column of columns) {
    for (const [order, { assignedToOwner, ...task }] of (tasks[column.title] ?? []).entries()) {
      await insertTask(trx, userId, column.id, order, { ...task, assignedTo: assignedToOwner ? userId : null }, Boolean(column.done));
    }
  }
}

export async function exportUserData(db: Db, userId: number) {
  const [project, columns, tasks] = await Promise.all([
    db.selectFrom('board_projects').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('board_columns').selectAll().where('user_id', '=', userId).orderBy('position').execute(),
    db.selectFrom('board_tasks').selectAll().where('user_id', '=', userId).orderBy('column_id').orderBy('position').execute(),
  ]);
  return {
    project: project ? { id: PROJECT_ID, title: project.title, createdBy: project.user_id, createdAt: project.created_at } : null,
    columns: columns.map(toColumn),
    tasks: tasks.map(toTask),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  // The board's lock first, in the same order as every write, so a move at the same moment waits.
  await trx
    .updateTable('board_projects')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('board_tasks').where('user_id', '=', userId).execute();
  await trx.deleteFrom('board_columns').where('user_id', '=', userId).execute();
  await trx.deleteFrom('board_projects').where('user_id', '=', userId).execute();
}
