import type { Kysely } from 'kysely';

// A verified account (issue 14): the Rise team's own, shown with a badge on what it posts and the only
// one whose pep talks may carry the app's pictures and videos. Never set by a sign-up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
