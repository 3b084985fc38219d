// Issue 32: replies to video comments, one level deep, under the same filter, report, block,
// moderation, demo sandbox and deletion rules as every comment (decision 0027).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationCase } from '../../../contract/safety';
import { REPLIES_SHOWN, type Video, type VideoComment, type VideoCommentThread } from '../../../contract/shorts';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

const expectProblem = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
};

/** Each test its own video where it counts, so that counts are exact. */
async function video(me: SignedIn, index: number): Promise<Video> {
  return ((await json(me, { url: '/api/videos' })) as Video[])[index]!;
}
const url = (videoId: number) => `/api/videos/${videoId}/comments`;
const write = (me: SignedIn, videoId: number, comment: string, parentId?: number) =>
  me.request({ method: 'POST', url: url(videoId), payload: { comment, ...(parentId !== undefined && { parentId }) } });
const say = async (me: SignedIn, videoId: number, comment: string, parentId?: number): Promise<VideoComment> => {
  const response = await write(me, videoId, comment, parentId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const threads = async (me: SignedIn, videoId: number) => (await json(me, { url: url(videoId) })) as VideoCommentThread[];
const repliesOf = async (me: SignedIn, videoId: number, commentId: number) =>
  (await json(me, { url: `${url(videoId)}/${commentId}/replies` })) as VideoComment[];
const count = async (me: SignedIn, index: number) => (await video(me, index)).comments;
const words = (list: { comment: string }[]) => list.map((c) => c.comment);

async function demo(): Promise<SignedIn> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(answer.statusCode, answer.body).toBe(201);
  const cookie = sessionCookie(answer);
  return { cookie, user: answer.json(), request: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie } }) };
}

describe('replies', () => {
  it('are listed under their comment, oldest first, with a count, and count toward the video', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const v = await video(alice, 0);
    const before = await count(alice, 0);
    const top = await say(alice, v.id, 'How do you start?');
    const reply = await say(bob, v.id, '  Say one thing early.  ', top.id);
    expect(reply).toMatchObject({ parentId: top.id, videoId: v.id, userId: bob.user.id, comment: 'Say one thing early.', held: false });
    expect(top.parentId).toBeNull();
    await say(alice, v.id, 'Thanks!', top.id);
    const list = await threads(bob, v.id);
    // Replies are not top-level comments.
    expect(words(list)).not.toContain('Say one thing early.');
    const thread = list.find((c) => c.id === top.id)!;
    expect(words(thread.replies)).toEqual(['Say one thing early.', 'Thanks!']);
    expect(thread.replyCount).toBe(2);
    expect(thread.replies[0]).toMatchObject({ userName: bob.user.displayName, userAvatar: bob.user.avatarColor });
    expect(thread.replies[0]).not.toHaveProperty('username');
    expect(await count(bob, 0)).toBe(before + 3);
  });

  it('are one level deep: a reply to a reply joins the comment it answers', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const v = await video(alice, 1);
    const top = await say(alice, v.id, 'Top');
    const first = await say(bob, v.id, 'First reply', top.id);
    const second = await say(alice, v.id, 'Reply to the reply', first.id);
    expect(second.parentId).toBe(top.id);
    expect(words((await threads(alice, v.id)).find((c) => c.id === top.id)!.replies)).toEqual(['First reply', 'Reply to the reply']);
    // A reply has no replies of its own to list.
    expectProblem(await alice.request({ url: `${url(v.id)}/${first.id}/replies` }), 404);
  });

  it(`come ${REPLIES_SHOWN} at a time in the list; the rest page, oldest first, from their own endpoint`, async () => {
    const me = await signUp(t.app);
    const v = await video(me, 2);
    const top = await say(me, v.id, 'Many replies');
    for (let i = 0; i < REPLIES_SHOWN + 3; i += 1) await say(me, v.id, `R${i}`, top.id);
    const thread = (await threads(me, v.id)).find((c) => c.id === top.id)!;
    expect(words(thread.replies)).toEqual(Array.from({ length: REPLIES_SHOWN }, (_, i) => `R${i}`));
    expect(thread.replyCount).toBe(REPLIES_SHOWN + 3);
    const first = await me.request({ url: `${url(v.id)}/${top.id}/replies?limit=4` });
    expect(first.statusCode).toBe(200);
    expect(words(first.json())).toEqual(['R0', 'R1', 'R2', 'R3']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    expect(words((await json(me, { url: next })) as VideoComment[])).toEqual(['R4', 'R5']);
    expect((await me.request({ url: `${url(v.id)}/${top.id}/replies?limit=101` })).statusCode).toBe(400);
  });

  it('refuse what the text filter refuses with 400, storing nothing', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const v = await video(alice, 3);
    const top = await say(alice, v.id, 'Ask me anything');
    for (const words of ['text me at kai.rivers@example.com', 'send nudes']) {
      const refused = await write(bob, v.id, words, top.id);
      expectProblem(refused, 400);
      expect(refused.json().errors.comment).toBeTruthy();
    }
    expectProblem(await write(bob, v.id, '   ', top.id), 400);
    expect((await threads(alice, v.id)).find((c) => c.id === top.id)!.replyCount).toBe(0);
    expect(await repliesOf(alice, v.id, top.id)).toEqual([]);
  });

  it("answer 404 for another video's comment or an unknown one, and 400 for a parentId that is not an id", async () => {
    const me = await signUp(t.app);
    const v = await video(me, 4);
    const other = await video(me, 5);
    const elsewhere = await say(me, other.id, 'On another video');
    const before = await count(me, 4);
    expectProblem(await write(me, v.id, 'Hi', elsewhere.id), 404);
    expectProblem(await write(me, v.id, 'Hi', 2_000_000_000), 404);
    expectProblem(await me.request({ url: `${url(v.id)}/${elsewhere.id}/replies` }), 404);
    for (const parentId of [0, -1, 'abc', 1.5]) {
      const response = await me.request({ method: 'POST', url: url(v.id), payload: { comment: 'Hi', parentId } });
      expectProblem(response, 400);
      expect(response.json().errors.parentId).toBeTruthy();
    }
    expect(await count(me, 4)).toBe(before);
    expect((await t.app.inject({ url: `${url(v.id)}/${elsewhere.id}/replies` })).statusCode).toBe(401);
  });
});

describe('replies and safety', () => {
  it('a block hides replies both ways, and a blocked parent hides its replies; nobody replies across a block', async () => {
    const carol = await signUp(t.app);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const v = await video(carol, 6);
    const before = await count(bob, 6);
    const top = await say(carol, v.id, 'Carol asks');
    await say(alice, v.id, 'Alice answers', top.id);
    await say(bob, v.id, 'Bob answers', top.id);
    expect(await count(bob, 6)).toBe(before + 3);
    // Bob blocks Alice: neither sees the other's reply.
    expect((await bob.request({ method: 'POST', url: '/api/blocks', payload: { userId: alice.user.id } })).statusCode).toBe(204);
    expect(words(await repliesOf(bob, v.id, top.id))).toEqual(['Bob answers']);
    expect(words((await threads(alice, v.id)).find((c) => c.id === top.id)!.replies)).toEqual(['Alice answers']);
    expect((await threads(bob, v.id)).find((c) => c.id === top.id)!.replyCount).toBe(1);
    expect(await count(bob, 6)).toBe(before + 2);
    // Neither can reply to the other's comment.
    const alices = await say(alice, v.id, 'Alice on top');
    expectProblem(await write(bob, v.id, 'Hello', alices.id), 404);
    // Bob blocks Carol too: her comment and every reply under it leave his view and his count.
    expect((await bob.request({ method: 'POST', url: '/api/blocks', payload: { userId: carol.user.id } })).statusCode).toBe(204);
    expect((await threads(bob, v.id)).map((c) => c.id)).not.toContain(top.id);
    expectProblem(await bob.request({ url: `${url(v.id)}/${top.id}/replies` }), 404);
    expect(await count(bob, 6)).toBe(before);
  });

  it('a reply held for care is its writer’s alone; a hidden parent takes its replies out of view', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const mod = await createModerator(t);
    const v = await video(alice, 7);
    const top = await say(alice, v.id, 'A hard week');
    const held = await say(bob, v.id, 'I want to kill myself', top.id);
    expect(held).toMatchObject({ held: true, parentId: top.id });
    expect(words((await threads(bob, v.id)).find((c) => c.id === top.id)!.replies)).toEqual(['I want to kill myself']);
    expect((await threads(alice, v.id)).find((c) => c.id === top.id)).toMatchObject({ replies: [], replyCount: 0 });
    // The moderators see it first, with its words.
    const cases = (await json(mod, { url: '/api/moderation/reports?status=open&limit=100' })) as ModerationCase[];
    expect(cases.find((c) => c.subject === 'video-comment' && c.itemId === held.id)).toBeTruthy();

    // A moderator hides the parent: its visible replies leave others' view with it.
    const visible = await say(bob, v.id, 'Hang in there', top.id);
    const carol = await signUp(t.app);
    expect(words(await repliesOf(carol, v.id, top.id))).toEqual(['Hang in there']);
    expect(
      (await alice.request({ method: 'POST', url: '/api/reports', payload: { subject: 'video-comment', id: visible.id, reason: 'spam' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await bob.request({ method: 'POST', url: '/api/reports', payload: { subject: 'video-comment', id: top.id, reason: 'bullying' } }))
        .statusCode,
    ).toBe(201);
    const parentCase = ((await json(mod, { url: '/api/moderation/reports?status=open&limit=100' })) as ModerationCase[]).find(
      (c) => c.subject === 'video-comment' && c.itemId === top.id,
    )!;
    expect(
      (await mod.request({ method: 'POST', url: `/api/moderation/reports/${parentCase.id}`, payload: { action: 'hide' } })).statusCode,
    ).toBe(200);
    expect((await threads(carol, v.id)).map((c) => c.id)).not.toContain(top.id);
    expectProblem(await carol.request({ url: `${url(v.id)}/${top.id}/replies` }), 404);
    expectProblem(await write(carol, v.id, 'Me too', top.id), 404);
    // Its writer still sees it, with the replies they may read.
    expect(words((await threads(alice, v.id)).find((c) => c.id === top.id)!.replies)).toEqual(['Hang in there']);
  });

  it("a demo's reply is seen by the demo alone, and nobody replies to a demo's comment", async () => {
    const alice = await signUp(t.app);
    const sandbox = await demo();
    const other = await demo();
    const v = await video(alice, 0);
    const top = await say(alice, v.id, 'Real comment');
    const before = await count(alice, 0);
    // A real teen's comment is not there for a demo (issue 52): it replies within the sample community.
    expectProblem(await write(sandbox, v.id, 'Demo words', top.id), 404);
    const sample = (await threads(sandbox, v.id)).find((c) => c.isSample)!;
    await say(sandbox, v.id, 'Demo words', sample.id);
    expect(words((await threads(sandbox, v.id)).find((c) => c.id === sample.id)!.replies)).toContain('Demo words');
    expect(words((await threads(other, v.id)).find((c) => c.id === sample.id)!.replies)).not.toContain('Demo words');
    expect(await count(alice, 0)).toBe(before);
    const demoTop = await say(sandbox, v.id, 'Demo on top');
    expectProblem(await write(alice, v.id, 'Hi demo', demoTop.id), 404);
  });

  it('a reply is reported as a video comment, with its words', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const mod = await createModerator(t);
    const v = await video(alice, 1);
    const top = await say(alice, v.id, 'My drawing');
    const reply = await say(bob, v.id, 'That is so bad lol', top.id);
    const answer = await alice.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'video-comment', id: reply.id, reason: 'bullying' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().reachesModerators).toBe(true);
    const c = ((await json(mod, { url: '/api/moderation/reports?status=open&limit=100' })) as ModerationCase[]).find(
      (x) => x.subject === 'video-comment' && x.itemId === reply.id,
    );
    expect(c).toMatchObject({ authorId: bob.user.id, versions: [expect.objectContaining({ text: 'That is so bad lol' })] });
  });
});

describe('deleting', () => {
  it('a reply leaves its comment; a comment takes its replies with it, their cases kept', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const mod = await createModerator(t);
    const v = await video(alice, 2);
    const before = await count(alice, 2);
    const top = await say(alice, v.id, 'Delete me later');
    const mine = await say(bob, v.id, 'Bob one', top.id);
    const reported = await say(bob, v.id, 'Bob two', top.id);
    const del = (me: SignedIn, id: number) => me.request({ method: 'DELETE', url: `${url(v.id)}/${id}` });
    // Nobody deletes another's reply, not even the writer of the comment it answers.
    expect((await del(alice, mine.id)).statusCode).toBe(404);
    expect((await del(bob, mine.id)).statusCode).toBe(204);
    expect((await threads(alice, v.id)).find((c) => c.id === top.id)).toMatchObject({
      replyCount: 1,
      replies: [expect.objectContaining({ id: reported.id })],
    });
    expect(
      (await alice.request({ method: 'POST', url: '/api/reports', payload: { subject: 'video-comment', id: reported.id, reason: 'spam' } }))
        .statusCode,
    ).toBe(201);
    expect((await del(alice, top.id)).statusCode).toBe(204);
    expect((await threads(bob, v.id)).map((c) => c.id)).not.toContain(top.id);
    expectProblem(await bob.request({ url: `${url(v.id)}/${top.id}/replies` }), 404);
    expect(await count(bob, 2)).toBe(before);
    expect(await t.database.db.selectFrom('comments').select('id').where('parent_id', '=', top.id).execute()).toEqual([]);
    const kept = ((await json(mod, { url: '/api/moderation/reports?status=open&limit=100' })) as ModerationCase[]).find(
      (c) => c.subject === 'video-comment' && c.itemId === reported.id,
    )!;
    expect(kept.itemDeletedAt).not.toBeNull();
    expect(kept.versions.map((x) => x.text)).toEqual(['Bob two']);
    // A reply to the comment just deleted is refused, and stores nothing.
    expectProblem(await write(bob, v.id, 'Too late', top.id), 404);
    expect(await count(bob, 2)).toBe(before);
  });

  it("an account deleted takes others' replies to its comments; their own replies elsewhere go too", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    const mod = await createModerator(t);
    const v = await video(alice, 3);
    const leaving = await say(alice, v.id, 'Leaving soon');
    const reply = await say(bob, v.id, 'Under a comment that goes', leaving.id);
    const carols = await say(carol, v.id, 'Staying');
    await say(alice, v.id, 'Alice under Carol', carols.id);
    await say(bob, v.id, 'Bob under Carol', carols.id);
    expect(
      (await carol.request({ method: 'POST', url: '/api/reports', payload: { subject: 'video-comment', id: reply.id, reason: 'spam' } }))
        .statusCode,
    ).toBe(201);
    expect((await alice.request({ method: 'DELETE', url: '/api/users/current', payload: { password: PASSWORD } })).statusCode).toBe(204);
    const list = await threads(bob, v.id);
    expect(list.map((c) => c.id)).not.toContain(leaving.id);
    expect(list.find((c) => c.id === carols.id)).toMatchObject({
      replyCount: 1,
      replies: [expect.objectContaining({ comment: 'Bob under Carol' })],
    });
    expect(await t.database.db.selectFrom('comments').select('id').where('id', '=', reply.id).execute()).toEqual([]);
    const kept = ((await json(mod, { url: '/api/moderation/reports?status=open&limit=100' })) as ModerationCase[]).find(
      (c) => c.subject === 'video-comment' && c.itemId === reply.id,
    )!;
    expect(kept).toMatchObject({ authorId: bob.user.id, versions: [expect.objectContaining({ text: 'Under a comment that goes' })] });
    expect(kept.itemDeletedAt).not.toBeNull();
  });

  it('exports a reply with the comment it answers', async () => {
    const alice = await signUp(t.app);
    const v = await video(alice, 4);
    const top = await say(alice, v.id, 'Mine');
    const reply = await say(alice, v.id, 'Also mine', top.id);
    const exported = await alice.request({ url: '/api/users/current/export' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.stringify(exported.json())).toContain(
      JSON.stringify({ id: reply.id, subject: 'video', itemId: v.id, parentId: top.id, text: 'Also mine', createdAt: reply.createdAt }),
    );
  });
});
