// Report, Block and moderation (issue 14), across pep talks, their comments, video comments and
// mentor messages.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk, PepTalkComment } from '../contract/pep-talks';
import type { BlockedUser, ModerationCase } from '../contract/safety';
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { CATALOGUE as MENTORS } from './features/mentors/mentors.seed';
import {
  type SignedIn,
  type TestApp,
  createModerator,
  createTestApp,
  signUpTrusted,
  jsonAs as json,
  sessionCookie,
  signUp,
} from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectProblem = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
};

const aged = () => signUpTrusted(t);

/** A moderator: a staff account (npm run moderator -- create), never a member's. */
const moderator = (): Promise<SignedIn> => createModerator(t);

async function pepTalk(me: SignedIn, text = 'Believe in yourself.'): Promise<PepTalk> {
  return json(
    me,
    { method: 'POST', url: '/api/peptalks', payload: { title: 'A pep talk', mediaType: 'text', mediaUrl: text, category: 'confidence' } },
    201,
  );
}
const report = (me: SignedIn, subject: string, id: number, reason = 'bullying', note?: string) =>
  me.request({ method: 'POST', url: '/api/reports', payload: { subject, id, reason, ...(note !== undefined && { note }) } });
const feedIds = async (me: SignedIn) => ((await json(me, { url: '/api/peptalks' })) as PepTalk[]).map((p) => p.id);
const queue = async (me: SignedIn, status = 'open') =>
  (await json(me, { url: `/api/moderation/reports?status=${status}` })) as ModerationCase[];

describe('reports', () => {
  it('answers 201 {id}, then 200 with the same id on a repeat that changes nothing', async () => {
    const author = await signUp(t.app);
    const me = await signUp(t.app);
    const p = await pepTalk(author);
    const first = await report(me, 'peptalk', p.id, 'spam', 'Looks like an ad');
    expect(first.statusCode, first.body).toBe(201);
    const again = await report(me, 'peptalk', p.id, 'hate');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mod = await moderator();
    const mine = (await queue(mod)).find((c) => c.subject === 'peptalk' && c.itemId === p.id)!;
    expect(mine).toMatchObject({ reasons: ['spam'], count: 1, hidden: false, urgent: false, authorId: author.user.id, decision: null });
    expect(mine.text).toContain('Believe in yourself.');
  });

  it('answers 400 to an unknown subject or reason, a long note, and my own item; 404 to what I cannot see', async () => {
    const author = await signUp(t.app);
    const me = await signUp(t.app);
    const p = await pepTalk(author);
    expectProblem(await report(me, 'profile', p.id), 400);
    expectProblem(await report(me, 'peptalk', p.id, 'rude'), 400);
    expectProblem(await report(me, 'peptalk', p.id, 'other', 'x'.repeat(501)), 400);
    expectProblem(await report(author, 'peptalk', p.id), 400);
    expectProblem(await report(me, 'peptalk', 999_999), 404);
    const hidden: PepTalk = await json(
      author,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Mine', mediaType: 'text', mediaUrl: 'Secret', category: 'focus', isPublic: false },
      },
      201,
    );
    expectProblem(await report(me, 'peptalk', hidden.id), 404);
    expectProblem(await report(me, 'video-comment', 999_999), 404);
    expectProblem(await report(me, 'mentor-message', 1), 404);
  });

  it('hides an item from everyone but its author after 3 people with accounts older than a day report it', async () => {
    const author = await signUp(t.app);
    const bystander = await signUp(t.app);
    const p = await pepTalk(author);
    // Three new accounts do not hide it.
    for (let i = 0; i < 3; i += 1) expect((await report(await signUp(t.app), 'peptalk', p.id)).statusCode).toBe(201);
    expect(await feedIds(bystander)).toContain(p.id);
    await report(await aged(), 'peptalk', p.id);
    await report(await aged(), 'peptalk', p.id);
    expect(await feedIds(bystander)).toContain(p.id);
    await report(await aged(), 'peptalk', p.id);
    expect(await feedIds(bystander)).not.toContain(p.id);
    expect((await json(author, { url: '/api/peptalks/user' }))[0]).toMatchObject({ id: p.id, held: true });
    // A moderator restores it; it is back for everyone.
    const mod = await moderator();
    const item = (await queue(mod)).find((c) => c.itemId === p.id && c.subject === 'peptalk')!;
    expect(item).toMatchObject({ count: 6, hidden: true });
    expect(await json(mod, { method: 'POST', url: `/api/moderation/reports/${item.id}`, payload: { action: 'restore' } })).toMatchObject({
      hidden: false,
      decision: 'restore',
    });
    expect(await feedIds(bystander)).toContain(p.id);
    expect((await queue(mod)).map((c) => c.id)).not.toContain(item.id);
    expect((await queue(mod, 'decided')).map((c) => c.id)).toContain(item.id);
  });

  it('puts a self-harm report and words of someone in pain first in the queue at once', async () => {
    const author = await signUp(t.app);
    const me = await aged();
    const mod = await moderator();
    const ordinary = await pepTalk(author, 'Ordinary');
    await report(me, 'peptalk', ordinary.id, 'spam');
    const worrying = await pepTalk(author, 'Nothing matters');
    await report(me, 'peptalk', worrying.id, 'self-harm');
    const held = await pepTalk(author, 'I want to end my life');
    const open = await queue(mod);
    const urgent = open.filter((c) => c.urgent);
    expect(open.slice(0, urgent.length)).toEqual(urgent);
    expect(urgent.map((c) => c.itemId)).toEqual(expect.arrayContaining([worrying.id, held.id]));
    expect(open.find((c) => c.itemId === held.id && c.subject === 'peptalk')).toMatchObject({
      reasons: ['self-harm'],
      count: 0,
      hidden: true,
    });
    expect(open.findIndex((c) => c.itemId === ordinary.id)).toBeGreaterThanOrEqual(urgent.length);
  });

  it('reports pep talk comments and video comments, which a moderator hides', async () => {
    const author = await signUp(t.app);
    const me = await signUp(t.app);
    const mod = await moderator();
    const p = await pepTalk(me);
    const c: PepTalkComment = await json(
      author,
      { method: 'POST', url: `/api/peptalks/${p.id}/comments`, payload: { content: 'Meh, whatever' } },
      201,
    );
    expect((await report(me, 'peptalk-comment', c.id, 'other')).statusCode).toBe(201);
    const [video] = await json(me, { url: '/api/videos' });
    const vc = await json(author, { method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'Boring video' } }, 201);
    expect((await report(me, 'video-comment', vc.id, 'spam')).statusCode).toBe(201);
    const cases = await queue(mod);
    const commentCase = cases.find((x) => x.subject === 'peptalk-comment' && x.itemId === c.id)!;
    expect(commentCase.text).toBe('Meh, whatever');
    await json(mod, { method: 'POST', url: `/api/moderation/reports/${commentCase.id}`, payload: { action: 'hide' } });
    expect(await json(me, { url: `/api/peptalks/${p.id}/comments` })).toEqual([]);
    expect((await json(author, { url: `/api/peptalks/${p.id}/comments` }))[0]).toMatchObject({ id: c.id, held: true });
    const videoCase = cases.find((x) => x.subject === 'video-comment' && x.itemId === vc.id)!;
    await json(mod, { method: 'POST', url: `/api/moderation/reports/${videoCase.id}`, payload: { action: 'hide' } });
    expect((await json(me, { url: `/api/videos/${video.id}/comments` })).map((x: { id: number }) => x.id)).not.toContain(vc.id);
  });

  it('answers 403 to everyone but moderators, and 404/400 to a bad decision', async () => {
    const me = await signUp(t.app);
    expectProblem(await me.request({ url: '/api/moderation/reports' }), 403);
    expectProblem(await me.request({ method: 'POST', url: '/api/moderation/reports/1', payload: { action: 'hide' } }), 403);
    const mod = await moderator();
    expectProblem(await mod.request({ method: 'POST', url: '/api/moderation/reports/999999', payload: { action: 'hide' } }), 404);
    expectProblem(await mod.request({ method: 'POST', url: '/api/moderation/reports/1', payload: { action: 'delete' } }), 400);
    expectProblem(await mod.request({ url: '/api/moderation/reports?status=all' }), 400);
  });
});

describe('blocks', () => {
  it('works both ways at once: feeds, comments, and no commenting on each other’s pep talks (403)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    const pa = await pepTalk(a);
    const pb = await pepTalk(b);
    const pc = await pepTalk(c);
    await json(a, { method: 'POST', url: `/api/peptalks/${pc.id}/comments`, payload: { content: 'From a' } }, 201);
    await json(b, { method: 'POST', url: `/api/peptalks/${pc.id}/comments`, payload: { content: 'From b' } }, 201);

    expect((await a.request({ method: 'POST', url: '/api/blocks', payload: { userId: b.user.id } })).statusCode).toBe(204);
    expect((await a.request({ method: 'POST', url: '/api/blocks', payload: { userId: b.user.id } })).statusCode).toBe(204);

    expect(await feedIds(a)).not.toContain(pb.id);
    expect(await feedIds(b)).not.toContain(pa.id);
    expect(await feedIds(c)).toEqual(expect.arrayContaining([pa.id, pb.id]));
    const commentsAs = async (me: SignedIn) =>
      ((await json(me, { url: `/api/peptalks/${pc.id}/comments` })) as PepTalkComment[]).map((x) => x.content);
    expect(await commentsAs(a)).toEqual(['From a']);
    expect(await commentsAs(b)).toEqual(['From b']);
    expect(await commentsAs(c)).toEqual(['From b', 'From a']);
    expectProblem(await b.request({ method: 'POST', url: `/api/peptalks/${pa.id}/comments`, payload: { content: 'hey' } }), 403);
    expectProblem(await a.request({ method: 'POST', url: `/api/peptalks/${pb.id}/comments`, payload: { content: 'hey' } }), 403);

    const blocked = (await json(a, { url: '/api/blocks' })) as BlockedUser[];
    expect(blocked).toEqual([{ userId: b.user.id, displayName: b.user.displayName, blockedAt: expect.any(String) }]);
    expect(await json(b, { url: '/api/blocks' })).toEqual([]);

    expect((await a.request({ method: 'DELETE', url: `/api/blocks/${b.user.id}` })).statusCode).toBe(204);
    expect((await a.request({ method: 'DELETE', url: `/api/blocks/${b.user.id}` })).statusCode).toBe(204);
    expect(await feedIds(a)).toContain(pb.id);
    expect(
      (await b.request({ method: 'POST', url: `/api/peptalks/${pa.id}/comments`, payload: { content: 'hey again' } })).statusCode,
    ).toBe(201);
  });

  it('answers 400 to blocking myself and 404 to nobody', async () => {
    const me = await signUp(t.app);
    expectProblem(await me.request({ method: 'POST', url: '/api/blocks', payload: { userId: me.user.id } }), 400);
    expectProblem(await me.request({ method: 'POST', url: '/api/blocks', payload: { userId: 999_999 } }), 404);
    expectProblem(await me.request({ method: 'POST', url: '/api/blocks', payload: {} }), 400);
  });
});

describe('mentor threads', () => {
  it('a teen reports a mentor’s message and blocks the mentor: nothing more either way', async () => {
    const teen = await signUp(t.app);
    const slug = MENTORS.find((m) => m.acceptingMentees)!.slug;
    const mentors = await json(teen, { url: '/api/mentors' });
    const mentor = mentors.find((m: { name: string }) => m.name === MENTORS.find((x) => x.slug === slug)!.name);
    await json(teen, { method: 'POST', url: `/api/mentors/${mentor.id}/like` });
    await json(
      teen,
      { method: 'POST', url: `/api/mentors/${mentor.id}/messages`, payload: { text: 'Hi! Can you help me with public speaking?' } },
      201,
    );
    const { username, password } = await createMentorAccount(t.database.db, slug, `safety_${slug.slice(0, 10)}`.replaceAll('-', '_'));
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
    const cookie = sessionCookie(signIn);
    const asMentor = (options: Parameters<SignedIn['request']>[0]) => t.app.inject({ ...options, headers: { cookie } });
    const mentorUserId = signIn.json().id;
    const reply = await asMentor({
      method: 'POST',
      url: `/api/mentor/threads/${teen.user.id}/messages`,
      payload: { text: 'Of course! Start small.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);

    // Refused words both ways.
    expectProblem(
      await asMentor({ method: 'POST', url: `/api/mentor/threads/${teen.user.id}/messages`, payload: { text: 'you are worthless' } }),
      400,
    );
    expectProblem(
      await teen.request({ method: 'POST', url: `/api/mentors/${mentor.id}/messages`, payload: { text: 'this is shit' } }),
      400,
    );

    expect((await report(teen, 'mentor-message', reply.json().id, 'other')).statusCode).toBe(201);
    // Someone outside the thread cannot report (or learn about) it.
    expectProblem(await report(await signUp(t.app), 'mentor-message', reply.json().id), 404);

    expect((await teen.request({ method: 'POST', url: '/api/blocks', payload: { userId: mentorUserId } })).statusCode).toBe(204);
    expectProblem(await teen.request({ method: 'POST', url: `/api/mentors/${mentor.id}/messages`, payload: { text: 'Hello?' } }), 403);
    expectProblem(
      await asMentor({ method: 'POST', url: `/api/mentor/threads/${teen.user.id}/messages`, payload: { text: 'Hello?' } }),
      403,
    );
    const thread = await json(teen, { url: `/api/mentors/${mentor.id}/messages` });
    expect(thread.map((m: { from: string }) => m.from)).toEqual(['me']);
  });
});
