// A fresh app and database per test file: in-memory SQLite by default, or a throwaway schema
// in PostgreSQL when TEST_DATABASE_URL is set (as .ci/run does). Migrated from the real migrations.
import type { LiveOptions } from '../events';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import type { CurrentUser, SignUpBody } from '../../contract/auth';
import { buildApp } from '../app';
import { createModerator as createStaffAccount } from '../auth/staff';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { SCHEMA_CHANGE_LOCK } from '../db/migrate';
import { birthDateForAge } from '../../contract/ages';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

const GENEROUS_LIMITS = {
  RATE_LIMIT_SIGN_IN: '10000',
  RATE_LIMIT_SIGN_IN_PER_IP: '100000',
  RATE_LIMIT_SIGN_UP: '10000',
  RATE_LIMIT_WRITES: '100000',
  RATE_LIMIT_READS: '100000',
  RATE_LIMIT_MESSAGES: '100000',
  RATE_LIMIT_POSTS: '100000',
  RATE_LIMIT_EXPORTS: '100000',
};

export interface TestDatabase {
  database: Database;
  /** On PostgreSQL, the throwaway schema's name. */
  schema: string | null;
  /** Closes it and, on PostgreSQL, drops its schema. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: in-memory SQLite, or a throwaway schema in the PostgreSQL database `pgUrl`
 * (TEST_DATABASE_URL by default, when set).
 */
export async function createTestDatabase(pgUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  let dropSchema = async () => {};
  let database: Database;
  let schema: string | null = null;
  if (pgUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase(pgUrl, { schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      // Not while another file migrates (see SCHEMA_CHANGE_LOCK); the lock ends with the session.
      await c.query(`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`);
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    database = openDatabase('sqlite::memory:');
  }
  // Closing twice (the app closes it, then the test drops it) is harmless.
  const close = database.close;
  let closed: Promise<void> | undefined;
  database.close = () => (closed ??= close());
  return {
    database,
    schema,
    async drop() {
      await database.close();
      await dropSchema();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (c: Config) => void,
  live?: LiveOptions,
): Promise<TestApp> {
  const config = loadConfig({ ...GENEROUS_LIMITS, ...env });
  config.staticDir = null;
  // Uploaded clips go to a folder of this app's own, removed with it.
  const mediaDir = env.MEDIA_DIR ? null : mkdtempSync(join(tmpdir(), 'rise-media-'));
  if (mediaDir) config.media.dir = mediaDir;
  configure?.(config);
  const { database, drop } = await createTestDatabase();
  // Strict live events: a read that raises one without declaring it fails its test instead of losing it.
  const app = await buildApp(config, { database, logger: false, live: { strict: true, ...live } });
  return {
    app,
    database,
    config,
    async close() {
      await app.close(); // closes the database too
      await drop();
      if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Sign-up fields for a new user; every field can be overridden. */
export function newUser(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  return {
    // Digits only after the counter: random letters could spell a staff word the name rules refuse
    // ("57aff" reads "staff"), as a CI run once drew. An "x" keeps the two numbers apart: seven digits
    // in a row read as a phone number, which a username may not hold (issue 52).
    username: `user_${counter}x${randomInt(1_000_000)}`,
    displayName: `Tester ${counter}`,
    password: 'correct horse battery',
    dateOfBirth: birthDateForAge(16),
    ...overrides,
  };
}

/** The value to send as the Cookie header, taken from a response's Set-Cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('rise_session'));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface SignedIn {
  cookie: string;
  user: CurrentUser;
  /** inject() as this user. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function signUp(app: FastifyInstance, overrides: Partial<SignUpBody> = {}): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser(overrides) });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  // The current user, as GET /api/users/current answers it (sign-up adds `care`, issue 51).
  const { care: _care, ...user } = response.json() as CurrentUser & { care: boolean };
  return {
    cookie,
    user,
    request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

/** A new demo account, as the sign-in page's "Try the demo" makes one, signed in. */
export async function tryDemo(app: FastifyInstance): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/demo' });
  if (response.statusCode !== 201) throw new Error(`demo failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  return { cookie, user: response.json(), request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }) };
}

/**
 * A member whose account is two days old, so that their reports count (only accounts older than a day,
 * and not demos, do): a test cannot wait a day, so it writes the date where the server keeps it.
 */
export async function signUpTrusted(t: TestApp, overrides: Partial<SignUpBody> = {}): Promise<SignedIn> {
  const me = await signUp(t.app, overrides);
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
    .where('id', '=', me.user.id)
    .execute();
  return me;
}

/** Signs in with a username and password (200 expected) and answers the session. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  return {
    cookie,
    user: response.json(),
    request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

/**
 * A moderator: a staff account (role 'moderator'), made as `npm run moderator -- create` makes one
 * (server/auth/staff.ts), and signed in. Never a member's account.
 */
export async function createModerator(t: TestApp, username?: string): Promise<SignedIn & { password: string }> {
  counter += 1;
  const name = username ?? `mod_${counter}_${randomBytes(3).toString('hex')}`;
  const { password } = await createStaffAccount(t.database.db, name);
  return { ...(await signIn(t.app, name, password)), password };
}

/** Calls as `me`, checks the status (the body is shown when it differs) and answers the parsed JSON. */
export async function jsonAs(me: SignedIn, options: InjectOptions, status = 200) {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
