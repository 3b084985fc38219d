// Issue 31: members are 13 to 17. The age rule at sign-up (13th and 18th birthdays exactly), the
// neutral age gate (a day, one browser, the same answer, no date kept), and what a member who has
// turned 18 can still do. Runs on both engines (TEST_DATABASE_URL for PostgreSQL).
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADULT_AGE_MESSAGE, ADULT_MEMBER_MESSAGE, UNDER_AGE_MESSAGE } from '../../contract/auth';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type SignedIn, type TestApp, createTestApp, createTestDatabase, jsonAs, newUser, sessionCookie, signUp } from '../test/app';
import { AGE_GATE_MS } from './age-gate';

let t: TestApp;
beforeAll(async () => {
  // Every request reads the user afresh, so a birthday set in the database counts at once.
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Only the clock is fake: timers, and so the app's own waiting, stay real. */
function setToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const signUpWith = (fields: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser(fields), ...(cookie ? { headers: { cookie } } : {}) });

/** The age gate's cookie from a refusal, as the browser would send it back. */
function gateCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'rise_age');
  if (!cookie) throw new Error(`no age gate cookie in ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ detail: message, errors: { dateOfBirth: message } });
  expect(response.cookies.find((c) => c.name.endsWith('rise_session'))).toBeUndefined();
}

const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-up: members are 13 to 17', () => {
  it('accepts a 13th birthday today and refuses the day before it', async () => {
    setToday('2026-11-21T23:30:00Z');
    expect((await signUpWith({ dateOfBirth: '2013-11-21' })).statusCode).toBe(201);
    const before = await countUsers();
    expectRefused(await signUpWith({ dateOfBirth: '2013-11-22' }), UNDER_AGE_MESSAGE);
    expect(await countUsers()).toBe(before);
  });

  it('refuses an 18th birthday today, kindly, and accepts the day before it', async () => {
    setToday('2026-11-21T00:00:01Z');
    const before = await countUsers();
    const adult = await signUpWith({ dateOfBirth: '2008-11-21' });
    expectRefused(adult, ADULT_AGE_MESSAGE);
    expect(ADULT_AGE_MESSAGE).toMatch(/teenagers/);
    expect(ADULT_AGE_MESSAGE).toMatch(/mentors or Rise staff, through their own accounts/);
    expect(await countUsers()).toBe(before);
    const teen = await signUpWith({ dateOfBirth: '2008-11-22' });
    expect(teen.statusCode, teen.body).toBe(201);
    expect(teen.json().ageGroup).toBe('16-17');
  });

  it('refuses a 1975 date of birth', async () => {
    expectRefused(await signUpWith({ dateOfBirth: '1975-03-04' }), ADULT_AGE_MESSAGE);
  });

  it('keeps the days the account turns 16 and 18, and the birth date nowhere', async () => {
    setToday('2026-11-21T12:00:00Z');
    const dateOfBirth = '2012-02-29';
    const response = await signUpWith({ dateOfBirth });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().ageGroup).toBe('13-15');
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    // A 29 February birthday: 2028 is a leap year; in 2030 it falls on 1 March.
    expect(row).toMatchObject({ turns_16_on: '2028-02-29', turns_18_on: '2030-03-01' });
    // Not in any column of any table, on either engine.
    const tables = await t.database.db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const rows = await t.database.db
        .selectFrom(table.name as 'users')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows), table.name).not.toContain(dateOfBirth);
    }
    // Nor in what the account can download.
    const me = { request: (o: object) => t.app.inject({ ...o, headers: { cookie: sessionCookie(response) } }) } as SignedIn;
    const exported = await me.request({ url: '/api/users/current/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(dateOfBirth);
  });

  it('never writes the date of birth to the logs, refused or accepted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ RATE_LIMIT_SIGN_UP: '1000' });
    config.staticDir = null;
    const { database, drop } = await createTestDatabase();
    const app = await buildApp(config, { database, logger: { level: 'trace', stream } });
    try {
      const dates = ['2019-05-06', '1970-05-06', '2011-05-06'];
      const answers = [];
      for (const dateOfBirth of dates)
        answers.push((await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser({ dateOfBirth }) })).statusCode);
      expect(answers).toEqual([400, 400, 201]);
      expect(lines.length).toBeGreaterThan(0);
      for (const date of dates) expect(lines.join('')).not.toContain(date);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('the age gate: a day, for the browser that was refused', () => {
  it('answers the same kind message to any date from the same browser for 24 hours, then lifts', async () => {
    setToday('2026-06-10T09:00:00Z');
    const refused = await signUpWith({ dateOfBirth: '2015-01-01' });
    expectRefused(refused, UNDER_AGE_MESSAGE);
    const cookie = gateCookie(refused);
    // The cookie says which answer was given and until when: never the date.
    expect(cookie).not.toMatch(/2015/);
    const set = refused.cookies.find((c) => c.name === 'rise_age')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: AGE_GATE_MS / 1000 });

    // A valid date from the same browser: the same answer, and no account.
    const before = await countUsers();
    const again = await signUpWith({ dateOfBirth: '2010-01-01' }, cookie);
    expectRefused(again, UNDER_AGE_MESSAGE);
    // Trying again does not make the day longer.
    expect(again.cookies.find((c) => c.name === 'rise_age')).toBeUndefined();
    expect(await countUsers()).toBe(before);

    // Another browser is not held back.
    expect((await signUpWith({ dateOfBirth: '2010-01-01' })).statusCode).toBe(201);

    // A minute before the day is out, still the same answer; after it, the door opens.
    vi.setSystemTime(new Date(Date.parse('2026-06-10T09:00:00Z') + AGE_GATE_MS - 60_000));
    expectRefused(await signUpWith({ dateOfBirth: '2010-01-01' }, cookie), UNDER_AGE_MESSAGE);
    vi.setSystemTime(new Date(Date.parse('2026-06-10T09:00:00Z') + AGE_GATE_MS + 1));
    const later = await signUpWith({ dateOfBirth: '2010-01-01' }, cookie);
    expect(later.statusCode, later.body).toBe(201);
  });

  it('gives an adult who then tries a teen date the adult answer', async () => {
    const refused = await signUpWith({ dateOfBirth: '1980-02-02' });
    expectRefused(refused, ADULT_AGE_MESSAGE);
    expectRefused(await signUpWith({ dateOfBirth: '2011-02-02' }, gateCookie(refused)), ADULT_AGE_MESSAGE);
  });

  it('ignores a gate cookie that is not one of its own (made up, or longer than a day)', async () => {
    const farFuture = Date.now() + 10 * AGE_GATE_MS;
    for (const value of ['yes', 'too-young', `too-young.${farFuture}`, 'too-old.-5', `maybe.${Date.now() + 1000}`]) {
      const response = await signUpWith({ dateOfBirth: '2011-02-02' }, `rise_age=${value}`);
      expect(response.statusCode, `${value}: ${response.body}`).toBe(201);
    }
  });

  it('is not set by a refusal for anything other than age', async () => {
    const response = await signUpWith({ dateOfBirth: '2011-02-02', username: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((c) => c.name === 'rise_age')).toBeUndefined();
  });
});

describe('a member who has turned 18', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const setBirthdays = (me: SignedIn, turns18: string) =>
    t.database.db
      .updateTable('users')
      .set({ turns_16_on: addDays(turns18, -730), turns_18_on: turns18 })
      .where('id', '=', me.user.id)
      .execute();

  /** The ids of the mentors open to new mentees (a like matches at once). */
  const openMentors = async (me: SignedIn) =>
    ((await jsonAs(me, { url: '/api/mentors' })) as { id: number; acceptingMentees: boolean }[])
      .filter((m) => m.acceptingMentees)
      .map((m) => m.id);

  /** A member with a pep talk, a comment on it, a video comment and a mentor thread, made while 17. */
  async function memberWithThings() {
    const me = await signUp(t.app);
    const pepTalk = await jsonAs(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Keep going', mediaType: 'text', mediaUrl: 'One step a day.', category: 'courage', isPublic: true },
      },
      201,
    );
    const comment = await jsonAs(
      me,
      { method: 'POST', url: `/api/peptalks/${pepTalk.id}/comments`, payload: { content: 'Thanks all!' } },
      201,
    );
    const [video] = await jsonAs(me, { url: '/api/videos' });
    const videoComment = await jsonAs(
      me,
      { method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'Great one' } },
      201,
    );
    const [mentor] = await openMentors(me);
    expect((await jsonAs(me, { method: 'POST', url: `/api/mentors/${mentor}/like` })).matched).toBe(true);
    await jsonAs(me, { method: 'POST', url: `/api/mentors/${mentor}/messages`, payload: { text: 'Hi! How did you start?' } }, 201);
    return { me, pepTalk, comment, video, videoComment, mentor };
  }

  const expectAdultRefusal = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe(ADULT_MEMBER_MESSAGE);
  };

  it('can no longer post, comment, or write to or ask mentors, and is told why', async () => {
    const { me, pepTalk, video, mentor } = await memberWithThings();
    await setBirthdays(me, today());
    expect((await jsonAs(me, { url: '/api/users/current' })).ageGroup).toBe('18+');
    const countOf = async (table: 'pep_talks' | 'comments' | 'mentor_messages') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      pepTalks: await countOf('pep_talks'),
      comments: await countOf('comments'),
      messages: await countOf('mentor_messages'),
    };

    expectAdultRefusal(
      await me.request({
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'New', mediaType: 'text', mediaUrl: 'Words', category: 'courage' },
      }),
    );
    expectAdultRefusal(await me.request({ method: 'PATCH', url: `/api/peptalks/${pepTalk.id}`, payload: { title: 'Edited' } }));
    expectAdultRefusal(await me.request({ method: 'PATCH', url: `/api/peptalks/${pepTalk.id}`, payload: { mediaUrl: 'New words' } }));
    expectAdultRefusal(await me.request({ method: 'POST', url: `/api/peptalks/${pepTalk.id}/comments`, payload: { content: 'Another' } }));
    expectAdultRefusal(await me.request({ method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'Another' } }));
    expectAdultRefusal(await me.request({ method: 'POST', url: `/api/mentors/${mentor}/messages`, payload: { text: 'Still there?' } }));
    expectAdultRefusal(await me.request({ method: 'POST', url: `/api/mentors/${(await openMentors(me))[1]}/like` }));

    expect({
      pepTalks: await countOf('pep_talks'),
      comments: await countOf('comments'),
      messages: await countOf('mentor_messages'),
    }).toEqual(before);
    expect((await jsonAs(me, { url: `/api/peptalks/${pepTalk.id}/comments` })).map((c: { content: string }) => c.content)).toEqual([
      'Thanks all!',
    ]);
  });

  it('can still read, narrow who sees a pep talk, remove what they wrote, export and delete', async () => {
    const { me, pepTalk, comment, video, videoComment, mentor } = await memberWithThings();
    await setBirthdays(me, addDays(today(), -30));

    expect((await me.request({ url: '/api/peptalks' })).statusCode).toBe(200);
    expect((await me.request({ url: '/api/videos' })).statusCode).toBe(200);
    expect((await jsonAs(me, { url: `/api/mentors/${mentor}/messages` })).length).toBeGreaterThan(0);
    // Likes and shares are not words: they stay.
    expect((await me.request({ method: 'POST', url: `/api/videos/${video.id}/like` })).statusCode).toBe(200);
    // Private and comments off narrow who sees it: allowed. Public again is not.
    expect(
      (await jsonAs(me, { method: 'PATCH', url: `/api/peptalks/${pepTalk.id}`, payload: { isPublic: false, commentsOff: true } })).isPublic,
    ).toBe(false);
    expectAdultRefusal(await me.request({ method: 'PATCH', url: `/api/peptalks/${pepTalk.id}`, payload: { isPublic: true } }));
    expectAdultRefusal(await me.request({ method: 'PATCH', url: `/api/peptalks/${pepTalk.id}`, payload: { commentsOff: false } }));

    expect((await me.request({ method: 'DELETE', url: `/api/peptalks/${pepTalk.id}/comments/${comment.id}` })).statusCode).toBe(204);
    expect((await me.request({ method: 'DELETE', url: `/api/videos/${video.id}/comments/${videoComment.id}` })).statusCode).toBe(204);
    expect((await me.request({ method: 'DELETE', url: `/api/peptalks/${pepTalk.id}` })).statusCode).toBe(204);

    const exported = await me.request({ url: '/api/users/current/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().format).toBe('rise-export');

    const deleted = await me.request({ method: 'DELETE', url: '/api/users/current', payload: { password: 'correct horse battery' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', me.user.id).executeTakeFirst()).toBeUndefined();
  });

  it('posts as before on the day before the 18th birthday', async () => {
    const me = await signUp(t.app);
    await setBirthdays(me, addDays(today(), 1));
    expect((await jsonAs(me, { url: '/api/users/current' })).ageGroup).toBe('16-17');
    await jsonAs(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Still here', mediaType: 'text', mediaUrl: 'Words', category: 'courage', isPublic: true },
      },
      201,
    );
  });

  it('leaves accounts with no known age (joined before ages were kept) as they were', async () => {
    const me = await signUp(t.app);
    await t.database.db.updateTable('users').set({ turns_16_on: null, turns_18_on: null }).where('id', '=', me.user.id).execute();
    expect((await jsonAs(me, { url: '/api/users/current' })).ageGroup).toBeNull();
    await jsonAs(
      me,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Older account', mediaType: 'text', mediaUrl: 'Words', category: 'courage', isPublic: true },
      },
      201,
    );
  });
});
