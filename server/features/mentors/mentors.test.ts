import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MatchedMentor,
  type Mentor,
  type MentorMessage,
  type Message,
  type ModeratedMessage,
  THREAD_PAUSED_MESSAGE as PAUSED,
  type Thread,
} from '../../../contract/mentors';
import { contactDetailsMessage } from '../../../contract/contact-details';
import type { AuditEntry, KeptRecord, ModerationCase } from '../../../contract/safety';
import { deleteUser } from '../../auth/users.repo';
import { accountHooksOf } from '../../module';
import { keep } from '../../social/safeguarding.repo';
import {
  type SignedIn,
  type TestApp,
  createModerator,
  createTestApp,
  jsonAs as json,
  newUser,
  sessionCookie,
  signUp,
} from '../../test/app';
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
const send = (me: SignedIn, id: number, text: string) =>
  me.request({ method: 'POST', url: `/api/mentors/${id}/messages`, payload: { text } });
/** The first page of a teen's thread with a mentor: its newest messages, newest first (issue 53). */
const threadOf = async (me: SignedIn, id: number) => (await json(me, { url: `/api/mentors/${id}/messages` })) as Message[];

let usernames = 0;
/** A mentor account for the catalogue mentor `slug`, signed in. */
async function mentorAccount(slug: string): Promise<SignedIn & { password: string }> {
  usernames += 1;
  const { username, password } = await createMentorAccount(
    t.database.db,
    slug,
    `mentor_${usernames}_${slug.slice(0, 8)}`.replaceAll('-', '_'),
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response);
  return {
    cookie,
    password,
    user: response.json(),
    request: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
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
      expect(Object.keys(m).sort()).toEqual(
        ['acceptingMentees', 'availability', 'bio', 'id', 'imageUrl', 'name', 'status', 'tags', 'title', 'userId'].sort(),
      );
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
  it('go both ways in one thread, newest first, and a mentor only answers', async () => {
    const me = await signUp(t.app);
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[1]!.slug;
    const id = await idOf(me, slug);
    const mentor = await mentorAccount(slug);
    await like(me, id);
    // The mentor cannot write first.
    expectProblem(
      await mentor.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Welcome!' } }),
      403,
    );

    const sent = await send(me, id, '  Hi! How did you start coding?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ text: 'Hi! How did you start coding?', from: 'me' });
    const reply = await mentor.request({
      method: 'POST',
      url: `/api/mentor/threads/${me.user.id}/messages`,
      payload: { text: 'Great question! Let us talk Thursday at 5.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from: 'me' });

    const mine = await threadOf(me, id);
    expect(mine.map((m) => [m.from, m.text])).toEqual([
      ['mentor', 'Great question! Let us talk Thursday at 5.'],
      ['me', 'Hi! How did you start coding?'],
    ]);
    expect(Object.keys(mine[0]!).sort()).toEqual(['createdAt', 'from', 'held', 'id', 'text']);
    const theirs = (await json(mentor, { url: `/api/mentor/threads/${me.user.id}/messages` })) as MentorMessage[];
    expect(theirs.map((m) => m.from)).toEqual(['me', 'mentee']);
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

  it('refuse a teen’s contact details, and hold an adult’s from the teen (issue 30: kept as evidence)', async () => {
    const me = await signUp(t.app);
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[2]!.slug;
    const id = await idOf(me, slug);
    const mentor = await mentorAccount(slug);
    await like(me, id);
    for (const text of [
      'Call me on 555 123 4567',
      'my email is kai@example.com',
      'add me on snap: kai_22',
      'I live at 42 Oak Lane',
      'see www.example.com',
    ]) {
      expectProblem(await send(me, id, text), 400, contactDetailsMessage('your message'));
    }
    for (const text of ['Grade 10 at 3 pm', 'meet @ the library']) expect((await send(me, id, text)).statusCode).toBe(201);
    const answer = await mentor.request({
      method: 'POST',
      url: `/api/mentor/threads/${me.user.id}/messages`,
      payload: { text: 'Text me at 555-987-6543' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ held: true });
    expect((await threadOf(me, id)).map((m) => m.text)).toEqual(['meet @ the library', 'Grade 10 at 3 pm']);
    // The thread pauses until a moderator looks.
    expect(
      (await mentor.request({ method: 'POST', url: `/api/mentor/threads/${me.user.id}/messages`, payload: { text: 'Hello again' } }))
        .statusCode,
    ).toBe(403);
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

describe('issue 53: a long thread opens on its newest page', () => {
  type Line = { id: number; text: string };
  /** A thread's pages from `url`, each next one from the Link header, as every reader pages them. */
  async function pagesOf(me: SignedIn, url: string): Promise<Line[][]> {
    const pages: Line[][] = [];
    for (let next: string | undefined = url; next !== undefined;) {
      const response = await me.request({ url: next });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json() as Line[]);
      next = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
    }
    return pages;
  }
  const newestFirst = (lines: Line[]) => lines.every((m, i) => i === 0 || m.id < lines[i - 1]!.id);

  it('reads the newest messages first, shows a new line at the top, and pages back to the oldest', async () => {
    const slug = CATALOGUE.filter((m) => m.acceptingMentees)[1]!.slug;
    await unlinkMentor(t.database.db, slug);
    const mentor = await mentorAccount(slug);
    const teen = await signUp(t.app);
    const id = await idOf(teen, slug);
    await like(teen, id);
    // 450 lines, written straight into the database (4.5 pages of 100): the teen's odd ones, the mentor's even ones.
    const { tenure_id } = await t.database.db
      .selectFrom('mentor_links')
      .select('tenure_id')
      .where('user_id', '=', teen.user.id)
      .where('mentor_id', '=', id)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const lines = Array.from({ length: 450 }, (_, i) => ({
      mentor_id: id,
      user_id: teen.user.id,
      from_mentor: i % 2,
      body: `Line ${i + 1}`,
      created_at: at,
      author_id: i % 2 ? mentor.user.id : teen.user.id,
      tenure_id,
    }));
    for (let i = 0; i < lines.length; i += 150)
      await t.database.db
        .insertInto('mentor_messages')
        .values(lines.slice(i, i + 150))
        .execute();

    // One read opens on the newest hundred, newest first, with a next page.
    const first = await teen.request({ url: `/api/mentors/${id}/messages` });
    const opened = first.json() as Message[];
    expect(opened).toHaveLength(100);
    expect(opened[0]!.text).toBe('Line 450');
    expect(opened.at(-1)!.text).toBe('Line 351');
    expect(newestFirst(opened)).toBe(true);
    expect(first.headers.link).toMatch(/rel="next"/);

    // A new line from either side is at the top of the first page, for both of them and the moderators.
    expect(
      (await mentor.request({ method: 'POST', url: `/api/mentor/threads/${teen.user.id}/messages`, payload: { text: 'A new reply' } }))
        .statusCode,
    ).toBe(201);
    expect((await threadOf(teen, id))[0]).toMatchObject({ text: 'A new reply', from: 'mentor' });
    expect((await send(teen, id, 'And my answer')).statusCode).toBe(201);
    const theirs = (await json(mentor, { url: `/api/mentor/threads/${teen.user.id}/messages` })) as MentorMessage[];
    expect(theirs.slice(0, 2).map((m) => [m.from, m.text])).toEqual([
      ['mentee', 'And my answer'],
      ['me', 'A new reply'],
    ]);

    // Paging back reaches the oldest line: every line once, newest to oldest, a page of at most 100 each.
    const moderator = await createModerator(t);
    for (const [reader, url] of [
      [teen, `/api/mentors/${id}/messages`],
      [mentor, `/api/mentor/threads/${teen.user.id}/messages`],
      [moderator, `/api/moderation/mentor-threads/${id}/${teen.user.id}/messages`],
    ] as const) {
      const pages = await pagesOf(reader, url);
      expect(pages.map((p) => p.length)).toEqual([100, 100, 100, 100, 52]);
      const all = pages.flat();
      expect(newestFirst(all)).toBe(true);
      expect(all.slice(0, 2).map((m) => m.text)).toEqual(['And my answer', 'A new reply']);
      expect(all.at(-1)!.text).toBe('Line 1');
    }
    // A smaller page pages the same way.
    const small = await pagesOf(teen, `/api/mentors/${id}/messages?limit=40`);
    expect(small).toHaveLength(12);
    expect(small.flat().map((m) => m.text)).toEqual((await pagesOf(teen, `/api/mentors/${id}/messages`)).flat().map((m) => m.text));
    // The moderator's every page was a look at the thread, each recorded.
    const audit = (await json(moderator, { url: '/api/moderation/audit?limit=100' })) as AuditEntry[];
    expect(audit.filter((a) => a.moderatorId === moderator.user.id && a.action === 'read-thread')).toHaveLength(5);
  });
});

describe('mentor accounts', () => {
  it('see only their own threads; another mentor gets 404', async () => {
    const me = await signUp(t.app);
    const slugs = CATALOGUE.filter((m) => m.acceptingMentees)
      .slice(5, 7)
      .map((m) => m.slug);
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
    const moderator = await createModerator(t);
    const id = await idOf(me, CATALOGUE.filter((m) => m.acceptingMentees)[10]!.slug);
    await like(me, id);
    await send(me, id, 'Is it normal to feel nervous before a speech?');
    const threads = (await json(moderator, { url: '/api/moderation/mentor-threads' })) as { mentorId: number; userId: number }[];
    expect(threads).toContainEqual(expect.objectContaining({ mentorId: id, userId: me.user.id }));
    const messages = (await json(moderator, { url: `/api/moderation/mentor-threads/${id}/${me.user.id}/messages` })) as { from: string }[];
    expect(messages).toEqual([expect.objectContaining({ from: 'mentee', text: 'Is it normal to feel nervous before a speech?' })]);
    expectProblem(await moderator.request({ url: `/api/moderation/mentor-threads/${id}/999999/messages` }), 404);
    expectProblem(await me.request({ url: `/api/moderation/mentor-threads/${id}/${me.user.id}/messages` }), 403);
    // A moderator is staff, not a member: none of the teens' app (server/auth/staff.test.ts).
    expectProblem(await moderator.request({ url: '/api/mentors' }), 403);
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
    expect(await mentorsModule.exportUserData!(t.database.db, me.user.id)).toEqual({ mentors: [], mentorMessages: [], mentorBlocks: [] });
  });
});

describe('issue 29: mentor threads belong to a person', () => {
  const slugOf = (name: string) => CATALOGUE.find((m) => m.slug === name)!.slug;
  const reply = (mentor: SignedIn, teen: SignedIn, text: string) =>
    mentor.request({ method: 'POST', url: `/api/mentor/threads/${teen.user.id}/messages`, payload: { text } });
  const inboxOf = async (mentor: SignedIn) => (await json(mentor, { url: '/api/mentor/threads' })) as Thread[];
  const report = (me: SignedIn, id: number, reason = 'other') =>
    me.request({ method: 'POST', url: '/api/reports', payload: { subject: 'mentor-message', id, reason } });
  const block = (me: SignedIn, userId: number) => me.request({ method: 'POST', url: '/api/blocks', payload: { userId } });
  const moderated = async (mod: SignedIn, mentorId: number, teen: SignedIn) =>
    (await json(mod, { url: `/api/moderation/mentor-threads/${mentorId}/${teen.user.id}/messages` })) as ModeratedMessage[];
  /** The account that speaks for `slug` from now on (any earlier one unlinked first). */
  async function nextAccount(slug: string) {
    await unlinkMentor(t.database.db, slug);
    return mentorAccount(slug);
  }
  /** A teen matched with the mentor `slug`, who wrote `text`, and the mentor's answer. */
  async function conversation(slug: string, mentor: SignedIn, text = 'Hi! Can you help me with my essay?') {
    const teen = await signUp(t.app);
    const id = await idOf(teen, slug);
    await like(teen, id);
    expect((await send(teen, id, text)).statusCode).toBe(201);
    const answer = await reply(mentor, teen, 'Of course, send me your first paragraph.');
    expect(answer.statusCode, answer.body).toBe(201);
    return { teen, id, answerId: (answer.json() as MentorMessage).id };
  }

  it('records the account that wrote each line; a moderator sees it, and each read of a thread is audited', async () => {
    const slug = slugOf('maya-okafor');
    const mentor = await nextAccount(slug);
    const { teen, id } = await conversation(slug, mentor);
    const rows = await t.database.db
      .selectFrom('mentor_messages')
      .select(['from_mentor', 'author_id'])
      .where('user_id', '=', teen.user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { from_mentor: 0, author_id: teen.user.id },
      { from_mentor: 1, author_id: mentor.user.id },
    ]);

    const moderator = await createModerator(t);
    const lines = await moderated(moderator, id, teen);
    expect(lines.map((m) => [m.from, m.authorId, m.authorUsername])).toEqual([
      ['mentor', mentor.user.id, mentor.user.username],
      ['mentee', teen.user.id, teen.user.username],
    ]);
    const audit = (await json(moderator, { url: '/api/moderation/audit' })) as AuditEntry[];
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'read-thread',
        moderatorId: moderator.user.id,
        moderatorUsername: moderator.user.username,
        about: `thread of @${teen.user.username} with Maya Okafor (@${mentor.user.username})`,
      }),
    );
  });

  it('ends an account’s access to every thread at once when it is unlinked; the next account starts with none', async () => {
    const slug = slugOf('samir-haddad');
    const first = await nextAccount(slug);
    const { teen, id, answerId } = await conversation(slug, first, 'I feel stuck with chemistry.');
    const teenLine = (await threadOf(teen, id)).find((m) => m.from === 'me')!.id;

    expect(await unlinkMentor(t.database.db, slug)).toBe(true);
    // Signed out at once, and it cannot sign in again (issue 52): no thread, no line of its old threads.
    expectProblem(await first.request({ url: '/api/mentor/threads' }), 401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: first.user.username, password: first.password },
    });
    expectProblem(again, 401);
    expect(again.json().detail).toBe('Incorrect username or password.');

    // A new account for the same mentor: an empty inbox, no earlier line, nothing to answer.
    const second = await mentorAccount(slug);
    expect(await inboxOf(second)).toEqual([]);
    expectProblem(await second.request({ url: `/api/mentor/threads/${teen.user.id}/messages` }), 404);
    expectProblem(await reply(second, teen, 'Hello, I am the new Samir.'), 404);
    expectProblem(await report(second, teenLine), 404);
    expect((await mentorsOf(teen)).find((m) => m.id === id)!.userId).toBe(second.user.id);

    // The teen keeps their whole thread, and writes first again: that starts the new account's thread.
    expect((await threadOf(teen, id)).map((m) => m.from)).toEqual(['mentor', 'me']);
    expect((await send(teen, id, 'Hello again, are you there?')).statusCode).toBe(201);
    const [thread] = await inboxOf(second);
    expect(thread).toMatchObject({ userId: teen.user.id, lastMessage: { from: 'mentee', text: 'Hello again, are you there?' } });
    const seen = (await json(second, { url: `/api/mentor/threads/${teen.user.id}/messages` })) as MentorMessage[];
    expect(seen.map((m) => m.text)).toEqual(['Hello again, are you there?']);
    expect((await reply(second, teen, 'Yes! Tell me what you are working on.')).statusCode).toBe(201);
    expect((await threadOf(teen, id)).map((m) => m.text)).toEqual([
      'Yes! Tell me what you are working on.',
      'Hello again, are you there?',
      'Of course, send me your first paragraph.',
      'I feel stuck with chemistry.',
    ]);
    expect((await json(second, { url: `/api/mentor/threads/${teen.user.id}/messages` })) as MentorMessage[]).toHaveLength(2);

    // The old thread stays for moderators, each line with its writer.
    const moderator = await createModerator(t);
    expect((await moderated(moderator, id, teen)).map((m) => [m.id === answerId, m.authorUsername])).toEqual([
      [false, second.user.username],
      [false, teen.user.username],
      [true, first.user.username],
      [false, teen.user.username],
    ]);
    const audit = (await json(moderator, { url: '/api/moderation/audit' })) as AuditEntry[];
    expect(audit[0]!.about).toBe(`thread of @${teen.user.username} with Samir Haddad (@${first.user.username}, @${second.user.username})`);
  });

  it('takes nothing while the mentor is between accounts, but a teen who speaks of hurting themselves is never refused', async () => {
    const slug = slugOf('kwame-asante');
    const first = await nextAccount(slug);
    const { teen, id } = await conversation(slug, first);
    await unlinkMentor(t.database.db, slug);
    expectProblem(
      await send(teen, id, 'Where did you go?'),
      403,
      'Kwame Asante is away from Rise for now. You can write again once they are back.',
    );
    const care = await send(teen, id, 'I want to kill myself');
    expect(care.statusCode, care.body).toBe(201);
    expect(care.json()).toMatchObject({ care: true, held: true });
    // The next account reads neither.
    const second = await mentorAccount(slug);
    expect(await inboxOf(second)).toEqual([]);
    expect((await send(teen, id, 'Hi, nice to meet you.')).statusCode).toBe(201);
    const seen = (await json(second, { url: `/api/mentor/threads/${teen.user.id}/messages` })) as MentorMessage[];
    expect(seen.map((m) => m.text)).toEqual(['Hi, nice to meet you.']);
  });

  it('hands a waiting request (which holds no words) to the next account', async () => {
    const slug = slugOf('daniel-kim');
    await nextAccount(slug);
    const teen = await signUp(t.app);
    const id = await idOf(teen, slug);
    expect((await like(teen, id)).json()).toMatchObject({ status: 'requested' });
    const second = await nextAccount(slug);
    expect((await inboxOf(second)).map((th) => [th.userId, th.status])).toEqual([[teen.user.id, 'requested']]);
    expect(((await json(second, { method: 'POST', url: `/api/mentor/threads/${teen.user.id}/accept` })) as Thread).status).toBe('matched');
  });

  it("holds a teen's block against the catalogue mentor, whoever is linked next, even once that account is deleted", async () => {
    const slug = slugOf('sofia-rossi');
    const first = await nextAccount(slug);
    const { teen, id } = await conversation(slug, first);
    expect((await block(teen, first.user.id)).statusCode).toBe(204);
    // As today: the blocked account's lines are gone from the teen's thread, and neither can write.
    expect((await threadOf(teen, id)).map((m) => m.from)).toEqual(['me']);
    expectProblem(await reply(first, teen, 'Hello?'), 403);

    const second = await nextAccount(slug);
    expectProblem(await send(teen, id, 'Hi'), 403, 'You and Sofia Rossi can no longer write to each other.');
    expect(await inboxOf(second)).toEqual([]);
    expect((await threadOf(teen, id)).map((m) => m.from)).toEqual(['me']);

    // The first account is deleted (its blocks with it): the teen's block still holds.
    const { mentorsModule } = await import('./index');
    const { socialModule } = await import('../../social');
    await deleteUser(t.database.db, first.user.id, accountHooksOf([socialModule, mentorsModule], keep));
    const third = await nextAccount(slug);
    expectProblem(await send(teen, id, 'Hi'), 403, 'You and Sofia Rossi can no longer write to each other.');
    expect(await inboxOf(third)).toEqual([]);
    expect((await mentorsModule.exportUserData!(t.database.db, teen.user.id)).mentorBlocks).toEqual([
      { mentor: 'Sofia Rossi', blockedAt: expect.any(String) },
    ]);
    // Another teen is not held up.
    const other = await signUp(t.app);
    await like(other, id);
    expect((await send(other, id, 'Hello!')).statusCode).toBe(201);
    expect((await inboxOf(third)).map((th) => th.userId)).toEqual([other.user.id]);
    // The deleted account's line is still named for moderators, and its threads were kept.
    const moderator = await createModerator(t);
    const lines = await moderated(moderator, id, teen);
    expect(lines.map((m) => [m.authorId, m.authorUsername])).toEqual([
      [null, first.user.username],
      [teen.user.id, teen.user.username],
    ]);
    const kept = (await json(moderator, { url: '/api/moderation/kept?limit=100' })) as KeptRecord[];
    expect(kept.find((k) => k.formerUsername === first.user.username)).toMatchObject({
      kind: 'mentor-thread',
      about: `Thread with @${teen.user.username}, as Sofia Rossi`,
      lines: [
        expect.objectContaining({ from: `@${teen.user.username}` }),
        expect.objectContaining({ from: `Sofia Rossi (@${first.user.username})` }),
      ],
    });
  });

  it("lets a mentor report a teen's line in its own thread, and a teen who blocked the mentor still report its line", async () => {
    const slug = slugOf('elena-petrova');
    const mentor = await nextAccount(slug);
    const teen = await signUp(t.app);
    const id = await idOf(teen, slug);
    await like(teen, id);
    await json(mentor, { method: 'POST', url: `/api/mentor/threads/${teen.user.id}/accept` });
    await send(teen, id, 'I hate these sessions, they are so boring');
    const answer = await reply(mentor, teen, 'I am sorry you feel that way.');
    const [mentorLine, teenLine] = (await threadOf(teen, id)).map((m) => m.id);

    expect((await report(mentor, teenLine!, 'bullying')).statusCode).toBe(201);
    expect((await report(mentor, teenLine!, 'bullying')).statusCode).toBe(200);
    expectProblem(await report(mentor, answer.json().id), 400);
    // Not a line of its own threads: unknown to it.
    const other = await signUp(t.app);
    await like(other, await idOf(other, open().slug));
    await send(other, await idOf(other, open().slug), 'A line elsewhere');
    const elsewhere = (await threadOf(other, await idOf(other, open().slug)))[0]!.id;
    expectProblem(await report(mentor, elsewhere), 404);

    expect((await block(teen, mentor.user.id)).statusCode).toBe(204);
    expect((await report(teen, mentorLine!, 'other')).statusCode).toBe(201);
  });

  it("pauses the thread when a sexual report hides the mentor's line from the teen, until moderators restore it", async () => {
    const slug = slugOf('maya-okafor');
    const mentor = await nextAccount(slug);
    const { teen, id, answerId } = await conversation(slug, mentor);
    expect((await report(teen, answerId, 'sexual')).statusCode).toBe(201);
    // Hidden from the teen at once, and urgent for the moderators.
    expect((await threadOf(teen, id)).map((m) => m.from)).toEqual(['me']);
    const moderator = await createModerator(t);
    const open = (await json(moderator, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
    const c = open.find((x) => x.subject === 'mentor-message' && x.itemId === answerId)!;
    expect(c).toMatchObject({ hidden: true, urgent: true, authorId: mentor.user.id });

    expectProblem(await reply(mentor, teen, 'Are you still there?'), 403, PAUSED);
    expectProblem(await send(teen, id, 'Hello?'), 403, PAUSED);
    // A disclosure is never refused.
    expect((await send(teen, id, 'I want to die')).json()).toMatchObject({ care: true });
    // Another teen's thread with the same account is not paused.
    const other = await conversation(slug, mentor);
    expect((await reply(mentor, other.teen, 'One more thing.')).statusCode).toBe(201);

    // The restore: a sexual report needs two moderators (202, then 200).
    const first = await moderator.request({ method: 'POST', url: `/api/moderation/reports/${c.id}`, payload: { action: 'restore' } });
    expect(first.statusCode, first.body).toBe(202);
    expectProblem(await reply(mentor, teen, 'Still paused?'), 403, PAUSED);
    const second = await createModerator(t);
    const restored = await second.request({ method: 'POST', url: `/api/moderation/reports/${c.id}`, payload: { action: 'restore' } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await reply(mentor, teen, 'Sorry for the wait.')).statusCode).toBe(201);
    expect((await send(teen, id, 'No problem.')).statusCode).toBe(201);
    expect((await threadOf(teen, id)).map((m) => m.text)).toContain('Of course, send me your first paragraph.');
  });

  it("keeps a deleted teen's threads for safeguarding, each line naming the account that wrote it", async () => {
    const slug = slugOf('samir-haddad');
    const mentor = await nextAccount(slug);
    const password = 'correct horse battery';
    const { teen } = await conversation(slug, mentor, 'Thanks for the help today.');
    const deleted = await teen.request({ method: 'DELETE', url: '/api/users/current', payload: { password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const moderator = await createModerator(t);
    const kept = (await json(moderator, { url: '/api/moderation/kept?limit=100' })) as KeptRecord[];
    const thread = kept.find((k) => k.kind === 'mentor-thread' && k.formerUsername === teen.user.username)!;
    expect(thread.about).toBe('Thread with Samir Haddad');
    expect(thread.lines.map((l) => [l.from, l.text])).toEqual([
      [`@${teen.user.username}`, 'Thanks for the help today.'],
      [`Samir Haddad (@${mentor.user.username})`, 'Of course, send me your first paragraph.'],
    ]);
  });
});
