// Shared pieces of the reliability suite: which engine this run is on, the figures each test
// reports, requests through app.inject() as a user, and the real server as a child process.
import { randomInt } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import { nextLinkOf } from '../contract/endpoint';
import { eventsApi } from '../contract/events';
import { framesOf } from '../server/test/sse-frames';
import { ROOT } from './endpoints';

/** Set to a PostgreSQL URL to run on PostgreSQL (as server/test/app.ts reads it). */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const ENGINE: 'sqlite' | 'postgres' = PG_URL ? 'postgres' : 'sqlite';

/** Records a figure of this run: printed, and appended to $RELIABILITY_FIGURES (JSON lines) when set. */
export function figure(name: string, value: unknown): void {
  const line = JSON.stringify({ engine: ENGINE, name, value });
  process.stdout.write(`[reliability] ${line}\n`);
  const file = process.env.RELIABILITY_FIGURES;
  if (file) appendFileSync(file, `${line}\n`);
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Paths of the endpoints whose answer is a stream that stays open (`stream: true` in contract/). */
const STREAMS = new Set<string>([eventsApi.stream.path]);

/**
 * inject() with a session cookie (or none). A call to a stream is answered with what the stream sent
 * first (its opening events), then hung up, since it would never end; anything else as it came.
 */
export const injectAs =
  (app: FastifyInstance, cookie?: string): Inject =>
  async (options) => {
    const withCookie = { ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } };
    const path = (options.url ?? '').toString().split('?')[0] ?? '';
    if (!STREAMS.has(path) || (options.method ?? 'GET') !== 'GET') return app.inject(withCookie);
    const response = await app.inject({ ...withCookie, payloadAsStream: true });
    const body = await firstOf(response.stream(), response.statusCode === 200);
    if (response.statusCode === 200) response.raw.res.destroy();
    return Object.assign(response, { body, payload: body, json: () => JSON.parse(body) as unknown });
  };

/** A stream's text: all of it, or (`open`: it stays open) what it sends before it goes quiet. */
async function firstOf(stream: Readable, open: boolean): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('error', () => resolve());
    if (open) setTimeout(resolve, 20);
  });
  return text;
}

/**
 * A username no other run draws: digits only (random letters could spell a staff word), in two short
 * runs kept apart by an x (a long run of digits, or one split by _ or -, reads as a phone number, which
 * usernames may not hold: issue 52).
 */
export const uniqueUsername = (prefix: string) => `${prefix}_${randomInt(1e4)}x${randomInt(1e4)}`;

export const isProblem = (contentType: string | string[] | number | undefined) =>
  typeof contentType === 'string' && contentType.toLowerCase().startsWith('application/problem+json');

// ---- The real server, as a child process

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed (stderr and stdout), for failure messages. */
  output(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), and wait for the exit; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** An empty folder for STATIC_DIR: the API alone is served. */
export const emptyDir = () => mkdtempSync(join(tmpdir(), 'rise-rel-static-'));

/**
 * Starts server/main.ts in a child process and waits until /api/health answers. It runs as
 * `node --import tsx server/main.ts` (what `npx tsx` does, minus tsx's own parent process), so that
 * SIGKILL reaches the server itself.
 */
export async function startServer(env: Record<string, string>, { timeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const staticDir = emptyDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: staticDir,
      RATE_LIMIT_SIGN_IN: '100000',
      RATE_LIMIT_SIGN_UP: '100000',
      RATE_LIMIT_WRITES: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  }).then(() => rmSync(staticDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      running.delete(server);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      running.delete(server);
    },
  };
  running.add(server);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(server);
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs a script of the project (`node --import tsx <args>`, as `npx tsx` does) to its end: its exit code and what it printed. */
export async function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, output };
}

/** Kills every server this file started and that is still running (for afterAll). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.kill()));
}

// ---- A client of a real server

export interface Client {
  cookie?: string;
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number }): Promise<Response>;
}

/** fetch() against one server, keeping the session cookie it is given. */
export function clientOf(baseUrl: () => string, cookie?: string): Client {
  const client: Client = {
    cookie,
    async call(method, path, { body, headers = {}, timeoutMs = 10_000 } = {}) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const set = response.headers.getSetCookie().find((c) => /^(__Host-)?rise_session=/.test(c));
      if (set) client.cookie = set.split(';')[0];
      return response;
    },
  };
  return client;
}

export interface EventStream {
  /** Resolves with the arrival time (performance.now()) of the next event of this type, or rejects after `ms`. */
  next(type: string, ms?: number): Promise<number>;
  /** Resolves when the server ends the stream (never when close() ends it from this side). */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/events on a real server as `cookie`, resolving once its first event (ready) has arrived:
 * from then on the server holds it, and nothing raised is missed.
 */
export async function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  const waiting: { type: string; done: (at: number) => void }[] = [];
  const arrived: { type: string; at: number }[] = [];
  let ready!: () => void;
  let endedEarly!: (error: Error) => void;
  const opened = new Promise<void>((resolve, reject) => ((ready = resolve), (endedEarly = reject)));
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        const read = framesOf(buffer + decoder.decode(chunk, { stream: true }));
        buffer = read.rest;
        for (const { event } of read.events) {
          const type = event.type;
          if (type === 'ready') ready();
          const i = waiting.findIndex((w) => w.type === type);
          if (i >= 0) waiting.splice(i, 1)[0]!.done(at);
          else arrived.push({ type, at });
        }
      }
    } catch {
      // Closed: by close() here (then never `ended`), or the connection broke.
      if (abort.signal.aborted) await new Promise(() => {});
    }
    endedEarly(new Error('the stream ended before its first event'));
  })();
  await opened;
  return {
    ended,
    next(type, ms = 10_000) {
      const i = arrived.findIndex((a) => a.type === type);
      if (i >= 0) return Promise.resolve(arrived.splice(i, 1)[0]!.at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' event within ${ms} ms`)), ms);
        waiting.push({ type, done: (at) => (clearTimeout(timer), resolve(at)) });
      });
    },
    close: () => abort.abort(),
  };
}

/** Every item of a paged list, following the Link header's next page. */
export async function readAllPages<T>(client: Client, path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let pages = 0; next; pages++) {
    if (pages > 10_000) throw new Error(`${path}: more than 10,000 pages`);
    const response = await client.call('GET', next);
    if (response.status !== 200) throw new Error(`GET ${next}: ${response.status} ${await response.text()}`);
    items.push(...((await response.json()) as T[]));
    next = nextLinkOf(response.headers.get('link'));
  }
  return items;
}
