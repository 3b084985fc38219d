// The calls the shared-board API tests make (sharing.test.ts, red-team.test.ts): boards, codes, joining,
// columns and tasks through the routes, and a team (an owner with classmates on a new board).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Board, Column, Invite, Project, ProjectSummary, Task } from '../../../contract/board';
import { type SignedIn, jsonAs as json, signUp } from '../../test/app';

/** A problem+json answer with `status`, naming `field` when given; its body. */
export const expectProblem = (response: LightMyRequestResponse, status: number, field?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (field) expect(response.json().errors, response.body).toHaveProperty(field);
  return response.json() as { detail?: string; title: string; status: number };
};

export const noContent = async (me: SignedIn, options: InjectOptions) => {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(204);
};

export const boardsOf = async (me: SignedIn) => (await json(me, { url: '/api/projects' })) as ProjectSummary[];
export const newBoard = async (me: SignedIn, title = 'Science project') =>
  (await json(me, { method: 'POST', url: '/api/projects', payload: { title } }, 201)) as ProjectSummary;
export const invite = async (me: SignedIn, boardId: number) =>
  (await json(me, { method: 'POST', url: `/api/projects/${boardId}/invites` }, 201)) as Invite;
export const joinWith = (me: SignedIn, code: string) => me.request({ method: 'POST', url: '/api/projects/join', payload: { code } });
export const columnsOf = async (me: SignedIn, boardId: number) => (await json(me, { url: `/api/projects/${boardId}/columns` })) as Column[];
export const tasksOf = async (me: SignedIn, boardId: number) => (await json(me, { url: `/api/projects/${boardId}/tasks` })) as Task[];
export const projectOf = async (me: SignedIn, boardId: number) => (await json(me, { url: `/api/projects/${boardId}` })) as Project;
/**
 * The whole board in one read (GET /api/projects/:id/board), checked against the separate reads of its
 * project, columns and tasks: the same rules (hidden, held, blocked) on both ways in.
 */
export async function wholeBoardOf(me: SignedIn, boardId: number): Promise<Board> {
  const board = (await json(me, { url: `/api/projects/${boardId}/board` })) as Board;
  const [project, columns, tasks] = [await projectOf(me, boardId), await columnsOf(me, boardId), await tasksOf(me, boardId)];
  expect(board.project).toEqual(project);
  expect(board.columns.map(({ tasks: _tasks, ...column }) => column)).toEqual(columns);
  expect(board.columns.flatMap((c) => c.tasks)).toEqual(tasks);
  for (const column of board.columns) {
    expect(column.tasks).toEqual((await json(me, { url: `/api/columns/${column.id}/tasks` })) as Task[]);
  }
  return board;
}
export const addTask = async (me: SignedIn, columnId: number, payload: Record<string, unknown> = {}) =>
  (await json(
    me,
    { method: 'POST', url: `/api/columns/${columnId}/tasks`, payload: { title: 'Write the intro', ...payload } },
    201,
  )) as Task;

/** An owner with a new shared board and `n` classmates on it (joined with one code). */
export async function team(app: FastifyInstance, n = 1, title = 'Group project') {
  const owner = await signUp(app);
  const board = await newBoard(owner, title);
  const { code, id: inviteId } = await invite(owner, board.id);
  const members: SignedIn[] = [];
  for (let i = 0; i < n; i += 1) {
    const member = await signUp(app);
    expect((await joinWith(member, code)).statusCode).toBe(200);
    members.push(member);
  }
  const [todo, doing, done] = await columnsOf(owner, board.id);
  return { owner, members, member: members[0]!, board, code, inviteId, todo: todo!, doing: doing!, done: done! };
}
