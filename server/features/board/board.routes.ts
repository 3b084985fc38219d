// SPEC §7's /api/projects/1, /api/columns and /api/tasks calls, plus renaming the project, editing
// and deleting columns and tasks. Project 1 is always the signed-in user's board (another project id
// is no route: 404); another user's column or task answers 404 on every call.
import type { FastifyPluginAsync } from 'fastify';
import { boardApi } from '../../../contract/board';
import type { AppContext } from '../../context';
import { HttpProblem, notFound } from '../../http/problems';
import * as repo from './board.repo';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

const gone = (deleted: boolean, what: string): void => {
  if (!deleted) throw notFound(what);
};

export const boardRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  // ---- The project
  r(boardApi.project, (request) => repo.getProject(db, request.user.id));

  r(boardApi.renameProject, (request) => repo.renameProject(db, request.user.id, request.body.title));

  // ---- Columns
  r(boardApi.columns, (request) => repo.listColumns(db, request.user.id, request.query));

  // projectId (always 1) was checked by the schema; order is the server's (the end of the board).
  r(boardApi.createColumn, (request) => repo.createColumn(db, request.user.id, request.body.title));

  r(boardApi.updateColumn, async (request) =>
    found(await repo.renameColumn(db, request.user.id, request.params.id, request.body.title), 'column'),
  );

  r(boardApi.deleteColumn, async (request) => gone(await repo.deleteColumn(db, request.user.id, request.params.id), 'column'));

  // ---- Tasks
  r(boardApi.boardTasks, (request) => repo.listBoardTasks(db, request.user.id, request.query));

  r(boardApi.tasks, async (request) => found(await repo.listTasks(db, request.user.id, request.params.id, request.query), 'column'));

  r(boardApi.createTask, async (request) => {
    const { columnId, order: _order, ...task } = request.body;
    if (columnId !== undefined && columnId !== request.params.id) {
      throw new HttpProblem(400, 'Some fields need another look.', { columnId: 'The columnId must be the column in the path.' });
    }
    return found(await repo.createTask(db, request.user.id, request.params.id, task), 'column');
  });

  r(boardApi.updateTask, async (request) => found(await repo.updateTask(db, request.user.id, request.params.id, request.body), 'task'));

  r(boardApi.deleteTask, async (request) => gone(await repo.deleteTask(db, request.user.id, request.params.id), 'task'));

  r(boardApi.moveTask, async (request) => found(await repo.moveTask(db, request.user.id, request.params.id, request.body), 'task'));
};
