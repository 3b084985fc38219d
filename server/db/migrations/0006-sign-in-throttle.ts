import type { Kysely } from 'kysely';

// Wrong sign-ins per account name (known or not), for the per-account back-off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('username_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}
