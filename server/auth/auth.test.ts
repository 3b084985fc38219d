import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_AGE_MESSAGE } from '../../contract/auth';
import { type TestApp, createTestApp, newUser, sessionCookie, signUp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });

const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function yearsAgo(years: number, plusDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d.toISOString().slice(0, 10);
}

describe('POST /api/auth/sign-up', () => {
  it('creates the user at level 1, progress 0, and signs them in with a safe cookie', async () => {
    const fields = newUser({ displayName: 'Maya' });
    const response = await post('/api/auth/sign-up', fields);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: fields.username, displayName: 'Maya', level: 1, progress: 0 });
    expect(Object.keys(user).sort()).toEqual([
      'ageGroup',
      'avatarColor',
      'care',
      'displayName',
      'emailNotifications',
      'id',
      'isDemo',
      'keptSignedIn',
      'level',
      'progress',
      'restriction',
      'role',
      'theme',
      'username',
    ]);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(response) } });
    expect(me.json().username).toBe(fields.username);
  });

  it('refuses anyone under 13 kindly, and stores nothing about them', async () => {
    const before = await countUsers();
    const response = await post('/api/auth/sign-up', newUser({ dateOfBirth: yearsAgo(13, 1) }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json().errors.dateOfBirth).toBe(UNDER_AGE_MESSAGE);
    // No session; only this browser's note that it was refused for age (server/auth/ages.test.ts).
    expect(response.cookies.map((c) => c.name)).toEqual(['rise_age']);
    expect(await countUsers()).toBe(before);
  });

  it('accepts someone who turns 13 today', async () => {
    const response = await post('/api/auth/sign-up', newUser({ dateOfBirth: yearsAgo(13) }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'no spaces' }],
    ['displayName', { displayName: '' }],
    ['displayName', { displayName: 'x'.repeat(41) }],
    ['displayName', { displayName: 'Nul\u0000Char' }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['dateOfBirth', { dateOfBirth: '2010-02-30x' }],
  ])('answers 400 naming %s', async (field, override) => {
    const before = await countUsers();
    const response = await post('/api/auth/sign-up', newUser(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await countUsers()).toBe(before);
  });

  it('refuses one of the most common passwords with a reason', async () => {
    const response = await post('/api/auth/sign-up', newUser({ password: 'password123' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toMatch(/most common passwords/);
  });

  it('refuses unknown fields', async () => {
    const response = await post('/api/auth/sign-up', { ...newUser(), level: 99 });
    expect(response.statusCode).toBe(400);
  });

  it('treats usernames that differ only by case as the same (409)', async () => {
    const first = newUser({ username: 'CaseyJones' });
    expect((await post('/api/auth/sign-up', first)).statusCode).toBe(201);
    const response = await post('/api/auth/sign-up', newUser({ username: 'caseyjones' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.username).toMatch(/taken/);
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs in with any case of the username and issues a new session id each time', async () => {
    const fields = newUser();
    const signUpCookie = sessionCookie(await post('/api/auth/sign-up', fields));
    const first = await post('/api/auth/sign-in', { username: fields.username.toUpperCase(), password: fields.password });
    expect(first.statusCode).toBe(200);
    expect(first.json().username).toBe(fields.username);
    const second = await post(
      '/api/auth/sign-in',
      { username: fields.username, password: fields.password },
      { cookie: sessionCookie(first) },
    );
    expect(new Set([signUpCookie, sessionCookie(first), sessionCookie(second)]).size).toBe(3);
    // The session the second sign-in came with is ended.
    expect((await t.app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(first) } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(second) } })).statusCode).toBe(200);
  });

  it('says the same thing for an unknown user and a wrong password', async () => {
    const fields = newUser();
    await post('/api/auth/sign-up', fields);
    const wrong = await post('/api/auth/sign-in', { username: fields.username, password: 'not the password' });
    const unknown = await post('/api/auth/sign-in', { username: 'nobody_here', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 for a missing password', async () => {
    const response = await post('/api/auth/sign-in', { username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session on the server: the old cookie then gets 401', async () => {
    const { cookie, request } = await signUp(t.app);
    const out = await request({ method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/rise_session=;/);
    const me = await t.app.inject({ url: '/api/users/current', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('is harmless when not signed in', async () => {
    expect((await post('/api/auth/sign-out')).statusCode).toBe(200);
  });

  it('answers 400 for a body', async () => {
    expect((await post('/api/auth/sign-out', { all: true })).statusCode).toBe(400);
  });
});

describe('POST /api/auth/demo', () => {
  it('creates a lively demo account, signed in, removed again at sign-out', async () => {
    const response = await post('/api/auth/demo');
    expect(response.statusCode).toBe(201);
    const user = response.json();
    // Its level comes from its seeded actions through the progress engine (decision 0013).
    expect(user).toMatchObject({ isDemo: true });
    expect(user.level).toBeGreaterThanOrEqual(1);
    expect(user.username).toMatch(/^demo_/);
    const cookie = sessionCookie(response);
    // Filled with sample data, consistent with itself.
    const accounts = (await t.app.inject({ url: '/api/finances/accounts', headers: { cookie } })).json();
    expect(accounts.map((a: { name: string }) => a.name)).toEqual(['Everyday', 'Savings jar']);
    expect(accounts.map((a: { balance: string }) => a.balance)).toEqual(['65.77', '200.00']);
    const summary = (await t.app.inject({ url: '/api/finances/summary', headers: { cookie } })).json();
    expect(summary).toMatchObject({ totalBalance: '265.77', totalIncome: '125.00', totalExpenses: '69.23' });
    const before = await countUsers();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(await countUsers()).toBe(before - 1);
  });

  it('answers 400 for a body', async () => {
    expect((await post('/api/auth/demo', { username: 'x' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('notices within SESSION_CACHE_MS that another instance ended a session', async () => {
    const quick = await createTestApp({ SESSION_CACHE_MS: '50' });
    try {
      const me = await signUp(quick.app);
      expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(200);
      // Another instance signing out deletes the row; this one has not been told.
      await quick.database.db.deleteFrom('sessions').execute();
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(401);
    } finally {
      await quick.close();
    }
  });

  it('answers from the database every time with SESSION_CACHE_MS=0', async () => {
    const exact = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const me = await signUp(exact.app);
      expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(200);
      await exact.database.db.deleteFrom('sessions').execute();
      expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(401);
    } finally {
      await exact.close();
    }
  });
});
