// Issue 31: a 13- to 15-year-old's new pep talk starts private (SPEC §7 makes it public: decision 0022),
// and every author can turn comments off on a pep talk and remove any comment on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_OFF, type PepTalk, type PepTalkComment } from '../../../contract/pep-talks';
import { birthdaysOf } from '../../auth/ages';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, signUp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member who is `years` old today (their kept birthdays set as sign-up keeps them). */
async function member(years: number): Promise<SignedIn> {
  const me = await signUp(t.app);
  const today = new Date();
  const born = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 1)).toISOString().slice(0, 10);
  await t.database.db.updateTable('users').set(birthdaysOf(born)).where('id', '=', me.user.id).execute();
  return me;
}

const create = async (me: SignedIn, body: Record<string, unknown> = {}) => {
  const response = await me.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title: 'Small steps', mediaUrl: 'Every day counts.', mediaType: 'text', category: 'courage', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PepTalk;
};
const edit = (me: SignedIn, id: number, body: Record<string, unknown>) =>
  me.request({ method: 'PATCH', url: `/api/peptalks/${id}`, payload: body });
const comment = (me: SignedIn, id: number, content: string) =>
  me.request({ method: 'POST', url: `/api/peptalks/${id}/comments`, payload: { content } });
const commentsOf = async (me: SignedIn, id: number) => (await json(me, { url: `/api/peptalks/${id}/comments` })) as PepTalkComment[];
const seen = async (me: SignedIn, id: number) =>
  ((await json(me, { url: '/api/peptalks?limit=100' })) as PepTalk[]).find((p) => p.id === id);

describe('who sees a new pep talk', () => {
  it('starts private for a 13- to 15-year-old unless they make it public, and public from 16 as SPEC has it', async () => {
    const young = await member(14);
    const older = await member(16);
    const reader = await member(16);
    expect((await json(young, { url: '/api/users/current' })).ageGroup).toBe('13-15');

    const quiet = await create(young);
    expect(quiet.isPublic).toBe(false);
    expect(await seen(reader, quiet.id)).toBeUndefined();
    expect(await seen(young, quiet.id)).toBeDefined();

    const chosen = await create(young, { isPublic: true });
    expect(chosen.isPublic).toBe(true);
    expect(await seen(reader, chosen.id)).toBeDefined();

    expect((await create(older)).isPublic).toBe(true);
    expect((await create(older, { isPublic: false })).isPublic).toBe(false);
  });

  it('starts private for a member whose age is not known (an account from before ages were kept)', async () => {
    const me = await signUp(t.app);
    await t.database.db.updateTable('users').set({ turns_16_on: null, turns_18_on: null }).where('id', '=', me.user.id).execute();
    expect((await create(me)).isPublic).toBe(false);
  });
});

describe('comments off', () => {
  it('lets the author turn comments off and on: nobody can comment meanwhile, and only the author sees the comments there were', async () => {
    const author = await member(15);
    const friend = await member(16);
    const pep = await create(author, { isPublic: true });
    expect(pep.commentsOff).toBe(false);
    expect((await comment(friend, pep.id, 'You got this')).statusCode).toBe(201);

    const off = await edit(author, pep.id, { commentsOff: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ commentsOff: true, comments: 1 });

    const refused = await comment(friend, pep.id, 'One more');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(COMMENTS_OFF);
    expect((await comment(author, pep.id, 'Me too')).statusCode).toBe(403);
    expect(await commentsOf(friend, pep.id)).toEqual([]);
    expect(await seen(friend, pep.id)).toMatchObject({ commentsOff: true, comments: 0 });
    expect((await commentsOf(author, pep.id)).map((c) => c.content)).toEqual(['You got this']);

    // Another person cannot change it.
    expect((await edit(friend, pep.id, { commentsOff: false })).statusCode).toBe(404);

    expect((await edit(author, pep.id, { commentsOff: false })).json()).toMatchObject({ commentsOff: false });
    expect((await commentsOf(friend, pep.id)).map((c) => c.content)).toEqual(['You got this']);
    expect((await comment(friend, pep.id, 'Welcome back')).statusCode).toBe(201);
  });

  it('can start with comments off, and the author removes anyone’s comment on their pep talk', async () => {
    const author = await member(14);
    const other = await member(16);
    const closed = await create(author, { isPublic: true, commentsOff: true });
    expect(closed.commentsOff).toBe(true);
    expect((await comment(other, closed.id, 'Hi')).statusCode).toBe(403);

    const open = await create(author, { isPublic: true });
    const said = (await comment(other, open.id, 'Not nice, but not a swear either')).json() as PepTalkComment;
    // Someone else (not the author, not the writer) cannot remove it.
    const stranger = await member(16);
    expect((await stranger.request({ method: 'DELETE', url: `/api/peptalks/${open.id}/comments/${said.id}` })).statusCode).toBe(404);
    expect((await author.request({ method: 'DELETE', url: `/api/peptalks/${open.id}/comments/${said.id}` })).statusCode).toBe(204);
    expect(await commentsOf(other, open.id)).toEqual([]);
  });
});
