// Issue 29: big deletes work. A pep talk with 100,000 comments, and an account that wrote 100,000
// rows, are deleted (204) on both engines without a list of every id (SQLite allows 32,766 bound
// variables, PostgreSQL 65,535); the cases about reported ones stay.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PepTalk } from '../../contract/pep-talks';
import type { ModerationCase } from '../../contract/safety';
import type { Subject } from '../../contract/social';
import { insertComments } from '../test/bulk';
import { type TestApp, createModerator, createTestApp, jsonAs as json, signUp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MANY = 100_000;
const count = async (where: { subject?: Subject; itemId?: number; userId?: number }) => {
  let query = t.database.db.selectFrom('comments').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (where.subject) query = query.where('subject', '=', where.subject);
  if (where.itemId) query = query.where('item_id', '=', where.itemId);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

it('deletes a pep talk with 100,000 comments, keeping the case about a reported one', { timeout: 120_000 }, async () => {
  const author = await signUp(t.app);
  const crowd = await signUp(t.app);
  const mod = await createModerator(t);
  const p: PepTalk = await json(
    author,
    { method: 'POST', url: '/api/peptalks', payload: { title: 'Big', mediaType: 'text', mediaUrl: 'Lots of comments', category: 'focus' } },
    201,
  );
  const reported = await json(
    crowd,
    { method: 'POST', url: `/api/peptalks/${p.id}/comments`, payload: { content: 'a reported one' } },
    201,
  );
  await json(
    author,
    { method: 'POST', url: '/api/reports', payload: { subject: 'peptalk-comment', id: reported.id, reason: 'spam' } },
    201,
  );
  await insertComments(t.database.db, 'peptalk', p.id, crowd.user.id, MANY);
  expect(await count({ subject: 'peptalk', itemId: p.id })).toBe(MANY + 1);
  expect((await author.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` })).statusCode).toBe(204);
  expect(await count({ subject: 'peptalk', itemId: p.id })).toBe(0);
  const c = ((await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[]).find(
    (x) => x.subject === 'peptalk-comment' && x.itemId === reported.id,
  )!;
  expect(c.text).toBe('a reported one');
  expect(c.itemDeletedAt).not.toBeNull();
});

it(
  'deletes an account that wrote 100,000 rows, and the account that owns a pep talk with 100,000 comments',
  { timeout: 120_000 },
  async () => {
    const writer = await signUp(t.app);
    const owner = await signUp(t.app);
    const [video] = await json(writer, { url: '/api/videos' });
    await insertComments(t.database.db, 'video', video.id, writer.user.id, MANY);
    const p: PepTalk = await json(
      owner,
      { method: 'POST', url: '/api/peptalks', payload: { title: 'Mine', mediaType: 'text', mediaUrl: 'Read me', category: 'focus' } },
      201,
    );
    await insertComments(t.database.db, 'peptalk', p.id, writer.user.id, MANY);
    expect(
      (await owner.request({ method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } })).statusCode,
    ).toBe(204);
    expect(await count({ subject: 'peptalk', itemId: p.id })).toBe(0);
    expect(
      (await writer.request({ method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } })).statusCode,
    ).toBe(204);
    expect(await count({ userId: writer.user.id })).toBe(0);
  },
);
