// Issue 36: boards shared with classmates. Every rule of the issue, through the routes, on both engines
// (the API tests run again on PostgreSQL in CI): boards I am on, invite codes, joining, members,
// leaving and handing over, account deletion, safety (filter, reports, blocks, care) and live events.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_LIMITS,
  BOARD_WORDS,
  INVITE_ALPHABET,
  INVITE_RULES,
  type Invite,
  type Project,
  type ProjectSummary,
  type Task,
  formatInviteCode,
} from '../../../contract/board';
import { openStream } from '../../test/streams';
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
  wholeBoardOf,
} from './sharing.fixtures';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bellOf = async (me: SignedIn) => (await json(me, { url: '/api/notifications' })) as { kind: string; title: string; body: string }[];

const deleteAccount = (me: SignedIn) =>
  noContent(me, { method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } });

describe('boards I am on', () => {
  it('lists my first board as 1, makes others (at most 10 owned) and reaches each by its own id', async () => {
    const me = await signUp(t.app);
    expect(await boardsOf(me)).toEqual([
      {
        id: 1,
        title: 'My First Project',
        role: 'owner',
        members: [expect.objectContaining({ userId: me.user.id, role: 'owner', displayName: me.user.displayName })],
      },
    ]);
    const made = await newBoard(me, 'History essay');
    expect(made).toMatchObject({ title: 'History essay', role: 'owner' });
    expect(made.id).not.toBe(1);
    expect((await columnsOf(me, made.id)).map((c) => [c.title, c.projectId])).toEqual([
      ['To Do', made.id],
      ['In Progress', made.id],
      ['Completed', made.id],
    ]);
    // A new board starts with no tasks; the first board's starter cards stay where they were.
    expect(await tasksOf(me, made.id)).toEqual([]);
    expect((await tasksOf(me, 1)).length).toBeGreaterThan(0);
    expect((await boardsOf(me)).map((b) => b.id)).toEqual([1, made.id]);
    // Paged like every list: one at a time reaches both.
    const first = await me.request({ url: '/api/projects?limit=1' });
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect(((await json(me, { url: next })) as ProjectSummary[]).map((b) => b.id)).toEqual([made.id]);

    for (let i = 2; i < BOARD_LIMITS.ownedBoards; i += 1) await newBoard(me, `Board ${i}`);
    expect(expectProblem(await me.request({ method: 'POST', url: '/api/projects', payload: { title: 'One more' } }), 409).detail).toBe(
      BOARD_WORDS.tooManyOwned,
    );
    // Renamed and deleted by its owner; 1 is still the first.
    expect((await json(me, { method: 'PATCH', url: `/api/projects/${made.id}`, payload: { title: 'Essay' } })).title).toBe('Essay');
    await noContent(me, { method: 'DELETE', url: `/api/projects/${made.id}` });
    expectProblem(await me.request({ url: `/api/projects/${made.id}` }), 404);
    expect((await projectOf(me, 1)).title).toBe('My First Project');
  });

  it('answers 404 for every route of a board I am not on', async () => {
    const { board, todo } = await team(t.app, 1);
    const stranger = await signUp(t.app);
    const [task] = await tasksOf(stranger, 1);
    for (const url of [
      `/api/projects/${board.id}`,
      `/api/projects/${board.id}/board`,
      `/api/projects/${board.id}/columns`,
      `/api/projects/${board.id}/tasks`,
    ]) {
      expectProblem(await stranger.request({ url }), 404);
    }
    for (const options of [
      { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Mine now' } },
      { method: 'DELETE', url: `/api/projects/${board.id}` },
      { method: 'POST', url: `/api/projects/${board.id}/invites` },
      { method: 'GET', url: `/api/projects/${board.id}/invites` },
      { method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: 'X' } },
      { method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'X' } },
      { method: 'PATCH', url: `/api/columns/${todo.id}`, payload: { title: 'X' } },
      { method: 'DELETE', url: `/api/columns/${todo.id}` },
      { method: 'POST', url: `/api/tasks/${task!.id}/move`, payload: { columnId: todo.id, order: 0 } },
      { method: 'DELETE', url: `/api/projects/${board.id}/members/${stranger.user.id}` },
    ] as InjectOptions[]) {
      expectProblem(await stranger.request(options), 404);
    }
  });
});

describe('joining by invite only', () => {
  it('makes short readable codes that the owner alone lists and revokes', async () => {
    const { owner, member, board } = await team(t.app, 1);
    const code = await invite(owner, board.id);
    expect(code.code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{8}$`));
    expect(formatInviteCode(code.code)).toMatch(/^\w{4}-\w{4}$/);
    const days = (Date.parse(code.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITE_RULES.days - 0.01);
    expect(days).toBeLessThanOrEqual(INVITE_RULES.days);
    expect(((await json(owner, { url: `/api/projects/${board.id}/invites` })) as Invite[]).map((i) => i.id)[0]).toBe(code.id);
    // A member can neither invite nor see the codes, nor revoke one.
    expectProblem(await member.request({ method: 'POST', url: `/api/projects/${board.id}/invites` }), 403);
    expectProblem(await member.request({ url: `/api/projects/${board.id}/invites` }), 403);
    expectProblem(await member.request({ method: 'DELETE', url: `/api/invites/${code.id}` }), 404);
    // At most three open at once.
    await invite(owner, board.id);
    expectProblem(await owner.request({ method: 'POST', url: `/api/projects/${board.id}/invites` }), 409);
    await noContent(owner, { method: 'DELETE', url: `/api/invites/${code.id}` });
    const late = await signUp(t.app);
    expect(expectProblem(await joinWith(late, code.code), 404).detail).toBe(BOARD_WORDS.badCode);
  });

  it('lets a classmate join with the code, typed any way, once, and tells the owner', async () => {
    const owner = await signUp(t.app);
    const board = await newBoard(owner, 'Robotics');
    const { code } = await invite(owner, board.id);
    const classmate = await signUp(t.app);
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    expect(await json(classmate, { method: 'POST', url: '/api/projects/join', payload: { code: typed } })).toEqual({
      id: board.id,
      title: 'Robotics',
    });
    expect(await json(classmate, { method: 'POST', url: '/api/projects/join', payload: { code } })).toEqual({
      id: board.id,
      title: 'Robotics',
    });
    expect(((await json(owner, { url: `/api/projects/${board.id}/invites` })) as Invite[])[0]!.uses).toBe(1);
    expect((await boardsOf(classmate)).map((b) => [b.id, b.role])).toEqual([
      [1, 'owner'],
      [board.id, 'member'],
    ]);
    const project = await projectOf(classmate, board.id);
    expect(project).toMatchObject({ id: board.id, role: 'member', createdBy: owner.user.id });
    expect(project.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [classmate.user.id, 'member'],
    ]);
    const bell = await bellOf(owner);
    expect(bell[0]).toMatchObject({ kind: 'board-member', title: 'Someone joined your board' });
    // The bell names the board, never the person.
    expect(bell[0]!.body).not.toContain(classmate.user.displayName);
  });

  it('answers a bad, expired or used-up code, and a block, all the same way', async () => {
    const { owner, member, board, code } = await team(t.app, 1);
    const badCode = async (who: SignedIn, typed: string) =>
      expect(expectProblem(await joinWith(who, typed), 404).detail).toBe(BOARD_WORDS.badCode);
    const someone = await signUp(t.app);
    await badCode(someone, 'ZZZZZZZZ');
    expectProblem(await joinWith(someone, ''), 400, 'code');
    expectProblem(await someone.request({ method: 'POST', url: '/api/projects/join', payload: { code: 12345678 } }), 400, 'code');
    // Blocked by a member, or blocking one: the same answer as a bad code.
    const blocked = await signUp(t.app);
    await noContent(member, { method: 'POST', url: '/api/blocks', payload: { userId: blocked.user.id } });
    await badCode(blocked, code);
    const blocker = await signUp(t.app);
    await noContent(blocker, { method: 'POST', url: '/api/blocks', payload: { userId: owner.user.id } });
    await badCode(blocker, code);
    // Expired, then used up.
    await t.database.db
      .updateTable('board_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', code)
      .execute();
    await badCode(someone, code);
    await t.database.db
      .updateTable('board_invites')
      .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString(), uses: INVITE_RULES.uses })
      .where('code', '=', code)
      .execute();
    await badCode(someone, code);
    expect((await projectOf(owner, board.id)).members).toHaveLength(2);
  });

  it('keeps adults and demo accounts out, and a board to 12 members', async () => {
    const { owner, board, code } = await team(t.app, BOARD_LIMITS.members - 1);
    const moderator = await createModerator(t);
    // Staff and mentor accounts are refused before the code is read (the route is a member's alone).
    expectProblem(await joinWith(moderator, code), 403);
    const mentor = await signUp(t.app);
    await t.database.db.updateTable('users').set({ role: 'mentor' }).where('id', '=', mentor.user.id).execute();
    expectProblem(await joinWith(mentor, code), 403);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const demoCookie = sessionCookie(demo);
    const demoJoin = await t.app.inject({ method: 'POST', url: '/api/projects/join', payload: { code }, headers: { cookie: demoCookie } });
    expect(expectProblem(demoJoin, 403).detail).toBe(BOARD_WORDS.demoCannotJoin);
    const late = await signUp(t.app);
    expect(expectProblem(await joinWith(late, (await invite(owner, board.id)).code), 409).detail).toBe(BOARD_WORDS.boardFull);
    expect((await projectOf(owner, board.id)).members).toHaveLength(BOARD_LIMITS.members);
  });
});

describe('members', () => {
  it('assigns tasks to members only; leaving keeps my tasks and unassigns me; the owner is told', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const outsider = await signUp(t.app);
    const mine = await addTask(member, todo.id, { title: 'Build the model', assignedTo: member.user.id });
    expect(mine).toMatchObject({ createdBy: member.user.id, assignedTo: member.user.id });
    const theirs = await addTask(owner, todo.id, { title: 'Write the report' });
    expectProblem(
      await owner.request({ method: 'PATCH', url: `/api/tasks/${theirs.id}`, payload: { assignedTo: outsider.user.id } }),
      400,
      'assignedTo',
    );
    expect(
      (await json(owner, { method: 'PATCH', url: `/api/tasks/${theirs.id}`, payload: { assignedTo: member.user.id } })).assignedTo,
    ).toBe(member.user.id);
    // The owner cannot leave without handing on; a member cannot remove another.
    expect(
      expectProblem(await owner.request({ method: 'DELETE', url: `/api/projects/${board.id}/members/${owner.user.id}` }), 409).detail,
    ).toBe(BOARD_WORDS.ownerLeaves);
    expectProblem(await member.request({ method: 'DELETE', url: `/api/projects/${board.id}/members/${owner.user.id}` }), 403);

    await noContent(member, { method: 'DELETE', url: `/api/projects/${board.id}/members/${member.user.id}` });
    const left = await tasksOf(owner, board.id);
    expect(left.find((x) => x.id === mine.id)).toMatchObject({ title: 'Build the model', createdBy: member.user.id, assignedTo: null });
    expect(left.find((x) => x.id === theirs.id)!.assignedTo).toBeNull();
    expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).toEqual([owner.user.id]);
    expect((await bellOf(owner))[0]).toMatchObject({ kind: 'board-member', title: 'Someone left your board' });
    expectProblem(await member.request({ url: `/api/projects/${board.id}` }), 404);
    expect((await boardsOf(member)).map((b) => b.id)).toEqual([1]);
  });

  it('lets the owner remove a member, and hand the board on before leaving', async () => {
    const { owner, members, board } = await team(t.app, 2);
    const [first, second] = members as [SignedIn, SignedIn];
    await noContent(owner, { method: 'DELETE', url: `/api/projects/${board.id}/members/${second.user.id}` });
    expectProblem(await second.request({ url: `/api/projects/${board.id}/columns` }), 404);
    expectProblem(await owner.request({ method: 'DELETE', url: `/api/projects/${board.id}/members/${second.user.id}` }), 404);
    expectProblem(
      await owner.request({ method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: second.user.id } }),
      400,
      'userId',
    );
    expectProblem(await first.request({ method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: first.user.id } }), 403);

    // An id past the database's integers is a 400 like any other non-member, never a 500 (the fuzz found it on PostgreSQL).
    expectProblem(
      await owner.request({ method: 'POST', url: `/api/projects/${board.id}/owner`, payload: { userId: 2_147_483_648 } }),
      400,
      'userId',
    );
    const handed = (await json(owner, {
      method: 'POST',
      url: `/api/projects/${board.id}/owner`,
      payload: { userId: first.user.id },
    })) as Project;
    expect(handed).toMatchObject({ id: board.id, role: 'member', createdBy: first.user.id });
    expect((await projectOf(first, board.id)).role).toBe('owner');
    await noContent(owner, { method: 'DELETE', url: `/api/projects/${board.id}/members/${owner.user.id}` });
    expect((await projectOf(first, board.id)).members.map((m) => m.userId)).toEqual([first.user.id]);
    expectProblem(await owner.request({ method: 'DELETE', url: `/api/projects/${board.id}` }), 404);
  });

  it('keeps a member’s tasks when their account goes, and passes an owner’s boards to the longest-standing member', async () => {
    const { owner, members, board, todo } = await team(t.app, 2);
    const [first, second] = members as [SignedIn, SignedIn];
    const written = await addTask(second, todo.id, { title: 'Find sources', assignedTo: second.user.id });
    await deleteAccount(second);
    expect((await tasksOf(owner, board.id)).find((x) => x.id === written.id)).toMatchObject({
      title: 'Find sources',
      createdBy: null,
      assignedTo: null,
    });
    expect((await projectOf(owner, board.id)).members.map((m) => m.userId)).toEqual([owner.user.id, first.user.id]);

    await deleteAccount(owner);
    const passed = await projectOf(first, board.id);
    expect(passed).toMatchObject({ role: 'owner', createdBy: first.user.id });
    expect((await tasksOf(first, board.id)).map((x) => x.title)).toContain('Find sources');
    expect((await bellOf(first))[0]).toMatchObject({ kind: 'board-member', title: 'A board is yours now' });

    // Alone on it: the board goes with the account.
    const lonely = await signUp(t.app);
    const solo = await newBoard(lonely, 'Solo');
    await deleteAccount(lonely);
    expect(await t.database.db.selectFrom('board_projects').select('id').where('id', '=', solo.id).execute()).toEqual([]);
  });

  it('exports my boards and what I wrote on boards of others', async () => {
    const { member, board, todo } = await team(t.app, 1);
    await addTask(member, todo.id, { title: 'My part' });
    const file = (await json(member, { url: '/api/users/current/export' })) as {
      sections: {
        board: { projects: { id: number }[]; boards: { id: number; role: string }[]; tasksWritten: { title: string; projectId: number }[] };
      };
    };
    const exported = file.sections.board;
    expect(exported.projects.map((p) => p.id)).toEqual([1]);
    expect(exported.boards.map((b) => [b.id, b.role])).toEqual([
      [1, 'owner'],
      [board.id, 'member'],
    ]);
    expect(exported.tasksWritten.filter((x) => x.projectId === board.id).map((x) => x.title)).toEqual(['My part']);
  });
});

describe('safety on a shared board', () => {
  it('screens titles, descriptions and board names; words about hurting oneself are kept for the writer and the care team', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    expectProblem(
      await member.request({ method: 'POST', url: `/api/columns/${todo.id}/tasks`, payload: { title: 'You are such a loser' } }),
      400,
      'title',
    );
    expectProblem(
      await member.request({
        method: 'POST',
        url: `/api/columns/${todo.id}/tasks`,
        payload: { title: 'Call me', description: 'text me on 555 123 4567' },
      }),
      400,
      'description',
    );
    expectProblem(
      await member.request({ method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'no one likes you' } }),
      400,
      'title',
    );
    expectProblem(await member.request({ method: 'POST', url: '/api/projects', payload: { title: 'shut up you twat' } }), 400, 'title');

    const care = await addTask(member, todo.id, { title: 'I want to kill myself' });
    expect((await tasksOf(member, board.id)).map((x) => x.id)).toContain(care.id);
    expect((await tasksOf(owner, board.id)).map((x) => x.id)).not.toContain(care.id);
    // The whole board in one read follows the same rule for each of them.
    expect((await wholeBoardOf(member, board.id)).columns[0]!.tasks.map((x) => x.id)).toContain(care.id);
    expect(JSON.stringify(await wholeBoardOf(owner, board.id))).not.toContain('kill myself');
    const moderator = await createModerator(t);
    const queue = (await json(moderator, { url: '/api/moderation/reports' })) as { subject: string; itemId: number; priority: number }[];
    expect(queue.find((c) => c.subject === 'board-task' && c.itemId === care.id)).toMatchObject({ priority: 1 });
  });

  it('lets any member report a task or the board’s name, and nobody else', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const task = await addTask(owner, todo.id, { title: 'Owner’s task' });
    expect(
      (await member.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-task', id: task.id, reason: 'bullying' } }))
        .statusCode,
    ).toBe(201);
    const { titleId } = await projectOf(member, board.id);
    expect(
      (await member.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: titleId, reason: 'other' } }))
        .statusCode,
    ).toBe(201);
    const stranger = await signUp(t.app);
    expectProblem(
      await stranger.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-task', id: task.id, reason: 'spam' } }),
      404,
    );
    expectProblem(
      await stranger.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: titleId, reason: 'spam' } }),
      404,
    );
    // The subject of a board as a whole is gone: its words are its titles' and tasks'.
    expectProblem(
      await member.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board', id: board.id, reason: 'spam' } }),
      400,
      'subject',
    );
  });

  it('keeps a blocked member’s tasks for the group, without their name for the one who blocked', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const task = await addTask(member, todo.id, { title: 'Glue the poster' });
    const ownersTask = await addTask(owner, todo.id, { title: 'Print the poster' });
    await noContent(owner, { method: 'POST', url: '/api/blocks', payload: { userId: member.user.id } });
    const seen = (await tasksOf(owner, board.id)).find((x) => x.id === task.id);
    expect(seen).toMatchObject({ title: 'Glue the poster', createdBy: null });
    const row = (await projectOf(owner, board.id)).members.find((m) => m.userId === member.user.id);
    expect(row?.displayName).toBe(BOARD_WORDS.blockedName);
    // Nothing tells the blocked member of the block (issue 52): they see the one who blocked them as
    // everyone does, name and cards; their own task stays theirs.
    const ownerRow = (await projectOf(member, board.id)).members.find((m) => m.userId === owner.user.id);
    expect(ownerRow?.displayName).toBe(owner.user.displayName);
    expect(JSON.stringify(await projectOf(member, board.id))).not.toContain(BOARD_WORDS.blockedName);
    expect((await boardsOf(member)).find((b) => b.title === 'Group project')?.members.map((m) => m.displayName)).not.toContain(
      BOARD_WORDS.blockedName,
    );
    const theirs = await tasksOf(member, board.id);
    expect(theirs.find((x) => x.id === task.id)!.createdBy).toBe(member.user.id);
    // The whole board in one read names (and hides) the same way.
    const whole = await wholeBoardOf(owner, board.id);
    expect(whole.columns[0]!.tasks.find((x) => x.id === task.id)).toMatchObject({ createdBy: null });
    expect(whole.project.members.find((m) => m.userId === member.user.id)?.displayName).toBe(BOARD_WORDS.blockedName);
    expect(JSON.stringify(await wholeBoardOf(member, board.id))).not.toContain(BOARD_WORDS.blockedName);
    expect(theirs.find((x) => x.id === ownersTask.id)!.createdBy).toBe(owner.user.id);
  });
});

describe('live and concurrent', () => {
  it('tells the other members of every change, and the writer’s other tabs only through its own area', async () => {
    const { owner, member, todo, doing } = await team(t.app, 1);
    const task = await addTask(owner, todo.id, { title: 'Move me' });
    const stream = await openStream(t.app, { cookie: member.cookie });
    await stream.next((e) => e.type === 'ready');
    const from = stream.events.length;
    await json(owner, { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: doing.id, order: 0 } });
    await stream.next((e) => e.type === 'changed' && e.area === 'board', { from });
    stream.close();
    // Someone not on the board hears nothing of it.
    const stranger = await signUp(t.app);
    const theirs = await openStream(t.app, { cookie: stranger.cookie });
    await theirs.next((e) => e.type === 'ready');
    const mark = theirs.events.length;
    await json(owner, { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId: todo.id, order: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(theirs.events.slice(mark).filter((e) => e.event.type === 'changed')).toEqual([]);
    theirs.close();
  });

  it('never loses or duplicates a move when 10 members move cards at once', async () => {
    const { owner, members, board, todo, doing, done } = await team(t.app, 9);
    const everyone = [owner, ...members];
    const tasks: Task[] = [];
    for (const [i, who] of everyone.entries()) tasks.push(await addTask(who, todo.id, { title: `Card ${i}` }));
    const columns = [todo, doing, done];
    // Each member moves every card twice, all at once.
    await Promise.all(
      everyone.flatMap((who, i) =>
        tasks.map((task, j) =>
          who
            .request({
              method: 'POST',
              url: `/api/tasks/${task.id}/move`,
              payload: { columnId: columns[(i + j) % 3]!.id, order: (i * j) % 4 },
            })
            .then((r) => expect(r.statusCode, r.body).toBe(200)),
        ),
      ),
    );
    const after = await tasksOf(owner, board.id);
    expect(after.map((x) => x.id).sort((a, b) => a - b)).toEqual(tasks.map((x) => x.id).sort((a, b) => a - b));
    for (const column of columns) {
      const inColumn = after.filter((x) => x.columnId === column.id);
      expect(inColumn.map((x) => x.order)).toEqual(inColumn.map((_, i) => i));
    }
  });
});
