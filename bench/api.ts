// API cost: CPU time per signed-in read of the real app (GET /api/users/current) against bare Fastify
// answering one SQLite read, each server in a process of its own (bench/api-server.ts), so that neither
// slows the other (promise hooks, garbage, JIT) and the load generator's work is never counted. Each
// server measures its own CPU time (process.cpuUsage) over a fixed number of requests; five rounds, each
// of alternating slices of both servers; the figure is the median of the rounds' ratios.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { birthDateForAge } from '../contract/ages';
import type { Answer, Command, ServerKind } from './api-server';
import { runIfMain } from './main';

/** bare CPU per request ÷ the app's CPU per request: at least this. */
export const RATIO_GOAL = 0.6;
export const ROUNDS = 5;
/** Alternating slices per round. */
const SLICES = 4;
const CONNECTIONS = 10;
const PIPELINING = 1;
const SERVER = path.join(import.meta.dirname, 'api-server.ts');

export interface Throughput {
  url: string;
  /** CPU time of the server's process per request (user + system), the median over the rounds. */
  cpuMicrosPerRequest: number;
  /** Wall-clock throughput, the median over the rounds (follows the machine's load; for information). */
  requestsPerSecond: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

export interface ApiRound {
  bareCpuMicrosPerRequest: number;
  realCpuMicrosPerRequest: number;
  /** The user-mode part of each (the rest is the kernel's: sockets, mostly the same for both). */
  bareUserMicrosPerRequest: number;
  realUserMicrosPerRequest: number;
  /** bare ÷ real. */
  ratio: number;
}

export interface ApiReport {
  requestsPerRound: number;
  warmupRequests: number;
  connections: number;
  pipelining: number;
  rounds: ApiRound[];
  bare: Throughput;
  real: Throughput;
  /** The median of the rounds' ratios, bare CPU per request ÷ the app's. */
  ratio: number;
  goal: number;
  meetsGoal: boolean;
}

/** BENCH_REQUESTS: requests per server per round (20,000 by default). */
export function requestsPerRound(): number {
  const raw = process.env.BENCH_REQUESTS;
  if (raw === undefined || raw === '') return 20_000;
  const count = Number(raw);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`BENCH_REQUESTS must be a positive whole number, got ${raw}`);
  return count;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Server {
  kind: ServerKind;
  url: string;
  ask(command: Command): Promise<Answer>;
  exit(): Promise<void>;
}

/** Starts one server in a process of its own (with this process's loader, tsx). */
async function startServer(kind: ServerKind): Promise<Server> {
  const child: ChildProcess = fork(SERVER, [kind], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<Answer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the ${kind} server exited (${code}) before answering`));
      child.once('exit', onExit);
      child.once('message', (answer: Answer) => {
        child.off('exit', onExit);
        resolve(answer);
      });
    });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`the ${kind} server said ${ready.type} first`);
  return {
    kind,
    url: ready.url,
    ask(command) {
      const answer = next();
      child.send(command);
      return answer;
    },
    exit: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'exit' } satisfies Command);
      }),
  };
}

function load(url: string, amount: number, headers: Record<string, string>): PromiseLike<Result> {
  return autocannon({ url, headers, amount, connections: CONNECTIONS, pipelining: PIPELINING });
}

interface Measured {
  cpuMicrosPerRequest: number;
  userMicrosPerRequest: number;
  results: Result[];
}

/** The server's own CPU time over `amount` requests. */
async function measure(server: Server, path: string, amount: number, headers: Record<string, string> = {}): Promise<Measured> {
  await server.ask({ type: 'start' });
  const result = await load(server.url + path, amount, headers);
  const stopped = await server.ask({ type: 'stop' });
  if (stopped.type !== 'stopped') throw new Error(`the ${server.kind} server said ${stopped.type} to stop`);
  const answered = result.requests.total;
  if (answered === 0) throw new Error(`the ${server.kind} server answered nothing`);
  return { cpuMicrosPerRequest: stopped.cpuMicros / answered, userMicrosPerRequest: stopped.userMicros / answered, results: [result] };
}

/** Slices of one server's round as one measure (every slice has the same number of requests). */
function together(slices: Measured[]): Measured {
  const mean = (pick: (m: Measured) => number) => slices.reduce((total, m) => total + pick(m), 0) / slices.length;
  return {
    cpuMicrosPerRequest: mean((m) => m.cpuMicrosPerRequest),
    userMicrosPerRequest: mean((m) => m.userMicrosPerRequest),
    results: slices.flatMap((m) => m.results),
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

function summarise(url: string, measured: Measured[]): Throughput {
  const results = measured.flatMap((m) => m.results);
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    url,
    cpuMicrosPerRequest: median(measured.map((m) => m.cpuMicrosPerRequest)),
    requestsPerSecond: median(results.map((r) => r.requests.average)),
    totalRequests: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    latencyP50Ms: median(results.map((r) => r.latency.p50)),
    latencyP99Ms: median(results.map((r) => r.latency.p99)),
  };
}

export function printApi(report: ApiReport): void {
  const line = (name: string, t: Throughput) =>
    `${name.padEnd(34)} ${t.cpuMicrosPerRequest.toFixed(1).padStart(7)} µs CPU/request  ` +
    `(${t.requestsPerSecond.toFixed(0)} req/s, p50 ${t.latencyP50Ms} ms, p99 ${t.latencyP99Ms} ms, non-2xx ${t.non2xx}, errors ${t.errors})`;
  console.log(
    `\nAPI (each server in its own process; autocannon: ${report.connections} connections, pipelining ${report.pipelining}, ` +
      `${report.warmupRequests} requests warm-up, then ${report.rounds.length} rounds of ${report.requestsPerRound} requests each, in ${SLICES} alternating slices)`,
  );
  report.rounds.forEach((r, i) =>
    console.log(
      `  round ${i + 1}: bare ${r.bareCpuMicrosPerRequest.toFixed(1)} µs (user ${r.bareUserMicrosPerRequest.toFixed(1)}), ` +
        `real ${r.realCpuMicrosPerRequest.toFixed(1)} µs (user ${r.realUserMicrosPerRequest.toFixed(1)}), ratio ${r.ratio.toFixed(2)}`,
    ),
  );
  console.log(line('bare Fastify + one SQLite read', report.bare));
  console.log(line('real app GET /api/users/current', report.real));
  console.log(
    `ratio bare/real CPU per request (median of ${report.rounds.length}): ${report.ratio.toFixed(2)}  ` +
      `(goal: at least ${RATIO_GOAL.toFixed(2)}) ${report.meetsGoal ? 'OK' : 'BELOW GOAL'}`,
  );
}

export async function runApi(): Promise<ApiReport> {
  const amount = requestsPerRound();
  const warmup = Math.ceil(amount / 4);
  console.log('\nAPI benchmark (CPU per signed-in read, each server in its own process)');
  const servers: Server[] = [];
  try {
    const bare = await startServer('bare');
    servers.push(bare);
    const real = await startServer('app');
    servers.push(real);
    const cookie = await signUp(real.url);
    const readPath = '/api/users/current';

    console.log(`  warm-up: ${warmup} requests each`);
    await measure(bare, readPath, warmup);
    await measure(real, readPath, warmup, { cookie });
    const bareRuns: Measured[] = [];
    const realRuns: Measured[] = [];
    const rounds: ApiRound[] = [];
    // One server at a time, never both. A round is SLICES slices of each, alternating (bare, app, app,
    // bare, ...), so that both see the same moments of a machine that other work also loads.
    for (let round = 0; round < ROUNDS; round++) {
      const bareSlices: Measured[] = [];
      const realSlices: Measured[] = [];
      for (let slice = 0; slice < SLICES; slice++) {
        const sliceAmount = Math.ceil(amount / SLICES);
        const runBare = async () => bareSlices.push(await measure(bare, readPath, sliceAmount));
        const runReal = async () => realSlices.push(await measure(real, readPath, sliceAmount, { cookie }));
        if ((round + slice) % 2 === 0) {
          await runBare();
          await runReal();
        } else {
          await runReal();
          await runBare();
        }
      }
      bareRuns.push(together(bareSlices));
      realRuns.push(together(realSlices));
      const b = bareRuns.at(-1)!;
      const r = realRuns.at(-1)!;
      rounds.push({
        bareCpuMicrosPerRequest: b.cpuMicrosPerRequest,
        realCpuMicrosPerRequest: r.cpuMicrosPerRequest,
        bareUserMicrosPerRequest: b.userMicrosPerRequest,
        realUserMicrosPerRequest: r.userMicrosPerRequest,
        ratio: b.cpuMicrosPerRequest / r.cpuMicrosPerRequest,
      });
      console.log(`  round ${round + 1} of ${ROUNDS}: ratio ${rounds.at(-1)!.ratio.toFixed(2)}`);
    }
    const report: ApiReport = {
      requestsPerRound: amount,
      warmupRequests: warmup,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      rounds,
      bare: summarise(bare.url + readPath, bareRuns),
      real: summarise(real.url + readPath, realRuns),
      ratio: median(rounds.map((r) => r.ratio)),
      goal: RATIO_GOAL,
      meetsGoal: false,
    };
    report.meetsGoal = report.ratio >= RATIO_GOAL;
    if (report.real.non2xx > 0 || report.real.errors > 0 || report.real.timeouts > 0) {
      report.meetsGoal = false;
      console.log(
        `\n!!! WARNING: the real app answered ${report.real.non2xx} non-2xx responses, ${report.real.errors} errors, ` +
          `${report.real.timeouts} timeouts: its figure is NOT valid !!!`,
      );
    }
    printApi(report);
    return report;
  } finally {
    await Promise.all(servers.map((s) => s.exit()));
  }
}

runIfMain(import.meta, async () => ((await runApi()).meetsGoal ? 0 : 1));
