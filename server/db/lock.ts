// Row locks for a write that reads before it writes (a balance, the next position, a daily cap): taken
// first in the write's transaction, they make two such writes at once take turns.
import { type Kysely, type UpdateQueryBuilder, type UpdateResult, sql } from 'kysely';
import type { DB } from './schema';

/**
 * Waits for, and holds until the transaction ends, the rows of `table` that the `where`s added to it
 * pick: a no-op UPDATE (`set column = column`; the id unless told), rather than a SELECT, so the rows
 * are locked on PostgreSQL and SQLite's transaction takes its write lock at once. Its result says how
 * many rows there were; a `returning` reads them under the lock.
 */
export function lockRows<T extends keyof DB & string>(
  trx: Kysely<DB>,
  table: T,
  column: keyof DB[T] & string = 'id' as keyof DB[T] & string,
): UpdateQueryBuilder<DB, T, T, UpdateResult> {
  const update = trx.updateTable(table) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
  return update.set({ [column]: sql.ref(column) } as never);
}
