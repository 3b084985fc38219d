// Boost Board's boards (SPEC's projects): the ones a user is on, with who is on them; making, renaming
// and deleting one. Each function takes the handle it runs in, which may be a transaction (operations
// compose); the board's other SQL is by meaning beside it: access.ts (who may do what), board-write.ts
// (how a write runs), members.repo.ts, tasks.repo.ts (columns and tasks), titles.repo.ts,
// new-board.repo.ts and user-data.repo.ts (an account's export and deletion).
import { sql } from 'kysely';
import type { Member, Project, ProjectSummary } from '../../../contract/board';
import { BOARD_LIMITS, BOARD_WORDS, PROJECT_ID } from '../../../contract/board-rules';
import type { PageQuery } from '../../../contract/paging';
import { inTransaction } from '../../db/transaction';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../module';
import { holdForCare, itemsDeleted, nameShownTo } from '../../social/safety.repo';
import { type Access, accessToBoard, toAccess } from './access';
import { writeOnBoard } from './board-write';
import { ensureProject, lockSelf, makeBoard } from './new-board.repo';
import { blockedByViewer } from './rows';
import { boardTitleShown, titlesShown, untitled, writeTitle } from './titles.repo';

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

export async function toProject(db: Db, userId: number, access: Access): Promise<Project> {
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
export async function countsOf(db: Db, userId: number): Promise<{ owned: number; all: number; roomToJoin: boolean }> {
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
export async function removeBoard(trx: Db, boardId: number): Promise<void> {
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
