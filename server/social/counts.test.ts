// Stored like and comment counts (issue 53, decision 0037): kept exact by every write, on both engines,
// and corrected for a reader's own blocks and held words; the check after a start finds no drift, and
// corrects any it finds a batch at a time while likes go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk } from '../../contract/pep-talks';
import type { ModerationCase } from '../../contract/safety';
import type { Video } from '../../contract/shorts';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, newUser, sessionCookie, signUp } from '../test/app';
import { checkCounts } from './counts.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (me: SignedIn) =>
  (await json(
    me,
    {
      method: 'POST',
      url: '/api/peptalks',
      payload: { title: 'Counted', mediaType: 'text', mediaUrl: 'Keep going.', category: 'motivation' },
    },
    201,
  )) as PepTalk;
/** The pep talk as `me` sees it in the feed. */
const seen = async (me: SignedIn, id: number) =>
  ((await json(me, { url: '/api/peptalks?limit=100' })) as PepTalk[]).find((p) => p.id === id)!;
const comment = async (me: SignedIn, id: number, content: string) =>
  (await json(me, { method: 'POST', url: `/api/peptalks/${id}/comments`, payload: { content } }, 201)) as { id: number; held?: boolean };
/** A write that answers 204. */
const done = async (me: SignedIn, options: Parameters<SignedIn['request']>[0]) => {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(204);
};
const drift = async () => (await checkCounts(t.database.db)).drifted;
const storedLikes = async (ids: readonly number[]) =>
  (
    await t.database.db
      .selectFrom('item_counts')
      .select(['item_id', 'likes', 'comments'])
      .where('subject', '=', 'peptalk')
      .where('item_id', 'in', ids)
      .orderBy('item_id')
      .execute()
  ).map((r) => [Number(r.likes), Number(r.comments)]);

describe('stored counts', () => {
  it('stay exact under concurrent likes, unlikes and comments', async () => {
    const author = await signUp(t.app);
    const p = await post(author);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    // Everyone likes at once, twice each: each like counts once.
    const likes = await Promise.all(
      fans.flatMap((f) => [0, 1].map(() => f.request({ method: 'POST', url: `/api/peptalks/${p.id}/like` }))),
    );
    expect(likes.map((r) => r.statusCode)).toEqual(likes.map(() => 200));
    // Half take theirs back while the others comment, all at once.
    await Promise.all([
      ...fans.slice(0, 6).map((f) => f.request({ method: 'POST', url: `/api/peptalks/${p.id}/unlike` })),
      ...fans.slice(6).map((f, i) => comment(f, p.id, `Thanks ${i}`)),
    ]);
    expect(await seen(author, p.id)).toMatchObject({ likes: 6, comments: 6 });
    expect(await seen(fans[0]!, p.id)).toMatchObject({ likes: 6, comments: 6, liked: false });
    expect(await seen(fans[11]!, p.id)).toMatchObject({ likes: 6, liked: true });
    expect(await drift()).toBe(0);
  });

  it('count for a reader what they may read: their blocks and their held words are theirs alone', async () => {
    const author = await signUp(t.app);
    const p = await post(author);
    const [bully, kind, reader] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await comment(bully, p.id, 'First!');
    const kindComment = await comment(kind, p.id, 'Love this');
    expect(await seen(reader, p.id)).toMatchObject({ comments: 2 });

    // The reader blocks the bully: the bully's comment leaves the reader's count only.
    await done(reader, { method: 'POST', url: '/api/blocks', payload: { userId: bully.user.id } });
    expect(await seen(reader, p.id)).toMatchObject({ comments: 1 });
    expect(await seen(author, p.id)).toMatchObject({ comments: 2 });
    expect(await seen(bully, p.id)).toMatchObject({ comments: 2 });

    // Words held for care count for their writer alone.
    expect(await comment(reader, p.id, 'i want to kill myself')).toMatchObject({ held: true });
    expect(await seen(reader, p.id)).toMatchObject({ comments: 2 });
    expect(await seen(author, p.id)).toMatchObject({ comments: 2 });

    // A moderator hides a comment: one fewer for everyone but its writer; restored, it counts again.
    const mod = await createModerator(t);
    await json(
      author,
      { method: 'POST', url: '/api/reports', payload: { subject: 'peptalk-comment', id: kindComment.id, reason: 'spam' } },
      201,
    );
    const queue = (await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
    const kase = queue.find((c) => c.subject === 'peptalk-comment' && c.itemId === kindComment.id)!;
    await json(mod, { method: 'POST', url: `/api/moderation/reports/${kase.id}`, payload: { action: 'hide' } });
    expect(await seen(author, p.id)).toMatchObject({ comments: 1 });
    expect(await seen(kind, p.id)).toMatchObject({ comments: 2 });
    await json(mod, { method: 'POST', url: `/api/moderation/reports/${kase.id}`, payload: { action: 'restore' } });
    expect(await seen(author, p.id)).toMatchObject({ comments: 2 });

    // A demo's like counts for the demo alone.
    const demo = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/demo' }));
    expect((await t.app.inject({ method: 'POST', url: `/api/peptalks/${p.id}/like`, headers: { cookie: demo } })).statusCode).toBeLessThan(
      500,
    );
    expect(await seen(author, p.id)).toMatchObject({ likes: 0 });
    expect(await drift()).toBe(0);
  });

  it('a blocked comment takes its replies out of the reader’s count; a comment deleted takes them out of everyone’s', async () => {
    const [bully, kind, reader] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const [video] = (await json(reader, { url: '/api/videos' })) as Video[];
    const count = async (me: SignedIn) =>
      ((await json(me, { url: '/api/videos?limit=50' })) as Video[]).find((v) => v.id === video!.id)!.comments;
    const before = await count(reader);
    const say = async (me: SignedIn, text: string, parentId?: number) =>
      (await json(
        me,
        { method: 'POST', url: `/api/videos/${video!.id}/comments`, payload: { comment: text, ...(parentId && { parentId }) } },
        201,
      )) as {
        id: number;
      };
    const top = await say(bully, 'Meh');
    await say(kind, 'I liked it', top.id);
    expect(await count(reader)).toBe(before + 2);
    await done(reader, { method: 'POST', url: '/api/blocks', payload: { userId: bully.user.id } });
    expect(await count(reader)).toBe(before);
    expect(await count(kind)).toBe(before + 2);
    await done(bully, { method: 'DELETE', url: `/api/videos/${video!.id}/comments/${top.id}` });
    expect(await count(kind)).toBe(before);
    expect(await drift()).toBe(0);
  });

  it('an account deleted takes its likes and comments out of the counts', async () => {
    const author = await signUp(t.app);
    const p = await post(author);
    const leaving = await signUp(t.app);
    await leaving.request({ method: 'POST', url: `/api/peptalks/${p.id}/like` });
    await comment(leaving, p.id, 'Nice one');
    expect(await seen(author, p.id)).toMatchObject({ likes: 1, comments: 1 });
    const gone = await leaving.request({ method: 'DELETE', url: '/api/users/current', payload: { password: newUser().password } });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await seen(author, p.id)).toMatchObject({ likes: 0, comments: 0 });
    expect(await drift()).toBe(0);
  });

  it('the check after a start finds drift and corrects it a few items at a time, while likes go on', async () => {
    const author = await signUp(t.app);
    const talks = [await post(author), await post(author), await post(author), await post(author), await post(author)];
    const ids = talks.map((p) => p.id);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    for (const f of fans.slice(0, 3)) await f.request({ method: 'POST', url: `/api/peptalks/${ids[0]}/like` });
    for (const id of ids) await comment(fans[0]!, id, 'Counted');
    // Counts knocked out of true (as a bug or a hand-edited database would).
    await t.database.db
      .updateTable('item_counts')
      .set({ likes: 40, comments: 7 })
      .where('subject', '=', 'peptalk')
      .where('item_id', 'in', ids)
      .execute();
    // No signal to go on: nothing is checked.
    const stopped = new AbortController();
    stopped.abort();
    expect(await checkCounts(t.database.db, { signal: stopped.signal, batch: 2 })).toMatchObject({ items: 0, drifted: 0 });
    // Two items per transaction, with more likes on the first item at the same time: every one of them counts.
    const [check] = await Promise.all([
      checkCounts(t.database.db, { batch: 2 }),
      ...fans.slice(3).map((f) => f.request({ method: 'POST', url: `/api/peptalks/${ids[0]}/like` })),
    ]);
    expect(check.drifted).toBe(ids.length);
    expect(await storedLikes(ids)).toEqual([
      [6, 1],
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(await seen(author, ids[0]!)).toMatchObject({ likes: 6, comments: 1 });
    expect(await drift()).toBe(0);
  });
});
