// Red team of issue 36's shared boards: attacks through the routes by a stranger, adults, a removed or
// blocked bully, a member reaching for owner powers, id confusions, leaks, and races. Each test asserts
// what the product's rules say SHOULD happen (a failing test is a real problem, not a wrong test).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS, BOARD_WORDS, type Invite, type Task } from '../../../contract/board';
import {
  addTask,
  boardsOf,
  columnsOf,
  expectProblem,
  invite,
  joinWith,
  newBoard,
  noContent,
  projectOf,
  tasksOf,
  team,
} from './sharing.fixtures';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING = 2_000_000_000;

const handOver = (me: SignedIn, boardId: number, userId: number) =>
  me.request({ method: 'POST', url: `/api/projects/${boardId}/owner`, payload: { userId } });
const leaveOrRemove = (me: SignedIn, boardId: number, userId: number) =>
  me.request({ method: 'DELETE', url: `/api/projects/${boardId}/members/${userId}` });
const deleteAccountRequest = (me: SignedIn) =>
  me.request({ method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } });
const exportOf = async (me: SignedIn) => {
  const response = await me.request({ url: '/api/users/current/export' });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const casesOf = async (moderator: SignedIn) =>
  (await json(moderator, { url: '/api/moderation/reports' })) as {
    subject: string;
    itemId: number;
    authorId: number | null;
    heldFor: string | null;
    hidden: boolean;
  }[];

/** Every column of the board numbered 0..n-1, and each column's tasks too (read straight from the database). */
async function expectWholeOrders(boardId: number) {
  const db = t.database.db;
  const columns = await db
    .selectFrom('board_columns')
    .select(['id', 'position'])
    .where('project_id', '=', boardId)
    .orderBy('position')
    .execute();
  expect(columns.map((c) => c.position)).toEqual(columns.map((_, i) => i));
  for (const column of columns) {
    const tasks = await db.selectFrom('board_tasks').select(['position']).where('column_id', '=', column.id).orderBy('position').execute();
    expect(tasks.map((x) => x.position)).toEqual(tasks.map((_, i) => i));
  }
}

const ownedCount = async (userId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('board_projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const memberCount = async (userId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('board_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A demo account, signed in. */
async function demoAccount(): Promise<SignedIn> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response);
  return { cookie, user: response.json(), request: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }) };
}

// ---------------------------------------------------------------------------------------------------

describe('(1) a stranger who is on no board', () => {
  it('gets exactly the 404 of a missing id on every route of a board, column, task and invite', async () => {
    const { owner, board, todo, inviteId } = await team(t.app, 1);
    const task = await addTask(owner, todo.id, { title: 'Secret plan' });
    const stranger = await signUp(t.app);
    const pairs: [InjectOptions, InjectOptions][] = [
      [{ url: `/api/projects/${board.id}` }, { url: `/api/projects/${MISSING}` }],
      [{ url: `/api/projects/${board.id}/columns` }, { url: `/api/projects/${MISSING}/columns` }],
      [{ url: `/api/projects/${board.id}/tasks` }, { url: `/api/projects/${MISSING}/tasks` }],
      [{ url: `/api/projects/${board.id}/invites` }, { url: `/api/projects/${MISSING}/invites` }],
      [
        { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Mine' } },
        { method: 'PATCH', url: `/api/projects/${MISSING}`, payload: { title: 'Mine' } },
      ],
      [
        { method: 'DELETE', url: `/api/projects/${board.id}` },
        { method: 'DELETE', url: `/api/projects/${MISSING}` },
      ],
      [
        { method: 'POST', url: `/api/projects/${board.id}/invites` },
        { method: 'POST', url: `/api/projects/${MISSING}/invites` },
      ],
      [
        { method: 'DELETE', url: `/api/invites/${inviteId}` },
        { method: 'DELETE', url: `/api/invites/${MISSING}` },
      ],
      [
        { method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: stranger.user.id } },
        { method: 'POST', url: `/api/projects/${MISSING}/owner`, payload: { userId: stranger.user.id } },
      ],
      [
        { method: 'DELETE', url: `/api/projects/${board.id}/members/${owner.user.id}` },
        { method: 'DELETE', url: `/api/projects/${MISSING}/members/${owner.user.id}` },
      ],
      [
        { method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: 'X' } },
        { method: 'POST', url: `/api/projects/${MISSING}/columns`, payload: { title: 'X' } },
      ],
      [{ url: `/api/columns/${todo.id}/tasks` }, { url: `/api/columns/${MISSING}/tasks` }],
      [
        { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X' } },
        { method: 'POST', url: `/api/columns/${MISSING}/tasks`, payload: { title: 'X' } },
      ],
      [
        { method: 'PATCH', url: `/api/columns/${todo.id}`, payload: { title: 'X' } },
        { method: 'PATCH', url: `/api/columns/${MISSING}`, payload: { title: 'X' } },
      ],
      [
        { method: 'DELETE', url: `/api/columns/${todo.id}` },
        { method: 'DELETE', url: `/api/columns/${MISSING}` },
      ],
      [
        { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { title: 'X' } },
        { method: 'PATCH', url: `/api/tasks/${MISSING}`, payload: { title: 'X' } },
      ],
      [
        { method: 'DELETE', url: `/api/tasks/${task.id}` },
        { method: 'DELETE', url: `/api/tasks/${MISSING}` },
      ],
      [
        { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: todo.id, order: 0 } },
        { method: 'POST', url: `/api/tasks/${MISSING}/move`, payload: { columnId: todo.id, order: 0 } },
      ],
    ];
    for (const [real, missing] of pairs) {
      const a = await stranger.request(real);
      const b = await stranger.request(missing);
      const pa = expectProblem(a, 404);
      const pb = expectProblem(b, 404);
      expect({ title: pa.title, detail: pa.detail }, `${real.method ?? 'GET'} ${real.url}`).toEqual({ title: pb.title, detail: pb.detail });
      expect(a.body).not.toContain('Secret plan');
    }
    // Nothing changed.
    expect((await tasksOf(owner, board.id)).find((x) => x.id === task.id)).toMatchObject({ title: 'Secret plan', columnId: todo.id });
    expect((await projectOf(owner, board.id)).title).toBe('Group project');
  });

  it('never reaches someone else’s first board through /api/projects/1 or its real id; no board has the id 1', async () => {
    const owner = await signUp(t.app);
    const first = await t.database.db
      .selectFrom('board_projects')
      .select('id')
      .where('owner_id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(first.id).not.toBe(1);
    expect(await t.database.db.selectFrom('board_projects').select('id').where('id', '=', 1).execute()).toEqual([]);
    await json(owner, { method: 'PATCH', url: '/api/projects/1', payload: { title: 'Owner’s own' } });
    const stranger = await signUp(t.app);
    expectProblem(await stranger.request({ url: `/api/projects/${first.id}` }), 404);
    expectProblem(await stranger.request({ url: `/api/projects/${first.id}/tasks` }), 404);
    expect((await projectOf(stranger, 1)).title).toBe('My First Project');
    // Shared by its owner as "1": the classmate reaches it by its real id, and their own 1 stays their own.
    const { code } = await invite(owner, 1);
    const classmate = await signUp(t.app);
    expect(await json(classmate, { method: 'POST', url: '/api/projects/join', payload: { code } })).toEqual({
      id: first.id,
      title: 'Owner’s own',
    });
    await json(classmate, { method: 'PATCH', url: '/api/projects/1', payload: { title: 'Classmate’s own' } });
    expect((await projectOf(owner, 1)).title).toBe('Owner’s own');
    expect((await projectOf(classmate, first.id)).title).toBe('Owner’s own');
    // The classmate's "1" columns are not the owner's.
    const ownerColumns = (await columnsOf(owner, 1)).map((c) => c.id);
    const classmateOwn = (await columnsOf(classmate, 1)).map((c) => c.id);
    expect(classmateOwn.some((id) => ownerColumns.includes(id))).toBe(false);
  });

  it('cannot report a board’s or column’s title or a task it cannot see', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const task = await addTask(owner, todo.id, { title: 'Visible only to members' });
    await json(member, { method: 'PATCH', url: `/api/columns/${todo.id}`, payload: { title: 'Visible only to members' } });
    const { titleId } = await projectOf(owner, board.id);
    const columnTitle = (await columnsOf(owner, board.id))[0]!.titleId;
    const stranger = await signUp(t.app);
    for (const payload of [
      { subject: 'board-title', id: titleId, reason: 'other' },
      { subject: 'board-title', id: columnTitle, reason: 'other' },
      { subject: 'board-task', id: task.id, reason: 'bullying' },
      { subject: 'board-title', id: 1, reason: 'other' },
    ]) {
      const response = await stranger.request({ method: 'POST', url: '/api/reports', payload });
      expectProblem(response, 404);
      expect(response.body).not.toContain('Visible only to members');
    }
  });
});

describe('(2) adults and demo accounts', () => {
  it('keeps a moderator and a mentor off every board route (never a 200, never a board of theirs)', async () => {
    const { owner, board, code, todo } = await team(t.app, 1);
    const moderator = await createModerator(t);
    const mentor = await signUp(t.app);
    await t.database.db.updateTable('users').set({ role: 'mentor' }).where('id', '=', mentor.user.id).execute();
    const task = await addTask(owner, todo.id);
    for (const adult of [moderator, mentor]) {
      for (const options of [
        { method: 'POST', url: '/api/projects/join', payload: { code } },
        { url: '/api/projects' },
        { url: '/api/projects/1' },
        { method: 'POST', url: '/api/projects', payload: { title: 'Adult board' } },
        { url: `/api/projects/${board.id}` },
        { url: `/api/projects/${board.id}/tasks` },
        { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { title: 'X' } },
      ] as InjectOptions[]) {
        const response = await adult.request(options);
        expect([403, 404], `${options.method ?? 'GET'} ${options.url}: ${response.body}`).toContain(response.statusCode);
      }
    }
    expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).not.toContain(mentor.user.id);
    // Neither is on any board with anyone else (the mentor's own first board, from when it signed up as a member, is theirs alone).
    const shared = await t.database.db
      .selectFrom('board_members as m')
      .innerJoin('board_members as other', (j) =>
        j.onRef('other.project_id', '=', 'm.project_id').onRef('other.user_id', '!=', 'm.user_id'),
      )
      .select('m.user_id')
      .where('m.user_id', 'in', [moderator.user.id, mentor.user.id])
      .execute();
    expect(shared).toEqual([]);
  });

  it('never puts a teen on a board with a demo account (a demo is a sandbox nobody else sees)', async () => {
    const demo = await demoAccount();
    const made = await demo.request({ method: 'POST', url: '/api/projects/1/invites' });
    const teen = await signUp(t.app);
    if (made.statusCode === 201) {
      const response = await joinWith(teen, (made.json() as Invite).code);
      expect([403, 404], response.body).toContain(response.statusCode);
    } else {
      expect(made.statusCode).toBeGreaterThanOrEqual(400);
      expect(made.statusCode).toBeLessThan(500);
    }
    const demoBoard = await t.database.db
      .selectFrom('board_projects')
      .select('id')
      .where('owner_id', '=', demo.user.id)
      .executeTakeFirstOrThrow();
    expect(
      await t.database.db
        .selectFrom('board_members')
        .select('user_id')
        .where('project_id', '=', demoBoard.id)
        .where('user_id', '=', teen.user.id)
        .execute(),
    ).toEqual([]);
  });
});

describe('(3) a bully removed from a board, or blocked by a member', () => {
  it('once removed by the owner, cannot let themself back in with the code they joined with', async () => {
    const { owner, board, code } = await team(t.app, 2);
    const bully = await signUp(t.app);
    expect((await joinWith(bully, code)).statusCode).toBe(200);
    await noContent(owner, { method: 'DELETE', url: `/api/projects/${board.id}/members/${bully.user.id}` });
    const back = await joinWith(bully, code);
    expect(back.statusCode, back.body).toBe(404);
    expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).not.toContain(bully.user.id);
  });

  it('once removed, reaches nothing of the board: routes, its own old tasks, reports', async () => {
    const { owner, board, todo, doing } = await team(t.app, 2);
    const bully = await signUp(t.app);
    const { code } = await invite(owner, board.id);
    expect((await joinWith(bully, code)).statusCode).toBe(200);
    const mine = await addTask(bully, todo.id, { title: 'Bully’s card' });
    const theirs = await addTask(owner, todo.id, { title: 'Owner’s card' });
    const nameVersion = (await projectOf(owner, board.id)).titleId;
    await noContent(owner, { method: 'DELETE', url: `/api/projects/${board.id}/members/${bully.user.id}` });
    for (const options of [
      { url: `/api/projects/${board.id}` },
      { url: `/api/columns/${todo.id}/tasks` },
      { method: 'PATCH', url: `/api/tasks/${mine.id}`, payload: { title: 'Still mine' } },
      { method: 'PATCH', url: `/api/tasks/${theirs.id}`, payload: { title: 'Defaced' } },
      { method: 'DELETE', url: `/api/tasks/${theirs.id}` },
      { method: 'POST', url: `/api/tasks/${mine.id}/move`, payload: { columnId: doing.id, order: 0 } },
      { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Renamed' } },
      { method: 'POST', url: '/api/reports', payload: { subject: 'board-task', id: theirs.id, reason: 'spam' } },
      { method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: nameVersion, reason: 'spam' } },
    ] as InjectOptions[]) {
      expectProblem(await bully.request(options), 404);
    }
    const left = await tasksOf(owner, board.id);
    expect(left.find((x) => x.id === mine.id)).toMatchObject({ title: 'Bully’s card', columnId: todo.id });
    expect(left.find((x) => x.id === theirs.id)).toMatchObject({ title: 'Owner’s card' });
  });

  it('after leaving, the export shows none of what the others wrote since (their edits to my old card)', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const mine = await addTask(member, todo.id, { title: 'My part' });
    await noContent(member, { method: 'DELETE', url: `/api/projects/${board.id}/members/${member.user.id}` });
    await json(owner, {
      method: 'PATCH',
      url: `/api/tasks/${mine.id}`,
      payload: { title: 'Plan for the surprise', description: 'Owner wrote this after you left', assignedTo: owner.user.id },
    });
    const file = await exportOf(member);
    expect(file).not.toContain('Plan for the surprise');
    expect(file).not.toContain('Owner wrote this after you left');
  });

  it('cannot smear a self-harm disclosure onto a classmate’s card: the words are held for their writer, not shown to the card’s author', async () => {
    const { owner, member: bully, board, todo } = await team(t.app, 1);
    const victims = await addTask(owner, todo.id, { title: 'Glue the poster' });
    const edited = await bully.request({
      method: 'PATCH',
      url: `/api/tasks/${victims.id}`,
      payload: { description: 'I want to kill myself' },
    });
    expect(edited.statusCode, edited.body).toBe(200); // never refused
    // The words are the bully's: the care team must reach the one who wrote them, not the card's author.
    const moderator = await createModerator(t);
    const held = (await casesOf(moderator)).find((c) => c.subject === 'board-task' && c.itemId === victims.id);
    expect(held).toMatchObject({ heldFor: 'self-harm', authorId: bully.user.id });
    // And another member does not read someone else's disclosure.
    const seen = (await tasksOf(owner, board.id)).find((x) => x.id === victims.id);
    expect(seen?.description ?? '').not.toContain('kill myself');
  });

  it('a member blocked by the owner keeps their cards, without their name, in every answer the owner gets', async () => {
    const { owner, member: bully, board, todo, doing } = await team(t.app, 1);
    const card = await addTask(bully, todo.id, { title: 'Bully’s card' });
    await noContent(owner, { method: 'POST', url: '/api/blocks', payload: { userId: bully.user.id } });
    const moved = await json(owner, { method: 'POST', url: `/api/tasks/${card.id}/move`, payload: { columnId: doing.id, order: 0 } });
    expect(moved.createdBy).toBeNull();
    // An edit that leaves the words alone (rewording would make the owner the card's writer).
    const patched = await json(owner, { method: 'PATCH', url: `/api/tasks/${card.id}`, payload: { dueDate: '2027-01-01' } });
    expect(patched.createdBy).toBeNull();
    expect((await json(owner, { url: `/api/columns/${doing.id}/tasks` }))[0].createdBy).toBeNull();
    const summary = (await boardsOf(owner)).find((b) => b.id === board.id)!;
    expect(JSON.stringify(summary)).not.toContain(bully.user.displayName);
    expect(JSON.stringify(await projectOf(owner, board.id))).not.toContain(bully.user.displayName);
    // Nothing tells the blocked member of the block (issue 52): the owner is named to them as to anyone.
    expect(JSON.stringify(await projectOf(bully, board.id))).toContain(owner.user.displayName);
    expect(JSON.stringify(await projectOf(bully, board.id))).not.toContain(BOARD_WORDS.blockedName);
    expect(JSON.stringify(await boardsOf(bully))).not.toContain(BOARD_WORDS.blockedName);
  });
});

describe('(4) a member reaching for the owner’s powers', () => {
  it('cannot invite, list or revoke codes, remove anyone, hand over or delete the board', async () => {
    const { owner, members, board, inviteId, code } = await team(t.app, 2);
    const [member, other] = members as [SignedIn, SignedIn];
    expectProblem(await member.request({ method: 'POST', url: `/api/projects/${board.id}/invites` }), 403);
    expectProblem(await member.request({ url: `/api/projects/${board.id}/invites` }), 403);
    expectProblem(await member.request({ method: 'DELETE', url: `/api/invites/${inviteId}` }), 404);
    expectProblem(await leaveOrRemove(member, board.id, other.user.id), 403);
    expectProblem(await leaveOrRemove(member, board.id, owner.user.id), 403);
    expectProblem(await handOver(member, board.id, member.user.id), 403);
    expectProblem(await handOver(member, board.id, other.user.id), 403);
    expectProblem(await member.request({ method: 'DELETE', url: `/api/projects/${board.id}` }), 403);
    const after = await projectOf(owner, board.id);
    expect(after.createdBy).toBe(owner.user.id);
    expect(after.members).toHaveLength(3);
    // The code still works: nothing was revoked.
    expect((await joinWith(await signUp(t.app), code)).statusCode).toBe(200);
  });

  it('a former owner (after handing over) loses the owner’s powers at once', async () => {
    const { owner, member, board } = await team(t.app, 2);
    const before = await invite(owner, board.id);
    expect((await handOver(owner, board.id, member.user.id)).statusCode).toBe(200);
    expectProblem(await owner.request({ method: 'POST', url: `/api/projects/${board.id}/invites` }), 403);
    expectProblem(await owner.request({ method: 'DELETE', url: `/api/invites/${before.id}` }), 404);
    expectProblem(await owner.request({ method: 'DELETE', url: `/api/projects/${board.id}` }), 403);
    expectProblem(await handOver(owner, board.id, owner.user.id), 403);
    // The old codes no longer let anyone in.
    expectProblem(await joinWith(await signUp(t.app), before.code), 404);
  });
});

describe('(5) id confusions', () => {
  it('cannot move a task into a column of another board, even one I am on', async () => {
    const a = await team(t.app, 1, 'Board A');
    const b = await team(t.app, 0, 'Board B');
    const { code } = await invite(b.owner, b.board.id);
    expect((await joinWith(a.member, code)).statusCode).toBe(200);
    const task = await addTask(a.member, a.todo.id, { title: 'Stay on A' });
    for (const columnId of [b.todo.id, b.done.id, (await columnsOf(a.member, 1))[0]!.id]) {
      const r = await a.member.request({ method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId, order: 0 } });
      const p = expectProblem(r, 404);
      const missing = expectProblem(
        await a.member.request({ method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: MISSING, order: 0 } }),
        404,
      );
      expect(p.detail).toBe(missing.detail);
    }
    expect((await tasksOf(a.owner, a.board.id)).find((x) => x.id === task.id)).toMatchObject({ columnId: a.todo.id });
    expect(await tasksOf(b.owner, b.board.id)).toEqual([]);
    await expectWholeOrders(a.board.id);
    await expectWholeOrders(b.board.id);
  });

  it('refuses columns and tasks addressed to another board through the body', async () => {
    const a = await team(t.app, 1, 'Board A');
    const b = await team(t.app, 0, 'Board B');
    expectProblem(
      await a.member.request({
        method: 'POST',
        url: `/api/projects/${a.board.id}/columns`,
        payload: { projectId: b.board.id, title: 'Sneak' },
      }),
      400,
      'projectId',
    );
    expectProblem(
      await a.member.request({
        method: 'POST',
        url: `/api/projects/${b.board.id}/columns`,
        payload: { projectId: b.board.id, title: 'Sneak' },
      }),
      404,
    );
    expectProblem(
      await a.member.request({ method: 'POST', url: `/api/projects/1/columns`, payload: { projectId: a.board.id, title: 'Sneak' } }),
      400,
      'projectId',
    );
    expectProblem(
      await a.member.request({ method: 'POST', url: `/api/columns/${a.todo.id}/tasks`, payload: { title: 'Sneak', columnId: b.todo.id } }),
      400,
      'columnId',
    );
    expect((await columnsOf(b.owner, b.board.id)).map((c) => c.title)).toEqual(['To Do', 'In Progress', 'Completed']);
    expect(await tasksOf(b.owner, b.board.id)).toEqual([]);
  });

  it('assigns only current members: not a former member, a stranger, an adult or an absurd id', async () => {
    const { owner, members, board, todo } = await team(t.app, 2);
    const [stays, leaves] = members as [SignedIn, SignedIn];
    const task = await addTask(owner, todo.id);
    await noContent(leaves, { method: 'DELETE', url: `/api/projects/${board.id}/members/${leaves.user.id}` });
    const moderator = await createModerator(t);
    for (const assignedTo of [leaves.user.id, (await signUp(t.app)).user.id, moderator.user.id, MISSING, 9_007_199_254_740_991]) {
      expectProblem(await stays.request({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { assignedTo } }), 400, 'assignedTo');
      expectProblem(
        await stays.request({ method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X', assignedTo } }),
        400,
        'assignedTo',
      );
    }
    expect((await tasksOf(owner, board.id)).find((x) => x.id === task.id)!.assignedTo).toBeNull();
  });

  it('cannot revoke another board’s invite, not even as the owner of a board', async () => {
    const a = await team(t.app, 0, 'Board A');
    const b = await team(t.app, 0, 'Board B');
    expectProblem(await a.owner.request({ method: 'DELETE', url: `/api/invites/${b.inviteId}` }), 404);
    expect((await joinWith(await signUp(t.app), b.code)).statusCode).toBe(200);
  });

  it('cannot report a task held for care (not shown to me), or a board I left', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const care = await addTask(member, todo.id, { title: 'I want to kill myself' });
    const response = await owner.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'board-task', id: care.id, reason: 'self-harm' },
    });
    expectProblem(response, 404);
    expect(response.body).not.toContain('kill myself');
    const nameVersion = (await projectOf(member, board.id)).titleId;
    await noContent(member, { method: 'DELETE', url: `/api/projects/${board.id}/members/${member.user.id}` });
    expectProblem(
      await member.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: nameVersion, reason: 'other' } }),
      404,
    );
  });
});

describe('(6) what leaks', () => {
  it('the members list holds userId, displayName, avatarColor, role and joinedAt, nothing more', async () => {
    const { owner, member, board } = await team(t.app, 2);
    const keys = ['avatarColor', 'displayName', 'joinedAt', 'role', 'userId'];
    for (const viewer of [owner, member]) {
      for (const m of (await projectOf(viewer, board.id)).members) expect(Object.keys(m).sort()).toEqual(keys);
      for (const summary of await boardsOf(viewer)) for (const m of summary.members) expect(Object.keys(m).sort()).toEqual(keys);
    }
    const body = JSON.stringify(await projectOf(member, board.id));
    expect(body).not.toContain(owner.user.username);
    expect(body).not.toMatch(/password|birth|dateOfBirth|email|username/i);
  });

  it('a task held for care is not reachable by another member through PATCH or move (its words never shown)', async () => {
    const { owner, member, todo, doing } = await team(t.app, 1);
    const care = await addTask(member, todo.id, { title: 'I want to kill myself', description: 'nobody would notice' });
    const patched = await owner.request({ method: 'PATCH', url: `/api/tasks/${care.id}`, payload: { tag: 'Art' } });
    expect(patched.body).not.toContain('nobody would notice');
    expectProblem(patched, 404);
    const moved = await owner.request({ method: 'POST', url: `/api/tasks/${care.id}/move`, payload: { columnId: doing.id, order: 0 } });
    expect(moved.body).not.toContain('kill myself');
    expectProblem(moved, 404);
  });

  it('the owner’s export does not hold another member’s task that is held for care', async () => {
    const { owner, member, todo } = await team(t.app, 1);
    await addTask(member, todo.id, { title: 'I want to kill myself', description: 'nobody would notice' });
    const file = await exportOf(owner);
    expect(file).not.toContain('kill myself');
    expect(file).not.toContain('nobody would notice');
  });

  it('a self-harm disclosure written only in a tag (on edit) is held for care, as on a new task', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const onCreate = await addTask(member, todo.id, { title: 'Draw', tag: 'i want to die' });
    const onEdit = await addTask(member, todo.id, { title: 'Paint' });
    const edited = await member.request({ method: 'PATCH', url: `/api/tasks/${onEdit.id}`, payload: { tag: 'i want to die' } });
    expect(edited.statusCode, edited.body).toBe(200); // never refused
    const ownerSees = (await tasksOf(owner, board.id)).map((x) => x.id);
    expect(ownerSees).not.toContain(onCreate.id);
    expect(ownerSees).not.toContain(onEdit.id);
    const moderator = await createModerator(t);
    const cases = await casesOf(moderator);
    expect(cases.find((c) => c.subject === 'board-task' && c.itemId === onEdit.id)).toMatchObject({ heldFor: 'self-harm' });
  });

  it('a stranger’s export holds nothing of a board it is not on', async () => {
    const { owner, todo } = await team(t.app, 1, 'Private group board');
    await addTask(owner, todo.id, { title: 'Only for the group' });
    const stranger = await signUp(t.app);
    const file = await exportOf(stranger);
    expect(file).not.toContain('Private group board');
    expect(file).not.toContain('Only for the group');
  });
});

describe('limits', () => {
  it('an owner’s board passes to the longest-standing member with room to own it, and is never lost to the limit', async () => {
    const { owner, members, board } = await team(t.app, 2);
    const [full, roomy] = members as [SignedIn, SignedIn];
    for (let i = 1; i < BOARD_LIMITS.ownedBoards; i += 1) await newBoard(full, `Full ${i}`);
    expect(await ownedCount(full.user.id)).toBe(BOARD_LIMITS.ownedBoards);
    const response = await deleteAccountRequest(owner);
    expect(response.statusCode, response.body).toBe(204);
    // The longest-standing member owns ten already: the next one takes it.
    expect(await ownedCount(full.user.id)).toBe(BOARD_LIMITS.ownedBoards);
    const row = await t.database.db.selectFrom('board_projects').select('owner_id').where('id', '=', board.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(roomy.user.id);

    // Everyone left owns ten: the group's board still passes on (to the longest-standing), never lost.
    const second = await team(t.app, 1);
    for (let i = 1; i < BOARD_LIMITS.ownedBoards; i += 1) await newBoard(second.member, `Full ${i}`);
    expect((await deleteAccountRequest(second.owner)).statusCode).toBe(204);
    const kept = await t.database.db
      .selectFrom('board_projects')
      .select('owner_id')
      .where('id', '=', second.board.id)
      .executeTakeFirstOrThrow();
    expect(kept.owner_id).toBe(second.member.user.id);
  });

  it('nobody ends up on more than 50 boards: handing over my last own board does not make me a 51st', async () => {
    const me = await signUp(t.app);
    const taker = await signUp(t.app);
    // My own first board (1), shared with the one who will take it.
    expect((await joinWith(taker, (await invite(me, 1)).code)).statusCode).toBe(200);
    // 49 boards of others joined: 50 in all.
    let joined = 0;
    while (joined < BOARD_LIMITS.boards - 1) {
      const host = await signUp(t.app);
      for (let i = 0; i < BOARD_LIMITS.ownedBoards && joined < BOARD_LIMITS.boards - 1; i += 1) {
        const id = i === 0 ? 1 : (await newBoard(host, `Host board ${i}`)).id;
        const response = await joinWith(me, (await invite(host, id)).code);
        expect(response.statusCode, response.body).toBe(200);
        joined += 1;
      }
    }
    expect(await memberCount(me.user.id)).toBe(BOARD_LIMITS.boards);
    expect(expectProblem(await me.request({ method: 'POST', url: '/api/projects', payload: { title: 'One more' } }), 409).detail).toBe(
      BOARD_WORDS.tooManyBoards,
    );
    const firstId = (await projectOf(taker, (await boardsOf(taker)).find((b) => b.role === 'member')!.id)).id;
    // Handing on my last own board would leave me on 50 boards of others, and my own first board a 51st: refused.
    expectProblem(await handOver(me, 1, taker.user.id), 409);
    expect(await memberCount(me.user.id)).toBe(BOARD_LIMITS.boards);
    // Opening the board screen again (the switcher, then "1").
    await me.request({ url: '/api/projects' });
    await me.request({ url: '/api/projects/1' });
    expect(await memberCount(me.user.id)).toBeLessThanOrEqual(BOARD_LIMITS.boards);
    expect(firstId).not.toBe(1);
  });

  it('rate limits joining, so codes cannot be guessed at speed', async () => {
    const limited = await createTestApp({ RATE_LIMIT_POSTS: '3' });
    try {
      const guesser = await signUp(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const r = await guesser.request({ method: 'POST', url: '/api/projects/join', payload: { code: `ABCD${2345 + i}`.slice(0, 8) } });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('invite codes are drawn at random: no two alike, no run from one to the next', async () => {
    const owner = await signUp(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const board = await newBoard(owner, `Codes ${i}`);
      codes.push((await invite(owner, board.id)).code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    for (let i = 1; i < codes.length; i += 1) expect(codes[i]!.slice(0, 6)).not.toBe(codes[i - 1]!.slice(0, 6));
  });

  it('answers bad input with a 4xx problem, never a 500', async () => {
    const { owner, board, todo } = await team(t.app, 1);
    const task = await addTask(owner, todo.id);
    const bad: InjectOptions[] = [
      { method: 'POST', url: '/api/projects/join', payload: { code: '-'.repeat(20) } },
      { method: 'POST', url: '/api/projects/join', payload: { code: 'ß'.repeat(8) } },
      { method: 'POST', url: '/api/projects/join', payload: { code: '😀😀😀😀' } },
      { method: 'POST', url: '/api/projects/join', payload: { code: 'A'.repeat(17) } },
      { method: 'POST', url: '/api/projects/join', payload: { code: ['ABCDEFGH'] } },
      { method: 'POST', url: '/api/projects/join', payload: { code: 'ABCDEFGH', extra: 1 } },
      { method: 'POST', url: '/api/projects/join', payload: [] },
      { method: 'POST', url: '/api/projects/join' },
      { url: '/api/projects/99999999999' },
      { url: '/api/projects/-1' },
      { url: '/api/projects/1.5' },
      { url: '/api/projects/abc/columns' },
      { url: `/api/projects/${board.id}/tasks?cursor=${Buffer.from('[1e300,1,1,1]').toString('base64url')}` },
      { url: `/api/projects/${board.id}/tasks?cursor=${Buffer.from('[1.5,1,1,1]').toString('base64url')}` },
      { url: `/api/projects?cursor=${Buffer.from('[0,{},1]').toString('base64url')}` },
      { url: '/api/projects?limit=0' },
      { method: 'DELETE', url: `/api/projects/${board.id}/members/99999999999` },
      { method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: 1e300 } },
      { method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: '2' } },
      { method: 'POST', url: `/api/projects/${board.id}/owner`, payload: {} },
      { method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: 'X', projectId: 'abc' } },
      { method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: 'X\u0000Y' } },
      { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'A\u0000B' } },
      { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X', dueDate: '2024-02-30' } },
      { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X', assignedTo: 1.5 } },
      { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X', tagColor: 'red; background:url(x)' } },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: {} },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { assignedTo: -1 } },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { assignedTo: 2_147_483_648 } },
      { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: 2_147_483_648, order: 0 } },
      { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: todo.id, order: -1 } },
      { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: `${todo.id}`, order: 0 } },
      { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: todo.id, order: 1e12 } },
      { method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: 99999999999, reason: 'other' } },
      { method: 'POST', url: '/api/reports', payload: { subject: 'board-task', id: MISSING, reason: 'other' } },
    ];
    for (const options of bad) {
      const response = await owner.request(options);
      expect(
        response.statusCode,
        `${options.method ?? 'GET'} ${options.url} ${JSON.stringify(options.payload)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        response.statusCode,
        `${options.method ?? 'GET'} ${options.url} ${JSON.stringify(options.payload)}: ${response.body}`,
      ).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await expectWholeOrders(board.id);
  });
});

describe('(5) races', () => {
  it('two classmates at once never take a board past 12 members', async () => {
    // The owner and 9 classmates: room for two more.
    const { owner, board, code } = await team(t.app, BOARD_LIMITS.members - 3);
    const second = await invite(owner, board.id);
    const joiners = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const answers = await Promise.all(joiners.map((j, i) => joinWith(j, i % 2 ? code : second.code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(expectProblem(r, 409).detail).toBe(BOARD_WORDS.boardFull);
    expect((await projectOf(owner, board.id)).members).toHaveLength(BOARD_LIMITS.members);
  });

  it('creating boards at once never makes more than 10 owned', async () => {
    const me = await signUp(t.app);
    for (let i = 1; i < BOARD_LIMITS.ownedBoards - 1; i += 1) await newBoard(me, `B${i}`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => me.request({ method: 'POST', url: '/api/projects', payload: { title: `Race ${i}` } })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 201)) expectProblem(r, 409);
    expect(await ownedCount(me.user.id)).toBe(BOARD_LIMITS.ownedBoards);
  });

  it('join while being removed: never a 500, and the board’s count stays true', async () => {
    const { owner, members, board, code } = await team(t.app, 3);
    await Promise.all(
      members.map(async (m) => {
        const [removed, rejoined] = await Promise.all([leaveOrRemove(owner, board.id, m.user.id), joinWith(m, code)]);
        expect(removed.statusCode, removed.body).toBe(204);
        expect([200, 404], rejoined.body).toContain(rejoined.statusCode);
      }),
    );
    const project = await projectOf(owner, board.id);
    const rows = await t.database.db.selectFrom('board_members').select('user_id').where('project_id', '=', board.id).execute();
    expect(project.members.map((m) => m.userId).sort()).toEqual(rows.map((r) => r.user_id).sort());
  });

  it('leave while moving: orders stay whole, no task is lost, the leaver ends up off the board and unassigned', async () => {
    const { owner, members, board, todo, doing, done } = await team(t.app, 3);
    const columns = [todo, doing, done];
    const tasks: Task[] = [];
    for (const [i, who] of [owner, ...members].entries()) {
      tasks.push(await addTask(who, todo.id, { title: `Card ${i}`, assignedTo: who.user.id }));
      tasks.push(await addTask(who, doing.id, { title: `Card ${i}b`, assignedTo: who.user.id }));
    }
    const leaver = members[0]!;
    const answers = await Promise.all([
      ...tasks.map((task, j) =>
        leaver.request({ method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: columns[j % 3]!.id, order: j % 3 } }),
      ),
      leaveOrRemove(leaver, board.id, leaver.user.id),
      ...tasks.map((task, j) =>
        members[1]!.request({
          method: 'POST',
          url: `/api/tasks/${task.id}/move`,
          payload: { columnId: columns[(j + 1) % 3]!.id, order: 0 },
        }),
      ),
    ]);
    for (const r of answers) expect([200, 204, 404], r.body).toContain(r.statusCode);
    const after = await tasksOf(owner, board.id);
    expect(after.map((x) => x.id).sort((a, b) => a - b)).toEqual(tasks.map((x) => x.id).sort((a, b) => a - b));
    expect(after.some((x) => x.assignedTo === leaver.user.id)).toBe(false);
    expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).not.toContain(leaver.user.id);
    await expectWholeOrders(board.id);
  });

  it('assigning a member while they leave never leaves a task assigned to a non-member', async () => {
    const { owner, members, board, todo } = await team(t.app, 2);
    const [leaver] = members as [SignedIn];
    const tasks: Task[] = [];
    for (let i = 0; i < 6; i += 1) tasks.push(await addTask(owner, todo.id, { title: `T${i}` }));
    const answers = await Promise.all([
      ...tasks
        .slice(0, 3)
        .map((x) => owner.request({ method: 'PATCH', url: `/api/tasks/${x.id}`, payload: { assignedTo: leaver.user.id } })),
      leaveOrRemove(leaver, board.id, leaver.user.id),
      ...tasks.slice(3).map((x) => owner.request({ method: 'PATCH', url: `/api/tasks/${x.id}`, payload: { assignedTo: leaver.user.id } })),
    ]);
    for (const r of answers) expect([200, 204, 400], r.body).toContain(r.statusCode);
    expect((await tasksOf(owner, board.id)).some((x) => x.assignedTo === leaver.user.id)).toBe(false);
  });

  it('hand over while the owner deletes the board: one wins, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, member, board, todo } = await team(t.app, 2);
      await addTask(member, todo.id);
      const [handed, deleted] = await Promise.all([
        handOver(owner, board.id, member.user.id),
        owner.request({ method: 'DELETE', url: `/api/projects/${board.id}` }),
      ]);
      const exists = await t.database.db.selectFrom('board_projects').select('owner_id').where('id', '=', board.id).executeTakeFirst();
      if (deleted.statusCode === 204) {
        expect(exists).toBeUndefined();
        expect(handed.statusCode).toBe(404);
      } else {
        expect(deleted.statusCode, deleted.body).toBe(403);
        expect(handed.statusCode, handed.body).toBe(200);
        expect(exists?.owner_id).toBe(member.user.id);
        expect((await tasksOf(member, board.id)).length).toBe(1);
      }
    }
  });

  it('the owner deleting their account while members write: every acknowledged write stays, orders whole', async () => {
    const { owner, members, board, todo, doing } = await team(t.app, 3);
    for (let i = 0; i < 4; i += 1) await addTask(owner, todo.id, { title: `Owner ${i}`, assignedTo: owner.user.id });
    const created: number[] = [];
    const answers = await Promise.all([
      ...members.flatMap((m, i) => [
        m.request({ method: 'POST', url: `/api/columns/${doing.id}/tasks`, payload: { title: `Mine ${i}`, assignedTo: owner.user.id } }),
        m.request({ method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: `Mine ${i}b` } }),
      ]),
      deleteAccountRequest(owner),
      ...members.map((m, i) => m.request({ method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: `Renamed ${i}` } })),
    ]);
    for (const r of answers) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      if (r.statusCode === 201) created.push((r.json() as Task).id);
    }
    const heir = members[0]!;
    const project = await projectOf(heir, board.id);
    expect(project).toMatchObject({ role: 'owner', createdBy: heir.user.id });
    const after = await tasksOf(heir, board.id);
    for (const id of created) expect(after.map((x) => x.id)).toContain(id);
    expect(after.some((x) => x.assignedTo === owner.user.id)).toBe(false);
    await expectWholeOrders(board.id);
  });

  it('handing a board to a member while that member deletes their account never loses the board', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, members, board, todo } = await team(t.app, 2);
      const [leaving] = members as [SignedIn];
      const kept = await addTask(members[1]!, todo.id, { title: 'Group work' });
      let finished = false;
      const deletion = deleteAccountRequest(leaving).then((r) => {
        finished = true;
        return r;
      });
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 200 && !finished; i += 1) {
        const given = await handOver(owner, board.id, leaving.user.id);
        answers.push(given);
        if (given.statusCode !== 200) break;
        const back = await handOver(leaving, board.id, owner.user.id);
        answers.push(back);
        if (back.statusCode !== 200) break;
      }
      const deleted = await deletion;
      expect(deleted.statusCode, deleted.body).toBe(204);
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
      // The board and the group's work are still there, owned by someone on it.
      const row = await t.database.db.selectFrom('board_projects').select('owner_id').where('id', '=', board.id).executeTakeFirst();
      expect(row, `round ${round}: the board went with the account`).toBeDefined();
      expect([owner.user.id, members[1]!.user.id]).toContain(row!.owner_id);
      const reader = row!.owner_id === owner.user.id ? owner : members[1]!;
      expect((await tasksOf(reader, board.id)).map((x) => x.id)).toContain(kept.id);
    }
  });

  it('joining while deleting one’s own account never answers a 500 or leaves a member with no account', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, board, code } = await team(t.app, 0);
      const joiner = await signUp(t.app);
      let finished = false;
      const deletion = deleteAccountRequest(joiner).then((r) => {
        finished = true;
        return r;
      });
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 200 && !finished; i += 1) {
        const r = await joinWith(joiner, code);
        answers.push(r);
        if (r.statusCode !== 200) break;
        const left = await leaveOrRemove(joiner, board.id, joiner.user.id);
        answers.push(left);
        if (left.statusCode !== 204) break;
      }
      expect((await deletion).statusCode).toBe(204);
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
      expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).toEqual([owner.user.id]);
    }
  });
});
