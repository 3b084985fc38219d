// For hot paths: a query's SQL is built once per database, and later calls only bind new parameters,
// skipping Kysely's per-call building and compiling (a large share of a simple read's time).
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

export function reusableQuery<P extends unknown[], R>(build: (db: Kysely<DB>, ...params: P) => Compilable<R>) {
  const sqlByDb = new WeakMap<Kysely<DB>, string>();
  return async (db: Kysely<DB>, ...params: P): Promise<R[]> => {
    let text = sqlByDb.get(db);
    if (text === undefined) {
      const compiled = build(db, ...params).compile();
      // Reusable only if the SQL takes exactly these parameters, in this order.
      if (compiled.parameters.length !== params.length || compiled.parameters.some((p, i) => p !== params[i])) {
        throw new Error(`reusableQuery: parameters of ${compiled.sql} do not match the call's`);
      }
      text = compiled.sql;
      sqlByDb.set(db, text);
    }
    return (await db.executeQuery<R>(CompiledQuery.raw(text, params))).rows;
  };
}
