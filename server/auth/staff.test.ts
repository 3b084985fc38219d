// Moderators are staff, not teens (issue 29): `npm run moderator -- create` makes a staff account that
// reaches moderation and its own account only (403 elsewhere), `revoke` ends it at once, the old
// `grant` refuses, no member, demo or mentor account ever becomes a moderator, and migration
// 0019-staff-moderators made every member who was a moderator a member again.
import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { demoteMemberModerators } from '../db/migrations/0019-staff-moderators';
import { type TestApp, createModerator, createTestApp, jsonAs as json, sessionCookie, signIn, signUp } from '../test/app';
import { hashPassword } from './passwords';
import {
  GRANT_REFUSED,
  StaffAccountError,
  createModerator as createStaffAccount,
  isRevoked,
  listModerators,
  revokeModerator,
} from './staff';
import { insertUser } from './users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF_ONLY = 'A staff account can only use moderation.';

const expectProblem = (response: LightMyRequestResponse, status: number, detail?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail) expect(response.json().detail).toBe(detail);
};

const signInAnswer = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
/**
 * A mentor's account as `npm run mentor -- create` makes one (role 'mentor'; its link to a catalogue
 * mentor is the mentors feature's, server/features/mentors/mentors.test.ts).
 */
/** A mentor's account linked to a catalogue mentor (an unlinked one cannot sign in, issue 52). */
async function mentorAccount(username: string, slug: string) {
  const password = 'a mentor passphrase 7';
  const user = await insertUser(
    t.database.db,
    { username, display_name: 'Maya Okafor', password_hash: await hashPassword(password), avatar_color: '#2563eb', role: 'mentor' },
    async () => {},
  );
  await t.database.db.updateTable('mentors').set({ user_id: user!.id }).where('slug', '=', slug).execute();
  return { username, password };
}

const userRow = (id: number) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a staff account', () => {
  it('is made with a random password, and signs in as a moderator with no teen data', async () => {
    const { user, password } = await createStaffAccount(t.database.db, 'mod_anna');
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(user).toMatchObject({ username: 'mod_anna', role: 'moderator', is_demo: 0, verified: 0 });
    const me = await signIn(t.app, 'mod_anna', password);
    expect(me.user).toMatchObject({ username: 'mod_anna', role: 'moderator', isDemo: false });
    expect(await json(me, { url: '/api/users/current' })).toMatchObject({ id: user.id, role: 'moderator' });
    // Nothing of a teen's was seeded (a new member gets a board, for one).
    const boards = await t.database.db.selectFrom('board_projects').select('id').where('owner_id', '=', user.id).execute();
    expect(boards).toEqual([]);
    expect((await listModerators(t.database.db)).find((m) => m.username === 'mod_anna')).toMatchObject({ revoked: false });
  });

  it('reaches the moderation routes and its own account', async () => {
    const mod = await createModerator(t);
    for (const url of [
      '/api/moderation/reports',
      '/api/moderation/reports?status=decided',
      '/api/moderation/kept',
      '/api/moderation/mentor-threads',
    ]) {
      const response = await mod.request({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    await json(mod, { url: '/api/users/current' });
    const changed = await mod.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: mod.password, newPassword: 'staff room lantern quietly' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signInAnswer(mod.user.username, 'staff room lantern quietly')).statusCode).toBe(200);
    expect((await mod.request({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(200);
    expect((await mod.request({ url: '/api/users/current' })).statusCode).toBe(401);
  });

  it('gets 403 problem+json from everything of the teens’ app, before its request is read', async () => {
    const mod = await createModerator(t);
    const author = await signUp(t.app);
    const talk = (await json(
      author,
      {
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Hi', mediaType: 'text', mediaUrl: 'You can do it.', category: 'confidence' },
      },
      201,
    )) as { id: number };
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/goals'],
      ['GET', '/api/peptalks'],
      ['POST', '/api/peptalks', { title: 'Staff', mediaType: 'text', mediaUrl: 'Hello teens', category: 'confidence' }],
      ['POST', `/api/peptalks/${talk.id}/comments`, { content: 'Nice' }],
      ['POST', `/api/peptalks/${talk.id}/like`],
      ['POST', '/api/reports', { subject: 'peptalk', id: talk.id, reason: 'spam' }],
      ['POST', '/api/blocks', { userId: author.user.id }],
      ['GET', '/api/mentors'],
      ['POST', '/api/mentors/1/messages', { text: 'Hello' }],
      ['GET', '/api/videos'],
      ['GET', '/api/finances/accounts'],
      ['GET', '/api/mindgym/moods'],
      ['GET', '/api/notifications'],
      ['PATCH', '/api/users/current', { displayName: 'Someone else' }],
      ['GET', '/api/users/current/export'],
      ['DELETE', '/api/users/current', { password: mod.password }],
      ['GET', '/api/mentor/threads'],
    ];
    for (const [method, url, payload] of refused) {
      const response = await mod.request({ method: method as 'GET', url, ...(payload !== undefined && { payload: payload as object }) });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expectProblem(response, 403, STAFF_ONLY);
    }
    // Refused before the body is read: no 400 for a body that is not even JSON.
    expectProblem(
      await mod.request({ method: 'POST', url: '/api/peptalks', payload: 'not json', headers: { 'content-type': 'application/json' } }),
      403,
      STAFF_ONLY,
    );
    // And its account is still there, untouched.
    expect((await userRow(mod.user.id)).role).toBe('moderator');
  });

  it('is refused a name that is not a username, or one that is taken', async () => {
    await expect(createStaffAccount(t.database.db, 'no spaces')).rejects.toThrow(StaffAccountError);
    const member = await signUp(t.app);
    await expect(createStaffAccount(t.database.db, member.user.username.toUpperCase())).rejects.toThrow(
      `The username '${member.user.username.toUpperCase()}' is taken.`,
    );
  });
});

describe('revoking a staff account', () => {
  it('ends every session at once; it cannot sign in again; the account row stays', async () => {
    const mod = await createModerator(t);
    const laptop = await signIn(t.app, mod.user.username, mod.password);
    expect(await revokeModerator(t.database.db, mod.user.username)).toBe('revoked');
    for (const session of [mod, laptop]) expectProblem(await session.request({ url: '/api/moderation/reports' }), 401);
    // The same answer as a wrong password: nothing says the account exists.
    expectProblem(await signInAnswer(mod.user.username, mod.password), 401, 'Incorrect username or password.');
    const row = await userRow(mod.user.id);
    expect(row).toMatchObject({ username: mod.user.username, role: 'moderator' });
    expect(isRevoked(row)).toBe(true);
    expect(await t.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', mod.user.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('trusted_devices').select('user_id').where('user_id', '=', mod.user.id).execute()).toEqual([]);
    // Twice is harmless; its name is never handed to another account.
    expect(await revokeModerator(t.database.db, mod.user.username)).toBe('already');
    await expect(createStaffAccount(t.database.db, mod.user.username)).rejects.toThrow(/was a moderator whose account was revoked/);
    expect((await listModerators(t.database.db)).find((m) => m.username === mod.user.username)).toMatchObject({ revoked: true });
  });

  it('is for staff accounts only: a member, a demo or a mentor account is left as it was', async () => {
    const member = await signUp(t.app);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const mentor = await mentorAccount('staff_test_mentor', 'maya-okafor');
    for (const username of [member.user.username, demo.json().username as string, mentor.username]) {
      const before = await t.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
      await expect(revokeModerator(t.database.db, username)).rejects.toThrow(/is not a staff account/);
      expect(await userRow(before.id)).toEqual(before);
    }
    await expect(revokeModerator(t.database.db, 'nobody_here')).rejects.toThrow("No account 'nobody_here'.");
    expect((await member.request({ url: '/api/goals' })).statusCode).toBe(200);
  });
});

describe('no member, demo or mentor account is ever a moderator', () => {
  it('leaves every such account as it is when its name is given to create', async () => {
    const member = await signUp(t.app);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const mentor = await mentorAccount('staff_test_mentor2', 'diego-ramirez');
    for (const username of [member.user.username, demo.json().username as string, mentor.username]) {
      const before = await t.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
      await expect(createStaffAccount(t.database.db, username)).rejects.toThrow(StaffAccountError);
      expect(await userRow(before.id)).toEqual(before);
    }
    // A member, a demo and a mentor are refused moderation.
    expectProblem(await member.request({ url: '/api/moderation/reports' }), 403);
    expectProblem(await t.app.inject({ url: '/api/moderation/reports', headers: { cookie: sessionCookie(demo) } }), 403);
    const mentorSession = await signIn(t.app, mentor.username, mentor.password);
    expectProblem(await mentorSession.request({ url: '/api/moderation/reports' }), 403, 'A mentor account can only use its inbox.');
  });

  it('0019-staff-moderators made every member who held the moderator role a member again', async () => {
    // Its own database: the migration is about the accounts as they were before any staff account.
    const own = await createTestApp();
    try {
      const names = (await own.database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute()) as { name: string }[];
      expect(names.map((n) => n.name)).toContain('0019-staff-moderators');
      const granted = await signUp(own.app);
      const other = await signUp(own.app);
      // What `npm run moderator -- grant` did before.
      await own.database.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', granted.user.id).execute();
      expect(await demoteMemberModerators(own.database.db as unknown as Kysely<unknown>)).toBe(1);
      const roles = await own.database.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', 'in', [granted.user.id, other.user.id])
        .orderBy('id')
        .execute();
      expect(roles).toEqual([
        { id: granted.user.id, role: 'member' },
        { id: other.user.id, role: 'member' },
      ]);
      // A member again: the teens' app, not moderation.
      expect((await granted.request({ url: '/api/goals' })).statusCode).toBe(200);
      expectProblem(await granted.request({ url: '/api/moderation/reports' }), 403);
    } finally {
      await own.close();
    }
  });
});

describe('npm run moderator', () => {
  const run = promisify(execFile);
  const file = join(tmpdir(), `rise-moderator-${process.pid}-${Date.now()}.db`);
  const command = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/moderator.ts', ...args], {
      env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
      encoding: 'utf8',
    });
  const failure = async (...args: string[]) => {
    const error = (await command(...args).then(
      () => null,
      (e: unknown) => e,
    )) as { code: number; stderr: string } | null;
    expect(error, `${args.join(' ')} should fail`).not.toBeNull();
    return error!;
  };
  afterAll(() => {
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);
  });

  it('refuses grant, makes a staff account whose password is alone on the last line, and revokes it', { timeout: 90_000 }, async () => {
    const grant = await failure('grant', 'someone');
    expect(grant.code).toBe(1);
    expect(grant.stderr.trim()).toBe(GRANT_REFUSED);
    expect(GRANT_REFUSED).toMatch(/member account can never be a moderator/);
    expect(GRANT_REFUSED).toContain('npm run moderator -- create <username>');

    const created = await command('create', 'mod_cli');
    const password = created.stdout.trimEnd().split('\n').at(-1)!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(created.stdout).toContain("'mod_cli'");

    // The app on that database: the account signs in as a moderator.
    const config = loadConfig({});
    config.staticDir = null;
    const app = await buildApp(config, { database: openDatabase(`sqlite:${file}`), logger: false });
    try {
      const me = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'mod_cli', password } });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ username: 'mod_cli', role: 'moderator' });

      expect((await command('list')).stdout).toMatch(/^mod_cli\s+since \d{4}-\d\d-\d\d$/m);
      expect((await failure('create', 'mod_cli')).stderr).toContain("The username 'mod_cli' is taken.");
      expect((await command('revoke', 'mod_cli')).stdout).toContain('revoked');
      // Another process revoked it: this instance forgets the session within SESSION_CACHE_MS (1 s).
      await new Promise((resolve) => setTimeout(resolve, config.session.cacheMs + 50));
      expect((await app.inject({ url: '/api/users/current', headers: { cookie: sessionCookie(me) } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'mod_cli', password } })).statusCode).toBe(
        401,
      );
      expect((await failure('frobnicate')).stderr).toContain('Usage:');
    } finally {
      await app.close();
    }
  });
});
