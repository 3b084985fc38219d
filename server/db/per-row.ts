import { sql } from 'kysely';

/**
 * Ends an `exists (...)` that asks something of each row a page shows (may the viewer see it, is it
 * held, is the writer blocked): `limit 1 offset 0`, which changes no answer on either engine. Without
 * it PostgreSQL may answer such a question by hashing everything it could be asked about (every user,
 * every hidden case) once per query, a cost that grows with the school however short the page
 * (issue 53: 14 of a busy pep talk's 20 ms at 100x). An OFFSET is its documented fence: the subquery
 * is then asked row by row, by its index. SQLite asks row by row either way.
 */
export const PER_ROW = sql` limit 1 offset 0`;
