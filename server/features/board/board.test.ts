import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS, type Board, type Column, PROJECT_ID, TAG_COLORS, type Task } from '../../../contract/board';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';
import { boardModule } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = Record<string, unknown>;

/** A problem+json answer with `status`, naming `field` when given. */
const expectProblem = (response: LightMyRequestResponse, status: number, field?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (field) expect(response.json().errors, response.body).toHaveProperty(field);
};

const noContent = async (me: SignedIn, options: InjectOptions) => {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(204);
};

const projectOf = (me: SignedIn) => json(me, { url: '/api/projects/1' });
const columnsOf = async (me: SignedIn) => (await json(me, { url: '/api/projects/1/columns' })) as Column[];
const tasksOf = async (me: SignedIn, columnId: number) => (await json(me, { url: `/api/columns/${columnId}/tasks` })) as Task[];
const makeColumn = async (me: SignedIn, title = 'Ideas') =>
  (await json(me, { method: 'POST', url: '/api/projects/1/columns', payload: { projectId: 1, title, order: 0 } }, 201)) as Column;
const makeTask = async (me: SignedIn, columnId: number, payload: Payload = {}) =>
  (await json(
    me,
    { method: 'POST', url: `/api/columns/${columnId}/tasks`, payload: { title: 'Write the intro', columnId, order: 0, ...payload } },
    201,
  )) as Task;
const move = (me: SignedIn, taskId: number, columnId: number, order: number) =>
  me.request({ method: 'POST', url: `/api/tasks/${taskId}/move`, payload: { columnId, order } });

/** The board as titles, column by column: what a person sees. */
async function boardOf(me: SignedIn) {
  const board: Record<string, string[]> = {};
  for (const column of await columnsOf(me)) board[column.title] = (await tasksOf(me, column.id)).map((task) => task.title);
  return board;
}

/** Every column's tasks are numbered 0 to n-1, and the columns too. */
async function expectWholeOrders(me: SignedIn) {
  const columns = await columnsOf(me);
  expect(columns.map((c) => c.order)).toEqual(columns.map((_, i) => i));
  for (const column of columns) {
    const tasks = await tasksOf(me, column.id);
    expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, i) => i));
    expect(tasks.every((task) => task.columnId === column.id)).toBe(true);
  }
}

/** A fresh board with three known tasks in To Do: A, B, C (the starter tasks removed). */
async function freshBoard() {
  const me = await signUp(t.app);
  const [todo, doing, done] = await columnsOf(me);
  for (const column of [todo!, doing!, done!])
    for (const task of await tasksOf(me, column.id)) await noContent(me, { method: 'DELETE', url: `/api/tasks/${task.id}` });
  const a = await makeTask(me, todo!.id, { title: 'A' });
  const b = await makeTask(me, todo!.id, { title: 'B' });
  const c = await makeTask(me, todo!.id, { title: 'C' });
  return { me, todo: todo!, doing: doing!, done: done!, a, b, c };
}

describe('project 1 is my board', () => {
  it('is made at sign-up with To Do, In Progress and Completed and starter tasks, none of them done', async () => {
    const me = await signUp(t.app);
    const project = await projectOf(me);
    expect(project).toMatchObject({ id: 1, title: 'My First Project', createdBy: me.user.id });
    expect(new Date(project.createdAt).toString()).not.toBe('Invalid Date');
    expect(project.members).toEqual([
      {
        userId: me.user.id,
        displayName: me.user.displayName,
        avatarColor: me.user.avatarColor,
        role: 'owner',
        joinedAt: project.createdAt,
      },
    ]);

    const columns = await columnsOf(me);
    expect(columns.map(({ title, order, projectId, done }) => ({ title, order, projectId, done }))).toEqual([
      { title: 'To Do', order: 0, projectId: 1, done: false },
      { title: 'In Progress', order: 1, projectId: 1, done: false },
      { title: 'Completed', order: 2, projectId: 1, done: true },
    ]);
    const board = await boardOf(me);
    expect(board['To Do']!.length).toBeGreaterThan(0);
    expect(board.Completed).toEqual([]);
    await expectWholeOrders(me);
  });

  it('is made on first use, once, for an account made before Boost Board', async () => {
    const me = await signUp(t.app);
    await boardModule.deleteUserData!(t.database.db, me.user.id);
    // Two screens opening at once make one board between them.
    const [first, second] = await Promise.all([projectOf(me), columnsOf(me)]);
    expect(first.id).toBe(1);
    expect(second).toHaveLength(3);
    const rows = await t.database.db.selectFrom('board_projects').select('id').where('owner_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(await columnsOf(me)).toHaveLength(3);
  });

  it('gives every account its own board, all called 1', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeColumn(me, 'Mine only');
    expect((await columnsOf(me)).map((c) => c.title)).toContain('Mine only');
    expect((await columnsOf(other)).map((c) => c.title)).not.toContain('Mine only');
    expect((await projectOf(other)).createdBy).toBe(other.user.id);
  });

  it('answers 404 for a board I am not on, 400 for an id that is none, and 400 for a body naming another board', async () => {
    const me = await signUp(t.app);
    // Board 2 is another account's (no board is 1: that is each user's own first board).
    for (const url of ['/api/projects/2', '/api/projects/2/columns', '/api/projects/2/tasks'])
      expectProblem(await me.request({ url }), 404);
    for (const url of ['/api/projects/0/columns', '/api/projects/abc']) expectProblem(await me.request({ url }), 400, 'id');
    expectProblem(await me.request({ method: 'POST', url: '/api/projects/2/columns', payload: { title: 'X' } }), 404);
    expectProblem(
      await me.request({ method: 'POST', url: '/api/projects/1/columns', payload: { projectId: 2, title: 'X' } }),
      400,
      'projectId',
    );
    expect(await columnsOf(me)).toHaveLength(3);
  });

  it('renames the project, refusing a blank or long title', async () => {
    const me = await signUp(t.app);
    expect(await json(me, { method: 'PATCH', url: '/api/projects/1', payload: { title: '  Robotics club  ' } })).toMatchObject({
      id: 1,
      title: 'Robotics club',
    });
    expectProblem(await me.request({ method: 'PATCH', url: '/api/projects/1', payload: { title: '   ' } }), 400, 'title');
    expectProblem(
      await me.request({ method: 'PATCH', url: '/api/projects/1', payload: { title: 'x'.repeat(BOARD_LIMITS.projectTitle + 1) } }),
      400,
      'title',
    );
    expect((await projectOf(me)).title).toBe('Robotics club');
  });

  it('needs a session', async () => {
    for (const url of ['/api/projects/1', '/api/projects/1/columns']) expectProblem(await t.app.inject({ url }), 401);
  });
});

describe('columns', () => {
  it('adds a column last (SPEC §9: its order is the column count), whatever order is sent', async () => {
    const me = await signUp(t.app);
    const column = await makeColumn(me, '  Ideas ');
    expect(column).toMatchObject({ title: 'Ideas', order: 3, projectId: 1, done: false });
    const again = await json(me, { method: 'POST', url: '/api/projects/1/columns', payload: { title: 'Later', order: 0 } }, 201);
    expect(again.order).toBe(4);
    expect((await columnsOf(me)).map((c) => c.title)).toEqual(['To Do', 'In Progress', 'Completed', 'Ideas', 'Later']);
  });

  it('refuses a blank, long or odd column, changing nothing', async () => {
    const me = await signUp(t.app);
    const bad: [Payload, string][] = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(BOARD_LIMITS.columnTitle + 1) }, 'title'],
      [{ title: 'Ok', order: -1 }, 'order'],
      [{ title: 'Ok', order: 1.5 }, 'order'],
      [{ title: 'Ok', colour: 'red' }, 'body'],
      [{ title: 'A\u0000B' }, 'title'],
    ];
    for (const [payload, field] of bad)
      expectProblem(await me.request({ method: 'POST', url: '/api/projects/1/columns', payload }), 400, field);
    expect(await columnsOf(me)).toHaveLength(3);
  });

  it(`holds at most ${BOARD_LIMITS.columns} columns`, async () => {
    const me = await signUp(t.app);
    for (let i = 3; i < BOARD_LIMITS.columns; i++) await makeColumn(me, `C${i}`);
    expectProblem(await me.request({ method: 'POST', url: '/api/projects/1/columns', payload: { title: 'One too many' } }), 409);
    expect(await columnsOf(me)).toHaveLength(BOARD_LIMITS.columns);
  });

  it('renames a column; the done column keeps its flag when renamed', async () => {
    const me = await signUp(t.app);
    const done = (await columnsOf(me)).find((c) => c.done)!;
    expect(await json(me, { method: 'PATCH', url: `/api/columns/${done.id}`, payload: { title: 'Done!' } })).toMatchObject({
      title: 'Done!',
      done: true,
    });
    expectProblem(await me.request({ method: 'PATCH', url: `/api/columns/${done.id}`, payload: { title: '' } }), 400, 'title');
  });

  it('deletes a column with its tasks and closes the gap; the done column cannot be deleted', async () => {
    const me = await signUp(t.app);
    const [todo, doing, done] = await columnsOf(me);
    const inProgress = await tasksOf(me, doing!.id);
    expect(inProgress.length).toBeGreaterThan(0);
    await noContent(me, { method: 'DELETE', url: `/api/columns/${doing!.id}` });
    expect((await columnsOf(me)).map((c) => [c.title, c.order])).toEqual([
      ['To Do', 0],
      ['Completed', 1],
    ]);
    expectProblem(await me.request({ url: `/api/columns/${doing!.id}/tasks` }), 404);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/tasks/${inProgress[0]!.id}`, payload: { title: 'x' } }), 404);

    expectProblem(await me.request({ method: 'DELETE', url: `/api/columns/${done!.id}` }), 409);
    expect((await columnsOf(me)).map((c) => c.id)).toEqual([todo!.id, done!.id]);
    expectProblem(await me.request({ method: 'DELETE', url: `/api/columns/${doing!.id}` }), 404);
  });
});

describe('tasks', () => {
  it('adds a task last in its column (SPEC §9: its order is the task count) with its card fields', async () => {
    const { me, todo, a, b, c } = await freshBoard();
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2]);
    const full = await makeTask(me, todo.id, {
      title: '  Film the demo ',
      description: 'One minute, landscape.',
      tag: 'Video',
      tagColor: TAG_COLORS.pink.toUpperCase(),
      dueDate: '2027-02-14',
      assignedTo: me.user.id,
    });
    expect(full).toMatchObject({
      title: 'Film the demo',
      columnId: todo.id,
      order: 3,
      description: 'One minute, landscape.',
      tag: 'Video',
      tagColor: TAG_COLORS.pink,
      dueDate: '2027-02-14',
      assignedTo: me.user.id,
    });
    // A tag without a colour takes the default one; no tag, no colour.
    expect(await makeTask(me, todo.id, { title: 'T', tag: 'Art' })).toMatchObject({ tag: 'Art', tagColor: TAG_COLORS.blue });
    expect(await makeTask(me, todo.id, { title: 'U', tagColor: TAG_COLORS.red })).toMatchObject({ tag: null, tagColor: null });
    expect((await tasksOf(me, todo.id)).map((task) => task.title)).toEqual(['A', 'B', 'C', 'Film the demo', 'T', 'U']);
  });

  it('refuses blank titles, unknown colours, other members and a columnId that is not the path, changing nothing', async () => {
    const { me, todo, doing } = await freshBoard();
    const other = await signUp(t.app);
    const bad: [Payload, string][] = [
      [{ title: '  ' }, 'title'],
      [{ title: 'x'.repeat(BOARD_LIMITS.taskTitle + 1) }, 'title'],
      [{ title: 'Ok', description: 'x'.repeat(BOARD_LIMITS.taskDescription + 1) }, 'description'],
      [{ title: 'Ok', tag: 'x'.repeat(BOARD_LIMITS.tag + 1) }, 'tag'],
      [{ title: 'Ok', tag: 'Art', tagColor: 'red; background: url(x)' }, 'tagColor'],
      [{ title: 'Ok', dueDate: '2027-02-30' }, 'dueDate'],
      [{ title: 'Ok', assignedTo: other.user.id }, 'assignedTo'],
      [{ title: 'Ok', assignedTo: 'me' }, 'assignedTo'],
      [{ title: 'Ok', columnId: doing.id }, 'columnId'],
      [{ title: 'Ok', order: -2 }, 'order'],
    ];
    for (const [payload, field] of bad)
      expectProblem(await me.request({ method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload }), 400, field);
    expect((await tasksOf(me, todo.id)).map((task) => task.title)).toEqual(['A', 'B', 'C']);
  });

  it(`holds at most ${BOARD_LIMITS.tasksPerColumn} tasks in a column, and a move cannot overfill one`, async () => {
    const { me, todo, doing, a } = await freshBoard();
    const { project_id } = await t.database.db
      .selectFrom('board_columns')
      .select('project_id')
      .where('id', '=', doing.id)
      .executeTakeFirstOrThrow();
    const values = Array.from({ length: BOARD_LIMITS.tasksPerColumn }, (_, i) => ({
      project_id,
      column_id: doing.id,
      created_by: me.user.id,
      title: `Filler ${i}`,
      position: i,
      created_at: new Date().toISOString(),
    }));
    await t.database.db.insertInto('board_tasks').values(values).execute();
    expectProblem(await me.request({ method: 'POST', url: `/api/columns/${doing.id}/tasks`, payload: { title: 'More' } }), 409);
    expectProblem(await move(me, a.id, doing.id, 0), 409);
    expect((await tasksOf(me, todo.id)).map((task) => task.title)).toEqual(['A', 'B', 'C']);
    expect(await tasksOf(me, doing.id)).toHaveLength(BOARD_LIMITS.tasksPerColumn);
  });

  it('edits a card: title, description, tag and colour, due date and assignee', async () => {
    const { me, a } = await freshBoard();
    const edited = await json(me, {
      method: 'PATCH',
      url: `/api/tasks/${a.id}`,
      payload: { title: 'A!', description: 'More', tag: 'Art', tagColor: TAG_COLORS.green, dueDate: '2027-03-01', assignedTo: me.user.id },
    });
    expect(edited).toMatchObject({
      id: a.id,
      title: 'A!',
      description: 'More',
      tag: 'Art',
      tagColor: TAG_COLORS.green,
      dueDate: '2027-03-01',
      assignedTo: me.user.id,
      order: 0,
    });
    // A new tag keeps the colour; clearing the tag clears it; blank text and dates clear them.
    expect(await json(me, { method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { tag: 'Music' } })).toMatchObject({
      tag: 'Music',
      tagColor: TAG_COLORS.green,
    });
    expect(
      await json(me, { method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { tag: '', description: '', dueDate: '', assignedTo: null } }),
    ).toMatchObject({
      tag: null,
      tagColor: null,
      description: null,
      dueDate: null,
      assignedTo: null,
    });
    expectProblem(await me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: {} }), 400);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { title: ' ' } }), 400, 'title');
    expectProblem(await me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { columnId: 3 } }), 400);
  });

  it('deletes a card; the ones below move up', async () => {
    const { me, todo, a, b, c } = await freshBoard();
    await noContent(me, { method: 'DELETE', url: `/api/tasks/${b.id}` });
    expect((await tasksOf(me, todo.id)).map((task) => [task.id, task.order])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    expectProblem(await me.request({ method: 'DELETE', url: `/api/tasks/${b.id}` }), 404);
  });

  it('reads a column page by page', async () => {
    const { me, todo } = await freshBoard();
    const first = await me.request({ url: `/api/columns/${todo.id}/tasks?limit=2` });
    expect(first.json().map((task: Task) => task.title)).toEqual(['A', 'B']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect((await json(me, { url: next })).map((task: Task) => task.title)).toEqual(['C']);
  });

  it("reads the whole board's tasks column by column, page by page, and only mine", async () => {
    const { me, todo } = await freshBoard();
    const [, doing, done] = await columnsOf(me);
    await makeTask(me, done!.id, { title: 'Z' });
    await makeTask(me, doing!.id, { title: 'M' });
    const other = await signUp(t.app);
    const theirs = (await columnsOf(other))[0]!;
    await makeTask(other, theirs.id, { title: 'Not yours' });
    // Column by column as the board shows them, each top to bottom.
    const all = (await json(me, { url: '/api/projects/1/tasks' })) as Task[];
    expect(all.map((task) => task.title)).toEqual(['A', 'B', 'C', 'M', 'Z']);
    expect(all.map((task) => task.columnId)).toEqual([todo.id, todo.id, todo.id, doing!.id, done!.id]);
    // A page can stop inside a column; the next one goes on from there.
    const titles: string[] = [];
    let url: string | undefined = '/api/projects/1/tasks?limit=2';
    while (url) {
      const page = await me.request({ url });
      expect(page.statusCode, page.body).toBe(200);
      titles.push(...page.json().map((task: Task) => task.title));
      url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
    }
    expect(titles).toEqual(['A', 'B', 'C', 'M', 'Z']);
    // A made-up cursor is a 400, never a 500.
    expectProblem(await me.request({ url: '/api/projects/1/tasks?cursor=nonsense' }), 400);
  });
});

describe('the whole board in one read', () => {
  it('answers project 1, its columns in order and each one’s tasks in order, as the separate reads do', async () => {
    const { me, todo, doing, done, a, b, c } = await freshBoard();
    await makeTask(me, done.id, { title: 'Z' });
    await move(me, c.id, doing.id, 0);
    const board = (await json(me, { url: '/api/projects/1/board' })) as Board;
    expect(board.project).toEqual(await projectOf(me));
    expect(board.project.id).toBe(PROJECT_ID);
    expect(board.columns.map(({ tasks: _tasks, ...column }) => column)).toEqual(await columnsOf(me));
    expect(board.columns.map((column) => column.tasks.map((task) => task.title))).toEqual([['A', 'B'], ['C'], ['Z']]);
    expect(board.columns[0]!.tasks).toEqual(await tasksOf(me, todo.id));
    expect(board.columns[1]!.tasks.map((task) => [task.id, task.columnId, task.order])).toEqual([[c.id, doing.id, 0]]);
    expect([a.id, b.id]).toEqual(board.columns[0]!.tasks.map((task) => task.id));
  });

  it('makes my first board on first use, and answers 404 for any board I am not on', async () => {
    const me = await signUp(t.app);
    const board = (await json(me, { url: '/api/projects/1/board' })) as Board;
    expect(board.columns.map((column) => column.title)).toEqual(['To Do', 'In Progress', 'Completed']);
    expect(board.columns.map((column) => column.projectId)).toEqual([PROJECT_ID, PROJECT_ID, PROJECT_ID]);
    expectProblem(await me.request({ url: '/api/projects/2/board' }), 404);
    expectProblem(await me.request({ url: '/api/projects/0/board' }), 400);
  });
});

describe('moving a task (SPEC §4)', () => {
  it('reorders within a column, renumbering from 0', async () => {
    const { me, todo, a, b, c } = await freshBoard();
    const moved = await move(me, a.id, todo.id, 2);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: a.id, columnId: todo.id, order: 2 });
    expect((await tasksOf(me, todo.id)).map((task) => [task.id, task.order])).toEqual([
      [b.id, 0],
      [c.id, 1],
      [a.id, 2],
    ]);
    await move(me, a.id, todo.id, 0);
    expect((await boardOf(me))['To Do']).toEqual(['A', 'B', 'C']);
  });

  it('moves across columns to the destination index, renumbering both', async () => {
    const { me, todo, doing, a, b, c } = await freshBoard();
    const d = await makeTask(me, doing.id, { title: 'D' });
    const moved = (await move(me, b.id, doing.id, 0)).json();
    expect(moved).toMatchObject({ id: b.id, columnId: doing.id, order: 0 });
    expect((await tasksOf(me, todo.id)).map((task) => [task.id, task.order])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    expect((await tasksOf(me, doing.id)).map((task) => [task.id, task.order])).toEqual([
      [b.id, 0],
      [d.id, 1],
    ]);
  });

  it('puts the task last for an order past the end, and into an empty column', async () => {
    const { me, todo, doing, done, a } = await freshBoard();
    expect((await move(me, a.id, todo.id, 99)).json()).toMatchObject({ order: 2 });
    expect((await boardOf(me))['To Do']).toEqual(['B', 'C', 'A']);
    expect((await move(me, a.id, done.id, 5)).json()).toMatchObject({ columnId: done.id, order: 0 });
    expect(await tasksOf(me, doing.id)).toEqual([]);
  });

  it('marks when a task enters the done column, and clears it when it leaves', async () => {
    const { me, todo, done, a } = await freshBoard();
    const completedAt = async () =>
      (await t.database.db.selectFrom('board_tasks').select('completed_at').where('id', '=', a.id).executeTakeFirstOrThrow()).completed_at;
    expect(await completedAt()).toBeNull();
    await move(me, a.id, done.id, 0);
    expect(await completedAt()).not.toBeNull();
    await move(me, a.id, todo.id, 0);
    expect(await completedAt()).toBeNull();
  });

  it('refuses a bad body, changing nothing', async () => {
    const { me, todo, a } = await freshBoard();
    const bad = [
      {},
      { columnId: todo.id },
      { order: 0 },
      { columnId: todo.id, order: -1 },
      { columnId: 'x', order: 0 },
      { columnId: String(todo.id), order: 1 },
      { columnId: [todo.id], order: 1 },
      { columnId: todo.id, order: '1' },
      { columnId: todo.id, order: 0, extra: 1 },
    ];
    for (const payload of bad) expectProblem(await me.request({ method: 'POST', url: `/api/tasks/${a.id}/move`, payload }), 400);
    expect((await boardOf(me))['To Do']).toEqual(['A', 'B', 'C']);
  });

  it("never moves a task into another user's column, nor another user's task", async () => {
    const { me, todo, a } = await freshBoard();
    const other = await signUp(t.app);
    const [theirs] = await columnsOf(other);
    expectProblem(await move(me, a.id, theirs!.id, 0), 404);
    expectProblem(await move(other, a.id, theirs!.id, 0), 404);
    expectProblem(await move(other, a.id, todo.id, 0), 404);
    expect((await boardOf(me))['To Do']).toEqual(['A', 'B', 'C']);
    expect((await tasksOf(other, theirs!.id)).some((task) => task.id === a.id)).toBe(false);
  });

  it('keeps every column numbered 0 to n-1, with no task lost or doubled, when 20 moves arrive at once', async () => {
    const { me, todo, doing, done } = await freshBoard();
    for (let i = 0; i < 9; i++) await makeTask(me, [todo, doing, done][i % 3]!.id, { title: `T${i}` });
    const columns = [todo.id, doing.id, done.id];
    const all = async () => (await Promise.all(columns.map((id) => tasksOf(me, id)))).flat();
    const before = (await all()).map((task) => task.id).sort((x, y) => x - y);
    // A fixed pseudo-random spread of moves, some of the same task, to every column and index.
    const moves = Array.from({ length: 20 }, (_, i) => ({
      task: before[(i * 7) % before.length]!,
      column: columns[(i * 5) % 3]!,
      order: (i * 3) % 6,
    }));
    const answers = await Promise.all(moves.map((m) => move(me, m.task, m.column, m.order)));
    expect(answers.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    expect((await all()).map((task) => task.id).sort((x, y) => x - y)).toEqual(before);
    await expectWholeOrders(me);
  });
});

describe('edits at the same moment', () => {
  it('keeps both of two edits to one card sent at once', async () => {
    const { me, a } = await freshBoard();
    const [tag, title] = await Promise.all([
      me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { tag: 'Art' } }),
      me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { title: 'A, renamed' } }),
    ]);
    expect([tag.statusCode, title.statusCode]).toEqual([200, 200]);
    const [task] = await tasksOf(me, a.columnId);
    expect(task).toMatchObject({ title: 'A, renamed', tag: 'Art' });
  });

  it('answers an edit or a move of a task whose column is being deleted with 200 or 404, never 500', async () => {
    const { me, todo, doing, a, b } = await freshBoard();
    const answers = await Promise.all([
      me.request({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { title: 'Edited' } }),
      me.request({ method: 'DELETE', url: `/api/columns/${todo.id}` }),
      move(me, b.id, doing.id, 0),
      me.request({ method: 'PATCH', url: `/api/tasks/${b.id}`, payload: { tag: 'Late' } }),
      me.request({ method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'Too late?' } }),
    ]);
    for (const answer of answers) expect([200, 201, 204, 404], answer.body).toContain(answer.statusCode);
    await expectWholeOrders(me);
  });
});

describe('the demo account and the data hooks', () => {
  it('gives the demo account a project under way, with done tasks in Completed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const cookie = sessionCookie(response);
    const demo: SignedIn = {
      user: response.json(),
      cookie,
      request: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }),
    };
    expect((await projectOf(demo)).title).toBe('Science Fair: Clean Water');
    const board = await boardOf(demo);
    expect(board['To Do']!.length).toBeGreaterThan(1);
    expect(board.Completed!.length).toBeGreaterThan(0);
    expect(board['To Do']).not.toContain('Move me to In Progress');
    await expectWholeOrders(demo);
  });

  it('exports my board in the contract shapes and deletes it all', async () => {
    const { me, todo, a } = await freshBoard();
    const exported = (await boardModule.exportUserData!(t.database.db, me.user.id)) as {
      projects: { id: number; columns: Column[]; tasks: Task[] }[];
    };
    expect(exported.projects.map((p) => p.id)).toEqual([PROJECT_ID]);
    expect(exported.projects[0]!.columns.map((c) => c.title)).toEqual(['To Do', 'In Progress', 'Completed']);
    expect(exported.projects[0]!.tasks.find((task) => task.id === a.id)).toMatchObject({ title: 'A', columnId: todo.id });

    await t.database.db.transaction().execute((trx) => boardModule.deleteUserData!(trx, me.user.id));
    expect(await t.database.db.selectFrom('board_projects').select('id').where('owner_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('board_members').select('project_id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('board_tasks').select('id').where('created_by', '=', me.user.id).execute()).toEqual([]);
  });
});
