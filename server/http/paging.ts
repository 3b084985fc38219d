// Keyset paging for every list: a repo reads one row more than the page, and the last row's sort
// key becomes the opaque cursor of the next page.
import { HttpProblem } from './problems';

export interface Page<T> {
  items: T[];
  /** The cursor of the next page; absent on the last one. */
  next?: string;
}

type Key = (string | number)[];

/** Ids and positions are 32-bit integers on both engines; anything else cannot be one of ours. */
const isInt32 = (v: unknown) => Number.isInteger(v) && (v as number) >= -2_147_483_648 && (v as number) <= 2_147_483_647;

export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor carries, checked against the shape the list expects; 400 when it is not one. */
export function decodeCursor<const S extends readonly ('string' | 'number')[]>(
  cursor: string | undefined,
  shape: S,
): { [K in keyof S]: S[K] extends 'string' ? string : number } | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const fits =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every((v, i) => (shape[i] === 'number' ? isInt32(v) : typeof v === 'string' && v.length <= 100));
  if (!fits) throw new HttpProblem(400, 'That cursor is not one of ours.', { cursor: 'Use the cursor from the Link header.' });
  return key as never;
}

/** A page from `limit + 1` rows read in order: the extra row only says that there is more. */
export function pageOf<R, T>(rows: R[], limit: number, keyOf: (row: R) => Key, toItem: (row: R) => T): Page<T> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { items: shown.map(toItem), ...(more && last !== undefined ? { next: encodeCursor(keyOf(last)) } : {}) };
}
