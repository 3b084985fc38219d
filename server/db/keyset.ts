// Keyset paging in one place: a list's order, the condition that starts a page after the cursor's row,
// and the page read one row longer (server/http/paging.ts holds the cursor's wire format).
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type StringReference, sql } from 'kysely';
import { type Page, decodeCursor, pageOf } from '../http/paging';

/**
 * One column (or expression) of a list's order, and the value of it the cursor carries: `of` reads it
 * from a row the query returned.
 */
export type Key<DB, TB extends keyof DB, O> = {
  by: StringReference<DB, TB> | Expression<unknown>;
  /** Descending; ascending when absent, as in an `order by`. */
  desc?: true;
} & ({ type: 'string'; of: (row: O) => string } | { type: 'number'; of: (row: O) => number });

export interface Keyset<DB, TB extends keyof DB, O> {
  /** The query with the rows after the cursor, the order of the keys and `limit + 1`. */
  query: SelectQueryBuilder<DB, TB, O>;
  /** The page of rows that `query` (perhaps joined to more) returned. */
  pageOf<R extends O, T>(rows: R[], toItem: (row: R) => T): Page<T>;
  /** Runs `query` and returns its page. */
  page<T>(toItem: (row: O) => T): Promise<Page<T>>;
}

type Value = string | number;

/**
 * Pages `query` by `keys`, the list's order, the last one unique. A bad cursor is a 400 at once, before
 * anything runs. The rows after the cursor's are asked for as `a < ? or (a = ? and b < ?) ...`, each key
 * compared its own way (mixed directions page right); with `rowValue` (every key the same direction) as
 * `(a, b) < (?, ?)`, which PostgreSQL reads as one range of an index on them. Anything the query must
 * be ordered by before the keys (a key the query fixes, for the plan) is its own `orderBy`, added first.
 */
export function keyset<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly Key<DB, TB, O>[],
  { limit, cursor }: { limit: number; cursor?: string | undefined },
  { rowValue = false }: { rowValue?: boolean } = {},
): Keyset<DB, TB, O> {
  const after: readonly Value[] | undefined = decodeCursor(
    cursor,
    keys.map((k) => k.type),
  );
  let q = query;
  if (after) q = q.where((eb) => (rowValue ? rowAfter(keys, after) : pastCursor(eb, keys, after)));
  for (const k of keys) q = k.desc ? q.orderBy(k.by, 'desc') : q.orderBy(k.by);
  q = q.limit(limit + 1);
  const keyOf = (row: O) => keys.map((k) => k.of(row));
  return {
    query: q,
    pageOf: (rows, toItem) => pageOf(rows, limit, keyOf, toItem),
    page: async (toItem) => pageOf(await q.execute(), limit, keyOf, toItem),
  };
}

const compare = <DB, TB extends keyof DB, O>(eb: ExpressionBuilder<DB, TB>, k: Key<DB, TB, O>, op: '<' | '>' | '=', value: Value) =>
  eb(k.by as StringReference<DB, TB>, op, value as never);

/** `a < ? or (a = ? and b < ?) or ...`: for one key, just `a < ?`. */
function pastCursor<DB, TB extends keyof DB, O>(eb: ExpressionBuilder<DB, TB>, keys: readonly Key<DB, TB, O>[], after: readonly Value[]) {
  const past = (i: number) => compare(eb, keys[i]!, keys[i]!.desc ? '<' : '>', after[i]!);
  if (keys.length === 1) return past(0);
  return eb.or(
    keys.map((_, i) => (i === 0 ? past(0) : eb.and([...keys.slice(0, i).map((k, j) => compare(eb, k, '=', after[j]!)), past(i)]))),
  );
}

/** `(a, b) < (?, ?)`. */
function rowAfter<DB, TB extends keyof DB, O>(keys: readonly Key<DB, TB, O>[], after: readonly Value[]): Expression<SqlBool> {
  const desc = keys[0]!.desc === true;
  if (keys.some((k) => (k.desc === true) !== desc)) throw new Error('keyset: a row value compares keys of one direction only');
  const refs = keys.map((k) => (typeof k.by === 'string' ? sql.ref(k.by) : k.by));
  return sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(desc ? '<' : '>')} (${sql.join([...after])})`;
}
