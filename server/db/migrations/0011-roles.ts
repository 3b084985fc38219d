import type { Kysely } from 'kysely';

// What an account is for: 'member' (a teen: every mini-app), 'mentor' (an adult linked to a catalogue
// mentor: only its inbox) or 'moderator' (a member who may also read what is reported and any
// mentor thread). Granted only by commands on the server (npm run mentor, npm run moderator).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
}
