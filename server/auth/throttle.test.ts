import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { type TestDatabase, createTestDatabase } from '../test/app';
import { beginSignIn, clearSignInFailures, deleteStaleSignInFailures } from './throttle';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.database, {});
});
afterAll(() => t.drop());

const t0 = Date.parse('2026-11-22T10:00:00Z');

describe('per-account sign-in back-off', () => {
  it('lets the free attempts through, then one guess per doubling wait, up to 15 minutes', async () => {
    const begin = (at: number) => beginSignIn(t.database.db, 'Kai', 5, at);
    for (let i = 0; i < 5; i++) expect(await begin(t0)).toEqual({ allowed: true });
    // The sixth waits 30 s.
    expect(await begin(t0 + 1000)).toEqual({ allowed: false, waitMs: 29_000 });
    // Each wait's end lets one guess through and starts a wait twice as long.
    let at = t0 + 30_000;
    for (const wait of [60_000, 120_000, 240_000, 480_000, 900_000, 900_000]) {
      expect(await begin(at)).toEqual({ allowed: true });
      expect(await begin(at + 1)).toMatchObject({ allowed: false, waitMs: wait - 1 });
      at += wait;
    }
  });

  it('lets only one of a burst of guesses sent at once past the free ones', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => beginSignIn(t.database.db, 'burst', 5, t0)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
  });

  it('keeps a run per name, whatever its case, and forgets it after a right password or a day', async () => {
    for (let i = 0; i < 5; i++) await beginSignIn(t.database.db, 'Robin', 5, t0);
    expect((await beginSignIn(t.database.db, '  ROBIN ', 5, t0)).allowed).toBe(false);
    // A trusted browser has a run of its own.
    expect((await beginSignIn(t.database.db, 'robin', 5, t0, 'device-token')).allowed).toBe(true);
    await clearSignInFailures(t.database.db, 'robin');
    expect((await beginSignIn(t.database.db, 'robin', 5, t0)).allowed).toBe(true);
    for (let i = 0; i < 6; i++) await beginSignIn(t.database.db, 'sam', 5, t0);
    expect((await beginSignIn(t.database.db, 'sam', 5, t0 + 25 * 3_600_000)).allowed).toBe(true);
    await deleteStaleSignInFailures(t.database.db, t0 + 50 * 3_600_000);
    expect(await t.database.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
  });
});
