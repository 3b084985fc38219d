import type { Kysely } from 'kysely';

// Issue 52: a demo account reads a fictional sample community kept for demos, never a real teen's
// words, name or id (decision 0036). The community's accounts are ordinary rows flagged `is_sample`:
// real members never see them or anything they wrote, liked or shared; demos see only them (and the
// Rise team's and mentors' accounts, which are not teens). Nobody can sign in as one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
