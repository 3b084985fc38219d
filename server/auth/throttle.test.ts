import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase } from '../test/app';
import { clearSignInFailures, recordSignInFailure, waitBeforeSignIn } from './throttle';

describe('per-account sign-in back-off', () => {
  it('doubles the wait after each further failure, up to 15 minutes, and a right password clears it', async () => {
    const t0 = Date.parse('2026-11-22T10:00:00Z');
    const { database, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database, {});
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        await recordSignInFailure(database.db, 'Kai', 5, t0);
        waits.push(await waitBeforeSignIn(database.db, 'kai', t0));
      }
      expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
      expect(waits.slice(4, 9)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
      expect(waits.slice(9)).toEqual([900_000, 900_000, 900_000]);
      // A day later the run is forgotten.
      await recordSignInFailure(database.db, 'kai', 5, t0 + 25 * 3_600_000);
      expect(await waitBeforeSignIn(database.db, 'kai', t0 + 25 * 3_600_000)).toBe(0);
      await clearSignInFailures(database.db, 'KAI');
      expect(await database.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });

});
