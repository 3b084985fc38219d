// Issue 30 through the real routes: a disclosure is never refused, whatever else it holds; contact
// details, asking for pictures and bullying are refused on every public surface; an adult's grooming
// cue is held from the teen and pauses the thread; look-alike names are refused; nothing hidden is stored.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PepTalk } from '../contract/pep-talks';
import type { ModerationCase } from '../contract/safety';
import { createMentorAccount } from './features/mentors/mentor-accounts';
import { CATALOGUE as MENTORS } from './features/mentors/mentors.seed';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs as json, newUser, signIn, signUp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expect400 = (response: LightMyRequestResponse, field: string, detail: RegExp) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors[field]).toMatch(detail);
};
const postPepTalk = (me: SignedIn, title: string, mediaUrl: string) =>
  me.request({ method: 'POST', url: '/api/peptalks', payload: { title, mediaType: 'text', mediaUrl, category: 'confidence' } });

describe('every surface', () => {
  it('keeps a disclosure that also holds contact details or swearing, held and urgent, never refused', async () => {
    const teen = await signUp(t.app);
    const mod = await createModerator(t);
    const answer = await postPepTalk(teen, 'Tonight', 'I want to die. text me on 555 123 4567, this fucking sucks');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ care: true, held: true });
    const p: PepTalk = (await json(teen, { url: '/api/peptalks?limit=1' }))[0];
    const [video] = await json(teen, { url: '/api/videos' });
    const comment = await teen.request({
      method: 'POST',
      url: `/api/videos/${video.id}/comments`,
      payload: { comment: 'i want to die, snap me kai_22' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json()).toMatchObject({ held: true });
    const queue = (await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
    expect(queue.find((c) => c.subject === 'peptalk' && c.itemId === p.id)).toMatchObject({ priority: 1 });
  });

  it('refuses contact details, asking for pictures and bullying on pep talks and comments, naming the field', async () => {
    const me = await signUp(t.app);
    expect400(
      await postPepTalk(me, 'Hi', 'text me on 555 123 4567 or snap: kai_22'),
      'mediaUrl',
      /^For your safety, keep contact details out of your pep talk\./,
    );
    expect400(await postPepTalk(me, 'add me on the gram coolkid99', 'Hello'), 'title', /contact details out of your title/);
    const [video] = await json(me, { url: '/api/videos' });
    const comment = (text: string) => me.request({ method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: text } });
    expect400(await comment('DM me on insta @dave.tips'), 'comment', /contact details out of your comment/);
    expect400(await comment('send me a pic of you'), 'comment', /pictures or sexual talk/);
    expect400(await comment('you are stupid and ugly'), 'comment', /could hurt someone/);
    expect400(await comment('go k*ll yourself'), 'comment', /could hurt someone/);
    expect400(await comment('f\u200Bu\u200Bc\u200Bk this'), 'comment', /a word we keep off Rise/);
    expect((await comment('this test is stupid, I ran 5 kms since 2019-2021')).statusCode).toBe(201);
  });

  it('stores no invisible or bidi characters', async () => {
    const me = await signUp(t.app);
    const answer = await postPepTalk(me, 'Be\u200B kind\u202E', 'You\u00AD got this 👩‍💻');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ title: 'Be kind', mediaUrl: 'You got this 👩‍💻' });
  });

  it('refuses names that pass for the Rise team, staff or a mentor, however written', async () => {
    const signUpAs = (fields: { username?: string; displayName?: string }) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser(fields) });
    for (const displayName of ['Rіse Team', 'R\u200Bise Team', 'Mоderator', `${MENTORS[0]!.name} (Mentor)`]) {
      expect400(await signUpAs({ displayName }), 'displayName', /kept for the Rise team/);
    }
    for (const username of ['riseteam', 'R1se_Team', 'M0derator']) expect((await signUpAs({ username })).statusCode).toBe(400);
    expect((await signUpAs({ displayName: 'Robin Rise' })).statusCode).toBe(201);
    // A right-to-left override is removed before anything is stored: the name reads as typed, not as "RISE TEAM".
    const reversed = await signUpAs({ displayName: '\u202EMAET ESIR' });
    expect(reversed.json()).toMatchObject({ displayName: 'MAET ESIR' });
  });
});

describe('usernames (issue 52: one public name)', () => {
  const PHONE_NAMES = ['tel07700900166', 'maya_07700900166', 'kai_2009_5551234', 'snap_jakeb2066', '07700900166'];

  it('refuses at sign-up what a display name may not hold, naming the field, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const username of PHONE_NAMES) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username }) });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect400(response, 'username', /contact details out of your username/);
    }
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username: 'shut_up_you_twat' }) }),
      'username',
      /username/,
    );
    expect(await count()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ username: 'maya_2009' }) })).statusCode).toBe(
      201,
    );
  });

  it('refuses the same on a change of username in Settings, and keeps the old one', async () => {
    const me = await signUp(t.app);
    for (const username of PHONE_NAMES) {
      expect400(
        await me.request({ method: 'PATCH', url: '/api/users/current', payload: { username } }),
        'username',
        /contact details out of your username/,
      );
    }
    expect(await json(me, { url: '/api/users/current' })).toMatchObject({ username: me.user.username });
    expect(await json(me, { method: 'PATCH', url: '/api/users/current', payload: { username: 'maya_b_2010' } })).toMatchObject({
      username: 'maya_b_2010',
    });
  });
});

describe('mentor threads', () => {
  it('holds an adult’s grooming cue from the teen, urgent, and pauses the thread', async () => {
    const slug = MENTORS.filter((m) => m.acceptingMentees).at(-2)!.slug;
    const { username, password } = await createMentorAccount(t.database.db, slug, 'filter_mentor');
    const mentor = await signIn(t.app, username, password);
    const teen = await signUp(t.app);
    const mod = await createModerator(t);
    const mentors = (await json(teen, { url: '/api/mentors?limit=100' })) as { id: number; name: string }[];
    const target = mentors.find((m) => m.name === MENTORS.find((x) => x.slug === slug)!.name)!;
    await json(teen, { method: 'POST', url: `/api/mentors/${target.id}/like` });
    await json(mentor, { method: 'POST', url: `/api/mentor/threads/${teen.user.id}/accept` });
    expect(
      (await teen.request({ method: 'POST', url: `/api/mentors/${target.id}/messages`, payload: { text: 'Hi! Can you help me plan?' } }))
        .statusCode,
    ).toBe(201);
    const reply = (text: string) =>
      mentor.request({ method: 'POST', url: `/api/mentor/threads/${teen.user.id}/messages`, payload: { text } });
    const held = await reply('How old are you? Do your parents check your phone? Keep our chats between us ok');
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ held: true });
    const thread = (await json(teen, { url: `/api/mentors/${target.id}/messages` })) as { text: string }[];
    expect(thread.map((m) => m.text)).toEqual(['Hi! Can you help me plan?']);
    expect((await reply('Sorry, ignore that')).statusCode).toBe(403);
    const queue = (await json(mod, { url: '/api/moderation/reports?limit=100' })) as ModerationCase[];
    expect(queue.find((c) => c.subject === 'mentor-message' && c.heldFor === 'grooming')).toMatchObject({
      urgent: true,
      priority: 3,
      reasons: ['sexual'],
    });
  });
});
