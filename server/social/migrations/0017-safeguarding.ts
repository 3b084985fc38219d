import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// What safeguarding needs of a deleted account (issue 16): open reports about what it wrote and its
// mentor threads, copied out as they were when the account went, for moderators only, and erased
// after a stated time (contract/safety.ts KEPT_FOR_DAYS). Nothing here points at a user any more.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('safeguarding_holds')
    .addColumn('id', ...idColumn(dialect))
    // contract/safety.ts KEPT_KINDS.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    // JSON: [{from, text, at}], the words as they were.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('former_username', 'text', (c) => c.notNull())
    .addColumn('kept_at', 'text', (c) => c.notNull())
    .addColumn('erase_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('safeguarding_holds_erase').on('safeguarding_holds').column('erase_after').execute();
}
