// Issue 16, "your data, your account": change password (other sessions end, this one stays), sign out
// everywhere, and download my data (one JSON file of every module's section, mine alone, no secrets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, newUser, sessionCookie } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ url: '/api/users/current', headers: { cookie } });

/** An account signed in twice (a phone and a laptop). */
async function twoSessions() {
  const fields = newUser();
  const phone = sessionCookie(await post('/api/auth/sign-up', fields));
  const laptop = sessionCookie(await post('/api/auth/sign-in', { username: fields.username, password: fields.password }));
  return { fields, phone, laptop };
}

describe('POST /api/auth/password', () => {
  it('changes the password, ends every other session and keeps this one', async () => {
    const { fields, phone, laptop } = await twoSessions();
    const newPassword = 'a much longer passphrase 42';
    const answer = await post('/api/auth/password', { currentPassword: fields.password, newPassword }, phone);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { username: fields.username, password: fields.password })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { username: fields.username, password: newPassword })).statusCode).toBe(200);
  });

  it('answers a wrong current password with a 400 on that field (never 401), and changes nothing', async () => {
    const { fields, phone, laptop } = await twoSessions();
    const answer = await post(
      '/api/auth/password',
      { currentPassword: 'not it at all', newPassword: 'a much longer passphrase 42' },
      phone,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json().errors).toHaveProperty('currentPassword');
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in', { username: fields.username, password: fields.password })).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules, on the newPassword field', async () => {
    const { fields, phone } = await twoSessions();
    for (const newPassword of ['short', 'password123', fields.password]) {
      const answer = await post('/api/auth/password', { currentPassword: fields.password, newPassword }, phone);
      expect(answer.statusCode, newPassword).toBe(400);
      expect(answer.json().errors).toHaveProperty('newPassword');
    }
    expect((await post('/api/auth/password', { currentPassword: fields.password }, phone)).statusCode).toBe(400);
    expect(
      (await post('/api/auth/password', { currentPassword: fields.password, newPassword: 'a much longer passphrase 42', extra: 1 }, phone))
        .statusCode,
    ).toBe(400);
  });

  it('needs a session', async () => {
    expect((await post('/api/auth/password', { currentPassword: 'x', newPassword: 'a much longer passphrase 42' })).statusCode).toBe(401);
  });

  it('slows down guessing the current password as sign-in does (RATE_LIMIT_SIGN_IN)', async () => {
    const strict = await createTestApp({ RATE_LIMIT_SIGN_IN: '5' });
    try {
      const phone = sessionCookie(await strict.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser() }));
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const payload = { currentPassword: `guess number ${i}`, newPassword: 'a much longer passphrase 42' };
        // A made-up device cookie each time gets no run of its own (only a browser that signed in does).
        const cookie = `${phone}; rise_device=made-up-${i}-${Math.random().toString(36).slice(2)}`;
        statuses.push((await strict.app.inject({ method: 'POST', url: '/api/auth/password', payload, headers: { cookie } })).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of mine, this one too, and clears the cookie', async () => {
    const { fields, phone, laptop } = await twoSessions();
    const other = sessionCookie(await post('/api/auth/sign-up', newUser()));
    const answer = await post('/api/auth/sign-out-everywhere', undefined, phone);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/rise_session=;/);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    // Someone else is untouched, and I can sign in again.
    expect((await me(other)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in', { username: fields.username, password: fields.password })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/api/auth/sign-out-everywhere')).statusCode).toBe(401);
  });
});

describe('GET /api/users/current/export', () => {
  it('downloads one JSON file with every section of mine, and no secret', async () => {
    const fields = newUser();
    const cookie = sessionCookie(await post('/api/auth/sign-up', fields));
    const other = sessionCookie(await post('/api/auth/sign-up', newUser()));
    await t.app.inject({
      method: 'POST',
      url: '/api/mindgym/moods',
      payload: { mood: 'good', note: 'mine-and-only-mine' },
      headers: { cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/mindgym/moods',
      payload: { mood: 'sad', note: 'someone-elses-note' },
      headers: { cookie: other },
    });
    const answer = await t.app.inject({ url: '/api/users/current/export', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="rise-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = answer.json();
    expect(file).toMatchObject({ format: 'rise-export', version: 1 });
    expect(Date.parse(file.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(file.sections)).toEqual(
      expect.arrayContaining(['profile', 'finance', 'mind-gym', 'goals', 'board', 'mentors', 'pep-talks', 'social', 'progress']),
    );
    expect(file.sections.profile.profile.username).toBe(fields.username);
    expect(answer.body).toContain('mine-and-only-mine');
    expect(answer.body).not.toContain('someone-elses-note');
    expect(answer.body).not.toContain(fields.password);
    expect(answer.body).not.toMatch(/password_hash|passwordHash|token_hash|\$argon2|\$scrypt/);
    expect(answer.body).not.toContain(cookie.split('=')[1]!);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/users/current/export' })).statusCode).toBe(401);
  });
});
