// Live events at scale (issue 35): one instance holds 5,000 idle streams (five per user, the cap), the
// memory each costs that instance, and the time from a write to its event on another of the writer's
// streams (median and p99, with the 5,000 open): on SQLite (one instance), then on PostgreSQL with Redis,
// the streams held by one instance and the writes sent to another.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { MAX_STREAMS_PER_USER } from '../contract/events';
import { createSession } from '../server/auth/sessions';
import { openDatabase } from '../server/db/database';
import { type EventStream, type ServerProcess, openEventStream, startServer } from '../reliability/support';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const SAMPLES = Number(process.env.BENCH_EVENT_SAMPLES ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface EventsRun {
  engine: string;
  streams: number;
  /** The holding instance's resident memory grew by this much per open stream. */
  bytesPerStream: number;
  writeToEventMedianMs: number;
  writeToEventP99Ms: number;
  samples: number;
}

export interface EventsReport {
  runs: EventsRun[];
  note?: string;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Users with a session each, written straight into the database (sign-up's password hashing would take minutes). */
async function sessions(databaseUrl: string, count: number): Promise<{ id: number; cookie: string }[]> {
  const database = openDatabase(databaseUrl);
  const policy = { idleMs: 86_400_000, maxMs: 86_400_000, cacheMs: 1000 };
  const tag = randomBytes(3).toString('hex');
  const made: { id: number; cookie: string }[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const username = `bench_${tag}x${i}`;
      const { id } = await database.db
        .insertInto('users')
        .values({
          username,
          username_key: username,
          display_name: `Bench ${i}`,
          password_hash: 'x',
          avatar_color: '#3b82f6',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      made.push({ id, cookie: `rise_session=${await createSession(database.db, id, policy)}` });
    }
  } finally {
    await database.close();
  }
  return made;
}

async function measure(engine: string, holder: ServerProcess, writer: ServerProcess, users: { cookie: string }[]): Promise<EventsRun> {
  const before = rssOf(holder.child.pid!);
  const open: EventStream[] = [];
  // A few at a time, as tabs would arrive.
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(STREAMS, i + 100); j++)
      batch.push(openEventStream(holder.url, users[Math.floor(j / MAX_STREAMS_PER_USER)]!.cookie));
    open.push(...(await Promise.all(batch)));
  }
  await sleep(1000);
  const after = rssOf(holder.child.pid!);
  // The writer is the first user: its first stream on the holder hears its own writes on the other instance.
  const ear = open[0]!;
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const heard = ear.next('changed');
    const sent = performance.now();
    const response = await fetch(`${writer.url}/api/finances/accounts`, {
      method: 'POST',
      headers: { cookie: users[0]!.cookie, 'content-type': 'application/json', origin: writer.url },
      body: JSON.stringify({ name: `Jar ${i}`, type: 'savings', balance: '1.00' }),
    });
    if (response.status !== 201) throw new Error(`a write answered ${response.status}: ${await response.text()}`);
    times.push((await heard) - sent);
    // Finance allows a limited number of accounts: each is deleted again.
    const { id } = (await response.json()) as { id: number };
    await fetch(`${writer.url}/api/finances/accounts/${id}`, {
      method: 'DELETE',
      headers: { cookie: users[0]!.cookie, origin: writer.url },
    });
    await ear.next('changed');
  }
  for (const stream of open) stream.close();
  times.sort((a, b) => a - b);
  return {
    engine,
    streams: open.length,
    bytesPerStream: Math.round((after - before) / open.length),
    writeToEventMedianMs: quantile(times, 0.5),
    writeToEventP99Ms: quantile(times, 0.99),
    samples: times.length,
  };
}

const LIMITS = { RATE_LIMIT_WRITES: '1000000', RATE_LIMIT_READS: '1000000000' };

async function onSqlite(): Promise<EventsRun> {
  const dir = `/tmp/rise-bench-events-${randomBytes(4).toString('hex')}`;
  const url = `sqlite:${dir}.db`;
  const server = await startServer({ DATABASE_URL: url, ...LIMITS });
  try {
    const users = await sessions(url, Math.ceil(STREAMS / MAX_STREAMS_PER_USER));
    return await measure('SQLite, one instance', server, server, users);
  } finally {
    await server.stop();
  }
}

async function onPostgres(): Promise<EventsRun> {
  const name = `rise_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL, ...LIMITS };
  const [holder, writer] = await Promise.all([startServer(env), startServer(env)]);
  try {
    const users = await sessions(url.toString(), Math.ceil(STREAMS / MAX_STREAMS_PER_USER));
    return await measure('PostgreSQL with Redis, two instances', holder, writer, users);
  } finally {
    await Promise.all([holder.stop(), writer.stop()]);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function runEvents(): Promise<EventsReport> {
  console.log(`\n== Live events: ${STREAMS} idle streams, then ${SAMPLES} writes each heard on another stream`);
  const runs: EventsRun[] = [await onSqlite()];
  try {
    runs.push(await onPostgres());
  } catch (error) {
    return { runs, note: `PostgreSQL with Redis: ${(error as Error).message}` };
  }
  for (const r of runs) console.log(`  ${eventsSummaryLine(r)}`);
  return { runs };
}

export const eventsSummaryLine = (r: EventsRun) =>
  `events  ${r.engine}: ${r.streams} streams, ${(r.bytesPerStream / 1024).toFixed(1)} KB each; write to event median ` +
  `${r.writeToEventMedianMs.toFixed(1)} ms, p99 ${r.writeToEventP99Ms.toFixed(1)} ms (${r.samples} writes)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runEvents();
  if (report.note) console.log(report.note);
  process.exit(0);
}
