// Issue 52, point 5: a demo account reads a fictional sample community kept for demos (pep talks,
// comments, likes and video comments by sample teens, marked as samples), never a real teen's words,
// name or id; real members never see the samples. Runs on both engines with the API suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverItem } from '../contract/discover';
import type { PepTalk, PepTalkComment } from '../contract/pep-talks';
import type { Video, VideoCommentThread } from '../contract/shorts';
import { MODULES } from './features/index';
import { SAMPLES } from './features/pep-talks/pep-talks.seed';
import { SAMPLE_ACCOUNTS } from './social/sample-community';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, newUser, sessionCookie, signUp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demo(): Promise<SignedIn> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response);
  return { cookie, user: response.json(), request: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie } }) };
}

const feed = async (me: SignedIn) => (await json(me, { url: '/api/peptalks?limit=100' })) as PepTalk[];
const sampleIds = async () =>
  new Set((await t.database.db.selectFrom('users').select('id').where('is_sample', '=', 1).execute()).map((r) => r.id));

/** A real teen's public pep talk, with a comment by another teen and a like, and a video comment of theirs. */
async function realCommunity() {
  const teen = await signUp(t.app, { displayName: 'Real Teen Author' });
  const friend = await signUp(t.app, { displayName: 'Real Teen Friend' });
  const created = await teen.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title: 'A real pep talk', mediaUrl: 'Real words from a real teen.', mediaType: 'text', category: 'courage', isPublic: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  const pepTalk = created.json() as PepTalk;
  const commented = await friend.request({
    method: 'POST',
    url: `/api/peptalks/${pepTalk.id}/comments`,
    payload: { content: 'Real reply' },
  });
  expect(commented.statusCode, commented.body).toBe(201);
  expect((await friend.request({ method: 'POST', url: `/api/peptalks/${pepTalk.id}/like` })).statusCode).toBe(200);
  const [video] = (await json(teen, { url: '/api/videos' })) as Video[];
  const said = await friend.request({ method: 'POST', url: `/api/videos/${video!.id}/comments`, payload: { comment: 'Real video words' } });
  expect(said.statusCode, said.body).toBe(201);
  expect((await friend.request({ method: 'POST', url: `/api/videos/${video!.id}/like` })).statusCode).toBe(200);
  return { teen, friend, pepTalk, video: video! };
}

describe('the sample community', () => {
  it('is what a demo reads: sample pep talks, comments, likes and video comments, never a real teen’s words, name or id', async () => {
    const { teen, friend, pepTalk, video } = await realCommunity();
    const sandbox = await demo();
    const samples = await sampleIds();
    expect(samples.size).toBe(SAMPLE_ACCOUNTS.length);

    const pepTalks = await feed(sandbox);
    const fromSamples = pepTalks.filter((p) => p.isSample);
    expect(fromSamples.map((p) => p.title).sort()).toEqual(SAMPLES.map((p) => p.title).sort());
    for (const p of pepTalks) expect(samples.has(p.userId) || p.isVerified).toBe(true);
    expect(fromSamples.every((p) => samples.has(p.userId) && p.userName.endsWith('(sample)'))).toBe(true);
    // Its likes and comments: the sample community's, as samples.json has them.
    const seeded = SAMPLES.find((p) => p.comments.length > 0)!;
    const shown = fromSamples.find((p) => p.title === seeded.title)!;
    expect(shown.likes).toBe(seeded.likes.length);
    const comments = (await json(sandbox, { url: `/api/peptalks/${shown.id}/comments` })) as PepTalkComment[];
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.every((c) => c.isSample && samples.has(c.userId))).toBe(true);
    expect(shown.comments).toBe(comments.length + seeded.comments.reduce((n, c) => n + (c.replies?.length ?? 0), 0));

    // The real teens' pep talk, comment, like and names are nowhere in what the demo reads.
    expect((await sandbox.request({ url: `/api/peptalks/${pepTalk.id}/comments` })).statusCode).toBe(404);
    expect((await sandbox.request({ method: 'POST', url: `/api/peptalks/${pepTalk.id}/like` })).statusCode).toBe(404);
    const threads = (await json(sandbox, { url: `/api/videos/${video.id}/comments?limit=100` })) as VideoCommentThread[];
    expect(threads.flatMap((c) => [c, ...c.replies]).every((c) => c.isSample && samples.has(c.userId))).toBe(true);
    const videos = (await json(sandbox, { url: '/api/videos?limit=100' })) as Video[];
    const found = (await json(sandbox, { url: '/api/discover/search?q=real' })) as DiscoverItem[];
    const everything = JSON.stringify([pepTalks, comments, threads, videos, found]);
    for (const word of [
      'Real Teen Author',
      'Real Teen Friend',
      teen.user.username,
      friend.user.username,
      'A real pep talk',
      'Real video words',
    ]) {
      expect(everything).not.toContain(word);
    }
    for (const id of [teen.user.id, friend.user.id]) expect(everything).not.toMatch(new RegExp(`"userId":${id}\\b`));
    // The real like is not in the video's count for the demo; the samples' likes and comments are.
    const seen = videos.find((v) => v.id === video.id)!;
    const sampleLikes = await t.database.db
      .selectFrom('reactions')
      .select('user_id')
      .where('subject', '=', 'video')
      .where('item_id', '=', video.id)
      .where('user_id', 'in', [...samples])
      .execute();
    expect(sampleLikes.length).toBeGreaterThan(0);
    expect(seen.likes).toBe(sampleLikes.length);
    expect(seen.comments).toBe(threads.reduce((n, c) => n + 1 + c.replyCount, 0));
  });

  it('is never seen by a real member: no sample pep talk, comment, like or video comment, and 404 on each by id', async () => {
    const { teen, video } = await realCommunity();
    const samples = await sampleIds();
    const sandbox = await demo();
    const sample = (await feed(sandbox)).find((p) => p.isSample && p.comments > 0)!;

    expect((await feed(teen)).some((p) => p.isSample || samples.has(p.userId))).toBe(false);
    expect((await teen.request({ url: `/api/peptalks/${sample.id}/comments` })).statusCode).toBe(404);
    for (const action of ['like', 'share'])
      expect((await teen.request({ method: 'POST', url: `/api/peptalks/${sample.id}/${action}` })).statusCode).toBe(404);
    const commented = await teen.request({ method: 'POST', url: `/api/peptalks/${sample.id}/comments`, payload: { content: 'Hi' } });
    expect(commented.statusCode).toBe(404);
    expect(commented.headers['content-type']).toContain('application/problem+json');
    expect(await t.database.db.selectFrom('comments').select('id').where('user_id', '=', teen.user.id).execute()).toEqual([]);

    const threads = (await json(teen, { url: `/api/videos/${video.id}/comments?limit=100` })) as VideoCommentThread[];
    expect(threads.map((c) => c.comment)).toContain('Real video words');
    expect(threads.flatMap((c) => [c, ...c.replies]).some((c) => c.isSample || samples.has(c.userId))).toBe(false);
    const seen = ((await json(teen, { url: '/api/videos?limit=100' })) as Video[]).find((v) => v.id === video.id)!;
    const realLikes = await t.database.db
      .selectFrom('reactions')
      .select('user_id')
      .where('subject', '=', 'video')
      .where('item_id', '=', video.id)
      .where('user_id', 'not in', [...samples])
      .execute();
    expect(realLikes.length).toBeGreaterThan(0);
    expect({ likes: seen.likes, comments: seen.comments }).toEqual({ likes: realLikes.length, comments: threads.length });
    // A sample comment's id answers as a missing one: no reply, no report.
    const sampleComment = (await json(sandbox, { url: `/api/peptalks/${sample.id}/comments` })) as PepTalkComment[];
    const report = await teen.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'peptalk-comment', id: sampleComment[0]!.id, reason: 'bullying' },
    });
    expect(report.statusCode).toBe(404);
    // Discover finds the sample pep talk for a demo, never for a real member.
    const examWeek = (await feed(sandbox)).find((p) => p.title === 'Exam week plan')!;
    const search = async (me: SignedIn) =>
      ((await json(me, { url: `/api/discover/search?q=${encodeURIComponent('exam week plan')}` })) as DiscoverItem[]).filter(
        (d) => d.kind === 'peptalk' && d.id === examWeek.id,
      );
    expect(await search(sandbox)).toHaveLength(1);
    expect(await search(teen)).toEqual([]);
  });

  it('is not a way in: nobody signs in as a sample account, and nobody can sign up with a sample name', async () => {
    for (const a of SAMPLE_ACCOUNTS) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: a.username, password: '!' } });
      expect(signIn.statusCode).toBe(401);
    }
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username: 'maya_sample' }) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: { username: expect.any(String) } });
    const another = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username: 'Sample_Fan' }) });
    expect(another.statusCode).toBe(400);
  });

  it('is seeded once: a restart keeps its rows (and what demos added) as they were', async () => {
    const count = async () => ({
      users: (await t.database.db.selectFrom('users').select('id').where('is_sample', '=', 1).execute()).length,
      pepTalks: (await t.database.db.selectFrom('pep_talks').select('id').where('slug', 'like', 'sample-%').execute()).length,
      comments: (await t.database.db.selectFrom('comments').select('id').execute()).length,
      likes: (await t.database.db.selectFrom('reactions').select('user_id').execute()).length,
    });
    const before = await count();
    for (const m of MODULES) await m.seed?.catalogue?.(t.database.db);
    expect(await count()).toEqual(before);
    expect(before.pepTalks).toBe(SAMPLES.length);
  });
});
