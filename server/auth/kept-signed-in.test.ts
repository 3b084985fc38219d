// "Keep me signed in" (issue 31, decision 0019): a session started without it gets a cookie that ends
// with the browser, and its answers never say they may be kept offline; one started with it gets a
// lasting cookie, and every signed-in read's answer says how long after it the device's copy may open
// offline (12 hours by default, never more than the session's idle window: issue 52).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_FOR_HEADER } from '../../contract/offline';
import { loadConfig } from '../config';
import { type TestApp, createTestApp, newUser, sessionCookie } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_DAYS: '3', SESSION_OFFLINE_HOURS: '5' });
});
afterAll(() => t.close());

const OFFLINE_SECONDS = String(5 * 60 * 60);

async function signIn(username: string, password: string, keepSignedIn?: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: keepSignedIn === undefined ? { username, password } : { username, password, keepSignedIn },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const sessionSetCookie = (response: Awaited<ReturnType<typeof signIn>>) =>
  String([response.headers['set-cookie']].flat().find((c) => /rise_session=/.test(String(c))));

describe('Keep me signed in', () => {
  const fields = newUser();
  beforeAll(async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: fields })).statusCode).toBe(201);
  });

  it.each([[undefined], [false]])('off (%s): a cookie without a lifetime, and no answer may be kept offline', async (keep) => {
    const response = await signIn(fields.username, fields.password, keep);
    expect(response.json().keptSignedIn).toBe(false);
    expect(sessionSetCookie(response)).not.toMatch(/Max-Age|Expires/i);
    const cookie = sessionCookie(response);
    for (const url of ['/api/users/current', '/api/goals', '/api/mindgym/journal']) {
      const read = await t.app.inject({ url, headers: { cookie } });
      expect(read.statusCode, url).toBe(200);
      expect(read.headers[OFFLINE_FOR_HEADER], url).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/api/users/current', headers: { cookie } })).json().keptSignedIn).toBe(false);
  });

  it('on: a lasting cookie, and every signed-in read may be kept offline, opening for hours after it', async () => {
    const response = await signIn(fields.username, fields.password, true);
    expect(response.json().keptSignedIn).toBe(true);
    expect(sessionSetCookie(response)).toMatch(/Max-Age=\d+/i);
    const cookie = sessionCookie(response);
    for (const url of ['/api/users/current', '/api/goals', '/api/mindgym/journal']) {
      const read = await t.app.inject({ url, headers: { cookie } });
      expect(read.statusCode, url).toBe(200);
      expect(read.headers[OFFLINE_FOR_HEADER], url).toBe(OFFLINE_SECONDS);
    }
    expect((await t.app.inject({ url: '/api/users/current', headers: { cookie } })).json().keptSignedIn).toBe(true);
  });

  it('opens the copy 12 hours after the last confirmation by default, and never longer than the idle window', () => {
    expect(loadConfig({}).session.offlineMs).toBe(12 * 3_600_000);
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.25' }).session.offlineMs).toBe(6 * 3_600_000);
    expect(() => loadConfig({ SESSION_OFFLINE_HOURS: '0' })).toThrow();
  });

  it('a signed-out read says nothing about keeping', async () => {
    const read = await t.app.inject({ url: '/api/users/current' });
    expect(read.statusCode).toBe(401);
    expect(read.headers[OFFLINE_FOR_HEADER]).toBeUndefined();
  });

  it('a new account starts without it, and a demo never has it', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser() });
    expect(signUp.json().keptSignedIn).toBe(false);
    const me = await t.app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(signUp) } });
    expect(me.headers[OFFLINE_FOR_HEADER]).toBeUndefined();
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.statusCode).toBe(201);
    expect(demo.json().keptSignedIn).toBe(false);
    const demoMe = await t.app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(demo) } });
    expect(demoMe.headers[OFFLINE_FOR_HEADER]).toBeUndefined();
  });

  it('refuses a keepSignedIn that is not true or false, and signs nobody in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { ...fields, keepSignedIn: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
