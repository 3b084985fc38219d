import type { Kysely } from 'kysely';

// Issue 31: Rise has no email address for anyone and sends no email, so "Email notifications" (SPEC §2's
// checkbox) must not look switched on. Every account's choice goes back to off; a new account starts
// off through the profile module's new-account seed (server/features/profile/index.ts), on both
// engines alike: SQLite cannot change a column's default without rebuilding the users table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ users: { email_notifications: number } }>).updateTable('users').set({ email_notifications: 0 }).execute();
}
