// Boost Board's routes: SPEC §7's /api/projects/1, /api/columns and /api/tasks calls, the same calls
// for every other board by its own id, and the boards themselves (issue 36): the switcher's list, new
// boards, invite codes, joining, leaving and handing over. A board, column or task of a board the user
// is not on answers 404 on every call. Everything written on a board is screened by the text filter;
// words about hurting oneself are kept, for the writer and the care team (never refused).
import type { FastifyPluginAsync } from 'fastify';
import { boardApi } from '../../../contract/board';
import { assertNotRestricted, standingOf } from '../../auth/standing';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import { screenText } from '../../social/text-filter';
import { type BoardTarget, boardHasOthers } from './access';
import { readBoard } from './board-read.repo';
import * as boards from './board.repo';
import * as members from './members.repo';
import * as tasks from './tasks.repo';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

const gone = (deleted: boolean | undefined, what: string): void => {
  if (!deleted) throw notFound(what);
};

/**
 * Whether a board's or task's words hold a self-harm disclosure (kept for care, and `care` in the answer
 * so that the app offers help); a 400 for what Rise refuses.
 */
const screened = (fields: { field: string; label: string; text: string | null | undefined }[]) => screenText(fields) === 'care';

export const boardRoutes: FastifyPluginAsync<AppContext> = async (app, { config, db, route }) => {
  const r = route(app);
  // Codes are guessed at the speed of this: a handful a minute per account.
  const joinLimit = { rateLimit: { max: config.rateLimits.posts.max, timeWindow: config.rateLimits.posts.windowMs } };
  /**
   * A restricted account (issue 52) writes words only on boards of its own; words about hurting oneself
   * are never refused (they are held for the writer and the moderators).
   */
  async function mayWrite(user: UserRow, care: boolean, at: BoardTarget) {
    if (!care && standingOf(user).restriction && (await boardHasOthers(db, user.id, at))) assertNotRestricted(user);
  }

  // ---- Boards
  r(boardApi.projects, (request) => boards.listProjects(db, request.user.id, request.query));

  r(boardApi.createProject, async (request) => {
    const care = screened([{ field: 'title', label: 'board name', text: request.body.title }]);
    return { ...(await boards.createProject(db, request.user.id, request.body.title, care)), care };
  });

  r(
    boardApi.join,
    (request) => {
      assertNotRestricted(request.user);
      return members.join(db, { id: request.user.id, role: request.user.role, isDemo: request.user.is_demo === 1 }, request.body.code);
    },
    joinLimit,
  );

  r(boardApi.project, async (request) => found(await boards.getProject(db, request.user.id, request.params.id), 'project'));

  r(boardApi.board, async (request) => found(await readBoard(db, request.user.id, request.params.id), 'project'));

  r(boardApi.renameProject, async (request) => {
    const care = screened([{ field: 'title', label: 'board name', text: request.body.title }]);
    await mayWrite(request.user, care, { ref: request.params.id });
    return { ...found(await boards.renameProject(db, request.user.id, request.params.id, request.body.title, care), 'project'), care };
  });

  r(boardApi.deleteProject, async (request) => gone(await boards.deleteProject(db, request.user.id, request.params.id), 'project'));

  // ---- Invites and members
  r(boardApi.invites, async (request) =>
    found(await members.listInvites(db, request.user.id, request.params.id, request.query), 'project'),
  );

  r(boardApi.createInvite, async (request) =>
    found(await members.createInvite(db, request.user.id, request.params.id, request.user.is_demo === 1), 'project'),
  );

  r(boardApi.revokeInvite, async (request) => gone(await members.revokeInvite(db, request.user.id, request.params.id), 'invite'));

  r(boardApi.removeMember, async (request) => {
    const removed = found(await members.removeMember(db, request.user.id, request.params.id, request.params.userId), 'project');
    gone(removed, 'member');
  });

  r(boardApi.handOver, async (request) =>
    found(await members.handOver(db, request.user.id, request.params.id, request.body.userId), 'project'),
  );

  // ---- Columns
  r(boardApi.columns, async (request) => found(await tasks.listColumns(db, request.user.id, request.params.id, request.query), 'project'));

  // The order is the server's (the end of the board); a projectId, when sent, is the path's board.
  r(boardApi.createColumn, async (request) => {
    const { projectId, title } = request.body;
    if (projectId !== undefined && projectId !== request.params.id) {
      throw new HttpProblem(400, 'Some fields need another look.', { projectId: 'The projectId must be the project in the path.' });
    }
    const care = screened([{ field: 'title', label: 'column title', text: title }]);
    await mayWrite(request.user, care, { ref: request.params.id });
    return { ...found(await tasks.createColumn(db, request.user.id, request.params.id, title, care), 'project'), care };
  });

  r(boardApi.updateColumn, async (request) => {
    const care = screened([{ field: 'title', label: 'column title', text: request.body.title }]);
    await mayWrite(request.user, care, { table: 'board_columns', id: request.params.id });
    return { ...found(await tasks.renameColumn(db, request.user.id, request.params.id, request.body.title, care), 'column'), care };
  });

  r(boardApi.deleteColumn, async (request) => gone(await tasks.deleteColumn(db, request.user.id, request.params.id), 'column'));

  // ---- Tasks
  r(boardApi.boardTasks, async (request) =>
    found(await tasks.listBoardTasks(db, request.user.id, request.params.id, request.query), 'project'),
  );

  r(boardApi.tasks, async (request) => found(await tasks.listTasks(db, request.user.id, request.params.id, request.query), 'column'));

  r(boardApi.createTask, async (request) => {
    const { columnId, order: _order, ...task } = request.body;
    if (columnId !== undefined && columnId !== request.params.id) {
      throw new HttpProblem(400, 'Some fields need another look.', { columnId: 'The columnId must be the column in the path.' });
    }
    const care = screened(taskFields(task));
    await mayWrite(request.user, care, { table: 'board_columns', id: request.params.id });
    return { ...found(await tasks.createTask(db, request.user.id, request.params.id, task, care), 'column'), care };
  });

  r(boardApi.updateTask, async (request) => {
    const care = screened(taskFields(request.body));
    await mayWrite(request.user, care, { table: 'board_tasks', id: request.params.id });
    return { ...found(await tasks.updateTask(db, request.user.id, request.params.id, request.body, care), 'task'), care };
  });

  r(boardApi.deleteTask, async (request) => gone(await tasks.deleteTask(db, request.user.id, request.params.id), 'task'));

  r(boardApi.moveTask, async (request) => found(await tasks.moveTask(db, request.user.id, request.params.id, request.body), 'task'));
};

/** A task's words as the text filter reads them. */
const taskFields = (t: { title?: string; description?: string | null; tag?: string | null }) => [
  { field: 'title', label: 'task title', text: t.title },
  { field: 'description', label: 'description', text: t.description },
  { field: 'tag', label: 'tag', text: t.tag },
];
