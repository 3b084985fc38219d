// Issue 29: safeguarding that cannot be lost. A case is evidence (words, versions, writer, notes);
// nothing the people involved do erases it; the queue puts danger first; restores where a life may be
// at stake need two moderators; every look is audited; authors and reporters are told.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk, PepTalkComment } from '../../contract/pep-talks';
import type { Notification } from '../../contract/progress';
import type { AuditEntry, ModerationCase } from '../../contract/safety';
import { deleteAbandonedDemos } from '../housekeeping';
import {
  type SignedIn,
  type TestApp,
  createModerator,
  createTestApp,
  signUpTrusted,
  jsonAs as json,
  sessionCookie,
  signUp,
} from '../test/app';
import { eraseExpiredCases } from './safety.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;

const expectProblem = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
};

const aged = () => signUpTrusted(t);

async function pepTalk(me: SignedIn, text = 'Believe in yourself.', extra: Record<string, unknown> = {}): Promise<PepTalk> {
  return json(
    me,
    {
      method: 'POST',
      url: '/api/peptalks',
      payload: { title: 'A pep talk', mediaType: 'text', mediaUrl: text, category: 'confidence', ...extra },
    },
    201,
  );
}
const comment = (me: SignedIn, pepTalkId: number, content: string): Promise<PepTalkComment> =>
  json(me, { method: 'POST', url: `/api/peptalks/${pepTalkId}/comments`, payload: { content } }, 201);
const report = (me: SignedIn, subject: string, id: number, reason = 'bullying', note?: string) =>
  me.request({ method: 'POST', url: '/api/reports', payload: { subject, id, reason, ...(note !== undefined && { note }) } });
const queue = async (mod: SignedIn, status = 'open') =>
  (await json(mod, { url: `/api/moderation/reports?status=${status}&limit=100` })) as ModerationCase[];
const caseOf = async (mod: SignedIn, subject: string, itemId: number, status = 'open') =>
  (await queue(mod, status)).find((c) => c.subject === subject && c.itemId === itemId);
const decide = (mod: SignedIn, caseId: number, action: 'hide' | 'restore', rule?: string) =>
  mod.request({ method: 'POST', url: `/api/moderation/reports/${caseId}`, payload: { action, ...(rule && { rule }) } });
const deleteAccount = (me: SignedIn) => me.request({ method: 'DELETE', url: '/api/users/current', payload: { password: PASSWORD } });
const bell = async (me: SignedIn) => (await json(me, { url: '/api/notifications' })) as Notification[];
const feedIds = async (me: SignedIn) => ((await json(me, { url: '/api/peptalks' })) as PepTalk[]).map((p) => p.id);

describe('a case is evidence', () => {
  it('keeps the words, the writer as named then, every version, every note and how many reporters were trusted', async () => {
    const author = await signUp(t.app, { displayName: 'Kai Writer' });
    const mod = await createModerator(t);
    const p = await pepTalk(author, 'You all stink at this');
    const trusted = await aged();
    expect((await report(trusted, 'peptalk', p.id, 'bullying', 'she told me she will hurt herself tonight')).statusCode).toBe(201);
    expect((await report(await signUp(t.app), 'peptalk', p.id, 'hate')).statusCode).toBe(201);
    // The writer renames themselves and edits the words.
    await json(author, { method: 'PATCH', url: '/api/users/current', payload: { displayName: 'Someone Else' } });
    await json(author, { method: 'PATCH', url: `/api/peptalks/${p.id}`, payload: { mediaUrl: 'Have a nice day' } });
    const c = (await caseOf(mod, 'peptalk', p.id))!;
    expect(c).toMatchObject({
      authorId: author.user.id,
      authorName: 'Kai Writer',
      authorUsername: author.user.username,
      count: 2,
      trustedCount: 1,
    });
    expect(c.versions.map((v) => v.text)).toEqual(['A pep talk\n\nYou all stink at this', 'A pep talk\n\nHave a nice day']);
    expect(c.text).toBe('A pep talk\n\nHave a nice day');
    expect(c.notes).toEqual([
      expect.objectContaining({ reason: 'bullying', note: 'she told me she will hurt herself tonight', trusted: true }),
      expect.objectContaining({ reason: 'hate', note: null, trusted: false }),
    ]);
  });
});

describe('nothing the people involved do erases a case', () => {
  it('a held disclosure deleted by its writer stays first in the queue with its words', async () => {
    const teen = await signUp(t.app);
    const mod = await createModerator(t);
    const p = await pepTalk(teen, 'I want to kill myself');
    expect((await teen.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` })).statusCode).toBe(204);
    const c = (await caseOf(mod, 'peptalk', p.id))!;
    expect(c).toMatchObject({ priority: 1, urgent: true, text: 'A pep talk\n\nI want to kill myself' });
    expect(c.itemDeletedAt).not.toBeNull();
    expect((await queue(mod))[0]!.priority).toBe(1);
  });

  it('a bully deleting a reported comment, or the victim deleting the pep talk under it, keeps the case and the report', async () => {
    const victim = await aged();
    const bully = await signUp(t.app);
    const mod = await createModerator(t);
    const p = await pepTalk(victim);
    const first = await comment(bully, p.id, 'cringe post tbh');
    const second = await comment(bully, p.id, 'not this again');
    expect((await report(victim, 'peptalk-comment', first.id, 'bullying', 'every day')).statusCode).toBe(201);
    expect((await report(victim, 'peptalk-comment', second.id, 'bullying')).statusCode).toBe(201);
    expect((await bully.request({ method: 'DELETE', url: `/api/peptalks/${p.id}/comments/${first.id}` })).statusCode).toBe(204);
    expect((await victim.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` })).statusCode).toBe(204);
    for (const [id, words] of [
      [first.id, 'cringe post tbh'],
      [second.id, 'not this again'],
    ] as const) {
      const c = (await caseOf(mod, 'peptalk-comment', id))!;
      expect(c).toMatchObject({ text: words, authorUsername: bully.user.username, count: 1 });
      expect(c.itemDeletedAt).not.toBeNull();
    }
    const exported = (await victim.request({ url: '/api/users/current/export' })).json();
    expect(exported.sections.social.reports.map((r: { itemId: number }) => r.itemId)).toEqual([first.id, second.id]);
  });

  it('deleting the items, then the account, then the demo cleanup keeps every open and decided case readable', async () => {
    const mod = await createModerator(t);
    const other = await createModerator(t);
    const writer = await signUp(t.app);
    const reporter = await aged();
    const target = await pepTalk(reporter);
    // A held pep talk, a reported pep talk (then decided), a reported comment, a reported video comment.
    const held = await pepTalk(writer, 'I want to kill myself tonight');
    const rude = await pepTalk(writer, 'You all stink at this');
    const c1 = await comment(writer, target.id, 'meh, seen better');
    const [video] = await json(writer, { url: '/api/videos' });
    const vc = await json(
      writer,
      { method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'worst video ever made' } },
      201,
    );
    await report(reporter, 'peptalk', rude.id, 'hate');
    await report(reporter, 'peptalk-comment', c1.id, 'bullying');
    await report(reporter, 'video-comment', vc.id, 'bullying');
    const rudeCase = (await caseOf(mod, 'peptalk', rude.id))!;
    expect((await decide(mod, rudeCase.id, 'hide')).statusCode).toBe(200);
    // The writer deletes everything, then the account.
    await writer.request({ method: 'DELETE', url: `/api/peptalks/${held.id}` });
    await writer.request({ method: 'DELETE', url: `/api/peptalks/${target.id}/comments/${c1.id}` });
    await writer.request({ method: 'DELETE', url: `/api/videos/${video.id}/comments/${vc.id}` });
    expect((await deleteAccount(writer)).statusCode).toBe(204);
    // A demo account that reported and wrote, then abandoned (its session gone), is cleaned up.
    const demoAnswer = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const demoCookie = sessionCookie(demoAnswer);
    const demo = {
      cookie: demoCookie,
      user: demoAnswer.json(),
      request: (o: object) => t.app.inject({ ...o, headers: { cookie: demoCookie } }),
    } as SignedIn;
    const demoComment = await json(
      demo,
      { method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'I want to kill myself' } },
      201,
    );
    expect(demoComment.held).toBe(true);
    await t.database.db.deleteFrom('sessions').where('user_id', '=', demo.user.id).execute();
    expect(await deleteAbandonedDemos(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', demo.user.id).executeTakeFirst()).toBeUndefined();

    const open = await queue(other);
    const decided = await queue(other, 'decided');
    const expectations: [ModerationCase | undefined, string][] = [
      [open.find((c) => c.subject === 'peptalk' && c.itemId === held.id), 'A pep talk\n\nI want to kill myself tonight'],
      [decided.find((c) => c.id === rudeCase.id), 'A pep talk\n\nYou all stink at this'],
      [open.find((c) => c.subject === 'peptalk-comment' && c.itemId === c1.id), 'meh, seen better'],
      [open.find((c) => c.subject === 'video-comment' && c.itemId === vc.id), 'worst video ever made'],
      [open.find((c) => c.subject === 'video-comment' && c.itemId === demoComment.id), 'I want to kill myself'],
    ];
    for (const [c, words] of expectations) {
      expect(c, words).toBeDefined();
      expect(c).toMatchObject({ text: words, authorId: null });
      expect(c!.itemDeletedAt).not.toBeNull();
    }
    expect(expectations[0]![0]!.authorUsername).toBe(writer.user.username);
    // The retention window: a decided case of a deleted item goes 90 days after both; open ones never.
    expect(await eraseExpiredCases(t.database.db, Date.now() + 89 * DAY)).toBe(0);
    expect(await eraseExpiredCases(t.database.db, Date.now() + 91 * DAY)).toBeGreaterThanOrEqual(1);
    expect((await queue(other, 'decided')).find((c) => c.id === rudeCase.id)).toBeUndefined();
    expect((await queue(other)).find((c) => c.itemId === held.id && c.subject === 'peptalk')).toBeDefined();
  });
});

describe('the queue puts danger first', () => {
  it('orders a writer held for care, trusted self-harm reports, sexual reports, then the rest; new and demo accounts raise nothing', async () => {
    const t2 = await createTestApp();
    try {
      const author = await signUp(t2.app);
      const mod = await createModerator(t2);
      const agedIn = async () => {
        const me = await signUp(t2.app);
        await t2.database.db
          .updateTable('users')
          .set({ created_at: new Date(Date.now() - 2 * DAY).toISOString() })
          .where('id', '=', me.user.id)
          .execute();
        return me;
      };
      const post = (text: string) =>
        json(
          author,
          { method: 'POST', url: '/api/peptalks', payload: { title: 'T', mediaType: 'text', mediaUrl: text, category: 'focus' } },
          201,
        ) as Promise<PepTalk>;
      const rep = (me: SignedIn, id: number, reason: string) =>
        me.request({ method: 'POST', url: '/api/reports', payload: { subject: 'peptalk', id, reason } });
      const plain = await post('first post');
      await rep(await agedIn(), plain.id, 'spam');
      const fresh = await post('second post');
      await rep(await signUp(t2.app), fresh.id, 'self-harm');
      const demoAnswer = await t2.app.inject({ method: 'POST', url: '/api/auth/demo' });
      const demoCookie = sessionCookie(demoAnswer);
      // A demo reads the sample community (issue 52); its report reaches no one at all (issue 31): no case is opened.
      const demoFeed = await t2.app.inject({ url: '/api/peptalks?limit=100', headers: { cookie: demoCookie } });
      const byDemo = (demoFeed.json() as PepTalk[]).find((p) => p.isSample)!;
      const fromDemo = await t2.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { cookie: demoCookie },
        payload: { subject: 'peptalk', id: byDemo.id, reason: 'self-harm' },
      });
      expect(fromDemo.json()).toEqual({ id: null, reachesModerators: false, care: false });
      const sexual = await post('fourth post');
      await rep(await agedIn(), sexual.id, 'sexual');
      const selfHarm = await post('fifth post');
      await rep(await agedIn(), selfHarm.id, 'self-harm');
      const held = await post('I want to die');
      const open = (await json(mod, { url: '/api/moderation/reports' })) as ModerationCase[];
      expect(open.map((c) => c.itemId)).toEqual([held.id, selfHarm.id, sexual.id, plain.id, fresh.id]);
      expect(open.map((c) => c.priority)).toEqual([1, 2, 3, 4, 4]);
      expect(open.map((c) => c.urgent)).toEqual([true, true, true, false, false]);
    } finally {
      await t2.close();
    }
  });

  it('never hides the Rise team’s pep talks by reports alone, nor counts new or demo accounts toward hiding', async () => {
    const mod = await createModerator(t);
    const bystander = await signUp(t.app);
    const team = ((await json(bystander, { url: '/api/peptalks?limit=100' })) as PepTalk[]).find((p) => p.isVerified)!;
    for (let i = 0; i < 4; i += 1) expect((await report(await aged(), 'peptalk', team.id, 'spam')).statusCode).toBe(201);
    expect(await feedIds(bystander)).toContain(team.id);
    expect(await caseOf(mod, 'peptalk', team.id)).toMatchObject({ hidden: false, count: 4 });
    const author = await signUp(t.app);
    const p = await pepTalk(author);
    for (let i = 0; i < 5; i += 1) await report(await signUp(t.app), 'peptalk', p.id, 'spam');
    expect(await feedIds(bystander)).toContain(p.id);
  });
});

describe('moderators', () => {
  it('cannot decide a case about their own words (403)', async () => {
    const mod = await createModerator(t);
    const author = await signUp(t.app);
    const p = await pepTalk(author, 'words');
    await report(await aged(), 'peptalk', p.id, 'spam');
    const c = (await caseOf(mod, 'peptalk', p.id))!;
    await t.database.db.updateTable('moderation_cases').set({ author_id: mod.user.id }).where('id', '=', c.id).execute();
    expectProblem(await decide(mod, c.id, 'hide'), 403);
    expect((await decide(await createModerator(t), c.id, 'hide')).statusCode).toBe(200);
  });

  it('need four eyes to restore what was held for care; the restored words open behind a warning', async () => {
    const teen = await signUp(t.app);
    const friend = await signUp(t.app);
    const first = await createModerator(t);
    const second = await createModerator(t);
    const p = await pepTalk(teen, 'I want to die but I am getting help now');
    const c = (await caseOf(first, 'peptalk', p.id))!;
    const asked = await decide(first, c.id, 'restore');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ hidden: true, decision: null, restoreRequestedBy: first.user.id });
    expect((await decide(first, c.id, 'restore')).statusCode).toBe(202);
    expect(await feedIds(friend)).not.toContain(p.id);
    const done = await decide(second, c.id, 'restore');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ hidden: false, decision: 'restore', warn: true });
    const seen = ((await json(friend, { url: '/api/peptalks' })) as PepTalk[]).find((x) => x.id === p.id)!;
    expect(seen).toMatchObject({ sensitive: true, held: false });
    // A plain spam report restores with one moderator.
    const q = await pepTalk(teen, 'buy my stuff');
    await report(friend, 'peptalk', q.id, 'spam');
    expect((await decide(first, (await caseOf(first, 'peptalk', q.id))!.id, 'restore')).statusCode).toBe(200);
  });

  it('every look and every decision is in the audit, which no route changes', async () => {
    const mod = await createModerator(t);
    const author = await signUp(t.app);
    const p = await pepTalk(author, 'meh');
    await report(await aged(), 'peptalk', p.id, 'spam');
    const c = (await caseOf(mod, 'peptalk', p.id))!;
    await decide(mod, c.id, 'hide');
    await json(mod, { url: '/api/moderation/kept' });
    const audit = (await json(mod, { url: '/api/moderation/audit?limit=100' })) as AuditEntry[];
    const mine = audit.filter((a) => a.moderatorId === mod.user.id);
    expect(mine.map((a) => a.action)).toEqual(expect.arrayContaining(['read-queue', 'hide', 'read-kept']));
    expect(mine.find((a) => a.action === 'hide')).toMatchObject({ caseId: c.id, moderatorUsername: mod.user.username });
    expect(mine.filter((a) => a.action === 'read-queue').map((a) => a.caseId)).toContain(c.id);
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'] as const)
      expect((await mod.request({ method, url: '/api/moderation/audit' })).statusCode).toBe(404);
    expectProblem(await author.request({ url: '/api/moderation/audit' }), 403);
  });
});

describe('people are told', () => {
  it('the author hears which rule, may ask once for another look; reporters hear the decision; nobody is named', async () => {
    const author = await signUp(t.app, { displayName: 'Author Person' });
    const reporter = await aged();
    const mod = await createModerator(t);
    const p = await pepTalk(author, 'Worst pep talk ever');
    await report(reporter, 'peptalk', p.id, 'bullying');
    const c = (await caseOf(mod, 'peptalk', p.id))!;
    expect((await decide(mod, c.id, 'hide')).statusCode).toBe(200);
    const notice = (await bell(author)).find((n) => n.kind === 'moderation')!;
    expect(notice).toMatchObject({ caseId: c.id, title: 'Your pep talk was hidden' });
    expect(notice.body).toContain('Be kind: no bullying or harassment');
    expect(notice.body).not.toContain(reporter.user.displayName);
    const told = (await bell(reporter)).find((n) => n.kind === 'moderation')!;
    expect(told.body).toContain('hid it');
    expect(told.body).not.toContain('Author Person');
    expect(told.caseId).toBeNull();
    // Another look: once per decision, and only by the author.
    expectProblem(await reporter.request({ method: 'POST', url: '/api/moderation/appeals', payload: { caseId: c.id } }), 404);
    expect(
      (
        await author.request({
          method: 'POST',
          url: '/api/moderation/appeals',
          payload: { caseId: c.id, note: 'It was a joke between friends' },
        })
      ).statusCode,
    ).toBe(201);
    expectProblem(await author.request({ method: 'POST', url: '/api/moderation/appeals', payload: { caseId: c.id } }), 409);
    const back = (await caseOf(mod, 'peptalk', p.id))!;
    expect(back).toMatchObject({
      decision: null,
      hidden: true,
      appeals: [expect.objectContaining({ note: 'It was a joke between friends' })],
    });
    expect((await decide(mod, c.id, 'hide')).statusCode).toBe(200);
    expect((await author.request({ method: 'POST', url: '/api/moderation/appeals', payload: { caseId: c.id } })).statusCode).toBe(201);
    expectProblem(await author.request({ method: 'POST', url: '/api/moderation/appeals', payload: { caseId: 999_999 } }), 404);
  });
});

describe('report what you blocked; keep your own pep talk clean', () => {
  it('a blocker still reports what they saw; a pep talk’s author removes any comment on it; a like is withdrawn after it went private', async () => {
    const me = await signUp(t.app);
    const them = await signUp(t.app);
    const mod = await createModerator(t);
    const mine = await pepTalk(me);
    const theirs = await pepTalk(them, 'mean words');
    const nasty = await comment(them, mine.id, 'nobody reads this');
    const kind = await comment(me, theirs.id, 'nice');
    await json(me, { method: 'POST', url: `/api/peptalks/${theirs.id}/like` });
    expect((await me.request({ method: 'POST', url: '/api/blocks', payload: { userId: them.user.id } })).statusCode).toBe(204);
    expect((await report(me, 'peptalk', theirs.id, 'bullying')).statusCode).toBe(201);
    expect((await report(me, 'peptalk-comment', nasty.id, 'bullying')).statusCode).toBe(201);
    expect((await me.request({ method: 'DELETE', url: `/api/peptalks/${mine.id}/comments/${nasty.id}` })).statusCode).toBe(204);
    expect((await caseOf(mod, 'peptalk-comment', nasty.id))!.text).toBe('nobody reads this');
    // Someone else cannot remove comments on a pep talk that is not theirs.
    const bystander = await signUp(t.app);
    expectProblem(await bystander.request({ method: 'DELETE', url: `/api/peptalks/${theirs.id}/comments/${kind.id}` }), 404);
    await json(them, { method: 'PATCH', url: `/api/peptalks/${theirs.id}`, payload: { isPublic: false } });
    expect(await json(me, { method: 'POST', url: `/api/peptalks/${theirs.id}/unlike` })).toEqual({ likes: 0, liked: false });
  });
});
