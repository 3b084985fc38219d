import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, signUp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A factory: an account for `me`, every field overridable. */
const makeAccount = (me: SignedIn, payload: Record<string, unknown> = {}) =>
  json(
    me,
    { method: 'POST', url: '/api/finances/accounts', payload: { name: 'Checking', type: 'checking', balance: '100.00', ...payload } },
    201,
  );

const makeTransaction = (me: SignedIn, accountId: number, payload: Record<string, unknown> = {}) =>
  json(
    me,
    {
      method: 'POST',
      url: '/api/finances/transactions',
      payload: { description: 'Lunch', amount: '12.50', date: '2026-11-10', category: 'food', accountId, isExpense: true, ...payload },
    },
    201,
  );

const accountsOf = (me: SignedIn) => json(me, { url: '/api/finances/accounts' });
const summaryOf = (me: SignedIn, month?: string) => json(me, { url: `/api/finances/summary${month ? `?month=${month}` : ''}` });

describe('concurrent moves', () => {
  it('moves between two accounts in opposite directions at once: no 5xx, no deadlock, exact balances', async () => {
    const me = await signUp(t.app);
    const a = await makeAccount(me, { name: 'A', balance: '100.00' });
    const b = await makeAccount(me, { name: 'B', balance: '100.00' });
    const inA = await makeTransaction(me, a.id, { amount: '1.00' });
    const inB = await makeTransaction(me, b.id, { amount: '2.00' });
    const move = (id: number, accountId: number) =>
      me.request({ method: 'PATCH', url: `/api/finances/transactions/${id}`, payload: { accountId } });
    for (let pair = 0; pair < 50; pair += 1) {
      const [x, y] = pair % 2 === 0 ? [b.id, a.id] : [a.id, b.id];
      const answers = await Promise.all([move(inA.id, x), move(inB.id, y)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    }
    // After 50 pairs (an even number) each transaction is back where it started.
    const accounts = await accountsOf(me);
    expect(accounts.find((x: { id: number }) => x.id === a.id)).toMatchObject({ balance: '99.00', transactionCount: 1 });
    expect(accounts.find((x: { id: number }) => x.id === b.id)).toMatchObject({ balance: '98.00', transactionCount: 1 });
  });
});

describe('accounts', () => {
  it('creates accounts with SPEC §9 colours by type, and lists only mine', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeAccount(other);
    const checking = await makeAccount(me);
    expect(checking).toMatchObject({ name: 'Checking', type: 'checking', balance: '100.00', color: '#16a34a', transactionCount: 0 });
    const credit = await makeAccount(me, { name: 'Card', type: 'credit', balance: '-250.75' });
    expect(credit).toMatchObject({ balance: '-250.75', color: '#db2777' });
    expect((await makeAccount(me, { type: 'savings', color: '#123456' })).color).toBe('#123456');
    const list = await accountsOf(me);
    expect(list.map((a: { id: number }) => a.id)).toEqual([checking.id, credit.id, expect.any(Number)]);
  });

  it.each([
    ['name', { name: '' }],
    ['type', { type: 'crypto' }],
    ['balance', { balance: '12.345' }],
    ['balance', { balance: 'lots' }],
    ['balance', { balance: '1000000000.01' }],
    ['color', { color: 'red' }],
  ])('answers 400 naming %s, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'POST',
      url: '/api/finances/accounts',
      payload: { name: 'A', type: 'cash', balance: '1', ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await accountsOf(me)).toEqual([]);
  });

  it('edits an account, and not another user’s (404)', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const account = await makeAccount(me);
    const edited = await json(me, {
      method: 'PATCH',
      url: `/api/finances/accounts/${account.id}`,
      payload: { name: 'Main', type: 'savings' },
    });
    expect(edited).toMatchObject({ name: 'Main', type: 'savings', balance: '100.00' });
    const response = await other.request({ method: 'PATCH', url: `/api/finances/accounts/${account.id}`, payload: { name: 'Mine now' } });
    expect(response.statusCode).toBe(404);
    expect((await accountsOf(me))[0].name).toBe('Main');
  });

  it('deletes an account with its transactions; another user gets 404', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const account = await makeAccount(me);
    const keep = await makeAccount(me, { name: 'Keep' });
    await makeTransaction(me, account.id);
    await makeTransaction(me, keep.id);
    expect((await accountsOf(me))[0].transactionCount).toBe(1);
    expect((await other.request({ method: 'DELETE', url: `/api/finances/accounts/${account.id}` })).statusCode).toBe(404);
    await json(me, { method: 'DELETE', url: `/api/finances/accounts/${account.id}` });
    expect((await accountsOf(me)).map((a: { name: string }) => a.name)).toEqual(['Keep']);
    const transactions = await json(me, { url: '/api/finances/transactions' });
    expect(transactions).toHaveLength(1);
    expect((await summaryOf(me)).totalExpenses).toBe('12.50');
  });

  it('answers 401 when not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/finances/accounts'],
      ['POST', '/api/finances/accounts'],
      ['GET', '/api/finances/transactions'],
      ['POST', '/api/finances/transactions'],
      ['GET', '/api/finances/goals'],
      ['POST', '/api/finances/goals'],
      ['POST', '/api/finances/goals/1/update-progress'],
      ['GET', '/api/finances/summary'],
      ['GET', '/api/finances/transactions.csv'],
      ['DELETE', '/api/finances/transactions/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('transactions', () => {
  it('moves the balance and totals exactly, to the cent', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me, { balance: '0.00' });
    await makeTransaction(me, account.id, { amount: '0.10', isExpense: false, category: 'income', description: 'Ten cents' });
    await makeTransaction(me, account.id, { amount: 0.2, isExpense: false, category: 'income', description: 'Twenty cents' });
    expect((await accountsOf(me))[0].balance).toBe('0.30');
    await makeTransaction(me, account.id, { amount: '999999999.99', isExpense: false, category: 'income' });
    await makeTransaction(me, account.id, { amount: '1000000000', isExpense: true, category: 'housing' });
    const [after] = await accountsOf(me);
    expect(after.balance).toBe('0.29');
    expect(await summaryOf(me)).toMatchObject({ totalBalance: '0.29', totalIncome: '1000000000.29', totalExpenses: '1000000000.00' });
  });

  it('lists the most recent first, and ?limit= takes the newest', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me);
    for (const [i, date] of ['2026-01-05', '2026-03-01', '2026-02-14', '2026-03-01'].entries()) {
      await makeTransaction(me, account.id, { description: `T${i}`, date });
    }
    const all = await json(me, { url: '/api/finances/transactions' });
    expect(all.map((x: { description: string }) => x.description)).toEqual(['T3', 'T1', 'T2', 'T0']);
    const two = await json(me, { url: '/api/finances/transactions?limit=2' });
    expect(two.map((x: { description: string }) => x.description)).toEqual(['T3', 'T1']);
    expect(two[0]).toMatchObject({ amount: '12.50', category: 'food', isExpense: true, accountId: account.id, date: '2026-03-01' });
  });

  it('pages through every transaction with the Link header: no row lost or repeated, and at most 100 at a time', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me);
    const dates = ['2026-01-05', '2026-03-01', '2026-02-14', '2026-03-01', '2026-03-01', '2026-02-14', '2025-12-31'];
    for (const [i, date] of dates.entries()) await makeTransaction(me, account.id, { description: `T${i}`, date });
    const seen: string[] = [];
    let url: string | null = '/api/finances/transactions?limit=3';
    let pages = 0;
    while (url) {
      const response = await me.request({ url });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { description: string }[];
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page.map((x) => x.description));
      const link = response.headers.link as string | undefined;
      url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['T4', 'T3', 'T1', 'T5', 'T2', 'T0', 'T6']);
    // Without a limit: the newest 100 (ARCHITECTURE's default and maximum), never everything.
    expect((await me.request({ url: '/api/finances/transactions?limit=101' })).statusCode).toBe(400);
    expect((await me.request({ url: '/api/finances/transactions' })).headers.link).toBeUndefined();
  });

  it('answers 400 for a cursor that is not one of ours', async () => {
    const me = await signUp(t.app);
    for (const cursor of [
      'nope',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      'a%20b',
      Buffer.from('["2026-01-01",2147483648]').toString('base64url'),
    ]) {
      const response = await me.request({ url: `/api/finances/transactions?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().errors).toHaveProperty('cursor');
    }
  });

  it.each([
    ['amount', { amount: '1.234' }],
    ['amount', { amount: '-5' }],
    ['amount', { amount: 0 }],
    ['amount', { amount: '1000000000.01' }],
    ['date', { date: '2026-13-01' }],
    ['date', { date: 'yesterday' }],
    ['category', { category: 'candy' }],
    ['isExpense', { isExpense: 'yes' }],
    ['description', { description: ' ' }],
    ['accountId', { accountId: 'one' }],
  ])('answers 400 naming %s, and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const account = await makeAccount(me);
    const response = await me.request({
      method: 'POST',
      url: '/api/finances/transactions',
      payload: {
        description: 'X',
        amount: '1.00',
        date: '2026-11-10',
        category: 'food',
        accountId: account.id,
        isExpense: true,
        ...payload,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json().errors).toHaveProperty(field);
    expect(await json(me, { url: '/api/finances/transactions' })).toEqual([]);
    expect((await accountsOf(me))[0].balance).toBe('100.00');
  });

  it('answers 400 on accountId for an unknown or another user’s account', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await makeAccount(other);
    for (const accountId of [theirs.id, 999_999]) {
      const response = await me.request({
        method: 'POST',
        url: '/api/finances/transactions',
        payload: { description: 'X', amount: '1.00', date: '2026-11-10', category: 'food', accountId, isExpense: true },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('accountId');
    }
    expect((await accountsOf(other))[0]).toMatchObject({ balance: '100.00', transactionCount: 0 });
  });

  it('edits a transaction, even onto another account, and the balances follow', async () => {
    const me = await signUp(t.app);
    const a = await makeAccount(me, { name: 'A', balance: '100.00' });
    const b = await makeAccount(me, { name: 'B', balance: '50.00' });
    const tx = await makeTransaction(me, a.id, { amount: '20.00' });
    expect((await accountsOf(me)).map((x: { balance: string }) => x.balance)).toEqual(['80.00', '50.00']);
    const edited = await json(me, {
      method: 'PATCH',
      url: `/api/finances/transactions/${tx.id}`,
      payload: { amount: '5.25', isExpense: false, accountId: b.id },
    });
    expect(edited).toMatchObject({ amount: '5.25', isExpense: false, accountId: b.id, description: 'Lunch' });
    expect((await accountsOf(me)).map((x: { balance: string }) => x.balance)).toEqual(['100.00', '55.25']);
    expect(await summaryOf(me)).toMatchObject({ totalIncome: '5.25', totalExpenses: '0.00' });
  });

  it('refuses an edit onto another user’s account, and changes nothing', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await makeAccount(me);
    const theirs = await makeAccount(other);
    const tx = await makeTransaction(me, mine.id);
    const response = await me.request({ method: 'PATCH', url: `/api/finances/transactions/${tx.id}`, payload: { accountId: theirs.id } });
    expect(response.statusCode).toBe(400);
    expect((await accountsOf(me))[0].balance).toBe('87.50');
    expect((await accountsOf(other))[0].balance).toBe('100.00');
  });

  it('deletes a transaction and gives its amount back; another user gets 404', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const account = await makeAccount(me);
    const tx = await makeTransaction(me, account.id, { amount: '30.00' });
    expect((await other.request({ method: 'DELETE', url: `/api/finances/transactions/${tx.id}` })).statusCode).toBe(404);
    expect(
      (await other.request({ method: 'PATCH', url: `/api/finances/transactions/${tx.id}`, payload: { amount: '1' } })).statusCode,
    ).toBe(404);
    await json(me, { method: 'DELETE', url: `/api/finances/transactions/${tx.id}` });
    expect((await accountsOf(me))[0]).toMatchObject({ balance: '100.00', transactionCount: 0 });
    expect((await me.request({ method: 'DELETE', url: `/api/finances/transactions/${tx.id}` })).statusCode).toBe(404);
  });

  it('answers 400 for a bad limit or id', async () => {
    const me = await signUp(t.app);
    expect((await me.request({ url: '/api/finances/transactions?limit=0' })).statusCode).toBe(400);
    expect((await me.request({ url: '/api/finances/transactions?limit=ten' })).statusCode).toBe(400);
    expect((await me.request({ method: 'DELETE', url: '/api/finances/transactions/abc' })).statusCode).toBe(400);
  });

  it('stays consistent when the same transaction is deleted or edited several times at once', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me);
    const tx = await makeTransaction(me, account.id, { amount: '10.00' });
    const deletes = await Promise.all([1, 2, 3].map(() => me.request({ method: 'DELETE', url: `/api/finances/transactions/${tx.id}` })));
    expect(deletes.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await accountsOf(me))[0]).toMatchObject({ balance: '100.00', transactionCount: 0 });
    const other = await makeTransaction(me, account.id, { amount: '10.00' });
    await Promise.all(
      ['20.00', '30.00'].map((amount) =>
        me.request({ method: 'PATCH', url: `/api/finances/transactions/${other.id}`, payload: { amount } }),
      ),
    );
    const [final] = await json(me, { url: '/api/finances/transactions' });
    // Whichever edit came last, the balance reflects exactly that one.
    expect((await accountsOf(me))[0].balance).toBe(final.amount === '20.00' ? '80.00' : '70.00');
    expect(await summaryOf(me)).toMatchObject({ totalExpenses: final.amount });
  });

  it('refuses control characters in text with 400 on every engine', async () => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'POST',
      url: '/api/finances/accounts',
      payload: { name: 'A\u0000B', type: 'cash', balance: '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('name');
    const blank = await me.request({ method: 'POST', url: '/api/finances/accounts', payload: { name: 'A', type: 'cash', balance: '' } });
    expect(blank.json().errors.balance).toBe('Enter an amount.');
  });

  it('exports every transaction as CSV, safe for spreadsheets', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me, { name: 'Wallet' });
    await makeTransaction(me, account.id, { description: '=cmd()', amount: '3.10', date: '2026-01-02' });
    await makeTransaction(me, account.id, {
      description: 'Pay, day',
      amount: '40',
      date: '2026-01-03',
      isExpense: false,
      category: 'income',
    });
    const response = await me.request({ url: '/api/finances/transactions.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body).toBe(
      'date,description,category,account,type,amount\r\n' +
        "2026-01-02,'=cmd(),food,Wallet,expense,-3.10\r\n" +
        '2026-01-03,"Pay, day",income,Wallet,income,40.00\r\n',
    );
  });

  it('streams a long history in order, every row once', async () => {
    const me = await signUp(t.app);
    const account = await makeAccount(me, { name: 'Big' });
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      user_id: me.user.id,
      account_id: account.id,
      description: `Row ${i}`,
      amount_cents: 100,
      // Many rows share a date, so the chunks must break ties by id.
      date: `2026-0${1 + (i % 3)}-1${i % 2}`,
      category: 'food' as const,
      is_expense: 1,
      created_at: '2026-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('finance_transactions')
        .values(rows.slice(i, i + 500))
        .execute();
    const response = await me.request({ url: '/api/finances/transactions.csv' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2345);
    expect(new Set(lines.map((l) => l.split(',')[1])).size).toBe(2345);
    const dates = lines.map((l) => l.split(',')[0]!);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('summary', () => {
  it('totals exactly past 2^53 cents across accounts', async () => {
    const me = await signUp(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await makeAccount(me, { name: `Vault ${i}` })).id);
    // Each account at its largest exact balance; together they pass 2^53 cents.
    await t.database.db
      .updateTable('finance_accounts')
      .set({ balance_cents: 999_999_999_999_999, income_cents: 999_999_999_999_999 })
      .where('id', 'in', ids)
      .execute();
    const summary = await summaryOf(me);
    expect(summary.totalBalance).toBe('99999999999999.90');
    expect(summary.totalIncome).toBe('99999999999999.90');
  });

  it('totals balances, income and expenses, and this month’s spending by category', async () => {
    const me = await signUp(t.app);
    const empty = await summaryOf(me, '2026-11');
    expect(empty).toEqual({ totalBalance: '0.00', totalIncome: '0.00', totalExpenses: '0.00', month: '2026-11', spendingByCategory: [] });
    const a = await makeAccount(me, { balance: '10.00' });
    const b = await makeAccount(me, { type: 'credit', balance: '-5.50' });
    await makeTransaction(me, a.id, { amount: '4.00', category: 'food', date: '2026-11-01' });
    await makeTransaction(me, b.id, { amount: '6.00', category: 'food', date: '2026-11-30' });
    await makeTransaction(me, a.id, { amount: '9.99', category: 'entertainment', date: '2026-11-15' });
    await makeTransaction(me, a.id, { amount: '100', category: 'housing', date: '2026-10-31' });
    await makeTransaction(me, a.id, { amount: '50', category: 'income', isExpense: false, date: '2026-11-02' });
    const summary = await summaryOf(me, '2026-11');
    expect(summary).toMatchObject({ totalBalance: '-65.49', totalIncome: '50.00', totalExpenses: '119.99' });
    expect(summary.spendingByCategory).toEqual([
      { category: 'food', amount: '10.00' },
      { category: 'entertainment', amount: '9.99' },
    ]);
    expect((await summaryOf(me, '2026-12')).spendingByCategory).toEqual([]);
    expect((await me.request({ url: '/api/finances/summary?month=2026-13' })).statusCode).toBe(400);
  });
});

describe('goals', () => {
  const goalPayload = {
    name: 'New bike',
    targetAmount: 300,
    currentAmount: 0,
    deadline: '2027-06-01',
    category: 'purchase',
    color: '#8a2be2',
    icon: 'piggy-bank',
    completed: false,
  };

  it('creates a goal at 0 with SPEC §9 colour and icon, adds progress, completes at the target', async () => {
    const me = await signUp(t.app);
    const goal = await json(
      me,
      {
        method: 'POST',
        url: '/api/finances/goals',
        payload: { name: 'Bike', targetAmount: '100.00', deadline: '2027-01-01', category: 'savings' },
      },
      201,
    );
    expect(goal).toMatchObject({ currentAmount: '0.00', targetAmount: '100.00', color: '#8a2be2', icon: 'piggy-bank', completed: false });
    const half = await json(me, { method: 'POST', url: `/api/finances/goals/${goal.id}/update-progress`, payload: { amount: 49.9 } });
    expect(half).toMatchObject({ currentAmount: '49.90', completed: false });
    const full = await json(me, { method: 'POST', url: `/api/finances/goals/${goal.id}/update-progress`, payload: { amount: '50.10' } });
    expect(full).toMatchObject({ currentAmount: '100.00', completed: true });
    expect(await json(me, { url: '/api/finances/goals' })).toEqual([full]);
  });

  it('takes the SPEC §7 payload as the screen sends it', async () => {
    const me = await signUp(t.app);
    const goal = await json(me, { method: 'POST', url: '/api/finances/goals', payload: goalPayload }, 201);
    expect(goal).toMatchObject({ name: 'New bike', targetAmount: '300.00', category: 'purchase' });
  });

  it.each([
    ['name', { name: '' }],
    ['targetAmount', { targetAmount: -1 }],
    ['targetAmount', { targetAmount: '1.001' }],
    ['deadline', { deadline: 'soon' }],
    // A target date that has passed everywhere (it would read "Deadline passed 328 days ago" at once).
    ['deadline', { deadline: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) }],
    ['category', { category: 'car' }],
    ['targetAmount', { targetAmount: '1e9' }],
  ])('answers 400 naming %s', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/finances/goals', payload: { ...goalPayload, ...payload } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await json(me, { url: '/api/finances/goals' })).toEqual([]);
  });

  it('refuses a bad progress amount and another user’s goal', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const goal = await json(me, { method: 'POST', url: '/api/finances/goals', payload: goalPayload }, 201);
    for (const amount of [-5, 0, '2.555', 'ten']) {
      const response = await me.request({ method: 'POST', url: `/api/finances/goals/${goal.id}/update-progress`, payload: { amount } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('amount');
    }
    const theirs = await other.request({ method: 'POST', url: `/api/finances/goals/${goal.id}/update-progress`, payload: { amount: 5 } });
    expect(theirs.statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `/api/finances/goals/${goal.id}` })).statusCode).toBe(404);
    expect((await json(me, { url: '/api/finances/goals' }))[0].currentAmount).toBe('0.00');
  });

  it('deletes a goal', async () => {
    const me = await signUp(t.app);
    const goal = await json(me, { method: 'POST', url: '/api/finances/goals', payload: goalPayload }, 201);
    await json(me, { method: 'DELETE', url: `/api/finances/goals/${goal.id}` });
    expect(await json(me, { url: '/api/finances/goals' })).toEqual([]);
  });
});
