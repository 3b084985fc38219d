// The authorization matrix: every endpoint of every contract that takes the id of something a user
// owns answers 404 to anyone else, exactly as for an id that does not exist, and changes nothing of
// the owner's. A new endpoint with an id in its path fails the completeness check until it is added
// here (or named as catalogue content that everyone may read).
import { revokeModerator } from './auth/staff';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_MEMBER_MESSAGE, authApi } from '../contract/auth';
import { boardApi } from '../contract/board';
import { DEFAULT_ROLES, type EndpointSpec, pathOf } from '../contract/endpoint';
import { financeApi } from '../contract/finance';
import { goalsApi } from '../contract/goals';
import { mentorInboxApi, mentorModerationApi, mentorsApi } from '../contract/mentors';
import { mindGymApi } from '../contract/mind-gym';
import { pepTalksApi } from '../contract/pep-talks';
import { profileApi } from '../contract/profile';
import { moderationApi, safetyApi } from '../contract/safety';
import { reviewApi, shortsApi, studioApi, tipsApi } from '../contract/shorts';
import { skillsApi } from '../contract/skills';
import { forgetUser } from './auth/sessions';
import { MODULES } from './features/index';
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { CATALOGUE as CATALOGUE_MENTORS } from './features/mentors/mentors.seed';
import { CHALLENGES, challengeOfDay } from './features/skills/catalogue';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, sessionCookie, signUp } from './test/app';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

const CONTRACTS: Record<string, Record<string, EndpointSpec>> = {
  authApi,
  profileApi,
  financeApi,
  shortsApi,
  mindGymApi,
  goalsApi,
  boardApi,
  mentorsApi,
  mentorInboxApi,
  mentorModerationApi,
  pepTalksApi,
  safetyApi,
  moderationApi,
  skillsApi,
  studioApi,
  reviewApi,
  tipsApi,
};

/** Ids of catalogue content, the same for everyone (a video): not owned, so not in the matrix. */
const CATALOGUE = new Set([
  'shortsApi.like',
  'shortsApi.unlike',
  'shortsApi.watched',
  'shortsApi.comments',
  'shortsApi.postComment',
  // A comment's replies: anyone's, read by whoever may read the comment (server/features/shorts/replies.test.ts).
  'shortsApi.replies',
  // A mentor of the catalogue: each teen's own thread with them is keyed by the signed-in user.
  'mentorsApi.like',
  'mentorsApi.reject',
  'mentorsApi.messages',
  'mentorsApi.send',
  // A category of pep talks: a name, not anybody's thing.
  'pepTalksApi.byCategory',
  // My own block of someone: keyed by the signed-in user.
  'safetyApi.unblock',
  // A skill of the five (a name): its practice content is the catalogue's; a finished practice is keyed by the signed-in user.
  'skillsApi.practice',
  'skillsApi.finishPractice',
]);

/**
 * Ids only another role may use: a teen's thread, for the mentor it is with (another mentor gets 404,
 * server/features/mentors/mentors.test.ts) and for moderators; every member gets 403 (the role matrix below).
 */
const OTHER_ROLES = new Set([
  'mentorInboxApi.messages',
  'mentorInboxApi.reply',
  'mentorInboxApi.accept',
  'mentorModerationApi.messages',
  'moderationApi.decide',
  // An account as moderators act on it (issue 52): any member's or mentor's, by a moderator.
  'moderationApi.account',
  'moderationApi.accountAction',
  'mentorModerationApi.unlink',
  // The studio's clips (issue 55) are adults' accounts' own (a mentor's, a staff member's), and review
  // is staff's: their own matrix is in server/features/shorts/studio.test.ts.
  'studioApi.clip',
  'studioApi.update',
  'studioApi.upload',
  'studioApi.captions',
  'studioApi.submit',
  'studioApi.withdraw',
  'studioApi.remove',
  'reviewApi.approve',
  'reviewApi.reject',
  // A piece of a tip's file carries its offset in the query: a stranger's piece answers 404 in
  // server/features/shorts/studio.test.ts.
  'tipsApi.upload',
]);

type Made = { params: Record<string, number>; body?: unknown };
const post = (url: string, payload: InjectOptions['payload']) =>
  json(owner, { method: 'POST', url, payload }, 201) as Promise<{ id: number }>;

// Makes one thing the owner owns and answers the call's params (and a body that would be valid).
const account = () => post('/api/finances/accounts', { name: 'Mine', type: 'cash', balance: '10.00' });
const transaction = async () =>
  post('/api/finances/transactions', {
    description: 'Lunch',
    amount: '5.00',
    date: '2026-11-01',
    category: 'food',
    accountId: (await account()).id,
    isExpense: true,
  });
const savingsGoal = () => post('/api/finances/goals', { name: 'Bike', targetAmount: '100', deadline: '2027-01-01', category: 'purchase' });
const affirmation = () => post('/api/mindgym/affirmations', { text: 'I am kind.' });
const entry = () => post('/api/mindgym/journal', { title: 'Day', content: 'Fine.', mood: 'okay' });
const goal = () => post('/api/goals', { title: 'Run', category: 'health', priority: 'low' });
const milestone = async () => post(`/api/goals/${(await goal()).id}/milestones`, { title: 'First mile' });
const reflection = async () => post(`/api/goals/${(await goal()).id}/reflections`, { content: 'Hard.', mood: 'challenged' });
const column = () => post('/api/projects/1/columns', { title: 'Mine' });
const task = async () => post(`/api/columns/${(await column()).id}/tasks`, { title: 'Mine' });
const id = async (make: () => Promise<{ id: number }>) => ({ id: (await make()).id });
/** A board of the owner's other than their first (reached by its own id), made once; `fresh` for one to delete or hand on. */
let sharedBoard: Promise<{ id: number }> | undefined;
const board = (fresh = false) => {
  if (fresh) return post('/api/projects', { title: 'Mine' });
  sharedBoard ??= post('/api/projects', { title: 'Mine' });
  return sharedBoard;
};
/** A board of the owner's with a classmate on it: the params of a call about that member. */
const boardWithMember = async (fresh = false) => {
  const { id: boardId } = await board(fresh);
  const { code } = (await json(owner, { method: 'POST', url: `/api/projects/${boardId}/invites` }, 201)) as { code: string };
  const classmate = await signUp(t.app);
  await json(classmate, { method: 'POST', url: '/api/projects/join', payload: { code } });
  return { id: boardId, userId: classmate.user.id };
};
const invite = async () => post(`/api/projects/${(await board(true)).id}/invites`, undefined);
/** A private pep talk: its author's alone, so every call about it answers 404 to anyone else. */
const privatePepTalk = () =>
  post('/api/peptalks', { title: 'Mine', mediaType: 'text', mediaUrl: 'Only for me.', category: 'focus', isPublic: false });

const OWNED: Record<string, () => Promise<Made>> = {
  'financeApi.updateAccount': async () => ({ params: await id(account), body: { name: 'Theirs' } }),
  'financeApi.deleteAccount': async () => ({ params: await id(account) }),
  'financeApi.updateTransaction': async () => ({ params: await id(transaction), body: { description: 'Theirs' } }),
  'financeApi.deleteTransaction': async () => ({ params: await id(transaction) }),
  'financeApi.addSavings': async () => ({ params: await id(savingsGoal), body: { amount: '1.00' } }),
  'financeApi.deleteSavingsGoal': async () => ({ params: await id(savingsGoal) }),
  'shortsApi.deleteComment': async () => {
    const [video] = (await json(owner, { url: '/api/videos' })) as { id: number }[];
    const comment = await post(`/api/videos/${video!.id}/comments`, { comment: 'Mine' });
    return { params: { id: video!.id, commentId: comment.id } };
  },
  'mindGymApi.deleteMood': async () => ({ params: await id(() => post('/api/mindgym/moods', { mood: 'good' })) }),
  'mindGymApi.updateAffirmation': async () => ({ params: await id(affirmation), body: { text: 'Theirs' } }),
  'mindGymApi.deleteAffirmation': async () => ({ params: await id(affirmation) }),
  'mindGymApi.favoriteAffirmation': async () => ({ params: await id(affirmation) }),
  'mindGymApi.playAffirmation': async () => ({ params: await id(affirmation) }),
  'mindGymApi.updateJournalEntry': async () => ({ params: await id(entry), body: { title: 'Theirs' } }),
  'mindGymApi.deleteJournalEntry': async () => ({ params: await id(entry) }),
  'goalsApi.goal': async () => ({ params: await id(goal) }),
  'goalsApi.updateGoal': async () => ({ params: await id(goal), body: { title: 'Theirs' } }),
  'goalsApi.deleteGoal': async () => ({ params: await id(goal) }),
  'goalsApi.updateProgress': async () => ({ params: await id(goal), body: { progress: 50 } }),
  'goalsApi.completeGoal': async () => ({ params: await id(goal) }),
  'goalsApi.milestones': async () => ({ params: await id(goal) }),
  'goalsApi.createMilestone': async () => ({ params: await id(goal), body: { title: 'Theirs' } }),
  'goalsApi.updateMilestone': async () => ({ params: await id(milestone), body: { title: 'Theirs' } }),
  'goalsApi.deleteMilestone': async () => ({ params: await id(milestone) }),
  'goalsApi.completeMilestone': async () => ({ params: await id(milestone) }),
  'goalsApi.reflections': async () => ({ params: await id(goal) }),
  'goalsApi.createReflection': async () => ({ params: await id(goal), body: { content: 'Theirs', mood: 'proud' } }),
  'goalsApi.updateReflection': async () => ({ params: await id(reflection), body: { content: 'Theirs' } }),
  'goalsApi.deleteReflection': async () => ({ params: await id(reflection) }),
  'boardApi.project': async () => ({ params: await id(board) }),
  'boardApi.board': async () => ({ params: await id(board) }),
  'boardApi.renameProject': async () => ({ params: await id(board), body: { title: 'Theirs' } }),
  'boardApi.deleteProject': async () => ({ params: await id(() => board(true)) }),
  'boardApi.invites': async () => ({ params: await id(board) }),
  'boardApi.createInvite': async () => ({ params: await id(() => board(true)) }),
  'boardApi.revokeInvite': async () => ({ params: await id(invite) }),
  'boardApi.removeMember': async () => ({ params: await boardWithMember() }),
  'boardApi.handOver': async () => {
    const { id: boardId, userId } = await boardWithMember(true);
    return { params: { id: boardId }, body: { userId } };
  },
  'boardApi.columns': async () => ({ params: await id(board) }),
  'boardApi.createColumn': async () => ({ params: await id(board), body: { title: 'Theirs' } }),
  'boardApi.boardTasks': async () => ({ params: await id(board) }),
  'boardApi.updateColumn': async () => ({ params: await id(column), body: { title: 'Theirs' } }),
  'boardApi.deleteColumn': async () => ({ params: await id(column) }),
  'boardApi.tasks': async () => ({ params: await id(column) }),
  'boardApi.createTask': async () => ({ params: await id(column), body: { title: 'Theirs' } }),
  'boardApi.updateTask': async () => ({ params: await id(task), body: { title: 'Theirs' } }),
  'boardApi.deleteTask': async () => ({ params: await id(task) }),
  // Into the owner's own column: the task is still not the stranger's to move.
  'boardApi.moveTask': async () => ({ params: await id(task), body: { columnId: (await column()).id, order: 0 } }),
  'pepTalksApi.update': async () => ({ params: await id(privatePepTalk), body: { title: 'Theirs' } }),
  'pepTalksApi.remove': async () => ({ params: await id(privatePepTalk) }),
  'pepTalksApi.like': async () => ({ params: await id(privatePepTalk) }),
  'pepTalksApi.unlike': async () => ({ params: await id(privatePepTalk) }),
  'pepTalksApi.share': async () => ({ params: await id(privatePepTalk) }),
  'pepTalksApi.comments': async () => ({ params: await id(privatePepTalk) }),
  'pepTalksApi.comment': async () => ({ params: await id(privatePepTalk), body: { content: 'Theirs' } }),
  // A challenge the owner answered: its number is the catalogue's, the answer is the owner's alone.
  'skillsApi.pastChallenge': async () => {
    const day = new Date().toISOString().slice(0, 10);
    await json(owner, { method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 0 } });
    return { params: { number: CHALLENGES.indexOf(challengeOfDay(day)) } };
  },
  'tipsApi.tip': async () => ({ params: await id(() => tipIn('draft')) }),
  'tipsApi.captions': async () => ({ params: await id(() => tipIn('draft')), body: { vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n' } }),
  'tipsApi.submit': async () => ({ params: await id(() => tipIn('processed')) }),
  'tipsApi.withdraw': async () => ({ params: await id(() => tipIn('in_review')) }),
  'tipsApi.remove': async () => ({ params: await id(() => tipIn('draft')) }),
  'pepTalksApi.deleteComment': async () => {
    const pepTalk = await privatePepTalk();
    const comment = await post(`/api/peptalks/${pepTalk.id}/comments`, { content: 'Mine' });
    return { params: { id: pepTalk.id, commentId: comment.id } };
  },
};

/** A teen's peer tip (issue 55) in the state a call needs: made through the API, moved on in the database. */
async function tipIn(state: 'draft' | 'processed' | 'in_review') {
  const tip = (await json(
    owner,
    {
      method: 'POST',
      url: '/api/tips',
      payload: { title: 'My tip', description: '', background: 'ocean', commentsOpen: false, consent: true },
    },
    201,
  )) as { id: number };
  if (state !== 'draft')
    await t.database.db
      .updateTable('clips')
      .set({ state, media_key: `k${String(tip.id).padStart(21, '0')}` })
      .where('id', '=', tip.id)
      .execute();
  return tip;
}

const endpointOf = (key: string) => {
  const [contract, name] = key.split('.') as [string, string];
  return CONTRACTS[contract]![name]!;
};

/** Everything the owner has, as every module exports it. */
async function everythingOf(me: SignedIn) {
  const sections: Record<string, unknown> = {};
  for (const m of MODULES) if (m.exportUserData) sections[m.name] = await m.exportUserData(t.database.db, me.user.id);
  return sections;
}

const callAs = (me: SignedIn, e: EndpointSpec, made: Made) => {
  const options: InjectOptions = { method: e.method, url: pathOf(e.path, made.params) };
  if (made.body !== undefined) options.payload = made.body as InjectOptions['payload'];
  return me.request(options);
};

describe('the authorization matrix', () => {
  it('covers every endpoint with an id in its path', () => {
    const withIds = Object.entries(CONTRACTS).flatMap(([contract, endpoints]) =>
      Object.entries(endpoints)
        .filter(([, e]) => e.path.includes(':') && !e.public)
        .map(([name]) => `${contract}.${name}`),
    );
    expect(withIds.filter((key) => !OWNED[key] && !CATALOGUE.has(key) && !OTHER_ROLES.has(key))).toEqual([]);
    expect(Object.keys(OWNED).filter((key) => !withIds.includes(key))).toEqual([]);
  });

  it.each(Object.keys(OWNED))('%s answers 404 to anyone but the owner and changes nothing', async (key) => {
    const e = endpointOf(key);
    const made = await OWNED[key]!();
    const before = await everythingOf(owner);

    const theirs = await callAs(stranger, e, made);
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Exactly as for an id that does not exist: nothing says that it does.
    const missing = await callAs(owner, e, {
      ...made,
      params: Object.fromEntries(Object.keys(made.params).map((k) => [k, 2_000_000_000])),
    });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(theirs.json().title).toBe(missing.json().title);

    expect(await everythingOf(owner)).toEqual(before);
    // And the owner may.
    const mine = await callAs(owner, e, made);
    expect(mine.statusCode, mine.body).toBeLessThan(300);
  });
});

/** The studio's endpoints (issue 55): a mentor's and a staff account's own clips. */
const STUDIO_ROUTES = Object.keys(studioApi).map((name) => `studioApi.${name}`);

describe('the role matrix', () => {
  /** Every signed-in endpoint with the roles it serves (contract/endpoint.ts: all but a mentor's by default). */
  const signedIn = Object.entries(CONTRACTS).flatMap(([contract, endpoints]) =>
    Object.entries(endpoints)
      .filter(([, e]) => !e.public)
      .map(([name, e]) => ({ key: `${contract}.${name}`, e, roles: (e.roles ?? DEFAULT_ROLES) as readonly string[] })),
  );
  const params = (e: EndpointSpec) => Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1]));

  it('lets a mentor account reach only its inbox and its own account', () => {
    expect(
      signedIn
        .filter((x) => x.roles.includes('mentor'))
        .map((x) => x.key)
        .sort(),
    ).toEqual(
      [
        'mentorInboxApi.accept',
        'mentorInboxApi.messages',
        'mentorInboxApi.reply',
        'mentorInboxApi.threads',
        'profileApi.currentUser',
        'profileApi.updateSettings',
        // Their own account's safety and data (issue 16).
        'authApi.changePassword',
        'authApi.signOutEverywhere',
        'profileApi.exportData',
        // Report a teen's line in their own thread, and ask for another look at a hidden line (issue 29).
        'safetyApi.report',
        'moderationApi.appeal',
        // The studio (issue 55): their own clips.
        ...STUDIO_ROUTES,
      ].sort(),
    );
  });

  it('lets a staff account (a moderator) reach only moderation and its own account', () => {
    expect(
      signedIn
        .filter((x) => x.roles.includes('moderator'))
        .map((x) => x.key)
        .sort(),
    ).toEqual(
      [
        'moderationApi.reports',
        'moderationApi.decide',
        'moderationApi.kept',
        'moderationApi.audit',
        'mentorModerationApi.threads',
        'mentorModerationApi.messages',
        'moderationApi.account',
        'moderationApi.accountAction',
        'mentorModerationApi.unlink',
        'profileApi.currentUser',
        'authApi.changePassword',
        'authApi.signOutEverywhere',
        // The studio and the review of clips (issue 55).
        ...STUDIO_ROUTES,
        'reviewApi.queue',
        'reviewApi.approve',
        'reviewApi.reject',
      ].sort(),
    );
  });

  it('answers 403 to every role an endpoint does not serve, before reading the request', async () => {
    const mentorSlug = CATALOGUE_MENTORS.at(-1)!.slug;
    const { username, password } = await createMentorAccount(t.database.db, mentorSlug, 'matrix_mentor');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
    const mentorCookie = sessionCookie(signIn);
    const staff = await createModerator(t);
    const as: Record<string, (o: InjectOptions) => ReturnType<SignedIn['request']>> = {
      member: (o) => owner.request(o),
      mentor: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie: mentorCookie } }),
      moderator: (o) => staff.request(o),
    };
    for (const { key, e, roles } of signedIn) {
      for (const role of ['member', 'mentor', 'moderator'].filter((r) => !roles.includes(r))) {
        const response = await as[role]!({
          method: e.method,
          url: pathOf(e.path, params(e)),
          payload: e.method === 'GET' ? undefined : 'not json',
        });
        expect([key, role, response.statusCode]).toEqual([key, role, 403]);
      }
    }
  });

  it("refuses every moderators' endpoint to a demo account (403) and to a revoked staff account (401)", async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const demoCookie = sessionCookie(demo);
    const revoked = await createModerator(t);
    expect(await revokeModerator(t.database.db, revoked.user.username)).toBe('revoked');
    const staffOnly = signedIn.filter((x) => x.roles.length === 1 && x.roles[0] === 'moderator');
    expect(staffOnly.map((x) => x.key)).toContain('moderationApi.accountAction');
    for (const { key, e } of staffOnly) {
      const request = { method: e.method, url: pathOf(e.path, params(e)), payload: e.method === 'GET' ? undefined : {} };
      const asDemo = await t.app.inject({ ...request, headers: { cookie: demoCookie } });
      expect([key, 'demo', asDemo.statusCode]).toEqual([key, 'demo', 403]);
      const asRevoked = await revoked.request(request);
      expect([key, 'revoked staff', asRevoked.statusCode]).toEqual([key, 'revoked staff', 401]);
    }
  });
});

describe('the age matrix (issue 31)', () => {
  /**
   * What a member who has turned 18 may no longer do: post on shared surfaces or ask and write to
   * mentors. Each with a request that a 17-year-old makes successfully.
   */
  const SHARING: Record<string, (me: SignedIn, made: { pepTalk: number; mentor: number; otherMentor: number; video: number }) => Made> = {
    'pepTalksApi.create': () => ({
      params: {},
      body: { title: 'New', mediaType: 'text', mediaUrl: 'Words', category: 'focus', isPublic: true },
    }),
    'pepTalksApi.update': (_, m) => ({ params: { id: m.pepTalk }, body: { title: 'Edited' } }),
    'pepTalksApi.comment': (_, m) => ({ params: { id: m.pepTalk }, body: { content: 'A comment' } }),
    'shortsApi.postComment': (_, m) => ({ params: { id: m.video }, body: { comment: 'A comment' } }),
    'mentorsApi.like': (_, m) => ({ params: { id: m.otherMentor } }),
    'mentorsApi.send': (_, m) => ({ params: { id: m.mentor }, body: { text: 'Hello again' } }),
    'tipsApi.create': () => ({
      params: {},
      body: { title: 'My tip', description: '', background: 'ocean', commentsOpen: false, consent: true },
    }),
  };

  /** A member of 17 with a pep talk and a matched mentor; `turnEighteen` makes today their 18th birthday. */
  async function member() {
    const me = await signUp(t.app);
    const pepTalk = (
      (await json(
        me,
        {
          method: 'POST',
          url: '/api/peptalks',
          payload: { title: 'Mine', mediaType: 'text', mediaUrl: 'Words', category: 'focus', isPublic: true },
        },
        201,
      )) as { id: number }
    ).id;
    const [video] = (await json(me, { url: '/api/videos' })) as { id: number }[];
    const open = ((await json(me, { url: '/api/mentors' })) as { id: number; acceptingMentees: boolean }[]).filter(
      (m) => m.acceptingMentees,
    );
    await json(me, { method: 'POST', url: `/api/mentors/${open[0]!.id}/like` });
    const made = { pepTalk, mentor: open[0]!.id, otherMentor: open[1]!.id, video: video!.id };
    const turnEighteen = async () => {
      const today = new Date().toISOString().slice(0, 10);
      await t.database.db
        .updateTable('users')
        .set({ turns_16_on: '2000-01-01', turns_18_on: today })
        .where('id', '=', me.user.id)
        .execute();
      forgetUser(t.database.db, me.user.id);
    };
    return { me, made, turnEighteen };
  }

  it.each(Object.keys(SHARING))('%s answers 403 with the reason to a member who has turned 18, and changes nothing', async (key) => {
    const { me, made, turnEighteen } = await member();
    const call = SHARING[key]!(me, made);
    await turnEighteen();
    const before = await everythingOf(me);
    const response = await callAs(me, endpointOf(key), call);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe(ADULT_MEMBER_MESSAGE);
    expect(await everythingOf(me)).toEqual(before);
  });

  it.each(Object.keys(SHARING))('%s is allowed the day before the 18th birthday', async (key) => {
    const { me, made } = await member();
    const response = await callAs(me, endpointOf(key), SHARING[key]!(me, made));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('refuses nothing else for age: reading, export, delete, likes, reports and blocks stay', async () => {
    const { me, turnEighteen } = await member();
    await turnEighteen();
    const others = Object.entries(CONTRACTS)
      .flatMap(([contract, endpoints]) => Object.entries(endpoints).map(([name, e]) => ({ key: `${contract}.${name}`, e })))
      .filter(({ key, e }) => !e.public && !SHARING[key] && ((e.roles ?? DEFAULT_ROLES) as readonly string[]).includes('member'))
      // Signing out everywhere ends the session the others need: last.
      .sort((a, b) => Number(a.key === 'authApi.signOutEverywhere') - Number(b.key === 'authApi.signOutEverywhere'));
    expect(others.length).toBeGreaterThan(40);
    for (const { key, e } of others) {
      const response = await me.request({
        method: e.method,
        url: pathOf(e.path, Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1]))),
      });
      expect([key, response.statusCode < 500 && !response.body.includes(ADULT_MEMBER_MESSAGE)]).toEqual([key, true]);
    }
  });
});
