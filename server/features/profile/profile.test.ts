import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetUser } from '../../auth/sessions';
import { type TestApp, createTestApp, signUp } from '../../test/app';
import { up as emailNotificationsOff } from './migrations/0022-email-notifications-off';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/current', () => {
  it('answers the signed-in user', async () => {
    const me = await signUp(t.app, { displayName: 'Rowan' });
    const response = await me.request({ url: '/api/users/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.user.id,
      displayName: 'Rowan',
      level: 1,
      progress: 0,
      theme: 'system',
      // Rise has no email address for anyone (issue 31): off unless turned on.
      emailNotifications: false,
    });
    expect(response.json().avatarColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('answers 401 problem+json when not signed in, or with a made-up cookie', async () => {
    for (const headers of [{}, { cookie: 'rise_session=made-up' }]) {
      const response = await t.app.inject({ url: '/api/users/current', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });
});

describe('PATCH /api/users/current', () => {
  it('refuses a reserved name when it changes, but lets an account that already has one save other settings', async () => {
    const me = await signUp(t.app);
    const taken = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      payload: { username: 'Rise_Team', displayName: 'Support Squad' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toMatchObject({
      username: expect.stringMatching(/kept for the Rise team/),
      displayName: expect.stringMatching(/kept/),
    });
    // An account from before the rule, named so already.
    await t.database.db
      .updateTable('users')
      .set({ username: 'mod_kate', username_key: 'mod_kate', display_name: 'Support Squad' })
      .where('id', '=', me.user.id)
      .execute();
    forgetUser(t.database.db, me.user.id); // the session lookup is remembered for a second
    const theme = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      payload: { username: 'mod_kate', displayName: 'Support Squad', theme: 'dark' },
    });
    expect(theme.statusCode).toBe(200);
    expect(theme.json()).toMatchObject({ theme: 'dark', username: 'mod_kate' });
  });

  it('saves every setting, and they are there on the next read', async () => {
    const me = await signUp(t.app);
    const username = `renamed_${me.user.id}`;
    const response = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      payload: { displayName: 'New Name', username, emailNotifications: true, theme: 'dark' },
    });
    expect(response.statusCode).toBe(200);
    const again = (await me.request({ url: '/api/users/current' })).json();
    expect(again).toMatchObject({ displayName: 'New Name', username, emailNotifications: true, theme: 'dark' });
  });

  it('changes only what is sent', async () => {
    const me = await signUp(t.app, { displayName: 'Keep Me' });
    const response = await me.request({ method: 'PATCH', url: '/api/users/current', payload: { theme: 'light' } });
    expect(response.json()).toMatchObject({ displayName: 'Keep Me', theme: 'light' });
  });

  it.each([
    ['theme', { theme: 'neon' }],
    ['displayName', { displayName: '  ' }],
    ['username', { username: 'bad name!' }],
    ['emailNotifications', { emailNotifications: 'yes' }],
  ])('answers 400 naming %s and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'PATCH', url: '/api/users/current', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect((await me.request({ url: '/api/users/current' })).json()).toEqual(me.user);
  });

  it('answers 400 for an empty change', async () => {
    const me = await signUp(t.app);
    expect((await me.request({ method: 'PATCH', url: '/api/users/current', payload: {} })).statusCode).toBe(400);
  });

  it('answers 409 when the username belongs to someone else, in any case', async () => {
    const other = await signUp(t.app);
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      payload: { username: other.user.username.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.username).toMatch(/taken/);
  });

  it('answers 401 when not signed in', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/users/current', payload: { theme: 'dark' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('Email notifications (issue 31: Rise has no email address and sends no email)', () => {
  it('start off for a new account and a demo', async () => {
    const me = await signUp(t.app);
    expect(me.user.emailNotifications).toBe(false);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.statusCode).toBe(201);
    expect(demo.json()).toMatchObject({ isDemo: true, emailNotifications: false });
  });

  it('are turned off for every account that had them on before', async () => {
    const me = await signUp(t.app);
    await t.database.db.updateTable('users').set({ email_notifications: 1 }).where('id', '=', me.user.id).execute();
    await emailNotificationsOff(t.database.db as never);
    forgetUser(t.database.db, me.user.id);
    expect((await me.request({ url: '/api/users/current' })).json()).toMatchObject({ emailNotifications: false });
  });
});
