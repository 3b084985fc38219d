// One server of bench/api.ts, in a process of its own: `bare` (bare Fastify answering one SQLite read)
// or `app` (the real app). It tells the parent its address, then measures its own CPU time between the
// parent's `start` and `stop`, so that the load generator's work is never counted.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export type ServerKind = 'bare' | 'app';

/** Parent to child. */
export type Command = { type: 'start' } | { type: 'stop' } | { type: 'exit' };
/** Child to parent. */
export type Answer = { type: 'ready'; url: string } | { type: 'started' } | { type: 'stopped'; cpuMicros: number; userMicros: number };

/** The floor: bare Fastify, no hooks, no logger, answering one prepared SQLite read of a user's row as JSON. */
function bareServer(dir: string): FastifyInstance {
  const sqlite = new SQLite(path.join(dir, 'bare.db'));
  sqlite.exec('create table users (id integer primary key, username text not null, display_name text not null, role text not null)');
  sqlite.prepare('insert into users (username, display_name, role) values (?, ?, ?)').run('bench_user', 'Bench', 'member');
  const read = sqlite.prepare('select id, username, display_name as displayName, role from users where id = ?');
  const app = Fastify({ logger: false });
  app.get('/api/users/current', () => read.get(1));
  app.addHook('onClose', () => sqlite.close());
  return app;
}

async function appServer(dir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_DB ?? 'sqlite:' + path.join(dir, 'bench.db'),
    // The real logger, at warn as a busy deployment would run it (info writes a line per request).
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_UP: '1000',
    // The read limit's hook runs as in production; one bench user just never reaches it.
    RATE_LIMIT_READS: '1000000000',
  });
  config.staticDir = null;
  return buildApp(config);
}

async function main(kind: ServerKind): Promise<void> {
  const send = (answer: Answer) => process.send?.(answer);
  const dir = mkdtempSync(path.join(tmpdir(), `rise-bench-${kind}-`));
  const app = kind === 'bare' ? bareServer(dir) : await appServer(dir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  let from = process.cpuUsage();
  process.on('message', (command: Command) => {
    if (command.type === 'start') {
      from = process.cpuUsage();
      send({ type: 'started' });
    } else if (command.type === 'stop') {
      const used = process.cpuUsage(from);
      send({ type: 'stopped', cpuMicros: used.user + used.system, userMicros: used.user });
    } else {
      void app.close().then(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  send({ type: 'ready', url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
}

const kind = process.argv[2];
if (kind !== 'bare' && kind !== 'app') throw new Error(`bench/api-server.ts takes 'bare' or 'app', got ${kind}`);
await main(kind);
