// Issue 51, points 4 and 5, through the real routes on both engines. Care on every surface where a teen
// writes: words about hurting oneself answer `care: true`, are kept from everyone but their writer and the
// moderators, and open an urgent case (priority 1); names too (accepted, shown to others as HELD_NAME),
// and a report's note makes its case urgent. Grooming cues and sexual asks from a teen's account are
// refused with a kind message naming the field on every teen-to-teen surface, names included.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column, Project, ProjectSummary, Task } from '../contract/board';
import type { ModerationCase } from '../contract/safety';
import { CASE_PRIORITIES, HELD_NAME } from '../contract/safety-rules';
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { CATALOGUE as MENTORS } from './features/mentors/mentors.seed';
import {
  type SignedIn,
  type TestApp,
  createModerator,
  createTestApp,
  jsonAs as json,
  newUser,
  sessionCookie,
  signIn,
  signUp,
} from './test/app';

let t: TestApp;
let moderator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createModerator(t);
});
afterAll(() => t.close());

/** Words about hurting oneself, as a teen might write them. */
const DISCLOSURE = 'i want to kill myself';
/** A grooming cue (asking whether someone is alone) and a sexual ask, from a teen's account. */
const GROOMING = 'are you home alone right now?';
const GROOMING_MESSAGE = /^For your safety, Rise keeps questions about being alone/;
const SEXUAL_ASK = 'send nudes';
const SEXUAL_MESSAGE = /pictures or sexual talk is not OK on Rise/;

/** Every open case, following the Link header. */
async function openCases(): Promise<ModerationCase[]> {
  const all: ModerationCase[] = [];
  let url: string | undefined = '/api/moderation/reports?status=open';
  while (url) {
    const response = await moderator.request({ url });
    expect(response.statusCode, response.body).toBe(200);
    all.push(...(response.json() as ModerationCase[]));
    url = /<([^>]+)>;\s*rel="?next"?/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return all;
}

/** The open case about an item: held for care, hidden, urgent, first in the queue. */
async function expectHeldForCare(subject: ModerationCase['subject'], itemId: number): Promise<ModerationCase> {
  const queue = await openCases();
  const found = queue.find((c) => c.subject === subject && c.itemId === itemId);
  expect(found, `${subject} ${itemId}`).toMatchObject({
    priority: CASE_PRIORITIES.heldForCare,
    urgent: true,
    heldFor: 'self-harm',
    hidden: true,
  });
  // Danger first: nothing of a lower priority stands before it.
  expect(queue.slice(0, queue.indexOf(found!)).every((c) => c.priority === CASE_PRIORITIES.heldForCare)).toBe(true);
  return found!;
}

const expectCare = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(response.json(), response.body).toMatchObject({ care: true });
  return response.json();
};

const expectRefused = (response: LightMyRequestResponse, field: string, message: RegExp) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors[field], response.body).toMatch(message);
};

const postPepTalk = (me: SignedIn, title: string, mediaUrl: string) =>
  me.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title, mediaType: 'text', mediaUrl, category: 'confidence', isPublic: true },
  });

async function firstVideo(me: SignedIn): Promise<number> {
  const [video] = (await json(me, { url: '/api/videos' })) as { id: number }[];
  return video!.id;
}

const videoComments = async (me: SignedIn, videoId: number) =>
  (await json(me, { url: `/api/videos/${videoId}/comments?limit=100` })) as {
    id: number;
    userId: number;
    userName: string;
    replies: { id: number }[];
  }[];

describe('care on every surface', () => {
  it('video comments and replies answer care, are kept from others, and open urgent cases', async () => {
    const writer = await signUp(t.app);
    const other = await signUp(t.app);
    const videoId = await firstVideo(writer);
    const comment = (payload: Record<string, unknown>) =>
      writer.request({ method: 'POST', url: `/api/videos/${videoId}/comments`, payload });
    const everyday = await comment({ comment: 'This helped me so much' });
    expect(everyday.statusCode, everyday.body).toBe(201);
    expect(everyday.json()).toMatchObject({ care: false, held: false });

    const held = expectCare(await comment({ comment: DISCLOSURE }));
    expect(held).toMatchObject({ held: true, parentId: null });
    const reply = expectCare(await comment({ comment: `${DISCLOSURE}, honestly`, parentId: everyday.json().id }));
    expect(reply).toMatchObject({ held: true, parentId: everyday.json().id });

    // The writer still sees both; nobody else sees either.
    const mine = await videoComments(writer, videoId);
    expect(mine.map((c) => c.id)).toContain(held.id);
    expect(mine.find((c) => c.id === everyday.json().id)!.replies.map((r) => r.id)).toContain(reply.id);
    const theirs = await videoComments(other, videoId);
    expect(theirs.map((c) => c.id)).not.toContain(held.id);
    expect(theirs.find((c) => c.id === everyday.json().id)!.replies).toEqual([]);

    await expectHeldForCare('video-comment', held.id);
    await expectHeldForCare('video-comment', reply.id);
  });

  it('pep talks and their comments answer care and are kept from others', async () => {
    const writer = await signUp(t.app);
    const other = await signUp(t.app);
    const talk = expectCare(await postPepTalk(writer, 'Tonight', DISCLOSURE));
    expect(talk).toMatchObject({ held: true });
    const open = (await json(
      writer,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'You got this', mediaType: 'text', mediaUrl: 'Keep going.', category: 'confidence', isPublic: true },
      },
      201,
    )) as { id: number };
    const comment = expectCare(
      await writer.request({ method: 'POST', url: `/api/peptalks/${open.id}/comments`, payload: { content: DISCLOSURE } }),
    );
    const feed = ((await json(other, { url: '/api/peptalks?limit=100' })) as { id: number }[]).map((p) => p.id);
    expect(feed).toContain(open.id);
    expect(feed).not.toContain(talk.id);
    const comments = ((await json(other, { url: `/api/peptalks/${open.id}/comments` })) as { id: number }[]).map((c) => c.id);
    expect(comments).not.toContain(comment.id);
    await expectHeldForCare('peptalk', talk.id);
    await expectHeldForCare('peptalk-comment', comment.id);
  });

  it('messages to a mentor answer care and are kept from the mentor', async () => {
    const slug = MENTORS.filter((m) => m.acceptingMentees).at(-1)!.slug;
    const { username, password } = await createMentorAccount(t.database.db, slug, 'care_mentor');
    const mentor = await signIn(t.app, username, password);
    const teen = await signUp(t.app);
    const mentors = (await json(teen, { url: '/api/mentors?limit=100' })) as { id: number; name: string }[];
    const target = mentors.find((m) => m.name === MENTORS.find((x) => x.slug === slug)!.name)!;
    await json(teen, { method: 'POST', url: `/api/mentors/${target.id}/like` });
    const send = (text: string) => teen.request({ method: 'POST', url: `/api/mentors/${target.id}/messages`, payload: { text } });
    expect((await send('Hi! Can you help me plan my week?')).statusCode).toBe(201);
    const held = expectCare(await send(DISCLOSURE));
    expect(held).toMatchObject({ held: true });
    const seen = (await json(mentor, { url: `/api/mentor/threads/${teen.user.id}/messages` })) as { text: string }[];
    expect(seen.map((m) => m.text)).toEqual(['Hi! Can you help me plan my week?']);
    await expectHeldForCare('mentor-message', held.id);
  });

  it('board names, column titles and task words answer care, and are kept from the other members', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const board = expectCare(
      await owner.request({ method: 'POST', url: '/api/projects', payload: { title: DISCLOSURE } }),
    ) as ProjectSummary;
    const { code } = await json(owner, { method: 'POST', url: `/api/projects/${board.id}/invites` }, 201);
    await json(member, { method: 'POST', url: '/api/projects/join', payload: { code } });
    const nameCase = await expectHeldForCare('board-title', (await json(owner, { url: `/api/projects/${board.id}` })).titleId);
    expect(nameCase).toMatchObject({ authorId: owner.user.id, text: DISCLOSURE });
    // Issue 52: the words are their writer's; the others read the name before, or a neutral one.
    expect(await json(member, { url: `/api/projects/${board.id}` })).toMatchObject({ title: 'Untitled board', titleId: null });
    expect(await json(owner, { url: `/api/projects/${board.id}` })).toMatchObject({ title: DISCLOSURE });
    const renamed = await owner.request({ method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Science fair' } });
    expect(renamed.json()).toMatchObject({ title: 'Science fair', care: false });
    const held = expectCare(
      await member.request({ method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: `${DISCLOSURE} lol` } }),
    ) as Project;
    expect(held).toMatchObject({ title: `${DISCLOSURE} lol`, titleBy: member.user.id });
    expect(await json(owner, { url: `/api/projects/${board.id}` })).toMatchObject({ title: 'Science fair', titleBy: owner.user.id });
    await expectHeldForCare('board-title', held.titleId!);

    const column = expectCare(
      await member.request({ method: 'POST', url: `/api/projects/${board.id}/columns`, payload: { title: DISCLOSURE } }),
    ) as Column;
    expect(column).toMatchObject({ title: DISCLOSURE, titleBy: member.user.id });
    const columnOf = async (who: typeof owner) =>
      ((await json(who, { url: `/api/projects/${board.id}/columns` })) as Column[]).find((c) => c.id === column.id);
    expect(await columnOf(owner)).toMatchObject({ title: 'Untitled column', titleId: null, titleBy: null });
    await expectHeldForCare('board-title', column.titleId!);
    expectCare(await member.request({ method: 'PATCH', url: `/api/columns/${column.id}`, payload: { title: `${DISCLOSURE} tonight` } }));
    const everyday = await member.request({ method: 'PATCH', url: `/api/columns/${column.id}`, payload: { title: 'Ideas' } });
    expect(everyday.json()).toMatchObject({ title: 'Ideas', care: false });
    expect(await columnOf(owner)).toMatchObject({ title: 'Ideas', titleBy: member.user.id });

    const [todo] = (await json(owner, { url: `/api/projects/${board.id}/columns` })) as Column[];
    const task = expectCare(
      await member.request({
        method: 'POST',
        url: `/api/columns/${todo!.id}/tasks`,
        payload: { title: 'Poster', description: DISCLOSURE },
      }),
    ) as Task;
    const plain = (await json(
      member,
      { method: 'POST', url: `/api/columns/${todo!.id}/tasks`, payload: { title: 'Slides' } },
      201,
    )) as Task & {
      care: boolean;
    };
    expect(plain.care).toBe(false);
    expectCare(await member.request({ method: 'PATCH', url: `/api/tasks/${plain.id}`, payload: { title: DISCLOSURE } }));
    const ownerSees = ((await json(owner, { url: `/api/projects/${board.id}/tasks` })) as Task[]).map((x) => x.id);
    expect(ownerSees).not.toContain(task.id);
    expect(ownerSees).not.toContain(plain.id);
    const memberSees = ((await json(member, { url: `/api/projects/${board.id}/tasks` })) as Task[]).map((x) => x.id);
    expect(memberSees).toEqual(expect.arrayContaining([task.id, plain.id]));
    await expectHeldForCare('board-task', task.id);
    await expectHeldForCare('board-task', plain.id);
  });

  it('a report whose note speaks of hurting oneself makes its case urgent, from any account', async () => {
    const writer = await signUp(t.app);
    const talk = (await json(
      writer,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Monday', mediaType: 'text', mediaUrl: 'New week, new start.', category: 'confidence', isPublic: true },
      },
      201,
    )) as { id: number };
    // A reporter whose account is minutes old: an ordinary report of theirs raises nothing.
    const plainReporter = await signUp(t.app);
    const plain = await plainReporter.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'peptalk', id: talk.id, reason: 'other', note: 'this feels off' },
    });
    expect(plain.json()).toMatchObject({ reachesModerators: true, care: false });
    expect((await openCases()).find((c) => c.subject === 'peptalk' && c.itemId === talk.id)).toMatchObject({
      priority: CASE_PRIORITIES.other,
      urgent: false,
    });
    const reporter = await signUp(t.app);
    const answer = await reporter.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'peptalk', id: talk.id, reason: 'other', note: `reading this made me feel like ${DISCLOSURE}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ reachesModerators: true, care: true });
    const queue = await openCases();
    const found = queue.find((c) => c.subject === 'peptalk' && c.itemId === talk.id)!;
    expect(found).toMatchObject({ priority: CASE_PRIORITIES.heldForCare, urgent: true });
    // The note is the reporter's, kept with the case; the pep talk itself is not hidden for it.
    expect(found.notes.map((n) => n.note)).toContain(`reading this made me feel like ${DISCLOSURE}`);
    expect(found.hidden).toBe(false);

    // A demo account's reports reach no one, except words about hurting oneself.
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const demoCookie = sessionCookie(demo);
    // A demo reads the sample community (issue 52): it reports one of its pep talks.
    const demoFeed = await t.app.inject({ url: '/api/peptalks?limit=100', headers: { cookie: demoCookie } });
    const other = (demoFeed.json() as { id: number; isSample: boolean }[]).find((p) => p.isSample)!;
    const fromDemo = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: demoCookie },
      payload: { subject: 'peptalk', id: other.id, reason: 'self-harm', note: DISCLOSURE },
    });
    expect(fromDemo.json()).toMatchObject({ reachesModerators: true, care: true });
    expect((await openCases()).find((c) => c.subject === 'peptalk' && c.itemId === other.id)).toMatchObject({
      priority: CASE_PRIORITIES.heldForCare,
      urgent: true,
    });
  });
});

describe('names that speak of hurting oneself', () => {
  /** Everything a name reaches: a pep talk, a comment on it, a video comment, a board, a block, a mentor's inbox. */
  async function namesSeenBy(viewer: SignedIn, writer: SignedIn, where: { talkId: number; videoId: number; boardId: number }) {
    const feed = (await json(viewer, { url: '/api/peptalks?limit=100' })) as { id: number; userName: string }[];
    const comments = (await json(viewer, { url: `/api/peptalks/${where.talkId}/comments` })) as { userId: number; userName: string }[];
    const video = await videoComments(viewer, where.videoId);
    const board = (await json(viewer, { url: `/api/projects/${where.boardId}` })) as { members: { userId: number; displayName: string }[] };
    return {
      pepTalk: feed.find((p) => p.id === where.talkId)!.userName,
      pepTalkComment: comments.find((c) => c.userId === writer.user.id)!.userName,
      videoComment: video.find((c) => c.userId === writer.user.id)!.userName,
      boardMember: board.members.find((m) => m.userId === writer.user.id)!.displayName,
    };
  }

  it('a display name at sign-up is accepted, kept to its writer and the moderators, and urgent', async () => {
    const fields = newUser({ displayName: DISCLOSURE });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: fields });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ displayName: DISCLOSURE, care: true });
    const writer = await signIn(t.app, fields.username, fields.password);
    expect(writer.user.displayName).toBe(DISCLOSURE);

    // Where the name reaches others: each shows HELD_NAME to them, the name itself to its writer.
    const talk = (await json(
      writer,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Hello', mediaType: 'text', mediaUrl: 'Hi everyone!', category: 'confidence', isPublic: true },
      },
      201,
    )) as { id: number };
    await json(writer, { method: 'POST', url: `/api/peptalks/${talk.id}/comments`, payload: { content: 'First!' } }, 201);
    const videoId = await firstVideo(writer);
    await json(writer, { method: 'POST', url: `/api/videos/${videoId}/comments`, payload: { comment: 'Great video' } }, 201);
    const board = (await json(writer, { method: 'POST', url: '/api/projects', payload: { title: 'Study group' } }, 201)) as ProjectSummary;
    const { code } = await json(writer, { method: 'POST', url: `/api/projects/${board.id}/invites` }, 201);
    const other = await signUp(t.app);
    await json(other, { method: 'POST', url: '/api/projects/join', payload: { code } });
    const where = { talkId: talk.id, videoId, boardId: board.id };

    expect(await namesSeenBy(other, writer, where)).toEqual({
      pepTalk: HELD_NAME,
      pepTalkComment: HELD_NAME,
      videoComment: HELD_NAME,
      boardMember: HELD_NAME,
    });
    expect(await namesSeenBy(writer, writer, where)).toEqual({
      pepTalk: DISCLOSURE,
      pepTalkComment: DISCLOSURE,
      videoComment: DISCLOSURE,
      boardMember: DISCLOSURE,
    });
    // Someone who blocks them sees the neutral name in their list of blocks too.
    await other.request({ method: 'POST', url: '/api/blocks', payload: { userId: writer.user.id } });
    const blocks = (await json(other, { url: '/api/blocks' })) as { userId: number; displayName: string }[];
    expect(blocks.find((b) => b.userId === writer.user.id)!.displayName).toBe(HELD_NAME);

    // The moderators see the name, as a case of its own at the top of the queue.
    const found = await expectHeldForCare('name', writer.user.id);
    expect(found).toMatchObject({ authorName: DISCLOSURE, authorUsername: fields.username, reasons: ['self-harm'] });
    expect(found.text).toContain(`Display name: ${DISCLOSURE}`);
  });

  it('a username that speaks of hurting oneself is held too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username: 'i_want_to_die' }) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ username: 'i_want_to_die', care: true });
    await expectHeldForCare('name', response.json().id);
  });

  it('a name changed in settings is held, and shown again once it is changed to an everyday one', async () => {
    const writer = await signUp(t.app, { displayName: 'Sky' });
    const other = await signUp(t.app);
    const talk = (await json(
      writer,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Hi', mediaType: 'text', mediaUrl: 'Hello there', category: 'confidence', isPublic: true },
      },
      201,
    )) as { id: number };
    const nameOfTalk = async (viewer: SignedIn) =>
      ((await json(viewer, { url: '/api/peptalks?limit=100' })) as { id: number; userName: string }[]).find((p) => p.id === talk.id)!
        .userName;
    const update = (payload: Record<string, unknown>) => writer.request({ method: 'PATCH', url: '/api/users/current', payload });

    expect((await update({ theme: 'dark' })).json()).toMatchObject({ care: false });
    const held = await update({ displayName: DISCLOSURE });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ displayName: DISCLOSURE, care: true });
    expect(await nameOfTalk(other)).toBe(HELD_NAME);
    expect(await nameOfTalk(writer)).toBe(DISCLOSURE);
    await expectHeldForCare('name', writer.user.id);

    // Changing the username alone keeps the display name held: both names are judged together.
    const renamed = await update({ username: `sky_${writer.user.id}` });
    expect(renamed.json()).toMatchObject({ care: true });
    expect(await nameOfTalk(other)).toBe(HELD_NAME);

    const everyday = await update({ displayName: 'Sky again' });
    expect(everyday.json()).toMatchObject({ displayName: 'Sky again', care: false });
    expect(await nameOfTalk(other)).toBe('Sky again');
    // The case stays as evidence with every version of the names, waiting for a moderator.
    const found = (await openCases()).find((c) => c.subject === 'name' && c.itemId === writer.user.id)!;
    expect(found).toMatchObject({ hidden: false, priority: CASE_PRIORITIES.heldForCare, decision: null });
    expect(found.versions.map((v) => v.text)).toEqual([
      `Display name: ${DISCLOSURE}\nUsername: ${writer.user.username}`,
      `Display name: ${DISCLOSURE}\nUsername: sky_${writer.user.id}`,
      `Display name: Sky again\nUsername: sky_${writer.user.id}`,
    ]);
  });

  it('a mentor sees a teen’s held name as the neutral one', async () => {
    const slug = MENTORS.filter((m) => m.acceptingMentees).at(-2)!.slug;
    const { username, password } = await createMentorAccount(t.database.db, slug, 'name_mentor');
    const mentor = await signIn(t.app, username, password);
    const teen = await signUp(t.app, { displayName: DISCLOSURE });
    const mentors = (await json(teen, { url: '/api/mentors?limit=100' })) as { id: number; name: string }[];
    const target = mentors.find((m) => m.name === MENTORS.find((x) => x.slug === slug)!.name)!;
    await json(teen, { method: 'POST', url: `/api/mentors/${target.id}/like` });
    const threads = (await json(mentor, { url: '/api/mentor/threads' })) as { userId: number; displayName: string }[];
    expect(threads.find((th) => th.userId === teen.user.id)!.displayName).toBe(HELD_NAME);
    // Moderators reading mentor threads see the name as it is.
    const all = (await json(moderator, { url: '/api/moderation/mentor-threads' })) as { userId: number; displayName: string }[];
    expect(all.find((th) => th.userId === teen.user.id)!.displayName).toBe(DISCLOSURE);
  });
});

describe('grooming cues and sexual asks from a teen’s account', () => {
  it('are refused on pep talks, comments, video comments and board words, naming the field', async () => {
    const me = await signUp(t.app);
    expectRefused(await postPepTalk(me, 'Hi', GROOMING), 'mediaUrl', GROOMING_MESSAGE);
    expectRefused(await postPepTalk(me, SEXUAL_ASK, 'Hello'), 'title', SEXUAL_MESSAGE);
    const talk = (await json(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Hey', mediaType: 'text', mediaUrl: 'Hello', category: 'confidence', isPublic: true },
      },
      201,
    )) as { id: number };
    const other = await signUp(t.app);
    const pepComment = (content: string) =>
      other.request({ method: 'POST', url: `/api/peptalks/${talk.id}/comments`, payload: { content } });
    expectRefused(await pepComment(GROOMING), 'content', GROOMING_MESSAGE);
    expectRefused(await pepComment(SEXUAL_ASK), 'content', SEXUAL_MESSAGE);
    const videoId = await firstVideo(me);
    const comment = (payload: Record<string, unknown>) =>
      other.request({ method: 'POST', url: `/api/videos/${videoId}/comments`, payload });
    expectRefused(await comment({ comment: GROOMING }), 'comment', GROOMING_MESSAGE);
    expectRefused(await comment({ comment: SEXUAL_ASK }), 'comment', SEXUAL_MESSAGE);
    const top = (await json(me, { method: 'POST', url: `/api/videos/${videoId}/comments`, payload: { comment: 'Love this' } }, 201)) as {
      id: number;
    };
    expectRefused(await comment({ comment: 'where do you live?', parentId: top.id }), 'comment', GROOMING_MESSAGE);

    expectRefused(await me.request({ method: 'POST', url: '/api/projects', payload: { title: GROOMING } }), 'title', GROOMING_MESSAGE);
    const [todo] = (await json(me, { url: '/api/projects/1/columns' })) as Column[];
    expectRefused(
      await me.request({ method: 'POST', url: '/api/projects/1/columns', payload: { title: SEXUAL_ASK } }),
      'title',
      SEXUAL_MESSAGE,
    );
    expectRefused(
      await me.request({ method: 'POST', url: `/api/columns/${todo!.id}/tasks`, payload: { title: 'Plan', description: GROOMING } }),
      'description',
      GROOMING_MESSAGE,
    );
    // Nothing refused was stored.
    const stored = (await json(me, { url: `/api/videos/${videoId}/comments?limit=100` })) as {
      comment: string;
      replies: { comment: string }[];
    }[];
    const words = stored.flatMap((c) => [c.comment, ...c.replies.map((r) => r.comment)]);
    expect(words.filter((w) => [GROOMING, SEXUAL_ASK, 'where do you live?'].includes(w))).toEqual([]);
  });

  it('are refused in names, with every other refusal a name meets; a name that speaks of hurting oneself never is', async () => {
    const signUpAs = (fields: { username?: string; displayName?: string }) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser(fields) });
    expectRefused(await signUpAs({ displayName: GROOMING }), 'displayName', GROOMING_MESSAGE);
    expectRefused(await signUpAs({ displayName: SEXUAL_ASK }), 'displayName', SEXUAL_MESSAGE);
    expectRefused(await signUpAs({ displayName: 'nobody likes you' }), 'displayName', /could hurt someone/);
    expectRefused(await signUpAs({ displayName: 'fuck this' }), 'displayName', /a word we keep off Rise/);
    expectRefused(
      await signUpAs({ displayName: 'snap: kai_art' }),
      'displayName',
      /cannot hold a phone number, an address, a handle or a link/,
    );
    expectRefused(await signUpAs({ username: 'where_do_you_live' }), 'username', GROOMING_MESSAGE);
    expectRefused(await signUpAs({ username: 'send_nudes' }), 'username', SEXUAL_MESSAGE);
    expectRefused(await signUpAs({ username: 'insta_kai' }), 'username', /keep contact details out of your username/);
    // A username meets the same rules as a display name (issue 52): a run of digits reads as a phone
    // number; a year beside a name does not.
    expectRefused(await signUpAs({ username: 'kai_2009_5551234' }), 'username', /keep contact details out of your username/);
    expect((await signUpAs({ username: 'kai_2009' })).statusCode).toBe(201);
    // Care first: words about hurting oneself are never refused for anything else they hold.
    const both = await signUpAs({ displayName: `${DISCLOSURE} snap me` });
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json()).toMatchObject({ care: true });

    const me = await signUp(t.app);
    expectRefused(
      await me.request({ method: 'PATCH', url: '/api/users/current', payload: { displayName: GROOMING } }),
      'displayName',
      GROOMING_MESSAGE,
    );
    expect((await me.request({ url: '/api/users/current' })).json()).toEqual(me.user);
  });
});
