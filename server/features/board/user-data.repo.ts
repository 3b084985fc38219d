// One user's board data, for the export and for deleting the account.
import { BOARD_LIMITS, PROJECT_ID } from '../../../contract/board-rules';
import { lockRows } from '../../db/lock';
import type { Db } from '../../module';
import { notify } from '../../progress/progress.repo';
import { removeBoard } from './board.repo';
import { tellMembers } from './board-write';
import { takeOff } from './members.repo';
import { lockUser } from './new-board.repo';
import { toTask } from './rows';
import { tasksSeenBy, toColumn } from './tasks.repo';
import { boardTitleShown, columnTitlesShown, titlesShown, untitled } from './titles.repo';

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
    await lockRows(trx, 'board_projects').where('id', '=', board.id).execute();
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
