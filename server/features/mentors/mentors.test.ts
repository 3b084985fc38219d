import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_MESSAGE, type MatchedMentor, type Mentor, type MentorMessage, type Message, type Thread } from '../../../contract/mentors';
import { setModerator } from '../../auth/users.repo';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, newUser, sessionCookie, signUp } from '../../test/app';
import { MentorAccountError, createMentorAccount, unlinkMentor } from './mentor-accounts';
import { CATALOGUE } from './mentors.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MESSAGES: '8' });
});
afterAll(() => t.close());

const expectProblem = (response: LightMyRequestResponse, status: number, detail?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail) expect(response.json().detail).toBe(detail);
};

const mentorsOf = async (me: SignedIn) => (await json(me, { url: '/api/mentors' })) as Mentor[];
const like = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/mentors/${id}/like` });
const reject = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/mentors/${id}/reject` });
const send = (me: SignedIn, id: number, text: string) => me.request({ method: 'POST', url: `/api/mentors/${id}/messages`, payload: { text } });
const threadOf = async (me: SignedIn, id: number) => (await json(me, { url: `/api/mentors/${id}/messages` })) as Message[];

let usernames = 0;
/** A mentor account for the catalogue mentor `slug`, signed in. */
async function mentorAccount(slug: string): Promise<SignedIn> {
  usernames += 1;
  const { username, password } = await createMentorAccount(t.database.db, slug, `mentor_${usernames}_${slug.slice(0, 8)}`.replaceAll('-', '_'));
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response);
  return { cookie, user: response.json(), request: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }) };
}

const open = () => CATALOGUE.find((m) => m.acceptingMentees)!;
const full = () => CATALOGUE.find((m) => !m.acceptingMentees)!;
async function idOf(me: SignedIn, slug: string) {
  const name = CATALOGUE.find((m) => m.slug === slug)!.name;
  return (await mentorsOf(me)).find((m) => m.name === name)!.id;
}

describe('the catalogue', () => {
  it('serves at least 12 mentors with SPEC §3 fields, portraits from the app, and no account yet', async () => {
    const me = await signUp(t.app);
    const mentors = await mentorsOf(me);
    expect(mentors.length).toBe(CATALOGUE.length);
    expect(mentors.length).toBeGreaterThanOrEqual(12);
    for (const m of mentors) {
      expect(Object.keys(m).sort()).toEqual(['acceptingMentees', 'availability', 'bio', 'id', 'imageUrl', 'name', 'status', 'tags', 'title', 'userId'].sort());
      expect(m.imageUrl).toMatch(/^\/assets\/mentors\/[a-z0-9-]+\.svg$/);
      expect(m.tags.length).toBeGreaterThan(0);
      expect(m).toMatchObject({ userId: null, status: 'none' });
    }
    expect(mentors.filter((m) => m.acceptingMentees).length).toBeGreaterThan(mentors.length / 2);
    expect(mentors.some((m) => !m.acceptingMentees)).toBe(true);
  });

  it('pages with a Link header and a capped limit', async () => {
    const me = await signUp(t.app);
    const first = await me.request({ url: '/api/mentors?limit=5' });
    expect(first.json()).toHaveLength(5);
    const next = /<([^>]+)>/.exec(String(first.headers.link))![1]!;
    const second = (await json(me, { url: next })) as Mentor[];
    expect(second[0]!.id).not.toBe(first.json()[0].id);
    expectProblem(await me.request({ url: '/api/mentors?limit=500' }), 400);
    expectProblem(await me.request({ url: '/api/mentors?cursor=nonsense' }), 400);
  });

  it('needs a signed-in member', async () => {
    expectProblem(await t.app.inject({ url: '/api/mentors' }), 401);
  });
});

describe('likes, passes and matches', () => {
  it('matches at once with an open mentor; liking again is harmless and a pass never undoes it', async () => {
    const me = await signUp(t.app);
    const id = await idOf(me, open().slug);
    const answers = await Promise.all([like(me, id), like(me, id)]);
    for (const a of answers) expect(a.json()).toEqual({ matched: true, status: 'matched' });
    expect((await reject(me, id)).json()).toEqual({ status: 'matched' });
    const matches = (await json(me, { url: '/api/mentors/matches' })) as MatchedMentor[];
    expect(matches.map((m) => m.id)).toEqual([id]);
    expect(matches[0]!.matchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await mentorsOf(me)).find((m) => m.id === id)!.status).toBe('matched');
  });

  it('asks a full mentor, who accepts later from their inbox', async () => {
    const me = await signUp(t.app);
    const mentor = await mentorAccount(full().slug);
    const id = await idOf(me, full().slug);
    expect((await like(me, id)).json()).toEqual({ matched: false, status: 'requested' });
    expect((await like(me, id)).json()).toEqual({ matched: false, status: 'requested' });
    expect(await json(me, { url: '/api/mentors/matches' })).toEqual([]);
    // Not matched yet: no writing.
    expectProblem(await send(me, id, 'Hello!'), 403);

    const [thread] = (await json(mentor, { url: '/api/mentor/threads' })) as Thread[];
    expect(thread).toMatchObject({ userId: me.user.id, displayName: me.user.displayName, status: 'requested', lastMessage: null });
    expect(Object.keys(thread!).sort()).toEqual(['avatarColor', 'displayName', 'lastMessage', 'status', 'updatedAt', 'userId']);
    const accepted = (await json(mentor, { method: 'POST', url: `/api/mentor/threads/${me.user.id}/accept` })) as Thread;
    expect(accepted.status).toBe('matched');
    expect(((await json(mentor, { method: 'POST', url: `/api/mentor/threads/${me.user.id}/accept` })) as Thread).status).toBe('matched');
    expect(((await json(me, { url: '/api/mentors/matches' })) as MatchedMentor[]).map((m) => m.id)).toEqual([id]);
    expect((await mentorsOf(me)).find((m) => m.id === id)!.userId).toBe(mentor.user.id);
  });

  it('remembers a pass, and a later like still counts', async () => {
    const me = await signUp(t.app);
    const id = await idOf(me, open().slug);
    expect((await reject(me, id)).json()).toEqual({ status: 'rejected' });
    expect((await reject(me, id)).json()).toEqual({ status: 'rejected' });
    expect((await mentorsOf(me)).find((m) => m.id === id)!.status).toBe('rejected');
    expect((await like(me, id)).json()).toEqual({ matched: true, status: 'matched' });
  });

  it('answers 404 for a mentor that does not exist, and 400 for an id that cannot be one', async () => {
    const me = await signUp(t.app);
    for (const path of ['like', 'reject', 'messages']) {
      expectProblem(await me.request({ method: path === 'messages' ? 'GET' : 'POST', url: `/api/mentors/999999/${path}` }), 404);
      expectProblem(await me.request({ method: 'POST', url: `/api/mentors/abc/${path}` }), 400);
    }
    expectProblem(await send(me, 999999, 'Hi'), 404);
  });

  it("keeps one teen's choices from another's", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await idOf(me, open().slug);
    await like(me, id);
    expect((await mentorsOf(other)).find((m) => m.id === id)!.status).toBe('none');
    expect(await json(other, { url: '/api/mentors/matches' })).toEqual([]);
    expect(await threadOf(other, id)).toEqual([]);
  });
});

describe('messages', () => {
  it('go both ways in one thread, oldest first, and a mentor only answers', async () => {
    const me = await signUp(t.app);
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[1]!.slug;
    const id = await idOf(me, slug);
    const mentor = await mentorAccount(slug);
    await like(me, id);
    // The mentor cannot write first.
    expectProblem(await mentor.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Welcome!' } }), 403);

    const sent = await send(me, id, '  Hi! How did you start coding?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ text: 'Hi! How did you start coding?', from: 'me' });
    const reply = await mentor.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Great question! Let us talk Thursday at 5.' } });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from: 'me' });

    const mine = await threadOf(me, id);
    expect(mine.map((m) => [m.from, m.text])).toEqual([
      ['me', 'Hi! How did you start coding?'],
      ['mentor', 'Great question! Let us talk Thursday at 5.'],
    ]);
    expect(Object.keys(mine[0]!).sort()).toEqual(['createdAt', 'from', 'held', 'id', 'text']);
    const theirs = (await json(mentor, { url: `/api/mentor/threads/${me.user.id}/messages` })) as MentorMessage[];
    expect(theirs.map((m) => m.from)).toEqual(['mentee', 'me']);
    const [thread] = (await json(mentor, { url: '/api/mentor/threads' })) as Thread[];
    expect(thread!.lastMessage).toMatchObject({ from: 'me', text: 'Great question! Let us talk Thursday at 5.' });
    // The mentor sees a display name, never a username or a date of birth.
    expect(JSON.stringify(thread)).not.toContain(me.user.username);
  });

  it('are refused (403) to a teen who is not matched, and a blank or long text is 400', async () => {
    const me = await signUp(t.app);
    const id = await idOf(me, open().slug);
    expectProblem(await send(me, id, 'Hello'), 403);
    await like(me, id);
    expectProblem(await send(me, id, '   '), 400);
    expectProblem(await send(me, id, 'x'.repeat(1001)), 400);
    expectProblem(await me.request({ method: 'POST', url: `/api/mentors/${id}/messages`, payload: { text: 'Hi', extra: 1 } }), 400);
    expect((await send(me, id, 'x'.repeat(1000))).statusCode).toBe(201);
    expect(await threadOf(me, id)).toHaveLength(1);
  });

  it('refuse contact details either way and store nothing', async () => {
    const me = await signUp(t.app);
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[2]!.slug;
    const id = await idOf(me, slug);
    const mentor = await mentorAccount(slug);
    await like(me, id);
    for (const text of ['Call me on 555 123 4567', 'my email is kai@example.com', 'add me on snap: kai_22', 'I live at 42 Oak Lane', 'see www.example.com']) {
      expectProblem(await send(me, id, text), 400, CONTACT_DETAILS_MESSAGE);
    }
    for (const text of ['Grade 10 at 3 pm', 'meet @ the library']) expect((await send(me, id, text)).statusCode).toBe(201);
    const answer = await mentor.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Text me at 555-987-6543' } });
    expectProblem(answer, 400, CONTACT_DETAILS_MESSAGE);
    expect((await threadOf(me, id)).map((m) => m.text)).toEqual(['Grade 10 at 3 pm', 'meet @ the library']);
  });

  it('are rate limited per person', async () => {
    const me = await signUp(t.app);
    const id = await idOf(me, CATALOGUE.filter((m) => m.acceptingMentees)[3]!.slug);
    await like(me, id);
    const codes = [];
    for (let i = 0; i < 10; i += 1) codes.push((await send(me, id, `Message ${i}`)).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(codes.at(-1)).toBe(429);
    expect(await threadOf(me, id)).toHaveLength(8);
    // Someone else is not held up.
    const other = await signUp(t.app);
    await like(other, id);
    expect((await send(other, id, 'Hello')).statusCode).toBe(201);
  });

  it('reach a mentor who is not on Rise yet, who reads them on joining', async () => {
    const me = await signUp(t.app);
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[4]!.slug;
    const id = await idOf(me, slug);
    await like(me, id);
    expect((await send(me, id, 'Hello, I hope you join soon!')).statusCode).toBe(201);
    const mentor = await mentorAccount(slug);
    const [thread] = (await json(mentor, { url: '/api/mentor/threads' })) as Thread[];
    expect(thread!.lastMessage).toMatchObject({ from: 'mentee', text: 'Hello, I hope you join soon!' });
  });
});

describe('mentor accounts', () => {
  it('see only their own threads; another mentor gets 404', async () => {
    const me = await signUp(t.app);
    const slugs = CATALOGUE.filter((m) => m.acceptingMentees).slice(5, 7).map((m) => m.slug);
    const mine = await mentorAccount(slugs[0]!);
    const other = await mentorAccount(slugs[1]!);
    await like(me, await idOf(me, slugs[0]!));
    await send(me, await idOf(me, slugs[0]!), 'Hi');
    expect(await json(other, { url: '/api/mentor/threads' })).toEqual([]);
    expectProblem(await other.request({ url: `/api/mentor/threads/${me.user.id}/messages` }), 404);
    expectProblem(await other.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Hi' } }), 404);
    expectProblem(await other.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/accept` }), 404);
    expect(await json(mine, { url: `/api/mentor/threads/${me.user.id}/messages` })).toHaveLength(1);
  });

  it("reach nothing of the teens' app, and members reach no inbox", async () => {
    const mentor = await mentorAccount(CATALOGUE.filter((m) => m.acceptingMentees)[7]!.slug);
    expect(mentor.user.role).toBe('mentor');
    expect(((await json(mentor, { url: '/api/users/current' })) as { role: string }).role).toBe('mentor');
    for (const url of ['/api/mentors', '/api/videos', '/api/goals', '/api/projects/1', '/api/finances/accounts']) {
      expectProblem(await mentor.request({ url }), 403);
    }
    expectProblem(await mentor.request({ method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Hi' } }), 403);
    const me = await signUp(t.app);
    expectProblem(await me.request({ url: '/api/mentor/threads' }), 403);
    expectProblem(await me.request({ url: '/api/moderation/mentor-threads' }), 403);
  });

  it('are made only for a mentor in the catalogue, once, with a free username; unlinking signs them out', async () => {
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[8]!.slug;
    const mentor = await mentorAccount(slug);
    await expect(createMentorAccount(t.database.db, slug, 'another_name')).rejects.toThrow(MentorAccountError);
    await expect(createMentorAccount(t.database.db, 'nobody-here', 'another_name')).rejects.toThrow(MentorAccountError);
    const taken = newUser();
    await signUp(t.app, taken);
    await expect(createMentorAccount(t.database.db, CATALOGUE.filter((m) => m.acceptingMentees)[9]!.slug, taken.username)).rejects.toThrow(
      MentorAccountError,
    );
    await expect(createMentorAccount(t.database.db, CATALOGUE.filter((m) => m.acceptingMentees)[9]!.slug, 'no spaces')).rejects.toThrow(
      MentorAccountError,
    );
    expect(await unlinkMentor(t.database.db, slug)).toBe(true);
    expectProblem(await mentor.request({ url: '/api/mentor/threads' }), 401);
  });
});

describe('moderators', () => {
  it('read any thread; members cannot', async () => {
    const me = await signUp(t.app);
    const moderator = await signUp(t.app);
    expect(await setModerator(t.database.db, moderator.user.username, true)).toBe('ok');
    const id = await idOf(me, CATALOGUE.filter((m) => m.acceptingMentees)[10]!.slug);
    await like(me, id);
    await send(me, id, 'Is it normal to feel nervous before a speech?');
    const threads = (await json(moderator, { url: '/api/moderation/mentor-threads' })) as { mentorId: number; userId: number }[];
    expect(threads).toContainEqual(expect.objectContaining({ mentorId: id, userId: me.user.id }));
    const messages = (await json(moderator, { url: `/api/moderation/mentor-threads/${id}/${me.user.id}/messages` })) as { from: string }[];
    expect(messages).toEqual([expect.objectContaining({ from: 'mentee', text: 'Is it normal to feel nervous before a speech?' })]);
    expectProblem(await moderator.request({ url: `/api/moderation/mentor-threads/${id}/999999/messages` }), 404);
    expectProblem(await me.request({ url: `/api/moderation/mentor-threads/${id}/${me.user.id}/messages` }), 403);
    // A moderator is still a member: the app is theirs too.
    expect((await moderator.request({ url: '/api/mentors' })).statusCode).toBe(200);
    expect(await setModerator(t.database.db, 'no_such_user_here', true)).toBe('not-found');
  });
});

describe("a teen's data", () => {
  it('is exported and deleted with the account', async () => {
    const me = await signUp(t.app);
    const id = await idOf(me, open().slug);
    await like(me, id);
    await send(me, id, 'Thanks for matching!');
    const { mentorsModule } = await import('./index');
    const exported = await mentorsModule.exportUserData!(t.database.db, me.user.id);
    expect(exported).toMatchObject({
      mentors: [expect.objectContaining({ mentor: open().name, status: 'matched' })],
      mentorMessages: [expect.objectContaining({ from: 'me', text: 'Thanks for matching!' })],
    });
    await mentorsModule.deleteUserData!(t.database.db, me.user.id);
    expect(await mentorsModule.exportUserData!(t.database.db, me.user.id)).toEqual({ mentors: [], mentorMessages: [] });
  });
});
