// All SQL of Boost Board. A board has an owner and members (issue 36); its columns and tasks are the
// board's. Every read and write goes through the board: a member reaches it, anyone else finds it
// missing (undefined here, a 404 upstream). /api/projects/1 is each user's own first board (the oldest
// they own), and every answer names that board 1 to them. Every write that changes a board first locks
// its project row, so a board changes one write at a time: two members moving cards at once take
// turns, and each column stays numbered 0 to n-1 (SPEC §4). Membership is checked again under the lock.
// Each function takes the handle it runs in, which may be a transaction (operations compose).
import { randomInt } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { BoardRole, Column, Invite, Member, Project, ProjectSummary, Task } from '../../../contract/board';
import {
  BOARD_LIMITS,
  BOARD_WORDS,
  DEFAULT_TAG_COLOR,
  INVITE_ALPHABET,
  INVITE_LENGTH,
  INVITE_RULES,
  PROJECT_ID,
  STARTER_COLUMNS,
  TAG_COLORS,
} from '../../../contract/board-rules';
import type { PageQuery } from '../../../contract/paging';
import type { BoardColumnsTable, BoardProjectsTable, BoardTasksTable, DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { raise } from '../../events/raise';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import { HttpProblem, notFound } from '../../http/problems';
import { notify, recordProgress } from '../../progress/progress.repo';
import { holdForCare, itemsDeleted, nameShownTo, noteEdit } from '../../social/safety.repo';

type Db = Kysely<DB>;
type BoardRow = Selectable<BoardProjectsTable>;
type ColumnRow = Selectable<BoardColumnsTable>;
type TaskRow = Selectable<BoardTasksTable>;

const now = () => new Date().toISOString();
const DAY_MS = 86_400_000;

/** A board as one member reaches it: the row, the id it has for them (1 for their first board), their role. */
export interface Access {
  board: BoardRow;
  viewId: number;
  role: BoardRole;
}

const toColumn = (r: ColumnRow, viewId: number, title: ShownTitle): Column => ({
  id: r.id,
  ...title,
  order: r.position,
  projectId: viewId,
  done: Boolean(r.done),
});

/** A task row with whether the viewer blocked its writer (then no writer is named). */
type ShownTaskRow = TaskRow & { writer_blocked?: number | boolean | null };

const toTask = (r: ShownTaskRow): Task => ({
  id: r.id,
  title: r.title,
  columnId: r.column_id,
  order: r.position,
  description: r.description,
  tag: r.tag,
  tagColor: r.tag_color,
  dueDate: r.due_date,
  assignedTo: r.assigned_to,
  createdBy: r.writer_blocked ? null : r.created_by,
});

/**
 * Whether the viewer blocked the account in `userColumn`: then its name is not shown to them. Only that
 * way: someone who was blocked sees the one who blocked them as everyone does, since nothing on a shared
 * board may tell them of the block (issue 52).
 */
const blockedByViewer = (viewerId: number, userColumn: string) =>
  sql<number | boolean>`exists (select 1 from blocks bw where bw.blocker_id = ${viewerId} and bw.blocked_id = ${sql.ref(userColumn)})`;

/** Whether the viewer blocked that account (the same rule as blockedByViewer, for one row). */
async function viewerBlocked(db: Db, viewerId: number, userId: number | null): Promise<boolean> {
  if (userId === null || userId === viewerId) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', viewerId)
    .where('blocked_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A task the viewer may see: their own, or one the moderators have not hidden (reported, held for care). */
const taskShownTo = (viewerId: number, alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.created_by`)} = ${viewerId} or not exists (select 1 from moderation_cases hidden_task
    where hidden_task.subject = 'board-task' and hidden_task.item_id = ${sql.ref(`${alias}.id`)} and hidden_task.hidden = 1))`;

// ---- Titles: every version of a board's name and of a column's title keeps its writer (issue 52)

/** A title as one viewer reads it: the words, the version (what Report names) and its writer. */
export interface ShownTitle {
  title: string;
  titleId: number | null;
  titleBy: number | null;
}

/**
 * A version nobody holds against: no case, or one a moderator decided to keep up. A version reported
 * and waiting, hidden, or held for care is not one: it is not what Hide falls back to.
 */
const cleanTitle = sql`not exists (select 1 from moderation_cases unclean
  where unclean.subject = 'board-title' and unclean.item_id = t.id and not (coalesce(unclean.decision, '') = 'restore' and unclean.hidden = 0))`;

/**
 * The titles shown to the viewer, of boards (their names) or of the boards' columns, by board or column
 * id. The newest version, unless the moderators hide it (reported enough, hidden, held for care): then,
 * for everyone but its writer, the last version nobody reported (or none: the caller's neutral title).
 */
async function titlesShown(db: Db, viewerId: number, boardIds: readonly number[], of: 'boards' | 'columns') {
  const shown = new Map<number, ShownTitle>();
  if (boardIds.length === 0) return shown;
  const sameTitle = of === 'boards' ? sql`newest.column_id is null` : sql`newest.column_id = t.column_id`;
  const { rows } = await sql<{
    id: number;
    project_id: number;
    column_id: number | null;
    title: string;
    written_by: number | null;
    writer_blocked: number | boolean;
  }>`select id, project_id, column_id, title, written_by, writer_blocked from (
      select t.id, t.project_id, t.column_id, t.title, t.written_by,
        ${blockedByViewer(viewerId, 't.written_by')} as writer_blocked,
        row_number() over (partition by t.project_id, t.column_id order by t.id desc) as place
      from board_titles t
      where t.project_id in (${sql.join(boardIds)})
        and t.column_id is ${of === 'boards' ? sql`null` : sql`not null`}
        and ((t.id = (select max(newest.id) from board_titles newest where newest.project_id = t.project_id and ${sameTitle})
              and (t.written_by = ${viewerId} or not exists (select 1 from moderation_cases hidden_title
                where hidden_title.subject = 'board-title' and hidden_title.item_id = t.id and hidden_title.hidden = 1)))
          or ${cleanTitle})
    ) shown_titles where place = 1`.execute(db);
  for (const r of rows) {
    shown.set(of === 'boards' ? r.project_id : r.column_id!, {
      title: r.title,
      titleId: r.id,
      titleBy: r.writer_blocked ? null : r.written_by,
    });
  }
  return shown;
}

const untitled = (of: 'boards' | 'columns'): ShownTitle => ({
  title: of === 'boards' ? BOARD_WORDS.untitledBoard : BOARD_WORDS.untitledColumn,
  titleId: null,
  titleBy: null,
});

/** A board's name as the viewer reads it. */
async function boardTitleShown(db: Db, viewerId: number, boardId: number): Promise<ShownTitle> {
  return (await titlesShown(db, viewerId, [boardId], 'boards')).get(boardId) ?? untitled('boards');
}

/** A board's columns' titles as the viewer reads them (a column without one shown: BOARD_WORDS.untitledColumn). */
async function columnTitlesShown(db: Db, viewerId: number, boardIds: readonly number[]) {
  const shown = await titlesShown(db, viewerId, boardIds, 'columns');
  return (columnId: number) => shown.get(columnId) ?? untitled('columns');
}

/**
 * A member writes a board's name (`columnId` null) or a column's title: a new version by them, unless it
 * says what the title says now (the writer stays who they were). The words a moderator hid from this
 * title are not taken again. Answers the new version's id, or null when nothing changed.
 */
async function writeTitle(trx: Db, userId: number, boardId: number, columnId: number | null, title: string): Promise<number | null> {
  let versions = trx.selectFrom('board_titles as t').where('t.project_id', '=', boardId);
  versions = columnId === null ? versions.where('t.column_id', 'is', null) : versions.where('t.column_id', '=', columnId);
  const hidden = await versions
    .select('t.id')
    .where('t.title', '=', title)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('moderation_cases as c')
          .select('c.id')
          .where('c.subject', '=', 'board-title')
          .whereRef('c.item_id', '=', 't.id')
          .where('c.decision', '=', 'hide'),
      ),
    )
    .executeTakeFirst();
  if (hidden) {
    const field = columnId === null ? 'board name' : 'column title';
    throw new HttpProblem(400, 'Some fields need another look.', { title: `Our moderators took that ${field} down. Choose another.` });
  }
  const newest = await versions.select('t.title').orderBy('t.id', 'desc').limit(1).executeTakeFirst();
  if (newest?.title === title) return null;
  const { id } = await trx
    .insertInto('board_titles')
    .values({ project_id: boardId, column_id: columnId, title, written_by: userId, written_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (columnId === null) await trx.updateTable('board_projects').set({ title }).where('id', '=', boardId).execute();
  else await trx.updateTable('board_columns').set({ title }).where('id', '=', columnId).execute();
  return id;
}

/** What a task says, as a moderation case keeps it. */
export const taskText = (t: { title: string; description: string | null; tag?: string | null }) =>
  [t.title, t.description, t.tag && `Tag: ${t.tag}`].filter(Boolean).join('\n\n');

/** A task as a starter or sample card is written. */
export interface NewTask {
  title: string;
  description?: string | null;
  tag?: string | null;
  tagColor?: string | null;
  dueDate?: string | null;
  assignedTo?: number | null;
}

// ---- Boards and who is on them

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
async function firstBoardId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('board_projects').select('id').where('owner_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
}

/** Makes a board owned by the user, with SPEC's columns (and the starter tasks when `starter`). */
async function makeBoard(trx: Db, userId: number, title: string, starter: boolean): Promise<BoardRow> {
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

/**
 * Waits for, and holds until the transaction ends, the user's own row: their boards are made, counted and
 * handed on one at a time, and never while the account is being deleted. False when the account is gone
 * (deleted by a request that finished first).
 */
async function lockUser(trx: Db, userId: number): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

/** Locks the user's own row for a write of theirs: a 401 when their account went meanwhile. */
async function lockSelf(trx: Db, userId: number): Promise<void> {
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

const toAccess = async (db: Db, userId: number, board: BoardRow): Promise<Access> => ({
  board,
  viewId: board.owner_id === userId && (await firstBoardId(db, userId)) === board.id ? PROJECT_ID : board.id,
  role: board.owner_id === userId ? 'owner' : 'member',
});

/** A board the user is on, by the id they know it by (1: their own first board). Undefined for anyone else. */
export async function accessToBoard(db: Db, userId: number, ref: number): Promise<Access | undefined> {
  if (ref === PROJECT_ID) return { board: await ensureProject(db, userId), viewId: PROJECT_ID, role: 'owner' };
  const board = await db
    .selectFrom('board_projects as b')
    .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .where('b.id', '=', ref)
    .executeTakeFirst();
  return board && toAccess(db, userId, board);
}

/**
 * Locks a board for the rest of the transaction (PostgreSQL; SQLite runs one write at a time anyway),
 * a no-op UPDATE of its row, and reads it again: undefined when it went, or the user is no longer on it.
 */
async function lockBoard(trx: Db, userId: number, boardId: number): Promise<Access | undefined> {
  await trx
    .updateTable('board_projects')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', boardId)
    .execute();
  const board = await trx
    .selectFrom('board_projects as b')
    .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .where('b.id', '=', boardId)
    .executeTakeFirst();
  return board && toAccess(trx, userId, board);
}

/** A column or task, by its id. */
type BoardItem = { table: 'board_columns' | 'board_tasks'; id: number };

/** Where a write lands: a board by the id the user knows it by (1: their own first board), or the board of a column or task. */
export type BoardTarget = { ref: number } | BoardItem;

/** The id of the board a write lands on: undefined when there is none (or, by the id the user knows, not one of theirs). */
async function boardIdOf(db: Db, userId: number, target: BoardTarget): Promise<number | undefined> {
  return 'ref' in target
    ? (await accessToBoard(db, userId, target.ref))?.board.id
    : (await db.selectFrom(target.table).select('project_id').where('id', '=', target.id).executeTakeFirst())?.project_id;
}

/**
 * Whether the board a write lands on has anyone on it but the user: a restricted account writes only on
 * boards of its own (issue 52).
 */
export async function boardHasOthers(db: Db, userId: number, target: BoardTarget) {
  const boardId = await boardIdOf(db, userId, target);
  if (boardId === undefined) return false;
  return (await memberIds(db, boardId)).some((id) => id !== userId);
}

/** The ids of everyone on a board. */
async function memberIds(db: Db, boardId: number): Promise<number[]> {
  const rows = await db.selectFrom('board_members').select('user_id').where('project_id', '=', boardId).execute();
  return rows.map((r) => r.user_id);
}

/**
 * Tells the board's members but the user (after the request succeeds) that it changed: their screens
 * read it again. `members`: who was on it, when the write read them before someone joined or left.
 */
async function tellMembers(db: Db, boardId: number, userId: number, members?: readonly number[]): Promise<void> {
  raise(
    (members ?? (await memberIds(db, boardId))).filter((id) => id !== userId),
    { type: 'changed', area: 'board' },
  );
}

/** A write on a board, as writeOnBoard runs it. */
interface BoardWrite {
  /** The transaction, which holds the board's lock. */
  trx: Db;
  /** The user's access to the board, read under the lock. */
  access: Access;
  /** Tells the board's other members that it changed (see tellMembers): a write calls it once it changed the board. */
  tellOthers: (members?: readonly number[]) => Promise<void>;
}

/**
 * Runs a write on the board `target` lands on, if the user is on it: in a transaction, under the board's
 * lock, with the user's access read again under the lock and, for a column or task, that it is still
 * there. Undefined when any of that fails (a 404 upstream).
 */
async function writeOnBoard<T>(
  db: Db,
  userId: number,
  target: BoardTarget,
  work: (write: BoardWrite) => Promise<T>,
): Promise<T | undefined> {
  return inTransaction(db, async (trx) => {
    const boardId = await boardIdOf(trx, userId, target);
    if (boardId === undefined) return undefined;
    const access = await lockBoard(trx, userId, boardId);
    if (!access || ('table' in target && !(await stillShown(trx, userId, target)))) return undefined;
    return work({ trx, access, tellOthers: (members) => tellMembers(trx, boardId, userId, members) });
  });
}

/**
 * Whether a column or task is there still, read again under the board's lock: another member may have
 * deleted it (or its column) meanwhile. A task the moderators hide (held for care, reported) is its
 * writer's alone: to anyone else it is missing.
 */
async function stillShown(trx: Db, userId: number, item: BoardItem): Promise<boolean> {
  const row =
    item.table === 'board_tasks'
      ? await trx
          .selectFrom('board_tasks as t')
          .select('t.id')
          .where('t.id', '=', item.id)
          .where(taskShownTo(userId, 't'))
          .executeTakeFirst()
      : await trx.selectFrom('board_columns').select('id').where('id', '=', item.id).executeTakeFirst();
  return row !== undefined;
}

/** Everyone on these boards, each board's owner first, then as they joined. Names of people the viewer blocked are not shown. */
async function membersOf(db: Db, boardIds: number[], viewerId: number): Promise<Map<number, Member[]>> {
  const byBoard = new Map<number, Member[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return byBoard;
  const rows = await db
    .selectFrom('board_members as m')
    .innerJoin('board_projects as b', 'b.id', 'm.project_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.project_id', 'm.user_id', 'm.joined_at', 'b.owner_id', 'u.avatar_color'])
    .select(nameShownTo('u.display_name', 'u.id', viewerId).as('display_name'))
    .select(blockedByViewer(viewerId, 'm.user_id').as('blocked'))
    .where('m.project_id', 'in', boardIds)
    .orderBy('m.project_id')
    .orderBy(sql`case when m.user_id = b.owner_id then 0 else 1 end`)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
  for (const r of rows) {
    byBoard.get(r.project_id)?.push({
      userId: r.user_id,
      displayName: r.blocked ? BOARD_WORDS.blockedName : r.display_name,
      avatarColor: r.avatar_color,
      role: r.user_id === r.owner_id ? 'owner' : 'member',
      joinedAt: r.joined_at,
    });
  }
  return byBoard;
}

async function toProject(db: Db, userId: number, access: Access): Promise<Project> {
  const members = await membersOf(db, [access.board.id], userId);
  return {
    id: access.viewId,
    ...(await boardTitleShown(db, userId, access.board.id)),
    createdBy: access.board.owner_id,
    createdAt: access.board.created_at,
    role: access.role,
    members: members.get(access.board.id) ?? [],
  };
}

export async function getProject(db: Db, userId: number, ref: number): Promise<Project | undefined> {
  const access = await accessToBoard(db, userId, ref);
  return access && toProject(db, userId, access);
}

/**
 * Any member may rename the board: the name is a new version, theirs (issue 52). Words about hurting
 * oneself are held for the writer and the care team: the others go on reading the name before.
 */
export async function renameProject(db: Db, userId: number, ref: number, title: string, care: boolean): Promise<Project | undefined> {
  return writeOnBoard(db, userId, { ref }, async ({ trx, access, tellOthers }) => {
    const version = await writeTitle(trx, userId, access.board.id, null, title);
    if (version !== null) {
      if (care) await holdForCare(trx, 'board-title', version, userId, title);
      await tellOthers();
    }
    const board = await trx.selectFrom('board_projects').selectAll().where('id', '=', access.board.id).executeTakeFirstOrThrow();
    return toProject(trx, userId, { ...access, board });
  });
}

/**
 * How many boards the user owns, and is on. A person is on at most BOARD_LIMITS.boards, always with room
 * for a first board of their own (SPEC's 1): boards of others take at most one less.
 */
async function countsOf(db: Db, userId: number): Promise<{ owned: number; all: number; roomToJoin: boolean }> {
  const row = await db
    .selectFrom('board_members as m')
    .innerJoin('board_projects as b', 'b.id', 'm.project_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(sql<number>`case when b.owner_id = ${userId} then 1 else 0 end`).as('owned'),
    ])
    .where('m.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which pg hands over as text.
  const owned = Number(row.owned ?? 0);
  const all = Number(row.all);
  return { owned, all, roomToJoin: all < BOARD_LIMITS.boards && all - owned < BOARD_LIMITS.boards - 1 };
}

/** The boards I am on: my first board first, then the rest as I made or joined them. */
export async function listProjects(db: Db, userId: number, { limit, cursor }: PageQuery): Promise<Page<ProjectSummary>> {
  const after = decodeCursor(cursor, ['number', 'string', 'number']);
  const first = (await ensureProject(db, userId)).id;
  // At most BOARD_LIMITS.boards rows: read whole, ordered and cut here.
  const rows = await db
    .selectFrom('board_members as m')
    .innerJoin('board_projects as b', 'b.id', 'm.project_id')
    .select(['b.id', 'b.title', 'b.owner_id', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .orderBy('b.id')
    .limit(BOARD_LIMITS.boards + BOARD_LIMITS.ownedBoards)
    .execute();
  const keyOf = (r: (typeof rows)[number]) => [r.id === first ? 0 : 1, r.joined_at, r.id] as [number, string, number];
  const ordered = rows
    .map((r) => ({ r, key: keyOf(r) }))
    .sort((a, b) => a.key[0] - b.key[0] || (a.key[1] < b.key[1] ? -1 : a.key[1] > b.key[1] ? 1 : 0) || a.key[2] - b.key[2])
    .filter(
      ({ key }) =>
        !after || key[0] > after[0] || (key[0] === after[0] && (key[1] > after[1] || (key[1] === after[1] && key[2] > after[2]))),
    )
    .slice(0, limit + 1);
  const ids = ordered.map(({ r }) => r.id);
  const [members, titles] = await Promise.all([membersOf(db, ids, userId), titlesShown(db, userId, ids, 'boards')]);
  return pageOf(
    ordered,
    limit,
    ({ key }) => key,
    ({ r }) => ({
      id: r.id === first ? PROJECT_ID : r.id,
      title: (titles.get(r.id) ?? untitled('boards')).title,
      role: r.owner_id === userId ? 'owner' : 'member',
      members: members.get(r.id) ?? [],
    }),
  );
}

/** Another board of mine, with SPEC's columns and no tasks. */
export async function createProject(db: Db, userId: number, title: string, care: boolean): Promise<ProjectSummary> {
  return inTransaction(db, async (trx) => {
    await lockSelf(trx, userId);
    const counts = await countsOf(trx, userId);
    if (counts.owned >= BOARD_LIMITS.ownedBoards) throw new HttpProblem(409, BOARD_WORDS.tooManyOwned);
    if (counts.all >= BOARD_LIMITS.boards) throw new HttpProblem(409, BOARD_WORDS.tooManyBoards);
    const board = await makeBoard(trx, userId, title, false);
    if (care) await holdForCare(trx, 'board-title', (await boardTitleShown(trx, userId, board.id)).titleId!, userId, title);
    const access = await toAccess(trx, userId, board);
    const members = await membersOf(trx, [board.id], userId);
    return { id: access.viewId, title: board.title, role: 'owner', members: members.get(board.id) ?? [] };
  });
}

/** The owner deletes a board, for everyone on it. */
export async function deleteProject(db: Db, userId: number, ref: number): Promise<boolean> {
  const done = await writeOnBoard(db, userId, { ref }, async ({ trx, access, tellOthers }) => {
    if (access.role !== 'owner') throw new HttpProblem(403, 'Only the board’s owner can delete it. You can leave it from Members.');
    await tellOthers();
    await removeBoard(trx, access.board.id);
    return true;
  });
  return done === true;
}

/** A board goes, with its columns, tasks, members and codes; what moderators hold of it stays, marked deleted. */
async function removeBoard(trx: Db, boardId: number): Promise<void> {
  await itemsDeleted(trx, 'board-task', trx.selectFrom('board_tasks').select('id').where('project_id', '=', boardId));
  await itemsDeleted(trx, 'board-title', trx.selectFrom('board_titles').select('id').where('project_id', '=', boardId));
  // Cases about the board from before its titles kept their writers.
  await itemsDeleted(trx, 'board', [boardId]);
  await trx.deleteFrom('board_tasks').where('project_id', '=', boardId).execute();
  await trx.deleteFrom('board_titles').where('project_id', '=', boardId).execute();
  await trx.deleteFrom('board_columns').where('project_id', '=', boardId).execute();
  await trx.deleteFrom('board_invites').where('project_id', '=', boardId).execute();
  await trx.deleteFrom('board_members').where('project_id', '=', boardId).execute();
  await trx.deleteFrom('board_projects').where('id', '=', boardId).execute();
}

// ---- Invites, joining, leaving

const ownerOnly = (access: Access, what: string) => {
  if (access.role !== 'owner') throw new HttpProblem(403, `Only the board’s owner can ${what}.`);
};

const toInvite = (r: Selectable<DB['board_invites']>): Invite => ({
  id: r.id,
  code: r.code,
  expiresAt: r.expires_at,
  uses: r.uses,
  createdAt: r.created_at,
});

/** A board's codes that still let people in. */
const openInvites = (db: Db, boardId: number) =>
  db.selectFrom('board_invites').where('project_id', '=', boardId).where('expires_at', '>', now()).where('uses', '<', INVITE_RULES.uses);

/** The owner's open codes, newest first. */
export async function listInvites(db: Db, userId: number, ref: number, { limit, cursor }: PageQuery): Promise<Page<Invite> | undefined> {
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  ownerOnly(access, 'see its invite codes');
  const after = decodeCursor(cursor, ['number']);
  let query = openInvites(db, access.board.id).selectAll();
  if (after) query = query.where('id', '<', after[0]);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (r) => [r.id], toInvite);
}

const newCode = () => Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

/** A new code for the board (its owner's), valid INVITE_RULES.days. */
export async function createInvite(db: Db, userId: number, ref: number, isDemo = false): Promise<Invite | undefined> {
  return writeOnBoard(db, userId, { ref }, async ({ trx, access }) => {
    ownerOnly(access, 'invite people');
    if (isDemo) throw new HttpProblem(403, BOARD_WORDS.demoCannotInvite);
    const open = await openInvites(trx, access.board.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if (Number(open?.n ?? 0) >= INVITE_RULES.openPerBoard) {
      throw new HttpProblem(409, `A board has at most ${INVITE_RULES.openPerBoard} open codes. Revoke one to make another.`);
    }
    const at = new Date();
    // 30^8 codes: a clash is most unlikely, and the unique index would refuse it; a new draw follows.
    for (;;) {
      const code = newCode();
      const taken = await trx.selectFrom('board_invites').select('id').where('code', '=', code).executeTakeFirst();
      if (taken) continue;
      const row = await trx
        .insertInto('board_invites')
        .values({
          project_id: access.board.id,
          code,
          created_by: userId,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + INVITE_RULES.days * DAY_MS).toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toInvite(row);
    }
  });
}

/** The owner revokes a code: nobody else joins with it. False when it is not a code of a board they own. */
export async function revokeInvite(db: Db, userId: number, inviteId: number): Promise<boolean> {
  const invite = await db
    .selectFrom('board_invites as i')
    .innerJoin('board_projects as b', 'b.id', 'i.project_id')
    .select(['i.id'])
    .where('i.id', '=', inviteId)
    .where('b.owner_id', '=', userId)
    .executeTakeFirst();
  if (!invite) return false;
  await db.deleteFrom('board_invites').where('id', '=', invite.id).execute();
  return true;
}

/** Who may join a classmate's board: a member account (a teen), not a demo. */
export interface Joiner {
  id: number;
  role: string;
  isDemo: boolean;
}

/**
 * Joins a board by its code. A bad, expired, used-up or revoked code, and a block between the joiner
 * and anyone on the board, all answer the same (nothing tells who is there). Already on it: the same answer.
 */
export async function join(db: Db, user: Joiner, code: string): Promise<{ id: number; title: string }> {
  if (user.role !== 'member') throw new HttpProblem(403, BOARD_WORDS.adultsCannotJoin);
  if (user.isDemo) throw new HttpProblem(403, BOARD_WORDS.demoCannotJoin);
  const badCode = () => new HttpProblem(404, BOARD_WORDS.badCode);
  return inTransaction(db, async (trx) => {
    const invite = await trx.selectFrom('board_invites').selectAll().where('code', '=', code).executeTakeFirst();
    if (!invite) throw badCode();
    // The board first, then the joiner, in the same order as a hand-over takes them.
    await trx
      .updateTable('board_projects')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', invite.project_id)
      .execute();
    await lockSelf(trx, user.id);
    const board = await trx.selectFrom('board_projects').selectAll().where('id', '=', invite.project_id).executeTakeFirst();
    // Read again under the board's lock: two joining at once count each other.
    const current = await openInvites(trx, invite.project_id).select('id').where('id', '=', invite.id).executeTakeFirst();
    if (!board || !current) throw badCode();
    const members = await memberIds(trx, board.id);
    if (members.includes(user.id)) {
      const access = await toAccess(trx, user.id, board);
      return { id: access.viewId, title: (await boardTitleShown(trx, user.id, board.id)).title };
    }
    const blocked = await trx
      .selectFrom('blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', user.id), eb('blocked_id', 'in', members)]),
          eb.and([eb('blocked_id', '=', user.id), eb('blocker_id', 'in', members)]),
        ]),
      )
      .executeTakeFirst();
    if (blocked) throw badCode();
    if (members.length >= BOARD_LIMITS.members) throw new HttpProblem(409, BOARD_WORDS.boardFull);
    if (!(await countsOf(trx, user.id)).roomToJoin) throw new HttpProblem(409, BOARD_WORDS.tooManyBoards);
    await trx.insertInto('board_members').values({ project_id: board.id, user_id: user.id, joined_at: now() }).execute();
    await trx
      .updateTable('board_invites')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', invite.id)
      .execute();
    // The owner's bell says which board, not who (a name kept on a bell would outlive the joiner's account).
    const ownerReads = (await boardTitleShown(trx, board.owner_id, board.id)).title;
    await notify(trx, board.owner_id, 'board-member', 'Someone joined your board', `A classmate joined "${ownerReads}" with your code.`);
    await tellMembers(trx, board.id, user.id, members);
    return { id: board.id, title: (await boardTitleShown(trx, user.id, board.id)).title };
  });
}

/** Takes someone off a board: their tasks stay with the group, and nothing stays assigned to them. */
async function takeOff(trx: Db, boardId: number, userId: number): Promise<void> {
  await trx.deleteFrom('board_members').where('project_id', '=', boardId).where('user_id', '=', userId).execute();
  await trx
    .updateTable('board_tasks')
    .set({ assigned_to: null })
    .where('project_id', '=', boardId)
    .where('assigned_to', '=', userId)
    .execute();
}

/**
 * Leaving (the user's own id: not the owner, who hands the board on first) or the owner removing a
 * member. Undefined when the board is not one the user is on; false when the person is not on it.
 */
export async function removeMember(db: Db, userId: number, ref: number, memberId: number): Promise<boolean | undefined> {
  return writeOnBoard(db, userId, { ref }, async ({ trx, access, tellOthers }) => {
    const boardId = access.board.id;
    if (memberId === userId) {
      if (access.role === 'owner') throw new HttpProblem(409, BOARD_WORDS.ownerLeaves);
    } else ownerOnly(access, 'remove someone');
    const members = await memberIds(trx, boardId);
    if (!members.includes(memberId)) return false;
    await takeOff(trx, boardId, memberId);
    if (memberId === userId) {
      const ownerReads = (await boardTitleShown(trx, access.board.owner_id, boardId)).title;
      await notify(trx, access.board.owner_id, 'board-member', 'Someone left your board', `A member left "${ownerReads}".`);
    } else {
      // Removed by the owner: the codes that let them in go too, so that they cannot come straight back.
      await trx.deleteFrom('board_invites').where('project_id', '=', boardId).execute();
    }
    // Told as the board was: the one who went learns it too.
    await tellOthers(members);
    return true;
  });
}

/** The owner hands the board to another member, and stays on it as a member. */
export async function handOver(db: Db, userId: number, ref: number, to: number): Promise<Project | undefined> {
  return writeOnBoard(db, userId, { ref }, async ({ trx, access, tellOthers }) => {
    ownerOnly(access, 'hand it on');
    const notMember = () => new HttpProblem(400, 'Some fields need another look.', { userId: BOARD_WORDS.notMember });
    if (to === userId) throw notMember();
    // The taker's row first: an account being deleted finishes (and leaves the board) before the members are read.
    if (!(await lockUser(trx, to))) throw notMember();
    if (!(await memberIds(trx, access.board.id)).includes(to)) throw notMember();
    if ((await countsOf(trx, to)).owned >= BOARD_LIMITS.ownedBoards) {
      throw new HttpProblem(409, `That member already owns ${BOARD_LIMITS.ownedBoards} boards.`);
    }
    const mine = await countsOf(trx, userId);
    if (mine.owned === 1 && mine.all >= BOARD_LIMITS.boards) {
      // I would stay on it as a member, and my own first board (made when I open Boost Board) would be one too many.
      throw new HttpProblem(409, `You are on ${BOARD_LIMITS.boards} boards. Leave one before you hand on your last own board.`);
    }
    const board = await trx
      .updateTable('board_projects')
      .set({ owner_id: to })
      .where('id', '=', access.board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('board_invites').where('project_id', '=', board.id).execute();
    await tellOthers();
    return toProject(trx, userId, await toAccess(trx, userId, board));
  });
}

/** The board that holds a column, if the user is on it (reads: no lock). */
async function accessToBoardOfColumn(db: Db, userId: number, columnId: number): Promise<Access | undefined> {
  const board = await db
    .selectFrom('board_columns as c')
    .innerJoin('board_projects as b', 'b.id', 'c.project_id')
    .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .where('c.id', '=', columnId)
    .executeTakeFirst();
  return board && toAccess(db, userId, board);
}

// ---- Columns

/** Left to right, a page at a time (a board holds at most BOARD_LIMITS.columns: one page). */
export async function listColumns(db: Db, userId: number, ref: number, { limit, cursor }: PageQuery): Promise<Page<Column> | undefined> {
  const after = decodeCursor(cursor, ['number', 'number']);
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  let query = db.selectFrom('board_columns').selectAll().where('project_id', '=', access.board.id);
  if (after) {
    const [position, id] = after;
    query = query.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('id', '>', id)])]));
  }
  const rows = await query
    .orderBy('position')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const titleOf = await columnTitlesShown(db, userId, [access.board.id]);
  return pageOf(
    rows,
    limit,
    (r) => [r.position, r.id],
    (r) => toColumn(r, access.viewId, titleOf(r.id)),
  );
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
const tasksSeenBy = (db: Db, viewerId: number) =>
  db
    .selectFrom('board_tasks as t')
    .selectAll('t')
    .select(blockedByViewer(viewerId, 't.created_by').as('writer_blocked'))
    .where(taskShownTo(viewerId, 't'));

/** Top to bottom, a page at a time; undefined when the column is not on a board of the user's. */
export async function listTasks(db: Db, userId: number, columnId: number, { limit, cursor }: PageQuery): Promise<Page<Task> | undefined> {
  const after = decodeCursor(cursor, ['number', 'number']);
  if (!(await accessToBoardOfColumn(db, userId, columnId))) return undefined;
  let query = tasksSeenBy(db, userId).where('t.column_id', '=', columnId);
  if (after) {
    const [position, id] = after;
    query = query.where((eb) => eb.or([eb('t.position', '>', position), eb.and([eb('t.position', '=', position), eb('t.id', '>', id)])]));
  }
  const rows = await query
    .orderBy('t.position')
    .orderBy('t.id')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (r) => [r.position, r.id], toTask);
}

/** Every task on a board, column by column (the columns' order, then each column's). */
export async function listBoardTasks(db: Db, userId: number, ref: number, { limit, cursor }: PageQuery): Promise<Page<Task> | undefined> {
  const after = decodeCursor(cursor, ['number', 'number', 'number', 'number']);
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  let query = tasksSeenBy(db, userId)
    .innerJoin('board_columns as c', 'c.id', 't.column_id')
    .select('c.position as column_position')
    .where('t.project_id', '=', access.board.id);
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

/** A task made in the done column counts as completed (progress, for its writer), as one moved into it does. */
async function insertTask(trx: Db, userId: number, boardId: number, columnId: number, position: number, t: NewTask, done: boolean) {
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

// ---- The demo account's board, reports, and one user's data for the export and for deleting the account

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

/**
 * A reported version of a board's name or a column's title (by its writer, while their account lasts),
 * where the viewer is on its board and may read it (not one the moderators hold from them); any, for a
 * moderator (null).
 */
export async function findReportedTitle(db: Db, id: number, viewerId: number | null) {
  let query = db.selectFrom('board_titles as t').select(['t.written_by', 't.title']).where('t.id', '=', id);
  if (viewerId !== null) {
    query = query
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('board_members as m')
            .select('m.user_id')
            .whereRef('m.project_id', '=', 't.project_id')
            .where('m.user_id', '=', viewerId),
        ),
      )
      .where((eb) =>
        eb.or([
          eb('t.written_by', '=', viewerId),
          eb.not(
            eb.exists(
              eb
                .selectFrom('moderation_cases as c')
                .select('c.id')
                .where('c.subject', '=', 'board-title')
                .whereRef('c.item_id', '=', 't.id')
                .where('c.hidden', '=', 1),
            ),
          ),
        ]),
      );
  }
  const title = await query.executeTakeFirst();
  return title && title.written_by !== null ? { authorId: title.written_by, text: title.title } : undefined;
}

/** A reported task (by its writer, while their account lasts), where the viewer is on its board; any, for a moderator. */
export async function findReportedTask(db: Db, id: number, viewerId: number | null) {
  let query = db.selectFrom('board_tasks as t').select(['t.created_by', 't.title', 't.description']).where('t.id', '=', id);
  if (viewerId !== null) {
    query = query
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('board_members as m')
            .select('m.user_id')
            .whereRef('m.project_id', '=', 't.project_id')
            .where('m.user_id', '=', viewerId),
        ),
      )
      .where(taskShownTo(viewerId, 't'));
  }
  const task = await query.executeTakeFirst();
  return task && task.created_by !== null ? { authorId: task.created_by, text: taskText(task) } : undefined;
}

/**
 * My boards (each with its columns and every task on it), every board I am on, every task I wrote, and
 * every version of a board's name or column title I wrote, on the boards I am on.
 */
export async function exportUserData(db: Db, userId: number) {
  const owned = await db.selectFrom('board_projects').selectAll().where('owner_id', '=', userId).orderBy('id').execute();
  const ownedIds = owned.map((b) => b.id);
  const viewId = (id: number) => (id === ownedIds[0] ? PROJECT_ID : id);
  const [columns, tasks, boards, written, titles] = await Promise.all([
    ownedIds.length
      ? db.selectFrom('board_columns').selectAll().where('project_id', 'in', ownedIds).orderBy('project_id').orderBy('position').execute()
      : [],
    // As I see them: not another member's task the moderators hold, and no name across a block.
    ownedIds.length
      ? tasksSeenBy(db, userId).where('t.project_id', 'in', ownedIds).orderBy('t.column_id').orderBy('t.position').execute()
      : [],
    db
      .selectFrom('board_members as m')
      .innerJoin('board_projects as b', 'b.id', 'm.project_id')
      .select(['b.id', 'b.title', 'b.owner_id', 'm.joined_at'])
      .where('m.user_id', '=', userId)
      .orderBy('m.joined_at')
      .execute(),
    // What I wrote on the boards I am on (on a board I left, the words are the group's now).
    db
      .selectFrom('board_tasks as t')
      .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 't.project_id').on('m.user_id', '=', userId))
      .selectAll('t')
      .where('t.created_by', '=', userId)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('board_titles as t')
      .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 't.project_id').on('m.user_id', '=', userId))
      .select(['t.project_id', 't.column_id', 't.title', 't.written_at'])
      .where('t.written_by', '=', userId)
      .orderBy('t.id')
      .execute(),
  ]);
  const [boardTitles, columnTitle] = await Promise.all([
    titlesShown(db, userId, ownedIds, 'boards'),
    columnTitlesShown(db, userId, ownedIds),
  ]);
  const memberTitles = await titlesShown(
    db,
    userId,
    boards.map((b) => b.id),
    'boards',
  );
  return {
    projects: owned.map((b) => ({
      id: viewId(b.id),
      ...(boardTitles.get(b.id) ?? untitled('boards')),
      createdBy: b.owner_id,
      createdAt: b.created_at,
      columns: columns.filter((c) => c.project_id === b.id).map((c) => toColumn(c, viewId(b.id), columnTitle(c.id))),
      tasks: tasks.filter((t) => t.project_id === b.id).map(toTask),
    })),
    boards: boards.map((b) => ({
      id: viewId(b.id),
      /** The board's own id, as its other members reach it. */
      boardId: b.id,
      title: (memberTitles.get(b.id) ?? untitled('boards')).title,
      role: b.owner_id === userId ? 'owner' : 'member',
      joinedAt: b.joined_at,
    })),
    tasksWritten: written.map((t) => ({ projectId: viewId(t.project_id), ...toTask(t) })),
    /** A board's name (columnId null) or a column's title, each version as I wrote it. */
    titlesWritten: titles.map((t) => ({ projectId: viewId(t.project_id), columnId: t.column_id, title: t.title, writtenAt: t.written_at })),
  };
}

/**
 * An account goes. Each board it owns passes to its longest-standing member who owns fewer than
 * BOARD_LIMITS.ownedBoards (the longest-standing of all when every one does: the group's work is never
 * lost to a limit), who is told; or it goes when nobody else is on it. On every other board its tasks stay
 * with the group, unassigned from it and without its name.
 */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  // The account's row first, as a hand-over to it takes it: a board handed to it meanwhile waits, then finds it gone.
  await lockUser(trx, userId);
  const owned = await trx.selectFrom('board_projects').select('id').where('owner_id', '=', userId).orderBy('id').execute();
  for (const board of owned) {
    // The board's lock first, in the same order as every write, so a move at the same moment waits.
    await trx
      .updateTable('board_projects')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', board.id)
      .execute();
    const heirs = await trx
      .selectFrom('board_members as m')
      .select('m.user_id')
      .select((eb) =>
        eb
          .selectFrom('board_projects as o')
          .select((o) => o.fn.countAll<number>().as('n'))
          .whereRef('o.owner_id', '=', 'm.user_id')
          .as('owns'),
      )
      .where('m.project_id', '=', board.id)
      .where('m.user_id', '!=', userId)
      .orderBy('m.joined_at')
      .orderBy('m.user_id')
      .execute();
    const heir = heirs.find((h) => Number(h.owns) < BOARD_LIMITS.ownedBoards) ?? heirs[0];
    if (!heir) {
      await removeBoard(trx, board.id);
      continue;
    }
    await trx.updateTable('board_projects').set({ owner_id: heir.user_id }).where('id', '=', board.id).execute();
    await trx.deleteFrom('board_invites').where('project_id', '=', board.id).execute();
    const heirReads = (await boardTitleShown(trx, heir.user_id, board.id)).title;
    await notify(trx, heir.user_id, 'board-member', 'A board is yours now', `"${heirReads}" passed to you: its owner left Rise.`);
    await tellMembers(trx, board.id, userId);
  }
  const joined = await trx.selectFrom('board_members').select('project_id').where('user_id', '=', userId).execute();
  for (const { project_id } of joined) {
    await takeOff(trx, project_id, userId);
    await tellMembers(trx, project_id, userId);
  }
  await trx.updateTable('board_tasks').set({ created_by: null }).where('created_by', '=', userId).execute();
  // Titles stay with the group, without their writer (a case keeps the writer as they were).
  await trx.updateTable('board_titles').set({ written_by: null }).where('written_by', '=', userId).execute();
  await trx.updateTable('board_tasks').set({ assigned_to: null }).where('assigned_to', '=', userId).execute();
  await trx.updateTable('board_invites').set({ created_by: null }).where('created_by', '=', userId).execute();
}
