// Big deletes (issue 29): how long deleting a pep talk with 100,000 comments, and an account that
// wrote 100,000 rows, takes on the embedded database, through the real routes. Neither builds a list
// of ids; both must answer 204.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { insertComments } from '../server/test/bulk';
import { birthDateForAge } from '../contract/ages';
import { runIfMain } from './main';

const MANY = 100_000;
const PASSWORD = 'a quiet bench run';

export interface DeletesReport {
  rows: number;
  pepTalkMs: number;
  accountMs: number;
}

async function signUp(app: FastifyInstance, username: string): Promise<{ cookie: string; id: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { username, displayName: 'Bench', password: PASSWORD, dateOfBirth: birthDateForAge(16) },
  });
  const cookie = response.cookies.find((c) => c.name === 'rise_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: `rise_session=${cookie.value}`, id: response.json().id };
}

async function timed(app: FastifyInstance, options: InjectOptions): Promise<number> {
  const start = performance.now();
  const response = await app.inject(options);
  const ms = performance.now() - start;
  if (response.statusCode !== 204) throw new Error(`${String(options.url)} answered ${response.statusCode}: ${response.body}`);
  return ms;
}

export async function runDeletes(): Promise<DeletesReport> {
  console.log('\nBig deletes benchmark (seeding 100,000 comments twice...)');
  const dir = mkdtempSync(path.join(tmpdir(), 'rise-bench-deletes-'));
  const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, 'deletes.db')}`, LOG_LEVEL: 'warn', RATE_LIMIT_SIGN_UP: '1000' });
  config.staticDir = null;
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp(config, { database });
  try {
    const owner = await signUp(app, 'bench_owner');
    const writer = await signUp(app, 'bench_writer');
    const created = await app.inject({
      method: 'POST',
      url: '/api/peptalks',
      headers: { cookie: owner.cookie },
      payload: { title: 'Bench', mediaType: 'text', mediaUrl: 'Many comments', category: 'focus' },
    });
    const pepTalkId = created.json().id as number;
    await insertComments(database.db, 'peptalk', pepTalkId, writer.id, MANY);
    const pepTalkMs = await timed(app, { method: 'DELETE', url: `/api/peptalks/${pepTalkId}`, headers: { cookie: owner.cookie } });
    const videoId = (await app.inject({ url: '/api/videos', headers: { cookie: writer.cookie } })).json()[0].id as number;
    await insertComments(database.db, 'video', videoId, writer.id, MANY);
    const accountMs = await timed(app, {
      method: 'DELETE',
      url: '/api/users/current',
      headers: { cookie: writer.cookie },
      payload: { password: PASSWORD },
    });
    console.log(`  delete a pep talk with 100,000 comments: ${pepTalkMs.toFixed(0)} ms`);
    console.log(`  delete an account that wrote 100,000 rows: ${accountMs.toFixed(0)} ms`);
    return { rows: MANY, pepTalkMs, accountMs };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

runIfMain(import.meta, runDeletes);
