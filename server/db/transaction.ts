// Repos take the handle they run in, which may already be a transaction: operations then compose
// (a demo seed, a sign-up and its starting data, an account deletion) inside one database transaction.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

export function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
