// Who may do what on a board. A board has an owner and members (issue 36); its columns and tasks are the
// board's. Every read and write goes through the board: a member reaches it, anyone else finds it
// missing (undefined here, a 404 upstream). /api/projects/1 is each user's own first board (the oldest
// they own), and every answer names that board 1 to them.
import type { BoardRole } from '../../../contract/board';
import { PROJECT_ID } from '../../../contract/board-rules';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../module';
import { ensureProject, firstBoardId } from './new-board.repo';
import type { BoardRow } from './rows';

/** A board as one member reaches it: the row, the id it has for them (1 for their first board), their role. */
export interface Access {
  board: BoardRow;
  viewId: number;
  role: BoardRole;
}

/** The user's access to a board they are on, by its row: the id it has for them, their role. */
export const toAccess = async (db: Db, userId: number, board: BoardRow): Promise<Access> => ({
  board,
  viewId: board.owner_id === userId && (await firstBoardId(db, userId)) === board.id ? PROJECT_ID : board.id,
  role: board.owner_id === userId ? 'owner' : 'member',
});

/** A board the user is on, by the id they know it by (1: their own first board). Undefined for anyone else. */
export async function accessToBoard(db: Db, userId: number, ref: number): Promise<Access | undefined> {
  if (ref === PROJECT_ID) return { board: await ensureProject(db, userId), viewId: PROJECT_ID, role: 'owner' };
  return boardIfMember(db, userId, ref);
}

/** The board with this id, if the user is on it (no lock: board-write.ts locks first, then asks). */
export async function boardIfMember(db: Db, userId: number, boardId: number): Promise<Access | undefined> {
  const board = await db
    .selectFrom('board_projects as b')
    .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .where('b.id', '=', boardId)
    .executeTakeFirst();
  return board && toAccess(db, userId, board);
}

/** The board that holds a column, if the user is on it (reads: no lock). */
export async function accessToBoardOfColumn(db: Db, userId: number, columnId: number): Promise<Access | undefined> {
  const board = await db
    .selectFrom('board_columns as c')
    .innerJoin('board_projects as b', 'b.id', 'c.project_id')
    .innerJoin('board_members as m', (join) => join.onRef('m.project_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .where('c.id', '=', columnId)
    .executeTakeFirst();
  return board && toAccess(db, userId, board);
}

/** A column or task, by its id. */
export type BoardItem = { table: 'board_columns' | 'board_tasks'; id: number };

/** Where a write lands: a board by the id the user knows it by (1: their own first board), or the board of a column or task. */
export type BoardTarget = { ref: number } | BoardItem;

/** The id of the board a write lands on: undefined when there is none (or, by the id the user knows, not one of theirs). */
export async function boardIdOf(db: Db, userId: number, target: BoardTarget): Promise<number | undefined> {
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
export async function memberIds(db: Db, boardId: number): Promise<number[]> {
  const rows = await db.selectFrom('board_members').select('user_id').where('project_id', '=', boardId).execute();
  return rows.map((r) => r.user_id);
}

/** What only the board's owner may do: a 403 for anyone else on it. */
export const ownerOnly = (access: Access, what: string) => {
  if (access.role !== 'owner') throw new HttpProblem(403, `Only the board’s owner can ${what}.`);
};
