// API throughput: a bare Fastify hello-world vs the real app's GET /api/users/current, in one run.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { birthDateForAge } from '../contract/ages';

export const RATIO_GOAL = 0.5;
const WARMUP_SECONDS = 3;
const CONNECTIONS = 10;
const PIPELINING = 1;
/**
 * The load generator runs in its own worker thread, so that the servers have the main thread's
 * event loop to themselves (on 2 cores: one for the server, one for autocannon).
 */
const LOADGEN_WORKERS = 1;

export interface Throughput {
  url: string;
  requestsPerSecond: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

export interface ApiReport {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  pipelining: number;
  bare: Throughput;
  real: Throughput;
  ratio: number;
  goal: number;
  meetsGoal: boolean;
}

export function benchSeconds(): number {
  const raw = process.env.BENCH_SECONDS;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_SECONDS must be a positive number, got ${raw}`);
  return seconds;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function load(url: string, seconds: number, headers: Record<string, string>): PromiseLike<Result> {
  return autocannon({
    url,
    headers,
    duration: seconds,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    workers: LOADGEN_WORKERS,
  });
}

/** A warm-up run (discarded), then the measured run. */
async function measure(label: string, url: string, seconds: number, headers: Record<string, string> = {}): Promise<Throughput> {
  console.log(`  ${label}: warm-up ${WARMUP_SECONDS} s, then ${seconds} s measured (${url})`);
  await load(url, WARMUP_SECONDS, headers);
  const r = await load(url, seconds, headers);
  return {
    url,
    requestsPerSecond: r.requests.average,
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
  };
}

async function signUp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench_user',
      displayName: 'Bench',
      password: 'a quiet bench run',
      dateOfBirth: birthDateForAge(16),
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('rise_session='));
  if (!cookie) throw new Error('sign-up set no rise_session cookie');
  return cookie;
}

export function printApi(report: ApiReport): void {
  const line = (name: string, t: Throughput) =>
    `${name.padEnd(34)} ${t.requestsPerSecond.toFixed(0).padStart(8)} req/s  ` +
    `(p50 ${t.latencyP50Ms} ms, p99 ${t.latencyP99Ms} ms, non-2xx ${t.non2xx}, errors ${t.errors})`;
  console.log(
    `\nAPI (autocannon: ${report.connections} connections, pipelining ${report.pipelining}, ` +
      `${report.warmupSeconds} s warm-up + ${report.seconds} s measured)`,
  );
  console.log(line('bare Fastify GET /', report.bare));
  console.log(line('real app GET /api/users/current', report.real));
  console.log(
    `ratio real/bare: ${report.ratio.toFixed(2)}  (goal: at least ${RATIO_GOAL.toFixed(2)}) ${report.meetsGoal ? 'OK' : 'BELOW GOAL'}`,
  );
}

export async function runApi(): Promise<ApiReport> {
  const seconds = benchSeconds();
  const dir = mkdtempSync(path.join(tmpdir(), 'rise-bench-'));
  const servers: FastifyInstance[] = [];
  try {
    console.log('\nAPI benchmark');
    const bareApp = Fastify({ logger: false });
    bareApp.get('/', async () => ({ hello: 'world' }));
    servers.push(bareApp);
    const bareUrl = await listen(bareApp);

    const config = loadConfig({
      DATABASE_URL: process.env.BENCH_DB ?? 'sqlite:' + path.join(dir, 'bench.db'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_UP: '1000',
      // The read limit's hook runs as in production; one bench user just never reaches it.
      RATE_LIMIT_READS: '1000000000',
    });
    config.staticDir = null;
    // The real logger, at warn as a busy deployment would run it (info writes a line per request).
    const realApp = await buildApp(config);
    servers.push(realApp);
    const realBase = await listen(realApp);
    const cookie = await signUp(realBase);

    // One after the other, never at the same time.
    const bare = await measure('bare', `${bareUrl}/`, seconds);
    const real = await measure('real', `${realBase}/api/users/current`, seconds, { cookie });
    if (real.non2xx > 0 || real.errors > 0 || real.timeouts > 0) {
      console.log(
        `\n!!! WARNING: the real app answered ${real.non2xx} non-2xx responses, ${real.errors} errors, ` +
          `${real.timeouts} timeouts: its figure is NOT valid !!!`,
      );
    }
    const ratio = real.requestsPerSecond / bare.requestsPerSecond;
    const report: ApiReport = {
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      bare,
      real,
      ratio,
      goal: RATIO_GOAL,
      meetsGoal: ratio >= RATIO_GOAL,
    };
    printApi(report);
    return report;
  } finally {
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
