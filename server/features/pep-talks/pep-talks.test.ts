import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_INFORMATION, ONLY_TEXT, PEP_TALK_CATEGORIES, type PepTalk, type PepTalkComment } from '../../../contract/pep-talks';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, signUp, tryDemo } from '../../test/app';
import { CATALOGUE, RISE_ACCOUNT } from './pep-talks.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_POSTS: '6' });
});
afterAll(() => t.close());

/** A problem; `detail` is matched against its detail or any of its per-field messages. */
const expectProblem = (response: LightMyRequestResponse, status: number, detail?: string | RegExp) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail === undefined) return;
  const { detail: said, errors = {} } = response.json() as { detail: string; errors?: Record<string, string> };
  const messages = [said, ...Object.values(errors)];
  expect(
    messages.some((m) => (typeof detail === 'string' ? m === detail : detail.test(m))),
    messages.join(' | '),
  ).toBe(true);
};

const feed = async (me: SignedIn, url = '/api/peptalks') => (await json(me, { url })) as PepTalk[];
/** A page of a feed and the address of the next. */
async function pageOf(reader: SignedIn, url: string): Promise<{ items: PepTalk[]; next?: string }> {
  const response = await reader.request({ url });
  expect(response.statusCode, response.body).toBe(200);
  const next = /<([^>]+)>; rel="next"/.exec((response.headers.link as string | undefined) ?? '')?.[1];
  return { items: response.json(), ...(next && { next }) };
}
const create = (me: SignedIn, body: Record<string, unknown>) =>
  me.request({ method: 'POST', url: '/api/peptalks', payload: { mediaType: 'text', category: 'courage', ...body } });
async function posted(me: SignedIn, body: Record<string, unknown> = {}): Promise<PepTalk & { care: boolean }> {
  const response = await create(me, { title: 'You can do hard things', mediaUrl: 'One step at a time.', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const comment = (me: SignedIn, id: number, content: string) =>
  me.request({ method: 'POST', url: `/api/peptalks/${id}/comments`, payload: { content } });
const commentsOf = async (me: SignedIn, id: number) => (await json(me, { url: `/api/peptalks/${id}/comments` })) as PepTalkComment[];

describe('the feeds', () => {
  it('starts with the verified Rise account’s pep talks across the categories, with pictures and videos of the app’s own', async () => {
    const me = await signUp(t.app);
    const all = await feed(me);
    const rise = all.filter((p) => p.isVerified);
    expect(rise.length).toBe(CATALOGUE.length);
    expect(rise.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rise.map((p) => p.category)).size).toBe(PEP_TALK_CATEGORIES.length);
    for (const p of rise) expect(p).toMatchObject({ userName: RISE_ACCOUNT.displayName, isPublic: true, held: false });
    const image = rise.find((p) => p.mediaType === 'image')!;
    expect(image.mediaUrl).toMatch(/^\/assets\//);
    expect(image.mediaAlt!.length).toBeGreaterThan(10);
    const video = rise.find((p) => p.mediaType === 'video')!;
    expect(video).toMatchObject({ mediaUrl: expect.stringMatching(/^\/assets\/.+\.mp4$/), captionsUrl: expect.stringMatching(/\.vtt$/) });
    // Newest first.
    const times = all.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Nobody signs in as the Rise account, nor takes its name.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'rise', password: 'whatever-you-guess' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { username: 'Rise', displayName: 'R', password: 'correct horse battery', dateOfBirth: '2010-01-01' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('filters by category, and an unknown category answers 400', async () => {
    const me = await signUp(t.app);
    const mine = await posted(me, { category: 'gratitude', title: 'Thank your coach' });
    const gratitude = await feed(me, '/api/peptalks/category/gratitude');
    expect(gratitude.every((p) => p.category === 'gratitude')).toBe(true);
    expect(gratitude[0]!.id).toBe(mine.id);
    expect((await feed(me, '/api/peptalks/category/focus')).map((p) => p.id)).not.toContain(mine.id);
    expectProblem(await me.request({ url: '/api/peptalks/category/laziness' }), 400);
  });

  it('pages with a cursor and a capped limit', async () => {
    const me = await signUp(t.app);
    const first = await me.request({ url: '/api/peptalks?limit=5' });
    expect(first.json()).toHaveLength(5);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    const second = (await json(me, { url: next })) as PepTalk[];
    expect(second[0]!.id).toBeLessThan(first.json()[4].id);
    expectProblem(await me.request({ url: '/api/peptalks?limit=101' }), 400);
  });

  it('finds what a reader may see behind thousands they may not, in every feed, page after page', async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    const shown = await posted(writer, { title: 'Keep going, one step at a time', category: 'focus' });
    // More private pep talks, newer than it, than the feed's first windows of candidates hold.
    const at = new Date().toISOString();
    const hidden = Array.from({ length: 2600 }, (_, i) => ({
      user_id: writer.user.id,
      title: `Private ${i}`,
      media_type: 'text' as const,
      media_url: 'Only mine.',
      category: 'focus' as const,
      is_public: 0,
      created_at: at,
    }));
    for (let i = 0; i < hidden.length; i += 500)
      await t.database.db
        .insertInto('pep_talks')
        .values(hidden.slice(i, i + 500))
        .execute();
    const first = await pageOf(reader, '/api/peptalks?limit=5');
    expect(first.items.map((p) => p.id)).toEqual([shown.id, ...first.items.slice(1).map((p) => p.id)]);
    expect(first.items).toHaveLength(5);
    expect(first.items.every((p) => p.isPublic)).toBe(true);
    // The next page follows on, also full.
    const second = await pageOf(reader, first.next!);
    expect(second.items).toHaveLength(5);
    expect(second.items[0]!.id).toBeLessThan(first.items[4]!.id);
    // The category: it, then the Rise account's of that category.
    const focus = await pageOf(reader, '/api/peptalks/category/focus?limit=5');
    const rise = CATALOGUE.filter((p) => p.category === 'focus').length;
    expect(focus.items[0]!.id).toBe(shown.id);
    expect(focus.items.filter((p) => p.isVerified)).toHaveLength(Math.min(4, rise));
    // The writer sees their own private ones first.
    const own = await pageOf(writer, '/api/peptalks/category/focus?limit=5');
    expect(own.items.map((p) => p.title)).toEqual(['Private 2599', 'Private 2598', 'Private 2597', 'Private 2596', 'Private 2595']);
    // A demo reads its own and its community's (the Rise account's, the samples'), never a member's,
    // however many members' are newer: page after page, in order, from its writers alone.
    const demo = await tryDemo(t.app);
    const demoFirst = await pageOf(demo, '/api/peptalks?limit=5');
    const demoSecond = await pageOf(demo, demoFirst.next!);
    const read = [...demoFirst.items, ...demoSecond.items];
    expect(read).toHaveLength(10);
    expect(read.every((p) => p.userId !== writer.user.id && (p.isVerified || p.isSample))).toBe(true);
    expect(read.map((p) => p.id)).toEqual([...read.map((p) => p.id)].sort((a, b) => b - a));
    const demoFocus = await pageOf(demo, '/api/peptalks/category/focus?limit=5');
    expect(demoFocus.items.length).toBeGreaterThan(0);
    expect(demoFocus.items.every((p) => p.category === 'focus' && p.userId !== writer.user.id)).toBe(true);
  });
});

describe('creating', () => {
  it('creates a public text pep talk by default, first in everyone’s feed and in my own list', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const p = await posted(me, { title: '  Keep going  ', isPublic: undefined });
    expect(p).toMatchObject({
      title: 'Keep going',
      isPublic: true,
      isVerified: false,
      likes: 0,
      shares: 0,
      liked: false,
      userId: me.user.id,
      care: false,
      held: false,
    });
    expect((await feed(other))[0]!.id).toBe(p.id);
    expect((await feed(me, '/api/peptalks/user')).map((x) => x.id)).toEqual([p.id]);
  });

  it('keeps a private pep talk to its author: not in others’ feeds, and its likes, shares and comments answer 404 to them', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const p = await posted(me, { isPublic: false, category: 'stress' });
    expect((await feed(me, '/api/peptalks/user'))[0]).toMatchObject({ id: p.id, isPublic: false });
    expect((await feed(me)).map((x) => x.id)).toContain(p.id);
    expect((await feed(other)).map((x) => x.id)).not.toContain(p.id);
    expect((await feed(other, '/api/peptalks/category/stress')).map((x) => x.id)).not.toContain(p.id);
    for (const url of [`/api/peptalks/${p.id}/like`, `/api/peptalks/${p.id}/unlike`, `/api/peptalks/${p.id}/share`]) {
      expectProblem(await other.request({ method: 'POST', url }), 404);
    }
    expectProblem(await other.request({ url: `/api/peptalks/${p.id}/comments` }), 404);
    expectProblem(await comment(other, p.id, 'hi'), 404);
  });

  it('answers 400 to a blank, long or unknown field, and to a picture or a video from anyone but Rise; nothing is stored', async () => {
    const me = await signUp(t.app);
    const cases: [Record<string, unknown>, string | RegExp | undefined][] = [
      [{ title: '   ', mediaUrl: 'Body' }, MISSING_INFORMATION.description],
      [{ title: 'Title', mediaUrl: '' }, MISSING_INFORMATION.description],
      [{ title: 'x'.repeat(121), mediaUrl: 'Body' }, undefined],
      [{ title: 'Title', mediaUrl: 'x'.repeat(2001) }, undefined],
      [{ title: 'Title', mediaUrl: 'Body', category: 'laziness' }, undefined],
      [{ title: 'Title', mediaUrl: 'Body', mediaType: 'gif' }, undefined],
      [{ title: 'Title', mediaUrl: '/assets/videos/give-credit.jpg', mediaType: 'image' }, ONLY_TEXT],
      [{ title: 'Title', mediaUrl: 'https://example.com/v.mp4', mediaType: 'video' }, ONLY_TEXT],
      [{ title: 'Title', mediaUrl: 'Body', isPublic: 'yes' }, undefined],
      [{ title: 'Title', mediaUrl: 'Body', extra: 1 }, undefined],
    ];
    for (const [body, detail] of cases) expectProblem(await create(me, body), 400, detail);
    expect(await feed(me, '/api/peptalks/user')).toEqual([]);
    // At the limits, it is fine.
    await posted(me, { title: 'x'.repeat(120), mediaUrl: 'y'.repeat(2000) });
  });

  it('edits and deletes my own pep talk only', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const p = await posted(me);
    const edited = await json(me, { method: 'PATCH', url: `/api/peptalks/${p.id}`, payload: { title: 'Better title', isPublic: false } });
    expect(edited).toMatchObject({ title: 'Better title', isPublic: false });
    expectProblem(await other.request({ method: 'PATCH', url: `/api/peptalks/${p.id}`, payload: { title: 'Mine now' } }), 404);
    expectProblem(await other.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` }), 404);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/peptalks/${p.id}`, payload: {} }), 400);
    expect((await me.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` })).statusCode).toBe(204);
    expect(await feed(me, '/api/peptalks/user')).toEqual([]);
    expectProblem(await me.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` }), 404);
  });
});

describe('likes, shares and comments', () => {
  it('likes and shares once per person, and the server’s counts are the truth', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const p = await posted(a);
    const like = (me: SignedIn, what = 'like') => json(me, { method: 'POST', url: `/api/peptalks/${p.id}/${what}` });
    expect(await like(b)).toEqual({ likes: 1, liked: true });
    expect(await like(b)).toEqual({ likes: 1, liked: true });
    expect(await like(a)).toEqual({ likes: 2, liked: true });
    expect(await like(b, 'unlike')).toEqual({ likes: 1, liked: false });
    expect(await like(b, 'share')).toEqual({ shares: 1 });
    expect(await like(b, 'share')).toEqual({ shares: 1 });
    expect(await like(a, 'share')).toEqual({ shares: 2 });
    const seen = (await feed(b)).find((x) => x.id === p.id)!;
    expect(seen).toMatchObject({ likes: 1, liked: false, shares: 2, shared: true });
    expectProblem(await b.request({ method: 'POST', url: '/api/peptalks/999999/like' }), 404);
  });

  it('comments newest first with SPEC’s fields; blank or long answers 400; I delete my own, or any on my pep talk', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const p = await posted(a);
    const first = await comment(b, p.id, '  You got this!  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'You got this!',
      userId: b.user.id,
      userName: b.user.displayName,
      care: false,
      held: false,
    });
    await comment(a, p.id, 'Thanks!');
    expect((await commentsOf(b, p.id)).map((c) => c.content)).toEqual(['Thanks!', 'You got this!']);
    expect((await feed(b)).find((x) => x.id === p.id)!.comments).toBe(2);
    expectProblem(await comment(b, p.id, '   '), 400, 'Please write something before submitting.');
    expectProblem(await comment(b, p.id, 'x'.repeat(501)), 400);
    const id = first.json().id;
    const stranger = await signUp(t.app);
    expectProblem(await stranger.request({ method: 'DELETE', url: `/api/peptalks/${p.id}/comments/${id}` }), 404);
    expect((await b.request({ method: 'DELETE', url: `/api/peptalks/${p.id}/comments/${id}` })).statusCode).toBe(204);
    expect((await commentsOf(a, p.id)).map((c) => c.content)).toEqual(['Thanks!']);
    // The pep talk's author keeps it clean: any comment on it can go.
    const other = await comment(b, p.id, 'Not nice');
    expect((await a.request({ method: 'DELETE', url: `/api/peptalks/${p.id}/comments/${other.json().id}` })).statusCode).toBe(204);
    expect((await commentsOf(a, p.id)).map((c) => c.content)).toEqual(['Thanks!']);
  });
});

describe('the text filter', () => {
  it('refuses profanity, slurs and bullying with a kind message naming the field, and stores nothing', async () => {
    const me = await signUp(t.app);
    const p = await posted(me);
    expectProblem(await create(me, { title: 'f*ck exams', mediaUrl: 'Body' }), 400, /^Your title has a word/);
    expectProblem(await create(me, { title: 'For you', mediaUrl: 'just k y s' }), 400, /^Your pep talk could hurt someone/);
    expectProblem(await comment(me, p.id, 'nobody likes you'), 400, /^Your comment could hurt someone/);
    expect(
      (await me.request({ method: 'POST', url: `/api/peptalks/${p.id}/comments`, payload: { content: 'sh1t' } })).json().errors,
    ).toHaveProperty('content');
    expect((await feed(me, '/api/peptalks/user')).map((x) => x.id)).toEqual([p.id]);
    expect(await commentsOf(me, p.id)).toEqual([]);
    // Words that only contain a bad one pass.
    await posted(me, { title: 'Scunthorpe assessment tips', mediaUrl: 'Class assignments are easier in pairs.' });
  });

  it('keeps the words of someone in pain for them alone, and says so with care', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const p = await posted(me, { title: 'Honestly', mediaUrl: 'Some days I want to die.' });
    expect(p).toMatchObject({ care: true, held: true });
    expect((await feed(me)).find((x) => x.id === p.id)).toMatchObject({ held: true });
    expect((await feed(other)).map((x) => x.id)).not.toContain(p.id);
    expectProblem(await other.request({ method: 'POST', url: `/api/peptalks/${p.id}/like` }), 404);
    const open = await posted(other);
    const c = await comment(me, open.id, 'i want to kill myself');
    expect(c.statusCode).toBe(201);
    expect(c.json()).toMatchObject({ care: true, held: true });
    expect(await commentsOf(other, open.id)).toEqual([]);
    expect((await commentsOf(me, open.id)).map((x) => x.held)).toEqual([true]);
  });
});

describe('limits', () => {
  it('limits posting per person', async () => {
    const me = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await create(me, { title: `Pep ${i}`, mediaUrl: 'Go!' })).statusCode);
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Someone else is not held back.
    expect((await create(await signUp(t.app), { title: 'Mine', mediaUrl: 'Go!' })).statusCode).toBe(201);
  });
});
