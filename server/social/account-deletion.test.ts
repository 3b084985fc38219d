// Deleting an account (issue 16): a wrong password changes nothing; the right one removes everything
// of mine in one transaction (my likes stop counting, my pep talks and comments vanish for others, the
// cookie is cleared, signing in fails), and what safeguarding needs (open reports about what I wrote,
// my mentor threads) is kept apart, for moderators only, then erased after 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk } from '../../contract/pep-talks';
import { KEPT_FOR_DAYS, type KeptRecord, type ModerationCase } from '../../contract/safety';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, newUser, sessionCookie } from '../test/app';
import { eraseExpiredHolds } from './safeguarding.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function account(): Promise<SignedIn & { password: string }> {
  const fields = newUser();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: fields });
  const cookie = sessionCookie(response);
  return {
    cookie,
    user: response.json(),
    password: fields.password,
    request: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie } }),
  };
}
const remove = (me: SignedIn, password: string) => me.request({ method: 'DELETE', url: '/api/users/current', payload: { password } });
const likesOf = async (viewer: SignedIn, videoId: number) =>
  ((await json(viewer, { url: '/api/videos' })) as { id: number; likes: number }[]).find((v) => v.id === videoId)!.likes;

describe('DELETE /api/users/current', () => {
  it('refuses a wrong password with a 400 on the field, and changes nothing', async () => {
    const me = await account();
    const answer = await remove(me, 'not my password');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('password');
    expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(200);
    expect((await me.request({ method: 'DELETE', url: '/api/users/current', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/current', payload: { password: 'x' } })).statusCode).toBe(401);
  });

  it('removes everything of mine: others no longer see my likes, pep talks or comments; signing in fails', async () => {
    const me = await account();
    const other = await account();
    const [video] = (await json(other, { url: '/api/videos' })) as { id: number }[];
    const before = await likesOf(other, video!.id);
    await json(me, { method: 'POST', url: `/api/videos/${video!.id}/like` });
    await json(me, { method: 'POST', url: `/api/videos/${video!.id}/comments`, payload: { comment: 'Loved this one' } }, 201);
    const mine = (await json(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Keep going', mediaType: 'text', mediaUrl: 'You can do it.', category: 'confidence' },
      },
      201,
    )) as PepTalk;
    expect(await likesOf(other, video!.id)).toBe(before + 1);

    const answer = await remove(me, me.password);
    expect(answer.statusCode).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/rise_session=;/);
    expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: me.user.username, password: me.password } }))
        .statusCode,
    ).toBe(401);
    expect(await likesOf(other, video!.id)).toBe(before);
    const comments = (await json(other, { url: `/api/videos/${video!.id}/comments` })) as { comment: string }[];
    expect(comments.map((c) => c.comment)).not.toContain('Loved this one');
    expect((await other.request({ url: `/api/peptalks/${mine.id}` })).statusCode).toBe(404);
    // Not a row of mine is left (the schema-wide check is server/account-coverage.test.ts).
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', me.user.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the cases about what I wrote as evidence, and my mentor threads, for moderators only, then erases the threads', async () => {
    const me = await account();
    const reporter = await account();
    const witness = await account();
    const mod = await createModerator(t);
    const talk = (await json(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Read this', mediaType: 'text', mediaUrl: 'Words someone reported.', category: 'confidence' },
      },
      201,
    )) as PepTalk;
    expect(
      (await reporter.request({ method: 'POST', url: '/api/reports', payload: { subject: 'peptalk', id: talk.id, reason: 'bullying' } }))
        .statusCode,
    ).toBe(201);
    // Someone else's reported comment on my pep talk goes with it: its case stays, with who wrote it.
    const comment = (await json(
      reporter,
      { method: 'POST', url: `/api/peptalks/${talk.id}/comments`, payload: { content: 'A comment someone reported.' } },
      201,
    )) as { id: number };
    expect(
      (
        await witness.request({
          method: 'POST',
          url: '/api/reports',
          payload: { subject: 'peptalk-comment', id: comment.id, reason: 'hate' },
        })
      ).statusCode,
    ).toBe(201);
    const mentors = (await json(me, { url: '/api/mentors' })) as { id: number; name: string; acceptingMentees: boolean }[];
    const mentor = mentors.find((m) => m.acceptingMentees)!;
    await json(me, { method: 'POST', url: `/api/mentors/${mentor.id}/like` });
    expect(
      (
        await me.request({
          method: 'POST',
          url: `/api/mentors/${mentor.id}/messages`,
          payload: { text: 'Hi, can you help me plan my project?' },
        })
      ).statusCode,
    ).toBe(201);

    expect((await remove(me, me.password)).statusCode).toBe(204);
    const open = (await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
    const myTalk = open.find((c) => c.subject === 'peptalk' && c.itemId === talk.id)!;
    expect(myTalk).toMatchObject({
      authorId: null,
      authorUsername: me.user.username,
      reasons: ['bullying'],
      text: 'Read this\n\nWords someone reported.',
    });
    expect(myTalk.itemDeletedAt).not.toBeNull();
    const theirComment = open.find((c) => c.subject === 'peptalk-comment' && c.itemId === comment.id)!;
    expect(theirComment).toMatchObject({
      authorId: reporter.user.id,
      authorUsername: reporter.user.username,
      reasons: ['hate'],
      text: 'A comment someone reported.',
    });
    expect(theirComment.itemDeletedAt).not.toBeNull();
    const kept = (await json(mod, { url: '/api/moderation/kept' })) as KeptRecord[];
    const mineKept = kept.filter((k) => k.formerUsername === me.user.username);
    expect(mineKept.map((k) => k.kind)).toEqual(['mentor-thread']);
    const thread = mineKept[0]!;
    expect(thread.about).toBe(`Thread with ${mentor.name}`);
    expect(thread.lines.map((l) => l.text)).toContain('Hi, can you help me plan my project?');
    const days = (Date.parse(thread.erasedAfter) - Date.parse(thread.keptAt)) / 86_400_000;
    expect(days).toBe(KEPT_FOR_DAYS);
    // Moderators only.
    expect((await reporter.request({ url: '/api/moderation/kept' })).statusCode).toBe(403);
    expect((await reporter.request({ url: '/api/moderation/reports' })).statusCode).toBe(403);
    // Erased once the time is up, not before.
    expect(await eraseExpiredHolds(t.database.db, Date.now() + (KEPT_FOR_DAYS - 1) * 86_400_000)).toBe(0);
    expect(await eraseExpiredHolds(t.database.db, Date.now() + (KEPT_FOR_DAYS + 1) * 86_400_000)).toBeGreaterThanOrEqual(1);
    expect(
      ((await json(mod, { url: '/api/moderation/kept' })) as KeptRecord[]).filter((k) => k.formerUsername === me.user.username),
    ).toEqual([]);
  });
});
