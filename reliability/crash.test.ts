// kill -9 loop (SQLite): the real server in a child process takes a stream of concurrent writes and
// is killed with SIGKILL at a random moment, then restarted on the same file, ten times. Every write
// it acknowledged (201, body read) must be there afterwards, and the account's balance must be its
// starting balance plus the sum of the transactions that are there.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account, Summary, Transaction } from '../contract/finance';
import { fromCents, toCents } from '../contract/money';
import { ENGINE, type ServerProcess, clientOf, figure, uniqueUsername, killAllServers, readAllPages, startServer } from './support';
import { birthDateForAge } from '../contract/ages';

const LOOPS = Number(process.env.RELIABILITY_CRASH_LOOPS ?? 10);
const WRITERS = 6;
const START_CENTS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(ENGINE !== 'sqlite')('kill -9 loop on SQLite', () => {
  let dir: string | undefined;

  afterAll(async () => {
    await killAllServers();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${LOOPS} kills`, async () => {
    dir = mkdtempSync(join(tmpdir(), 'rise-rel-crash-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'rise.db')}` };
    let server: ServerProcess = await startServer(env);
    const client = clientOf(() => server.url);
    const username = uniqueUsername('crash');
    const signUp = await client.call('POST', '/api/auth/sign-up', {
      body: { username, displayName: 'Crash Test', password: 'correct horse battery', dateOfBirth: birthDateForAge(16) },
    });
    expect(signUp.status).toBe(201);
    const created = await client.call('POST', '/api/finances/accounts', {
      body: { name: 'Crash account', type: 'checking', balance: fromCents(START_CENTS) },
    });
    expect(created.status).toBe(201);
    const accountId = ((await created.json()) as Account).id;

    /** Acknowledged writes, by description. */
    const acknowledged = new Map<string, Transaction>();
    const unexpected: string[] = [];
    let sent = 0;
    let lost = 0;
    let present = 0;
    const killTimes: number[] = [];

    for (let loop = 1; loop <= LOOPS; loop++) {
      let stop = false;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const description = `crash ${loop}-${w}-${n}`;
          const body = {
            description,
            amount: fromCents(randomInt(1, 100_000)),
            date: '2026-01-15',
            category: 'other',
            accountId,
            isExpense: randomInt(0, 2) === 1,
          };
          sent += 1;
          try {
            const response = await client.call('POST', '/api/finances/transactions', { body, timeoutMs: 5000 });
            const text = await response.text(); // the whole answer: only then is the write acknowledged
            if (response.status === 201) acknowledged.set(description, JSON.parse(text) as Transaction);
            else unexpected.push(`${response.status} ${text.slice(0, 200)}`);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      const killAt = randomInt(100, 801);
      killTimes.push(killAt);
      await sleep(killAt);
      await server.kill();
      stop = true;
      await Promise.all(writers);

      server = await startServer(env);
      const rows = await readAllPages<Transaction>(client, '/api/finances/transactions?limit=100');
      present = rows.length;
      const byDescription = new Map(rows.map((t) => [t.description, t]));
      const missing = [...acknowledged.keys()].filter((d) => {
        const there = byDescription.get(d);
        const acked = acknowledged.get(d)!;
        return !there || there.id !== acked.id || there.amount !== acked.amount || there.isExpense !== acked.isExpense;
      });
      lost += missing.length;
      expect(missing, `loop ${loop}: acknowledged writes lost`).toEqual([]);

      // The balance is the starting balance plus what is there, written in the same transactions.
      let balance = START_CENTS;
      let income = 0;
      let expenses = 0;
      for (const t of rows) {
        const cents = toCents(t.amount)!;
        if (t.isExpense) expenses += cents;
        else income += cents;
        balance += t.isExpense ? -cents : cents;
      }
      const accounts = (await (await client.call('GET', '/api/finances/accounts')).json()) as Account[];
      const account = accounts.find((a) => a.id === accountId);
      expect(account?.balance, `loop ${loop}: balance`).toBe(fromCents(balance));
      expect(account?.transactionCount, `loop ${loop}: transaction count`).toBe(rows.length);
      const summary = (await (await client.call('GET', '/api/finances/summary')).json()) as Summary;
      expect([summary.totalBalance, summary.totalIncome, summary.totalExpenses]).toEqual([
        fromCents(balance),
        fromCents(income),
        fromCents(expenses),
      ]);
    }

    await server.stop();
    const db = new SQLite(env.DATABASE_URL.slice('sqlite:'.length), { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    expect(integrity).toBe('ok');
    expect(unexpected).toEqual([]);
    expect(acknowledged.size, 'writes were acknowledged before the kills').toBeGreaterThan(LOOPS);

    figure('crash: kill -9 loops', LOOPS);
    figure('crash: writes sent', sent);
    figure('crash: writes acknowledged', acknowledged.size);
    figure('crash: acknowledged writes lost', lost);
    figure('crash: writes in flight at a kill that were kept anyway', present - acknowledged.size);
    figure('crash: kill times (ms)', killTimes);
  });
});
