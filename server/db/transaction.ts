// Repos take the handle they run in, which may already be a transaction: operations then compose
// (a demo seed, a sign-up and its starting data, an account deletion) inside one database transaction.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * "Try again" failures: PostgreSQL's serialization failure or a deadlock it broke; SQLite's busy
 * snapshot (another connection, a script or a second process, wrote after this transaction began
 * reading, so it cannot write; the busy timeout does not wait for that one).
 */
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY']);
const ATTEMPTS = 4;

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Runs `work` in the transaction it is given, or in a new one. A new one that the engine aborts as a
 * deadlock, a serialization failure or a busy snapshot runs again (a bounded number of times, after a short random wait),
 * so such a clash never reaches the client as a 500. `work` must be safe to run again: it only touches
 * the database.
 */
export async function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
