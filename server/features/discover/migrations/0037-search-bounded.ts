import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../../db/database';

// Issue 53: a demo reads only the sample community's pep talks (and the team's, mentors', staff's) and its
// own, so Discover searches those for a demo rather than every member's match (decision 0041). Those
// accounts are a handful among a school's teens: this index holds just them, so that finding them reads
// a few rows, not every account. Its condition is sample-community.ts demoCommunity()'s, word for word
// (an engine uses a partial index only for a query that says the same).
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`create index users_demo_community on users (id)
    where is_sample = 1 or verified = 1 or role <> 'member'`.execute(db);
}
