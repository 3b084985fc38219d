// Who is on a board: the owner's invite codes, joining by one, leaving, the owner removing a member,
// and handing the board on.
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Invite, Project } from '../../../contract/board';
import { BOARD_LIMITS, BOARD_WORDS, INVITE_ALPHABET, INVITE_LENGTH, INVITE_RULES } from '../../../contract/board-rules';
import type { PageQuery } from '../../../contract/paging';
import type { DB } from '../../db/schema';
import { lockRows } from '../../db/lock';
import { inTransaction } from '../../db/transaction';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../module';
import { notify } from '../../progress/progress.repo';
import { accessToBoard, memberIds, ownerOnly, toAccess } from './access';
import { countsOf, toProject } from './board.repo';
import { tellMembers, writeOnBoard } from './board-write';
import { lockSelf, lockUser } from './new-board.repo';
import { now } from './rows';
import { boardTitleShown } from './titles.repo';

const DAY_MS = 86_400_000;

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
export async function listInvites(db: Db, userId: number, ref: number, page: PageQuery): Promise<Page<Invite> | undefined> {
  const access = await accessToBoard(db, userId, ref);
  if (!access) return undefined;
  ownerOnly(access, 'see its invite codes');
  return keyset(openInvites(db, access.board.id).selectAll(), [{ by: 'id', desc: true, type: 'number', of: (r) => r.id }], page).page(
    toInvite,
  );
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
    await lockRows(trx, 'board_projects').where('id', '=', invite.project_id).execute();
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
export async function takeOff(trx: Db, boardId: number, userId: number): Promise<void> {
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
