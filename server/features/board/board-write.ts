// How a write on a board runs. Every write that changes a board first locks its project row, so a board
// changes one write at a time: two members moving cards at once take turns, and each column stays
// numbered 0 to n-1 (SPEC §4). Membership is checked again under the lock. The other members are told
// (after the request succeeds) when it changed.
import { lockRows } from '../../db/lock';
import { inTransaction } from '../../db/transaction';
import { raise } from '../../events/raise';
import type { Db } from '../../module';
import { type Access, type BoardItem, type BoardTarget, boardIdOf, boardIfMember, memberIds } from './access';
import { taskShownTo } from './rows';

/**
 * Locks a board for the rest of the transaction (PostgreSQL; SQLite runs one write at a time anyway),
 * a no-op UPDATE of its row, and reads it again: undefined when it went, or the user is no longer on it.
 */
async function lockBoard(trx: Db, userId: number, boardId: number): Promise<Access | undefined> {
  await lockRows(trx, 'board_projects').where('id', '=', boardId).execute();
  return boardIfMember(trx, userId, boardId);
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

/**
 * Tells the board's members but the user (after the request succeeds) that it changed: their screens
 * read it again. `members`: who was on it, when the write read them before someone joined or left.
 */
export async function tellMembers(db: Db, boardId: number, userId: number, members?: readonly number[]): Promise<void> {
  raise(
    (members ?? (await memberIds(db, boardId))).filter((id) => id !== userId),
    { type: 'changed', area: 'board' },
  );
}

/** A write on a board, as writeOnBoard runs it. */
export interface BoardWrite {
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
export async function writeOnBoard<T>(
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
