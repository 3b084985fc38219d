// The Finance screen's calls for a user with 100 transactions and one with 100,000, in one run:
// the screen must not slow down as the history grows (goal: the ratio of the two at most 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localToday } from '../contract/money';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { birthDateForAge } from '../contract/ages';
import { runIfMain } from './main';

export const FINANCE_RATIO_GOAL = 2;
const ROUNDS = 300;
const CATEGORIES = ['food', 'transportation', 'entertainment', 'housing', 'other'] as const;

export interface FinanceReport {
  small: { transactions: number; medianMs: number };
  large: { transactions: number; medianMs: number };
  ratio: number;
  goal: number;
  meetsGoal: boolean;
}

async function signUp(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { username, displayName: 'Bench', password: 'a quiet bench run', dateOfBirth: birthDateForAge(16) },
  });
  const cookie = response.cookies.find((c) => c.name === 'rise_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return `rise_session=${cookie.value}`;
}

/** Gives a user two accounts, two goals and `count` transactions over the last five years, through the real API's tables. */
export async function seedFinance(app: FastifyInstance, cookie: string, count: number, db: ReturnType<typeof openDatabase>['db']) {
  const userId = (await app.inject({ url: '/api/users/current', headers: { cookie } })).json().id as number;
  const accounts: number[] = [];
  for (const name of ['Everyday', 'Savings']) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/finances/accounts',
      headers: { cookie },
      payload: { name, type: 'checking', balance: '100.00' },
    });
    accounts.push(r.json().id);
  }
  for (const name of ['Bike', 'Laptop']) {
    await app.inject({
      method: 'POST',
      url: '/api/finances/goals',
      headers: { cookie },
      payload: { name, targetAmount: '500', deadline: '2030-01-01', category: 'purchase' },
    });
  }
  // Bulk rows straight into the table (the API would take minutes for 100,000), then the
  // accounts' running totals set to match, as the API keeps them.
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const isExpense = i % 5 !== 0;
    return {
      user_id: userId,
      account_id: accounts[i % 2]!,
      description: `Bench ${i}`,
      amount_cents: 100 + (i % 5000),
      date: new Date(now - ((i * 1831) % (5 * 365)) * 86_400_000).toISOString().slice(0, 10),
      category: isExpense ? CATEGORIES[i % CATEGORIES.length]! : ('income' as const),
      is_expense: isExpense ? 1 : 0,
      created_at: new Date(now).toISOString(),
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('finance_transactions')
        .values(rows.slice(i, i + 1000))
        .execute();
    for (const accountId of accounts) {
      const mine = rows.filter((r) => r.account_id === accountId);
      const income = mine.filter((r) => !r.is_expense).reduce((s, r) => s + r.amount_cents, 0);
      const expense = mine.filter((r) => r.is_expense).reduce((s, r) => s + r.amount_cents, 0);
      await trx
        .updateTable('finance_accounts')
        .set({ income_cents: income, expense_cents: expense, balance_cents: 10_000 + income - expense, transaction_count: mine.length })
        .where('id', '=', accountId)
        .execute();
    }
  });
}

/** The calls the Finance screen makes when it opens, one after the other; the median of many rounds. */
async function screenLoad(app: FastifyInstance, cookie: string): Promise<number> {
  const month = localToday().slice(0, 7);
  const urls = [
    '/api/finances/accounts',
    '/api/finances/transactions?limit=10',
    '/api/finances/goals',
    `/api/finances/summary?month=${month}`,
  ];
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 30; round++) {
    const start = performance.now();
    for (const url of urls) {
      const r = await app.inject({ url, headers: { cookie } });
      if (r.statusCode !== 200) throw new Error(`${url} answered ${r.statusCode}`);
    }
    if (round >= 30) times.push(performance.now() - start); // the first 30 warm up
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function runFinance(): Promise<FinanceReport> {
  console.log('\nFinance screen benchmark (seeding 100 and 100,000 transactions...)');
  const dir = mkdtempSync(path.join(tmpdir(), 'rise-bench-finance-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'finance.db')}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_UP: '1000',
    RATE_LIMIT_READS: '1000000000',
  });
  config.staticDir = null;
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp(config, { database });
  try {
    const small = await signUp(app, 'bench_small');
    const large = await signUp(app, 'bench_large');
    await seedFinance(app, small, 100, database.db);
    await seedFinance(app, large, 100_000, database.db);
    const smallMs = await screenLoad(app, small);
    const largeMs = await screenLoad(app, large);
    const ratio = largeMs / smallMs;
    const report: FinanceReport = {
      small: { transactions: 100, medianMs: smallMs },
      large: { transactions: 100_000, medianMs: largeMs },
      ratio,
      goal: FINANCE_RATIO_GOAL,
      meetsGoal: ratio <= FINANCE_RATIO_GOAL,
    };
    console.log(`Finance screen calls (accounts, 10 transactions, goals, summary), median of ${ROUNDS} loads through app.inject():`);
    console.log(`  user with     100 transactions: ${smallMs.toFixed(2)} ms`);
    console.log(`  user with 100,000 transactions: ${largeMs.toFixed(2)} ms`);
    console.log(`  ratio: ${ratio.toFixed(2)} (goal: at most ${FINANCE_RATIO_GOAL}) ${report.meetsGoal ? 'OK' : 'ABOVE GOAL'}`);
    return report;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

runIfMain(import.meta, runFinance);
