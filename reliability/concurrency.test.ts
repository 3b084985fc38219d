// Money under concurrency, on both engines: 200 edits of one user's money at once (creates, edits
// that move amounts and accounts, deletes) leave every balance equal to its start plus what its
// transactions say, to the cent, with no 5xx. (Board moves join this file with Boost Board.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../contract/money';
import { type SignedIn, type TestApp, createTestApp, signUp } from '../server/test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async (me: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await me.request({ method, url, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

async function allTransactions(me: SignedIn) {
  const all: { id: number; amount: string; isExpense: boolean; accountId: number }[] = [];
  let url: string | null = '/api/finances/transactions';
  while (url) {
    const response = await me.request({ url });
    all.push(...response.json());
    const link = response.headers.link as string | undefined;
    url = link ? /<([^>]+)>/.exec(link)![1]! : null;
  }
  return all;
}

describe('200 concurrent money edits', () => {
  it('keep every balance exact, with no 5xx', async () => {
    const me = await signUp(t.app);
    const starts = ['100.00', '250.50', '-40.25'];
    const accounts: number[] = [];
    for (const [i, balance] of starts.entries())
      accounts.push((await json(me, 'POST', '/api/finances/accounts', { name: `A${i}`, type: 'checking', balance })).body.id);
    const seed: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      seed.push((await json(me, 'POST', '/api/finances/transactions', tx(i, accounts[i % 3]!))).body.id);
    }
    function tx(i: number, accountId: number) {
      return {
        description: `T${i}`,
        amount: `${1 + (i % 7)}.${String(i % 100).padStart(2, '0')}`,
        date: '2026-11-01',
        category: 'food',
        accountId,
        isExpense: i % 3 !== 0,
      };
    }
    const ops = Array.from({ length: 200 }, (_, i) => {
      const target = seed[i % seed.length]!;
      switch (i % 4) {
        case 0:
          return json(me, 'POST', '/api/finances/transactions', tx(100 + i, accounts[i % 3]!));
        case 1:
          return json(me, 'PATCH', `/api/finances/transactions/${target}`, { accountId: accounts[(i + 1) % 3]! });
        case 2:
          return json(me, 'PATCH', `/api/finances/transactions/${target}`, {
            amount: `${i % 9}.25`.replace(/^0\./, '3.'),
            isExpense: i % 2 === 0,
          });
        default:
          return json(me, 'DELETE', `/api/finances/transactions/${target}`);
      }
    });
    const answers = await Promise.all(ops);
    // A delete may lose the race to another delete (404); nothing may fail on the server's side.
    for (const a of answers) expect([200, 201, 404]).toContain(a.status);

    const transactions = await allTransactions(me);
    const list = (await json(me, 'GET', '/api/finances/accounts')).body as { id: number; balance: string; transactionCount: number }[];
    for (const [i, id] of accounts.entries()) {
      const mine = transactions.filter((x) => x.accountId === id);
      const expected = mine.reduce((sum, x) => sum + (x.isExpense ? -1 : 1) * toCents(x.amount)!, toCents(starts[i]!)!);
      const account = list.find((a) => a.id === id)!;
      expect(toCents(account.balance), `account ${i}`).toBe(expected);
      expect(account.transactionCount, `account ${i}`).toBe(mine.length);
    }
  });
});
