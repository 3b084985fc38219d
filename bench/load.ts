// Load: 100 connections for 30 s on a signed-in read, then 100 connections for 30 s on a mixed read
// and write load, against the real app on a fresh SQLite file. Errors, timeouts and non-2xx answers
// are counted, the server process's memory is read before and after each phase, and after the mixed
// phase every balance is checked against the transactions that were stored and acknowledged.
// `npx tsx bench/load.ts` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { fromCents, localToday, toCents } from '../contract/money';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { birthDateForAge } from '../contract/ages';

const CONNECTIONS = 100;
const USERS = 20;
const WARMUP_SECONDS = 3;
/** One request in WRITE_EVERY of the mixed phase is a write; the others are reads. */
const WRITE_EVERY = 5;
const WRITE_AMOUNT = '1.25';
const STARTING_BALANCE = '1000000.00';
/** Rate limits far above anything the run can reach, so that the figure is the app's, not 429s. */
const GENEROUS = '10000000';
/** A phase that has not reported this long after its planned end is stopped (the run stays bounded). */
const PHASE_GRACE_MS = 30_000;
/** A pause after the mixed phase before the balances are read. */
const SETTLE_MS = 500;

export interface Memory {
  rssMB: number;
  heapUsedMB: number;
  /** Heap used just after a full garbage collection: what the process really holds on to. */
  heapUsedAfterGcMB: number;
}

/** What the load generator measures in one phase. */
interface PhaseFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status4xx: number;
  status5xx: number;
  statusCodes: Record<string, number>;
}

export interface LoadPhase extends PhaseFigures {
  name: 'read' | 'mixed';
  description: string;
  memoryBefore: Memory;
  memoryAfter: Memory;
}

export interface LoadCorrectness {
  /** Writes sent (warm-up included), answered 201, and found stored afterwards. */
  writesSent: number;
  writesAcknowledged: number;
  writesStored: number;
  /** Each balance is its start minus its stored transactions, every acknowledged write is stored, and nothing unsent is. */
  balancesExact: boolean;
  problems: string[];
}

export interface LoadReport {
  connections: number;
  users: number;
  warmupSeconds: number;
  seconds: number;
  writeEvery: number;
  read: LoadPhase;
  mixed: LoadPhase;
  correctness: LoadCorrectness;
}

interface LoadUser {
  username: string;
  cookie: string;
  accountId: number;
}

/** What the load generator's worker hands back for one phase. */
interface WorkerAnswer {
  result: PhaseFigures;
  sent: number[];
  acked: number[];
}

/**
 * The load generator, run in a worker thread so that the server has the main thread's event loop to
 * itself (as bench/api.ts does). Plain CommonJS, so that it needs no TypeScript loader. Each
 * connection belongs to one user (connection i to user i mod USERS) and cycles through its own list
 * of requests; writes count what was sent and what was answered 201, per user.
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const { base, users, mixed, warmupSeconds, seconds, connections, writeEvery, writeBody } = workerData;
const sent = users.map(() => 0);
const acked = users.map(() => 0);

function requestsFor(connection) {
  const u = connection % users.length;
  const cookie = users[u].cookie;
  if (!mixed) return [{ method: 'GET', path: '/api/users/current', headers: { cookie } }];
  const reads = [
    { method: 'GET', path: '/api/finances/transactions?limit=10' },
    { method: 'GET', path: '/api/videos' },
  ];
  const list = [];
  for (let i = 0; i < writeEvery - 1; i++) list.push({ ...reads[i % reads.length], headers: { cookie } });
  // No Origin or Sec-Fetch-Site: a client that is not a browser, which the same-origin rule lets through.
  list.push({
    method: 'POST',
    path: '/api/finances/transactions',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...writeBody, accountId: users[u].accountId }),
    setupRequest(request) {
      sent[u] += 1;
      return request;
    },
    onResponse(status) {
      if (status === 201) acked[u] += 1;
    },
  });
  // Connections start at different places in the cycle, so the writes are spread from the start.
  const shift = Math.floor(connection / users.length) % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}

function run(duration) {
  let connection = 0;
  return autocannon({
    url: base + '/api/users/current',
    connections,
    pipelining: 1,
    duration,
    setupClient(client) {
      client.setRequests(requestsFor(connection++));
    },
  });
}

(async () => {
  if (warmupSeconds > 0) await run(warmupSeconds);
  // Off the main thread autocannon answers its raw figures: aggregate them as its own workers' manager does.
  const raw = await run(seconds);
  const r = autocannon.aggregateResult([raw], { url: base, connections });
  const statusCodes = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats || {})) statusCodes[code] = count;
  parentPort.postMessage({
    result: {
      // Mean of the per-second counts, as autocannon's requests.average.
      requestsPerSecond: raw.samples > 0 ? raw.totalCompletedRequests / raw.samples : 0,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      totalRequests: raw.totalCompletedRequests,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      status4xx: r['4xx'],
      status5xx: r['5xx'],
      statusCodes,
    },
    sent,
    acked,
  });
})().catch((error) => {
  throw error;
});
`;

export function loadSeconds(): number {
  const raw = process.env.BENCH_LOAD_SECONDS;
  if (raw === undefined || raw === '') return 30;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_LOAD_SECONDS must be a positive number, got ${raw}`);
  return seconds;
}

let collectGarbage: (() => void) | undefined;
function gc(): void {
  if (!collectGarbage) {
    v8.setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as () => void;
  }
  collectGarbage();
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server process's memory (RSS covers every thread; heap is the main thread's, where the server runs). */
function memory(): Memory {
  const { rss, heapUsed } = process.memoryUsage();
  gc();
  return { rssMB: mb(rss), heapUsedMB: mb(heapUsed), heapUsedAfterGcMB: mb(process.memoryUsage().heapUsed) };
}

async function call(base: string, method: string, url: string, cookie: string | null, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function signUpWithAccount(base: string, n: number): Promise<LoadUser> {
  const username = `load_user_${String(n).padStart(2, '0')}`;
  const response = await call(base, 'POST', '/api/auth/sign-up', null, {
    username,
    displayName: `Load ${n}`,
    password: 'a quiet bench run',
    dateOfBirth: birthDateForAge(16),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('rise_session='));
  if (!cookie) throw new Error('sign-up set no rise_session cookie');
  const account = (await (
    await call(base, 'POST', '/api/finances/accounts', cookie, { name: 'Load', type: 'checking', balance: STARTING_BALANCE })
  ).json()) as { id: number };
  return { username, cookie, accountId: account.id };
}

async function runPhase(
  name: LoadPhase['name'],
  description: string,
  base: string,
  users: LoadUser[],
  seconds: number,
  date: string,
): Promise<{ phase: LoadPhase; sent: number[]; acked: number[] }> {
  console.log(`  ${name}: ${description}, ${CONNECTIONS} connections, warm-up ${WARMUP_SECONDS} s, then ${seconds} s measured`);
  const memoryBefore = memory();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      autocannonPath: createRequire(import.meta.url).resolve('autocannon'),
      base,
      users,
      mixed: name === 'mixed',
      warmupSeconds: WARMUP_SECONDS,
      seconds,
      connections: CONNECTIONS,
      writeEvery: WRITE_EVERY,
      writeBody: { description: 'Load test snack', amount: WRITE_AMOUNT, date, category: 'food', isExpense: true },
    },
  });
  let timer: NodeJS.Timeout | undefined;
  let answer: WorkerAnswer;
  try {
    answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', (message: WorkerAnswer) => resolve(message));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the load generator stopped (exit code ${code}) before it reported`)));
      timer = setTimeout(
        () => reject(new Error(`the ${name} phase did not finish in time`)),
        (WARMUP_SECONDS + seconds) * 1000 + PHASE_GRACE_MS,
      );
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
  const memoryAfter = memory();
  return { phase: { name, description, ...answer.result, memoryBefore, memoryAfter }, sent: answer.sent, acked: answer.acked };
}

/** Every balance against its stored transactions (summed by the summary from the transactions table) and the writes acknowledged. */
async function checkBalances(base: string, users: LoadUser[], date: string, sent: number[], acked: number[]): Promise<LoadCorrectness> {
  const writeCents = toCents(WRITE_AMOUNT)!;
  const startCents = toCents(STARTING_BALANCE)!;
  const problems: string[] = [];
  let writesStored = 0;
  for (const [i, user] of users.entries()) {
    const accounts = (await (await call(base, 'GET', '/api/finances/accounts', user.cookie)).json()) as { id: number; balance: string }[];
    const account = accounts.find((a) => a.id === user.accountId);
    const summary = (await (await call(base, 'GET', `/api/finances/summary?month=${date.slice(0, 7)}`, user.cookie)).json()) as {
      totalBalance: string;
      spendingByCategory: { category: string; amount: string }[];
    };
    const balance = account ? toCents(account.balance) : null;
    const storedCents = toCents(summary.spendingByCategory.find((s) => s.category === 'food')?.amount ?? '0') ?? NaN;
    const stored = storedCents / writeCents;
    writesStored += stored;
    const who = user.username;
    if (balance === null) problems.push(`${who}: account ${user.accountId} missing`);
    else {
      if (balance !== startCents - storedCents) {
        problems.push(`${who}: balance ${fromCents(balance)}, expected ${fromCents(startCents - storedCents)} for ${stored} stored writes`);
      }
      if (toCents(summary.totalBalance) !== balance)
        problems.push(`${who}: summary total ${summary.totalBalance}, account ${fromCents(balance)}`);
    }
    const userAcked = acked[i] ?? 0;
    const userSent = sent[i] ?? 0;
    if (!Number.isInteger(stored)) problems.push(`${who}: stored spending ${fromCents(storedCents)} is not a whole number of writes`);
    if (stored < userAcked) problems.push(`${who}: ${userAcked} writes acknowledged, only ${stored} stored`);
    if (stored > userSent) problems.push(`${who}: ${stored} writes stored, only ${userSent} sent`);
  }
  return {
    writesSent: sent.reduce((a, b) => a + b, 0),
    writesAcknowledged: acked.reduce((a, b) => a + b, 0),
    writesStored,
    balancesExact: problems.length === 0,
    problems,
  };
}

const memoryText = (m: { memoryBefore: Memory; memoryAfter: Memory }) =>
  `RSS ${m.memoryBefore.rssMB}→${m.memoryAfter.rssMB} MB, heap ${m.memoryBefore.heapUsedMB}→${m.memoryAfter.heapUsedMB} MB ` +
  `(after GC ${m.memoryBefore.heapUsedAfterGcMB}→${m.memoryAfter.heapUsedAfterGcMB} MB)`;

/** One line per phase, for bench/run.ts's summary. */
export function loadSummaryLine(p: LoadPhase): string {
  return (
    `load    ${(p.name + ':').padEnd(6)} ${p.requestsPerSecond.toFixed(0)} req/s, p50 ${p.latencyP50Ms} ms, p99 ${p.latencyP99Ms} ms, ` +
    `non-2xx ${p.non2xx} (5xx ${p.status5xx}), errors ${p.errors}, timeouts ${p.timeouts}, ` +
    `RSS ${p.memoryBefore.rssMB}→${p.memoryAfter.rssMB} MB`
  );
}

export function printLoad(report: LoadReport): void {
  console.log(
    `\nLoad (${report.connections} connections over ${report.users} users, ${report.warmupSeconds} s warm-up + ` +
      `${report.seconds} s measured per phase; 1 request in ${report.writeEvery} of the mixed phase is a write)`,
  );
  for (const p of [report.read, report.mixed]) {
    console.log(
      `${p.name.padEnd(6)} ${p.description}\n       ${p.requestsPerSecond.toFixed(0)} req/s, ${p.totalRequests} requests, ` +
        `p50 ${p.latencyP50Ms} ms, p99 ${p.latencyP99Ms} ms, non-2xx ${p.non2xx} (4xx ${p.status4xx}, 5xx ${p.status5xx}), ` +
        `errors ${p.errors}, timeouts ${p.timeouts}\n       ${memoryText(p)}`,
    );
  }
  const c = report.correctness;
  console.log(
    `writes: ${c.writesSent} sent, ${c.writesAcknowledged} acknowledged, ${c.writesStored} stored ` +
      `(sent but unanswered when a run stopped may be stored); balances exact: ${c.balancesExact ? 'yes' : 'NO'}`,
  );
  for (const problem of c.problems.slice(0, 10)) console.log(`  ${problem}`);
}

export async function runLoad(): Promise<LoadReport> {
  const seconds = loadSeconds();
  const dir = mkdtempSync(path.join(tmpdir(), 'rise-load-'));
  let app: FastifyInstance | undefined;
  try {
    console.log('\nLoad benchmark');
    const config = loadConfig({
      DATABASE_URL: 'sqlite:' + path.join(dir, 'load.db'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN: GENEROUS,
      RATE_LIMIT_SIGN_IN_PER_IP: GENEROUS,
      RATE_LIMIT_SIGN_UP: GENEROUS,
      RATE_LIMIT_WRITES: GENEROUS,
      RATE_LIMIT_READS: GENEROUS,
    });
    config.staticDir = null;
    app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const users: LoadUser[] = [];
    for (let n = 1; n <= USERS; n++) users.push(await signUpWithAccount(base, n));
    const date = localToday();

    const read = await runPhase('read', 'GET /api/users/current', base, users, seconds, date);
    const mixed = await runPhase(
      'mixed',
      `GET /api/finances/transactions?limit=10 and GET /api/videos, with POST /api/finances/transactions as 1 request in ${WRITE_EVERY}`,
      base,
      users,
      seconds,
      date,
    );
    for (const p of [read.phase, mixed.phase]) {
      if (p.non2xx > 0 || p.errors > 0 || p.timeouts > 0) {
        console.log(
          `\n!!! WARNING: the ${p.name} phase had ${p.non2xx} non-2xx answers (5xx ${p.status5xx}), ${p.errors} errors, ` +
            `${p.timeouts} timeouts !!!`,
        );
      }
    }
    // Requests the load generator gave up on at the end may still be finishing in the server.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const correctness = await checkBalances(base, users, date, mixed.sent, mixed.acked);
    const report: LoadReport = {
      connections: CONNECTIONS,
      users: USERS,
      warmupSeconds: WARMUP_SECONDS,
      seconds,
      writeEvery: WRITE_EVERY,
      read: read.phase,
      mixed: mixed.phase,
      correctness,
    };
    printLoad(report);
    return report;
  } finally {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await runLoad();
  console.log(['', loadSummaryLine(report.read), loadSummaryLine(report.mixed)].join('\n'));
  process.exit(0);
}
