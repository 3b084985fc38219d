// Issue 52, points 3 and 7: a board's name and a column's title are their writer's words, version by
// version, as a task's are. A report names the writer of the version reported (the owner may report a
// name a member gave their board), Hide puts back the last version nobody reported (or a neutral title)
// for everyone but the writer, and the writer is the one told. Nothing on a board tells a blocked member
// of the block. Through the routes, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_WORDS, type Column, type Project } from '../../../contract/board';
import type { ModerationCase } from '../../../contract/safety';
import { addTask, columnsOf, expectProblem, noContent, projectOf, tasksOf, team } from './sharing.fixtures';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json } from '../../test/app';

let t: TestApp;
let moderator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createModerator(t);
});
afterAll(() => t.close());

const bellOf = async (me: SignedIn) => (await json(me, { url: '/api/notifications' })) as { title: string; body: string }[];
const report = (me: SignedIn, titleId: number | null, reason = 'bullying') =>
  me.request({ method: 'POST', url: '/api/reports', payload: { subject: 'board-title', id: titleId, reason } });
const rename = (me: SignedIn, boardId: number, title: string) =>
  me.request({ method: 'PATCH', url: `/api/projects/${boardId}`, payload: { title } });
const renameColumn = (me: SignedIn, columnId: number, title: string) =>
  me.request({ method: 'PATCH', url: `/api/columns/${columnId}`, payload: { title } });
const caseOf = async (titleId: number) =>
  ((await json(moderator, { url: '/api/moderation/reports?status=open' })) as ModerationCase[]).find(
    (c) => c.subject === 'board-title' && c.itemId === titleId,
  );
const hide = async (caseId: number) =>
  json(moderator, { method: 'POST', url: `/api/moderation/reports/${caseId}`, payload: { action: 'hide', rule: 'bullying' } });
const columnOf = async (me: SignedIn, boardId: number, columnId: number) => (await columnsOf(me, boardId)).find((c) => c.id === columnId)!;

describe('a board’s name belongs to whoever wrote it', () => {
  it('names the member who renamed it, lets the owner report it, hides it for the others and tells its writer', async () => {
    const { owner, members, board } = await team(t.app, 2, 'Science project');
    const [writer, other] = members as [SignedIn, SignedIn];
    const before = await projectOf(owner, board.id);
    expect(before).toMatchObject({ title: 'Science project', titleBy: owner.user.id });

    const renamed = (await json(writer, {
      method: 'PATCH',
      url: `/api/projects/${board.id}`,
      payload: { title: 'Jess smells' },
    })) as Project;
    expect(renamed).toMatchObject({ title: 'Jess smells', titleBy: writer.user.id });
    expect(renamed.titleId).not.toBe(before.titleId);
    for (const reader of [owner, other])
      expect(await projectOf(reader, board.id)).toMatchObject({ title: 'Jess smells', titleBy: writer.user.id });

    // The owner did not write it, so the owner may report it; the writer may not report their own words.
    expect((await report(owner, renamed.titleId)).statusCode).toBe(201);
    expectProblem(await report(writer, renamed.titleId), 400);
    const opened = await caseOf(renamed.titleId!);
    expect(opened).toMatchObject({
      authorId: writer.user.id,
      authorName: writer.user.displayName,
      text: 'Jess smells',
      versions: [expect.objectContaining({ text: 'Jess smells' })],
    });

    await hide(opened!.id);
    // The last version nobody reported is back for everyone else; the writer alone still reads theirs.
    for (const reader of [owner, other]) {
      expect(await projectOf(reader, board.id)).toMatchObject({
        title: 'Science project',
        titleId: before.titleId,
        titleBy: owner.user.id,
      });
    }
    expect(await projectOf(writer, board.id)).toMatchObject({ title: 'Jess smells', titleBy: writer.user.id });
    const switcher = (await json(other, { url: '/api/projects' })) as { id: number; title: string }[];
    expect(switcher.find((b) => b.id === board.id)?.title).toBe('Science project');
    const exported = (await json(other, { url: '/api/users/current/export' })) as {
      sections: { board: { boards: { boardId: number; title: string }[] } };
    };
    expect(exported.sections.board.boards.find((b) => b.boardId === board.id)?.title).toBe('Science project');

    // The notice goes to the writer, with their words; the owner hears as a reporter, never as the author.
    const told = (await bellOf(writer)).find((n) => n.title === 'Your title on a shared board was hidden');
    expect(told?.body).toContain('"Jess smells"');
    const ownerBell = await bellOf(owner);
    expect(ownerBell.some((n) => n.title.startsWith('Your '))).toBe(false);
    expect(ownerBell.some((n) => n.title === 'About what you reported')).toBe(true);
  });

  it('falls back past versions that were reported, to the neutral name when none is left', async () => {
    const { owner, members, board } = await team(t.app, 2, 'Group work');
    const [first, second] = members as [SignedIn, SignedIn];
    const original = (await projectOf(owner, board.id)).titleId!;
    const waiting = ((await rename(first, board.id, 'Worst group ever')).json() as Project).titleId!;
    expect((await report(owner, waiting, 'other')).statusCode).toBe(201);
    const newest = ((await rename(second, board.id, 'Jess does nothing lol')).json() as Project).titleId!;
    expect((await report(owner, newest)).statusCode).toBe(201);
    await hide((await caseOf(newest))!.id);
    // "Worst group ever" waits for its own decision: Hide goes back to the last version nobody reported.
    expect(await projectOf(owner, board.id)).toMatchObject({ title: 'Group work', titleId: original });
    expect(await projectOf(first, board.id)).toMatchObject({ title: 'Group work' });

    // A board whose only name is hidden reads as the neutral name, and offers nothing to report.
    const solo = await team(t.app, 1, 'Jess smells');
    const only = (await projectOf(solo.member, solo.board.id)).titleId!;
    expect((await report(solo.member, only)).statusCode).toBe(201);
    await hide((await caseOf(only))!.id);
    expect(await projectOf(solo.member, solo.board.id)).toMatchObject({ title: BOARD_WORDS.untitledBoard, titleId: null, titleBy: null });
    expect(await projectOf(solo.owner, solo.board.id)).toMatchObject({ title: 'Jess smells', titleBy: solo.owner.user.id });
    // A hidden version is not the reporter's to read or report again.
    expectProblem(await report(solo.member, only), 404);
  });

  it('refuses the hidden words again (400, nothing changes), and takes new ones', async () => {
    const { owner, member, board } = await team(t.app, 1, 'Science project');
    const bad = ((await rename(member, board.id, 'Jess smells')).json() as Project).titleId!;
    expect((await report(owner, bad)).statusCode).toBe(201);
    await hide((await caseOf(bad))!.id);
    for (const who of [member, owner]) {
      const again = expectProblem(await rename(who, board.id, 'Jess smells'), 400, 'title');
      expect(again.status).toBe(400);
    }
    expect(await projectOf(owner, board.id)).toMatchObject({ title: 'Science project', titleBy: owner.user.id });
    expect(await json(member, { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Water filters' } })).toMatchObject({
      title: 'Water filters',
      titleBy: member.user.id,
    });
    expect(await projectOf(owner, board.id)).toMatchObject({ title: 'Water filters', titleBy: member.user.id });
  });

  it('keeps the writer when the words do not change, and the words (not the writer) when the writer goes', async () => {
    const { owner, member, board } = await team(t.app, 1, 'Science project');
    const before = await projectOf(owner, board.id);
    expect(await json(member, { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Science project' } })).toMatchObject({
      titleId: before.titleId,
      titleBy: owner.user.id,
    });
    await json(member, { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Clean water' } });
    const exported = (await json(member, { url: '/api/users/current/export' })) as {
      sections: { board: { titlesWritten: { projectId: number; columnId: number | null; title: string }[] } };
    };
    // On their own first board, its name and SPEC's columns are theirs too; here, the one name they gave.
    expect(exported.sections.board.titlesWritten.filter((w) => w.projectId === board.id)).toEqual([
      { projectId: board.id, columnId: null, title: 'Clean water', writtenAt: expect.any(String) },
    ]);
    await noContent(member, { method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } });
    expect(await projectOf(owner, board.id)).toMatchObject({ title: 'Clean water', titleBy: null });
  });
});

describe('a column’s title belongs to whoever wrote it', () => {
  it('names the member, lets the owner report it, and Hide puts back the title before (or the neutral one)', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const renamed = (await json(member, { method: 'PATCH', url: `/api/columns/${todo.id}`, payload: { title: 'Jess smells' } })) as Column;
    expect(renamed).toMatchObject({ title: 'Jess smells', titleBy: member.user.id });
    expect(await columnOf(owner, board.id, todo.id)).toMatchObject({ title: 'Jess smells', titleBy: member.user.id });
    expect((await report(owner, renamed.titleId)).statusCode).toBe(201);
    const opened = await caseOf(renamed.titleId!);
    expect(opened).toMatchObject({ authorId: member.user.id, text: 'Jess smells' });
    await hide(opened!.id);
    expect(await columnOf(owner, board.id, todo.id)).toMatchObject({ title: 'To Do', titleBy: owner.user.id });
    expect(await columnOf(member, board.id, todo.id)).toMatchObject({ title: 'Jess smells' });
    expect((await bellOf(member)).some((n) => n.title === 'Your title on a shared board was hidden')).toBe(true);

    const added = (await json(
      member,
      { method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: 'Boring stuff' } },
      201,
    )) as Column;
    expect((await report(owner, added.titleId, 'spam')).statusCode).toBe(201);
    await hide((await caseOf(added.titleId!))!.id);
    expect(await columnOf(owner, board.id, added.id)).toMatchObject({ title: BOARD_WORDS.untitledColumn, titleId: null, titleBy: null });
    expectProblem(await renameColumn(member, added.id, 'Boring stuff'), 400, 'title');

    // A deleted column's cases stay, marked deleted.
    await noContent(owner, { method: 'DELETE', url: `/api/columns/${added.id}` });
    const decided = (await json(moderator, { url: '/api/moderation/reports?status=decided' })) as ModerationCase[];
    expect(decided.find((c) => c.subject === 'board-title' && c.itemId === added.titleId)?.itemDeletedAt).not.toBeNull();
  });

  it('answers bad report ids with 4xx problems and opens no case', async () => {
    const { owner, board, todo } = await team(t.app, 1);
    for (const id of [0, -1, 'abc', 1.5, 99_999_999]) {
      const response = await report(owner, id as number);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    // One's own title: a 400, and no case.
    const mine = (await columnOf(owner, board.id, todo.id)).titleId!;
    expectProblem(await report(owner, mine), 400);
    expect(await caseOf(mine)).toBeUndefined();
  });
});

describe('a block on a shared board', () => {
  it('tells the blocked member nothing: the blocker’s name, cards and titles read as everyone’s', async () => {
    const { owner, member, board, todo } = await team(t.app, 1);
    const ownersCard = await addTask(owner, todo.id, { title: 'Print the poster' });
    await json(owner, { method: 'PATCH', url: `/api/columns/${todo.id}`, payload: { title: 'Next up' } });
    await json(member, { method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Clean water' } });
    // The owner blocks the member.
    await noContent(owner, { method: 'POST', url: '/api/blocks', payload: { userId: member.user.id } });

    const theirView = await projectOf(member, board.id);
    expect(theirView.members.find((m) => m.userId === owner.user.id)?.displayName).toBe(owner.user.displayName);
    expect(JSON.stringify(theirView)).not.toContain(BOARD_WORDS.blockedName);
    expect((await tasksOf(member, board.id)).find((x) => x.id === ownersCard.id)?.createdBy).toBe(owner.user.id);
    expect(await columnOf(member, board.id, todo.id)).toMatchObject({ title: 'Next up', titleBy: owner.user.id });

    // The one who blocked sees no name of the member they blocked, on the title they wrote either.
    expect(await projectOf(owner, board.id)).toMatchObject({ title: 'Clean water', titleBy: null });
    expect((await projectOf(owner, board.id)).members.find((m) => m.userId === member.user.id)?.displayName).toBe(BOARD_WORDS.blockedName);
    // They may still report it: a block does not stop a report of what one saw.
    expect((await report(owner, (await projectOf(owner, board.id)).titleId)).statusCode).toBe(201);
  });
});
