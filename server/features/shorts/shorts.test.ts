import { copyFileSync, mkdtempSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, createTestApp, signUp } from '../../test/app';
import catalogue from './catalogue.json';
import { seedVideoCatalogue } from './shorts.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const videos = async (me: SignedIn) => (await me.request({ url: '/api/videos' })).json();
const post = (me: SignedIn, url: string, payload?: object) => me.request({ method: 'POST', url, ...(payload ? { payload } : {}) });

describe('GET /api/videos', () => {
  it('lists the seeded catalogue with the SPEC §3 fields', async () => {
    const me = await signUp(t.app);
    const list = await videos(me);
    expect(list).toHaveLength(catalogue.length);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list[0]).toMatchObject({
      title: 'Speak up in the first five minutes',
      videoUrl: '/assets/videos/speak-up.mp4',
      smallUrl: '/assets/videos/speak-up-small.mp4',
      posterUrl: '/assets/videos/speak-up.jpg',
      captionsUrl: '/assets/videos/speak-up.vtt',
      fromStudio: false,
      sample: true,
      authorName: 'Maya Chen',
      authorRole: 'Youth leadership coach',
      authorAvatar: '#7c3aed',
      likes: 0,
      comments: 0,
      tags: ['confidence', 'teamwork'],
      liked: false,
    });
    expect(list[0].description).toMatch(/#\w+/);
    // The same author has the same id on every video.
    expect(list[6].authorId).toBe(list[0].authorId);
    // Every catalogue video is a sample clip with a synthetic voice (issue 55), in catalogue order.
    expect(list.map((v: { title: string }) => v.title)).toEqual(catalogue.map((c) => c.title));
    expect(list.every((v: { sample: boolean; fromStudio: boolean }) => v.sample && !v.fromStudio)).toBe(true);
  });

  it('follows the catalogue: a tip taken out of it leaves the feed', async () => {
    const me = await signUp(t.app);
    await t.database.db
      .insertInto('videos')
      .values({
        slug: 'retired-tip',
        position: 99,
        title: 'Old',
        description: 'Old',
        video_url: '/x.mp4',
        poster_url: '/x.jpg',
        captions_url: '/x.vtt',
        author_id: 1,
        author_name: 'A',
        author_role: 'B',
        author_color: '#000000',
        tags: '[]',
      })
      .execute();
    expect(await videos(me)).toHaveLength(catalogue.length + 1);
    await seedVideoCatalogue(t.database.db);
    expect((await videos(me)).map((v: { title: string }) => v.title)).not.toContain('Old');
    expect(await videos(me)).toHaveLength(catalogue.length);
  });

  it('answers 401 when not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/videos'],
      ['POST', '/api/videos/1/like'],
      ['POST', '/api/videos/1/unlike'],
      ['GET', '/api/videos/1/comments'],
      ['POST', '/api/videos/1/comments'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('likes', () => {
  it('counts one like per user, idempotently, and remembers mine', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [first] = await videos(alice);
    const url = `/api/videos/${first.id}`;
    expect((await post(alice, `${url}/like`)).json()).toEqual({ likes: 1, liked: true });
    expect((await post(alice, `${url}/like`)).json()).toEqual({ likes: 1, liked: true });
    expect((await post(bob, `${url}/like`)).json()).toEqual({ likes: 2, liked: true });
    expect((await videos(alice))[0]).toMatchObject({ likes: 2, liked: true });
    expect((await post(alice, `${url}/unlike`)).json()).toEqual({ likes: 1, liked: false });
    expect((await post(alice, `${url}/unlike`)).json()).toEqual({ likes: 1, liked: false });
    expect((await videos(alice))[0]).toMatchObject({ likes: 1, liked: false });
    expect((await videos(bob))[0]).toMatchObject({ likes: 1, liked: true });
  });

  it('answers 404 for an unknown video and 400 for a bad id or a body', async () => {
    const me = await signUp(t.app);
    expect((await post(me, '/api/videos/99999/like')).statusCode).toBe(404);
    expect((await post(me, '/api/videos/99999/unlike')).statusCode).toBe(404);
    expect((await post(me, '/api/videos/abc/like')).statusCode).toBe(400);
    expect((await post(me, '/api/videos/1/like', { likes: 1000 })).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('posts trimmed comments with their author, newest first, and counts them', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [, second] = await videos(alice);
    const url = `/api/videos/${second.id}/comments`;
    const created = await post(alice, url, { comment: '  Great tip!  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      videoId: second.id,
      userId: alice.user.id,
      userName: alice.user.displayName,
      comment: 'Great tip!',
      likes: 0,
    });
    await post(bob, url, { comment: '<b>not bold</b>' });
    const list = (await bob.request({ url })).json();
    expect(list.map((c: { comment: string }) => c.comment)).toEqual(['<b>not bold</b>', 'Great tip!']);
    expect(list[1].userAvatar).toBe(alice.user.avatarColor);
    expect((await videos(bob))[1].comments).toBe(2);
  });

  it('names the writer to others by their display name only, never their sign-in username (issue 52)', async () => {
    const maya = await signUp(t.app, { username: `maya_${Date.now() % 100_000}`, displayName: 'Maya' });
    const reader = await signUp(t.app);
    const video = (await videos(maya)).at(-1);
    const url = `/api/videos/${video.id}/comments`;
    const top = (await post(maya, url, { comment: 'Tried it today.' })).json();
    const reply = (await post(maya, url, { comment: 'It worked!', parentId: top.id })).json();
    for (const shown of [top, reply]) expect(shown).toMatchObject({ userName: 'Maya' });
    const listed = (await reader.request({ url })).json();
    const replies = (await reader.request({ url: `${url}/${top.id}/replies` })).json();
    for (const body of [listed, replies, top, reply]) expect(JSON.stringify(body)).not.toContain(maya.user.username);
    expect(listed.find((c: { id: number }) => c.id === top.id)).toMatchObject({ userName: 'Maya', replies: [{ userName: 'Maya' }] });
    // A new name shows everywhere at once: the comment keeps the writer, not a copy of their name.
    await maya.request({ method: 'PATCH', url: '/api/users/current', payload: { displayName: 'Maya O.' } });
    expect((await reader.request({ url })).json().find((c: { id: number }) => c.id === top.id)).toMatchObject({ userName: 'Maya O.' });
  });

  it.each([
    ['blank', { comment: '   ' }, /Write something/],
    ['too long', { comment: 'x'.repeat(501) }, /at most 500 characters/],
    ['missing', {}, /./],
  ])('refuses a %s comment with 400, storing nothing', async (_what, payload, message) => {
    const me = await signUp(t.app);
    const [video] = await videos(me);
    const url = `/api/videos/${video.id}/comments`;
    const response = await post(me, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.comment).toMatch(message);
    expect((await me.request({ url })).json()).toEqual([]);
  });

  it('pages comments newest first with the Link header', async () => {
    const me = await signUp(t.app);
    const [, , third] = await videos(me);
    const url = `/api/videos/${third.id}/comments`;
    for (let i = 0; i < 5; i += 1) await post(me, url, { comment: `C${i}` });
    const first = await me.request({ url: `${url}?limit=2` });
    expect(first.json().map((c: { comment: string }) => c.comment)).toEqual(['C4', 'C3']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    expect(next).toMatch(/^\/api\/videos\/\d+\/comments\?limit=2&cursor=/);
    expect((await me.request({ url: next })).json().map((c: { comment: string }) => c.comment)).toEqual(['C2', 'C1']);
    expect((await me.request({ url: `${url}?limit=101` })).statusCode).toBe(400);
  });

  it('lets a user delete their own comment, and nobody else', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [video, other] = await videos(alice);
    const url = `/api/videos/${video.id}/comments`;
    const mine = (await post(alice, url, { comment: 'Oops' })).json();
    const del = (who: SignedIn, path: string) => who.request({ method: 'DELETE', url: path });
    expect((await del(bob, `${url}/${mine.id}`)).statusCode).toBe(404);
    expect((await del(alice, `/api/videos/${other.id}/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await del(alice, `${url}/abc`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${mine.id}` })).statusCode).toBe(401);
    const gone = await del(alice, `${url}/${mine.id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await del(alice, `${url}/${mine.id}`)).statusCode).toBe(404);
    expect((await alice.request({ url })).json().map((c: { id: number }) => c.id)).not.toContain(mine.id);
  });

  it('accepts exactly 500 characters', async () => {
    const me = await signUp(t.app);
    const [video] = await videos(me);
    expect((await post(me, `/api/videos/${video.id}/comments`, { comment: 'y'.repeat(500) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown video', async () => {
    const me = await signUp(t.app);
    expect((await me.request({ url: '/api/videos/99999/comments' })).statusCode).toBe(404);
    expect((await post(me, '/api/videos/99999/comments', { comment: 'Hi' })).statusCode).toBe(404);
  });
});

describe('video files', () => {
  it('are served with range requests (206), so seeking works', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rise-videos-'));
    mkdirSync(join(dir, 'assets', 'videos'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rise</title>');
    const file = join(dir, 'assets', 'videos', 'speak-up.mp4');
    copyFileSync(join(import.meta.dirname, '../../../public/assets/videos/speak-up.mp4'), file);
    const web = await createTestApp({}, (c) => {
      c.staticDir = dir;
    });
    try {
      const size = statSync(file).size;
      const part = await web.app.inject({ url: '/assets/videos/speak-up.mp4', headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
      expect(part.rawPayload.length).toBe(1000);
      expect(part.headers['content-type']).toBe('video/mp4');
      const whole = await web.app.inject({ url: '/assets/videos/speak-up.mp4' });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    } finally {
      await web.close();
    }
  });
});
