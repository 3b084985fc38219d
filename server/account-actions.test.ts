// Issue 52: moderators act on accounts. Restrict (1 or 7 days: no posting, commenting, shared-board
// writing, joining or writing to mentors), suspend and ban (two moderators, both still staff; every
// session and stream ends at once), lift; "this person may be an adult" reports; an account's record on
// every case; unlinking a mentor. Runs on both engines.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk } from '../contract/pep-talks';
import type { Notification } from '../contract/progress';
import type { AccountRecord, AuditEntry, ModerationCase } from '../contract/safety';
import { revokeModerator } from './auth/staff';
import catalogue from './features/mentors/catalogue.json' with { type: 'json' };
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { type SignedIn, type TestApp, createModerator, createTestApp, signUpTrusted, jsonAs as json, signUp } from './test/app';
import { openStream } from './test/streams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;

const expectProblem = (response: LightMyRequestResponse, status: number, detail?: RegExp) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail) expect(response.json().detail).toMatch(detail);
};

const aged = () => signUpTrusted(t);

const pepTalk = (me: SignedIn, text = 'Believe in yourself.') =>
  me.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title: 'A pep talk', mediaType: 'text', mediaUrl: text, category: 'confidence', isPublic: true },
  });
const report = (me: SignedIn, subject: string, id: number, reason: string) =>
  me.request({ method: 'POST', url: '/api/reports', payload: { subject, id, reason } });
const openCases = async (mod: SignedIn) => (await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
const act = (mod: SignedIn, userId: number, payload: Record<string, unknown>) =>
  mod.request({ method: 'POST', url: `/api/moderation/accounts/${userId}/actions`, payload });
const bell = async (me: SignedIn) => (await json(me, { url: '/api/notifications' })) as Notification[];
const current = (me: SignedIn) => me.request({ url: '/api/users/current' });

/** A teen who wrote a public pep talk that another reported: the case moderators act from. */
async function writerWithCase(mod: SignedIn, reason = 'bullying') {
  const writer = await signUp(t.app);
  const posted = (await pepTalk(writer, 'Pineapple on pizza is the best.')).json() as PepTalk;
  const reporter = await signUp(t.app);
  expect((await report(reporter, 'peptalk', posted.id, reason)).statusCode).toBe(201);
  const c = (await openCases(mod)).find((x) => x.subject === 'peptalk' && x.itemId === posted.id)!;
  return { writer, pepTalk: posted, caseId: c.id, reporter };
}

describe('restricting an account', () => {
  it('stops posting, commenting, shared-board writing, joining and writing to mentors, says until when, and lifts', async () => {
    const mod = await createModerator(t);
    const { writer, caseId } = await writerWithCase(mod);
    const friend = await signUp(t.app);
    const theirs = (await pepTalk(friend)).json() as PepTalk;
    // A board the writer shares with a friend, and one of their own.
    const board = await json(writer, { method: 'POST', url: '/api/projects', payload: { title: 'Science fair' } }, 201);
    const invite = await json(writer, { method: 'POST', url: `/api/projects/${board.id}/invites` }, 201);
    await json(friend, { method: 'POST', url: '/api/projects/join', payload: { code: invite.code } });
    const sharedColumns = await json(writer, { url: `/api/projects/${board.id}/columns` });
    const ownColumns = await json(writer, { url: '/api/projects/1/columns' });
    const friendsBoard = await json(friend, { method: 'POST', url: '/api/projects', payload: { title: 'Band' } }, 201);
    const friendsInvite = await json(friend, { method: 'POST', url: `/api/projects/${friendsBoard.id}/invites` }, 201);
    // A mentor the writer is matched with, another they have not asked yet, and a video comment to answer.
    const open = ((await json(writer, { url: '/api/mentors?limit=100' })) as { id: number; acceptingMentees: boolean }[]).filter(
      (m) => m.acceptingMentees,
    );
    await json(writer, { method: 'POST', url: `/api/mentors/${open[0]!.id}/like` });
    const toAnswer = await json(friend, { method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Loved this one' } }, 201);

    const restricted = await act(mod, writer.user.id, { action: 'restrict', days: 7, caseId, note: 'Third time this week' });
    expect(restricted.statusCode, restricted.body).toBe(201);
    const record = restricted.json() as AccountRecord;
    expect(record.restriction?.until).toBeTruthy();
    expect(Date.parse(record.restriction!.until!) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(record.actions[0]).toMatchObject({ action: 'restrict', state: 'done', days: 7, rule: 'bullying', caseId });

    // Told what, for how long and under which rule, with a way to ask for another look.
    const notice = (await bell(writer)).find((n) => n.title === 'Your posting is paused')!;
    expect(notice.body).toMatch(/7 days, until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(notice.body).toMatch(/Be kind: no bullying or harassment/);
    const me = (await current(writer)).json();
    expect(me.restriction).toEqual({ until: record.restriction!.until, rule: 'bullying' });

    const until = /until \d{4}-\d\d-\d\d \d\d:\d\d UTC/;
    expectProblem(await pepTalk(writer), 403, until);
    expectProblem(
      await writer.request({ method: 'POST', url: `/api/peptalks/${theirs.id}/comments`, payload: { content: 'Nice' } }),
      403,
      until,
    );
    expectProblem(await writer.request({ method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Nice' } }), 403, until);
    expectProblem(
      await writer.request({ method: 'POST', url: `/api/columns/${sharedColumns[0].id}/tasks`, payload: { title: 'Posters' } }),
      403,
      until,
    );
    expectProblem(await writer.request({ method: 'PATCH', url: `/api/projects/${board.id}`, payload: { title: 'Ha' } }), 403, until);
    expectProblem(await writer.request({ method: 'POST', url: '/api/projects/join', payload: { code: friendsInvite.code } }), 403, until);
    // Replying, and writing to (or asking) a mentor.
    expectProblem(
      await writer.request({ method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Same', parentId: toAnswer.id } }),
      403,
      until,
    );
    expectProblem(
      await writer.request({ method: 'POST', url: `/api/mentors/${open[0]!.id}/messages`, payload: { text: 'Hello!' } }),
      403,
      until,
    );
    expectProblem(await writer.request({ method: 'POST', url: `/api/mentors/${open[1]!.id}/like` }), 403, until);
    // Reading, its own tools and its own board go on.
    expect((await writer.request({ url: '/api/peptalks?limit=5' })).statusCode).toBe(200);
    expect(
      (await writer.request({ method: 'POST', url: `/api/columns/${ownColumns[0].id}/tasks`, payload: { title: 'Homework' } })).statusCode,
    ).toBe(201);
    expect(
      (
        await writer.request({
          method: 'POST',
          url: '/api/finances/accounts',
          payload: { name: 'Savings', type: 'savings', balance: '10.00' },
        })
      ).statusCode,
    ).toBe(201);
    // Words about hurting oneself are never refused: held for the writer and the moderators.
    const care = await pepTalk(writer, 'I want to kill myself tonight');
    expect(care.statusCode, care.body).toBe(201);
    expect(care.json().care).toBe(true);

    // Another look, once.
    const appeal = () => writer.request({ method: 'POST', url: '/api/moderation/appeals', payload: { caseId, note: 'It was a joke' } });
    expect((await appeal()).statusCode).toBe(201);
    expectProblem(await appeal(), 409);
    const back = (await openCases(mod)).find((c) => c.id === caseId)!;
    expect(back.appeals.at(-1)?.note).toBe('It was a joke');

    // Lifting a restriction takes one moderator.
    const lifted = await act(mod, writer.user.id, { action: 'lift', caseId });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((lifted.json() as AccountRecord).restriction).toBeNull();
    expect((await pepTalk(writer)).statusCode).toBe(201);
    expect(
      (await writer.request({ method: 'POST', url: `/api/mentors/${open[0]!.id}/messages`, payload: { text: 'Hello!' } })).statusCode,
    ).toBe(201);
    expect((await current(writer)).json().restriction).toBeNull();
    expect((await bell(writer)).some((n) => n.title === 'Your account is back to normal')).toBe(true);
  });

  it('ends by itself when its days are over', async () => {
    const mod = await createModerator(t);
    const { writer, caseId } = await writerWithCase(mod);
    expect((await act(mod, writer.user.id, { action: 'restrict', days: 1, caseId })).statusCode).toBe(201);
    expect((await pepTalk(writer)).statusCode).toBe(403);
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', writer.user.id)
      .execute();
    // The session cache may remember the row: a write of the user's own makes it read again.
    await json(writer, { method: 'POST', url: '/api/finances/accounts', payload: { name: 'Jar', type: 'savings', balance: '1.00' } }, 201);
    expect((await pepTalk(writer)).statusCode).toBe(201);
  });

  it('answers 4xx to what makes no sense, and changes nothing', async () => {
    const mod = await createModerator(t);
    const { writer, caseId } = await writerWithCase(mod);
    const other = await writerWithCase(mod);
    expectProblem(await act(mod, writer.user.id, { action: 'restrict', caseId }), 400);
    expectProblem(await act(mod, writer.user.id, { action: 'restrict', days: 3, caseId }), 400);
    expectProblem(await act(mod, writer.user.id, { action: 'ban', days: 3, caseId }), 400);
    expectProblem(await act(mod, writer.user.id, { action: 'mute', caseId }), 400);
    expectProblem(await act(mod, writer.user.id, { action: 'restrict', days: 1, caseId: other.caseId }), 400);
    expectProblem(await act(mod, writer.user.id, { action: 'restrict', days: 1, caseId: 99_999_999 }), 400);
    expectProblem(await act(mod, 99_999_999, { action: 'restrict', days: 1, caseId }), 404);
    expectProblem(await act(mod, writer.user.id, { action: 'lift', caseId }), 409);
    expectProblem(await act(mod, mod.user.id, { action: 'restrict', days: 1, caseId }), 403);
    const otherMod = await createModerator(t);
    expectProblem(await act(mod, otherMod.user.id, { action: 'restrict', days: 1, caseId }), 403);
    const record = (await json(mod, { url: `/api/moderation/accounts/${writer.user.id}` })) as AccountRecord;
    expect(record.actions).toEqual([]);
    expect(record.restriction).toBeNull();
    expect((await pepTalk(writer)).statusCode).toBe(201);
  });
});

describe('suspending and banning', () => {
  it('needs two moderators; then every session and stream ends at once and sign-in says why', async () => {
    const first = await createModerator(t);
    const second = await createModerator(t);
    const { writer, caseId } = await writerWithCase(first);
    const stream = await openStream(t.app, { cookie: writer.cookie });
    await stream.next((e) => e.type === 'ready');

    const asked = await act(first, writer.user.id, { action: 'suspend', days: 7, caseId });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((asked.json() as AccountRecord).actions[0]).toMatchObject({
      action: 'suspend',
      state: 'waiting',
      requestedBy: first.user.username,
    });
    // Every case about the account shows what waits, and for whom.
    const waitingOn = (await openCases(second)).find((c) => c.id === caseId)!;
    expect(waitingOn.account?.waiting).toEqual({ action: 'suspend', days: 7, requestedBy: first.user.id });
    // The same moderator asking again changes nothing.
    expect((await act(first, writer.user.id, { action: 'suspend', days: 7, caseId })).statusCode).toBe(202);
    expect((await current(writer)).statusCode).toBe(200);

    const done = await act(second, writer.user.id, { action: 'suspend', days: 7, caseId });
    expect(done.statusCode, done.body).toBe(200);
    const record = done.json() as AccountRecord;
    expect(record.suspension?.until).toBeTruthy();
    expect(record.actions[0]).toMatchObject({ state: 'done', requestedBy: first.user.username, confirmedBy: second.user.username });
    expect((await current(writer)).statusCode).toBe(401);
    await stream.end();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: writer.user.username, password: PASSWORD },
    });
    expectProblem(signIn, 403, /suspended by Rise’s moderators until \d{4}-\d\d-\d\d.*Be kind: no bullying or harassment/);
    // A wrong password learns nothing of it.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: writer.user.username, password: 'not it at all' },
    });
    expectProblem(wrong, 401);

    // It cannot sign in to its bell, so it asks for another look with its password, once.
    const appeal = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/appeal',
        payload: { username: writer.user.username, password, note: 'Please look again' },
      });
    expectProblem(await appeal('not it at all'), 401);
    expect((await appeal(PASSWORD)).statusCode).toBe(201);
    expectProblem(await appeal(PASSWORD), 409, /already asked/);
    expect((await openCases(first)).find((c) => c.id === caseId)?.appeals.at(-1)?.note).toBe('Please look again');
    const appealed = (await json(first, { url: `/api/moderation/accounts/${writer.user.id}` })) as AccountRecord;
    expect(appealed.actions[0]).toMatchObject({ action: 'suspend', appealNote: 'Please look again' });
    // An account that is not shut out signs in instead.
    const bystander = await signUp(t.app);
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/auth/appeal', payload: { username: bystander.user.username, password: PASSWORD } }),
      409,
    );

    // Lifting a suspension takes two as well.
    expect((await act(first, writer.user.id, { action: 'lift', caseId })).statusCode).toBe(202);
    expect((await act(second, writer.user.id, { action: 'lift', caseId })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: writer.user.username, password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);

    const audit = (await json(first, { url: '/api/moderation/audit?limit=50' })) as AuditEntry[];
    expect(audit.some((a) => a.action === 'account-action-requested' && a.caseId === caseId)).toBe(true);
    expect(audit.some((a) => a.action === 'account-action' && a.about.startsWith('Suspended'))).toBe(true);
  });

  it('a request whose first moderator was revoked meanwhile waits for another', async () => {
    const first = await createModerator(t);
    const second = await createModerator(t);
    const third = await createModerator(t);
    const { writer, caseId } = await writerWithCase(first);
    expect((await act(first, writer.user.id, { action: 'ban', caseId })).statusCode).toBe(202);
    await revokeModerator(t.database.db, first.user.username);
    expect((await act(second, writer.user.id, { action: 'ban', caseId })).statusCode).toBe(202);
    expect((await current(writer)).statusCode).toBe(200);
    expect((await act(third, writer.user.id, { action: 'ban', caseId })).statusCode).toBe(200);
    expect((await current(writer)).statusCode).toBe(401);
  });

  it('a two-moderator restore needs its first moderator to be staff still', async () => {
    const first = await createModerator(t);
    const second = await createModerator(t);
    const { caseId } = await writerWithCase(first, 'sexual');
    expect(
      (await first.request({ method: 'POST', url: `/api/moderation/reports/${caseId}`, payload: { action: 'restore' } })).statusCode,
    ).toBe(202);
    await revokeModerator(t.database.db, first.user.username);
    const after = await second.request({ method: 'POST', url: `/api/moderation/reports/${caseId}`, payload: { action: 'restore' } });
    expect(after.statusCode, after.body).toBe(202);
    expect((after.json() as ModerationCase).restoreRequestedBy).toBe(second.user.id);
  });

  it('a ban hides the account’s public words from everyone else, keeps its cases, and closes it', async () => {
    const first = await createModerator(t);
    const second = await createModerator(t);
    const { writer, pepTalk: posted, caseId } = await writerWithCase(first);
    const reader = await signUp(t.app);
    const visible = async () => ((await json(reader, { url: '/api/peptalks?limit=100' })) as PepTalk[]).some((p) => p.id === posted.id);
    expect(await visible()).toBe(true);
    // Its likes stop counting for others too (the stored counts are recounted, decision 0037).
    const readers = (await pepTalk(reader, 'Mine to count')).json() as PepTalk;
    await writer.request({ method: 'POST', url: `/api/peptalks/${readers.id}/like` });
    const likes = async () => ((await json(reader, { url: '/api/peptalks/user' })) as PepTalk[]).find((p) => p.id === readers.id)!.likes;
    expect(await likes()).toBe(1);
    // Its comments, on the reader's pep talk and on a video, are public words too.
    const onPepTalk = (await json(
      writer,
      { method: 'POST', url: `/api/peptalks/${readers.id}/comments`, payload: { content: 'Thanks for reading' } },
      201,
    )) as { id: number };
    const onVideo = (await json(writer, { method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Good advice' } }, 201)) as {
      id: number;
    };
    const commentsSeen = async () => {
      const pep = (await json(reader, { url: `/api/peptalks/${readers.id}/comments?limit=100` })) as { id: number }[];
      const video = (await json(reader, { url: '/api/videos/1/comments?limit=100' })) as { id: number }[];
      return [pep.some((c) => c.id === onPepTalk.id), video.some((c) => c.id === onVideo.id)];
    };
    expect(await commentsSeen()).toEqual([true, true]);
    await act(first, writer.user.id, { action: 'ban', caseId });
    expect(await visible()).toBe(true);
    expect((await act(second, writer.user.id, { action: 'ban', caseId })).statusCode).toBe(200);
    expect(await visible()).toBe(false);
    expect(await commentsSeen()).toEqual([false, false]);
    expect(await likes()).toBe(0);
    expect((await openCases(first)).some((c) => c.id === caseId)).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: writer.user.username, password: PASSWORD },
    });
    expectProblem(signIn, 403, /closed/);
    expectProblem(await act(first, writer.user.id, { action: 'restrict', days: 1, caseId }), 409);
  });
});

describe('"This person may be an adult"', () => {
  it('is urgent, and two trusted accounts saying it restrict the account until a moderator decides', async () => {
    const mod = await createModerator(t);
    const suspect = await signUp(t.app);
    const posted = (await pepTalk(suspect, 'Anyone want to hang out after school?')).json() as PepTalk;
    const newcomer = await signUp(t.app);
    expect((await report(newcomer, 'peptalk', posted.id, 'adult')).statusCode).toBe(201);
    const c = (await openCases(mod)).find((x) => x.subject === 'peptalk' && x.itemId === posted.id)!;
    expect(c.urgent).toBe(true);
    expect(c.reasons).toContain('adult');
    // One trusted report and an untrusted one: not yet.
    expect((await report(await aged(), 'peptalk', posted.id, 'adult')).statusCode).toBe(201);
    expect((await current(suspect)).json().restriction).toBeNull();
    // A second trusted account, about the person: restricted until a moderator decides.
    expect((await report(await aged(), 'person', suspect.user.id, 'adult')).statusCode).toBe(201);
    expect((await current(suspect)).json().restriction).toEqual({ until: null, rule: 'adult' });
    expectProblem(await pepTalk(suspect), 403, /until a moderator has looked/);
    const record = (await json(mod, { url: `/api/moderation/accounts/${suspect.user.id}` })) as AccountRecord;
    expect(record.actions[0]).toMatchObject({ action: 'restrict', requestedBy: null, rule: 'adult', until: null });
    expect(record.caseCount).toBe(2);
    // The person's case is about their names.
    const person = (await openCases(mod)).find((x) => x.subject === 'name' && x.itemId === suspect.user.id)!;
    expect(person.text).toContain(suspect.user.username);
    expect(person.urgent).toBe(true);
  });

  it('is not a reason about a mentor, and a person report finds no staff or demo account', async () => {
    const mod = await createModerator(t);
    const teen = await signUp(t.app);
    expectProblem(await report(teen, 'person', mod.user.id, 'adult'), 404);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expectProblem(await report(teen, 'person', demo.json().id, 'bullying'), 404);
    expectProblem(await report(teen, 'person', teen.user.id, 'adult'), 400);
    expectProblem(await report(teen, 'mentor-message', 1, 'adult'), 404);
  });
});

describe("an account's record", () => {
  it('shows earlier cases and actions on every case, and reading it is audited', async () => {
    const mod = await createModerator(t);
    const { writer, caseId } = await writerWithCase(mod);
    const second = (await pepTalk(writer, 'Cats are better than dogs.')).json() as PepTalk;
    await report(await signUp(t.app), 'peptalk', second.id, 'hate');
    await act(mod, writer.user.id, { action: 'restrict', days: 1, caseId });
    const record = (await json(mod, { url: `/api/moderation/accounts/${writer.user.id}` })) as AccountRecord;
    expect(record).toMatchObject({ userId: writer.user.id, username: writer.user.username, caseCount: 2, banned: false });
    expect(record.cases.map((c) => c.reasons)).toEqual([['hate'], ['bullying']]);
    expect(record.actions).toHaveLength(1);
    // Each case about its words carries the account at a glance: the pattern shows in the queue.
    const onCases = (await openCases(mod)).filter((c) => c.authorId === writer.user.id);
    expect(onCases).toHaveLength(2);
    for (const c of onCases)
      expect(c.account).toEqual({
        caseCount: 2,
        actionCount: 1,
        restriction: { until: record.restriction!.until },
        suspension: null,
        banned: false,
        waiting: null,
      });
    const audit = (await json(mod, { url: '/api/moderation/audit?limit=20' })) as AuditEntry[];
    expect(audit.some((a) => a.action === 'read-account' && a.about.includes(writer.user.username))).toBe(true);
    expectProblem(await mod.request({ url: '/api/moderation/accounts/99999999' }), 404);
  });
});

describe("mentors' accounts", () => {
  it('a suspended mentor is away for the teens; unlinked from the moderators’ screen, it cannot sign in', async () => {
    const first = await createModerator(t);
    const second = await createModerator(t);
    const entry = catalogue.filter((m) => m.acceptingMentees)[2]!;
    const { username, password } = await createMentorAccount(
      t.database.db,
      entry.slug,
      `acts_${entry.slug.slice(0, 12)}`.replaceAll('-', '_'),
    );
    const mentorSignIn = () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
    const mentorUserId = (await mentorSignIn()).json().id as number;
    const teen = await signUp(t.app);
    const mentorId = ((await json(teen, { url: '/api/mentors?limit=100' })) as { id: number; name: string }[]).find(
      (m) => m.name === entry.name,
    )!.id;
    await json(teen, { method: 'POST', url: `/api/mentors/${mentorId}/like` });
    const say = (text: string) => teen.request({ method: 'POST', url: `/api/mentors/${mentorId}/messages`, payload: { text } });
    const hello = (await say('Hi there!')).json();
    expect(hello.id).toBeDefined();
    // The teen reports the mentor's account from its case (a report on the teen's own line is refused,
    // so the case here is the mentor's names, reported by another teen as bullying).
    await report(await signUp(t.app), 'person', mentorUserId, 'bullying');
    const c = (await openCases(first)).find((x) => x.subject === 'name' && x.itemId === mentorUserId)!;
    await act(first, mentorUserId, { action: 'suspend', caseId: c.id });
    expect((await act(second, mentorUserId, { action: 'suspend', caseId: c.id })).statusCode).toBe(200);
    expectProblem(await say('Are you there?'), 403, /away from Rise for now/);
    expectProblem(await mentorSignIn(), 403);
    await act(first, mentorUserId, { action: 'lift', caseId: c.id });
    await act(second, mentorUserId, { action: 'lift', caseId: c.id });
    expect((await mentorSignIn()).statusCode).toBe(200);

    expectProblem(await first.request({ method: 'POST', url: `/api/moderation/accounts/${teen.user.id}/unlink-mentor` }), 404);
    expect((await first.request({ method: 'POST', url: `/api/moderation/accounts/${mentorUserId}/unlink-mentor` })).statusCode).toBe(204);
    expectProblem(await mentorSignIn(), 401);
    const audit = (await json(first, { url: '/api/moderation/audit?limit=20' })) as AuditEntry[];
    expect(audit.some((a) => a.action === 'unlink-mentor' && a.about.includes(`#${mentorUserId}`))).toBe(true);
    // Unlinked already: nothing more to unlink.
    expectProblem(await first.request({ method: 'POST', url: `/api/moderation/accounts/${mentorUserId}/unlink-mentor` }), 404);
  });
});
