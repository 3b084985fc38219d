import type { Kysely } from 'kysely';

// Issue 31. Members are 13 to 17: instead of a birth date (never kept), a member's account keeps only
// the two days on which something changes for them: the day they turn 16 (new pep talks stop starting
// private) and the day they turn 18 (they can still read, export and delete, but no longer post on
// shared surfaces or write to mentors). Accounts made before this keep null: no age is known.
// A session remembers whether it was started with "Keep me signed in"; the sessions there are now were
// all kept signed in (their cookies lived 60 days).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('turns_16_on', 'text').execute();
  await db.schema.alterTable('users').addColumn('turns_18_on', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('kept_signed_in', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
