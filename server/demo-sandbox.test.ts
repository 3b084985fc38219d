// A demo account is a sandbox (issue 31): it can try everything, but what it writes on a shared surface
// (pep talks, comments, video comments, likes and shares, reports, mentor messages) is seen by no one
// but itself, counts toward nothing, and reaches no mentor. Runs on both engines with the API suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk, PepTalkComment } from '../contract/pep-talks';
import type { Mentor, Thread } from '../contract/mentors';
import type { CaseSubject } from '../contract/safety-rules';
import type { Video, VideoComment } from '../contract/shorts';
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { CATALOGUE } from './features/mentors/mentors.seed';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, sessionCookie, signUp, tryDemo } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = () => tryDemo(t.app);

async function post(me: SignedIn, title: string, text = 'One step at a time.'): Promise<PepTalk & { care: boolean }> {
  const response = await me.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title, mediaUrl: text, mediaType: 'text', category: 'courage', isPublic: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const feed = async (me: SignedIn) => (await json(me, { url: '/api/peptalks?limit=100' })) as PepTalk[];
const pepTalk = async (me: SignedIn, id: number) => (await feed(me)).find((p) => p.id === id);
const casesAbout = (subject: CaseSubject, itemId: number) =>
  t.database.db.selectFrom('moderation_cases').select('id').where('subject', '=', subject).where('item_id', '=', itemId).execute();
const bellOf = (userId: number) => t.database.db.selectFrom('notifications').select('kind').where('user_id', '=', userId).execute();

describe('a demo account is a sandbox', () => {
  it("keeps a demo's pep talks, comments, likes and shares to itself, and counts none of them for anyone else", async () => {
    const teen = await signUp(t.app);
    const sandbox = await demo();
    const other = await demo();
    const [sample] = (await feed(sandbox)).filter((p) => p.isSample);

    // The demo's own public pep talk: it sees it; real accounts (and other demos) do not.
    const mine = await post(sandbox, 'Demo words for everyone');
    expect(mine.isPublic).toBe(true);
    expect(await pepTalk(sandbox, mine.id)).toBeDefined();
    expect(await pepTalk(teen, mine.id)).toBeUndefined();
    expect(await pepTalk(other, mine.id)).toBeUndefined();
    expect((await teen.request({ url: `/api/peptalks/${mine.id}/comments` })).statusCode).toBe(404);

    // Its comment on a sample pep talk: it reads it back; other demos never see it.
    const before = (await json(other, { url: `/api/peptalks/${sample!.id}/comments` })) as PepTalkComment[];
    const said = await sandbox.request({
      method: 'POST',
      url: `/api/peptalks/${sample!.id}/comments`,
      payload: { content: 'Nice one from the demo' },
    });
    expect(said.statusCode, said.body).toBe(201);
    expect(((await json(sandbox, { url: `/api/peptalks/${sample!.id}/comments` })) as PepTalkComment[]).map((c) => c.content)).toContain(
      'Nice one from the demo',
    );
    expect((await json(other, { url: `/api/peptalks/${sample!.id}/comments` })) as PepTalkComment[]).toEqual(before);
    expect((await pepTalk(other, sample!.id))!.comments).toBe(sample!.comments);
    // No bell rings for the sample author (nobody reads it, but a demo's words reach no one).
    expect(await bellOf(sample!.userId)).toEqual([]);

    // Likes and shares count for the demo alone: the sample's own likes count for every demo.
    const liked = await sandbox.request({ method: 'POST', url: `/api/peptalks/${sample!.id}/like` });
    expect(liked.json()).toEqual({ likes: sample!.likes + 1, liked: true });
    expect((await sandbox.request({ method: 'POST', url: `/api/peptalks/${sample!.id}/share` })).json()).toEqual({ shares: 1 });
    expect(await pepTalk(sandbox, sample!.id)).toMatchObject({ likes: sample!.likes + 1, liked: true, shares: 1, shared: true });
    expect(await pepTalk(other, sample!.id)).toMatchObject({ likes: sample!.likes, shares: 0 });
  });

  it("keeps a demo's video comments and likes to itself", async () => {
    const teen = await signUp(t.app);
    const sandbox = await demo();
    const [video] = (await json(sandbox, { url: '/api/videos' })) as Video[];
    const before = ((await json(teen, { url: '/api/videos' })) as Video[]).find((v) => v.id === video!.id)!;
    expect(
      (await sandbox.request({ method: 'POST', url: `/api/videos/${video!.id}/comments`, payload: { comment: 'Demo thoughts' } }))
        .statusCode,
    ).toBe(201);
    expect((await sandbox.request({ method: 'POST', url: `/api/videos/${video!.id}/like` })).statusCode).toBe(200);
    const mine = (await json(sandbox, { url: `/api/videos/${video!.id}/comments` })) as VideoComment[];
    expect(mine.some((c) => c.comment === 'Demo thoughts')).toBe(true);
    const theirs = (await json(teen, { url: `/api/videos/${video!.id}/comments` })) as VideoComment[];
    expect(theirs.some((c) => c.comment === 'Demo thoughts')).toBe(false);
    const after = ((await json(teen, { url: '/api/videos' })) as Video[]).find((v) => v.id === video!.id)!;
    expect({ likes: after.likes, comments: after.comments }).toEqual({ likes: before.likes, comments: before.comments });
  });

  it("answers a demo's report without opening a case or counting it, and still holds a demo's disclosure for the safety team", async () => {
    const teen = await signUp(t.app);
    const sandbox = await demo();
    const theirs = await post(teen, 'Stay strong');
    const [sample] = (await feed(sandbox)).filter((p) => p.isSample);
    const reported = await sandbox.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'peptalk', id: sample!.id, reason: 'bullying' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toEqual({ id: null, reachesModerators: false, care: false });
    expect(await casesAbout('peptalk', sample!.id)).toEqual([]);
    // A real teen's pep talk is not there for a demo to report; a real report reaches the moderators.
    expect(
      (await sandbox.request({ method: 'POST', url: '/api/reports', payload: { subject: 'peptalk', id: theirs.id, reason: 'bullying' } }))
        .statusCode,
    ).toBe(404);
    const real = await (
      await signUp(t.app)
    ).request({ method: 'POST', url: '/api/reports', payload: { subject: 'peptalk', id: theirs.id, reason: 'bullying' } });
    expect(real.json()).toMatchObject({ id: expect.any(Number), reachesModerators: true });

    // A demo writing about hurting themselves gets care (never a refusal) and, as anyone's, the words
    // are held for the safety team (safeguarding outranks the sandbox); no other member sees them.
    const disclosure = await post(sandbox, 'Tonight', 'I want to kill myself');
    expect(disclosure.care).toBe(true);
    expect(await casesAbout('peptalk', disclosure.id)).toHaveLength(1);
    expect(await pepTalk(teen, disclosure.id)).toBeUndefined();
  });

  it("reaches no mentor: a demo's request and messages are not in the mentor's inbox", async () => {
    const slug = CATALOGUE.find((m) => m.acceptingMentees)!.slug;
    const { username, password } = await createMentorAccount(t.database.db, slug, 'mentor_sandbox');
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
    const cookie = sessionCookie(signedIn);
    const mentor: SignedIn = { cookie, user: signedIn.json(), request: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie } }) };

    const sandbox = await demo();
    const teen = await signUp(t.app);
    const name = CATALOGUE.find((m) => m.slug === slug)!.name;
    for (const me of [sandbox, teen]) {
      const id = ((await json(me, { url: '/api/mentors?limit=100' })) as Mentor[]).find((m) => m.name === name)!.id;
      expect((await me.request({ method: 'POST', url: `/api/mentors/${id}/like` })).statusCode).toBe(200);
      const sent = await me.request({
        method: 'POST',
        url: `/api/mentors/${id}/messages`,
        payload: { text: 'Hi, can you help me with public speaking?' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const threads = (await json(mentor, { url: '/api/mentor/threads' })) as Thread[];
    expect(threads.map((th) => th.userId)).toContain(teen.user.id);
    expect(threads.map((th) => th.userId)).not.toContain(sandbox.user.id);
    expect((await mentor.request({ url: `/api/mentor/threads/${sandbox.user.id}/messages` })).statusCode).toBe(404);
    expect(
      (await mentor.request({ method: 'POST', url: `/api/mentor/threads/${sandbox.user.id}/messages`, payload: { text: 'Hello!' } }))
        .statusCode,
    ).toBe(404);
  });
});
