import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/app';
import { inTransaction } from './transaction';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('inTransaction', () => {
  it('runs a deadlock or serialization failure again, a bounded number of times', async () => {
    let attempts = 0;
    const answer = await inTransaction(t.database.db, async () => {
      attempts += 1;
      if (attempts < 3) throw failure(attempts === 1 ? '40P01' : '40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(3);

    let forever = 0;
    await expect(
      inTransaction(t.database.db, async () => {
        forever += 1;
        throw failure('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(forever).toBe(4);
  });

  it('never runs other failures again, and joins the transaction it is given', async () => {
    let attempts = 0;
    await expect(
      inTransaction(t.database.db, async () => {
        attempts += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
    await t.database.db.transaction().execute(async (trx) => {
      await inTransaction(trx, async (inner) => expect(inner).toBe(trx));
    });
  });
});
