import type { Kysely } from 'kysely';

// Issue 31: every author can turn comments off on a pep talk. While they are off nobody can comment,
// and the comments already there are shown to the author alone (who can read and remove them); they
// come back if comments are turned on again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pep_talks')
    .addColumn('comments_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
