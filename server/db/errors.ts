/**
 * True when an insert or update broke a UNIQUE constraint, on either engine; with `column`, only
 * when it is that column's (PostgreSQL names it in the constraint, SQLite in the message).
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  const unique = e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || column === undefined) return unique;
  return String(e?.constraint ?? '').includes(column) || String(e?.message ?? '').includes(`.${column}`);
}
