import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { idColumn } from '../../db/migrations/columns';

// Issue 52: moderators act on accounts, not only on words. An account's standing lives on its row (read
// with the session on every request, so a restriction costs no query); each action is a row of its own
// that outlives the account (evidence, like the cases it was taken from), with the moderator who asked
// and, for a suspension or a ban, the second one who agreed.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Restricted: no posting, commenting, replying, shared-board writing, joining or writing to a mentor.
  // restricted_at set and restricted_until null: until a moderator decides (two "may be an adult" reports).
  await db.schema.alterTable('users').addColumn('restricted_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('restricted_until', 'text').execute();
  // The community standards' rule it was restricted, suspended or banned under (contract REPORT_REASONS).
  await db.schema.alterTable('users').addColumn('standing_rule', 'text').execute();
  // Suspended: no sign-in; suspended_until null: until a moderator lifts it.
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();
  // Banned: closed for good; its public words are hidden from everyone else.
  await db.schema.alterTable('users').addColumn('banned_at', 'text').execute();

  await db.schema
    .createTable('account_actions')
    .addColumn('id', ...idColumn(dialect))
    // null once the account is deleted; `username` and `display_name` keep who it was.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    // 'restrict', 'suspend', 'ban' or 'lift'
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('rule', 'text')
    .addColumn('note', 'text')
    .addColumn('case_id', 'integer', (c) => c.references('moderation_cases.id').onDelete('set null'))
    // null: taken by the reports themselves (two trusted "may be an adult" reports).
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_username', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    // The second moderator of a suspension, a ban or the lifting of either (four eyes).
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_by_username', 'text')
    // 'waiting' (for a second moderator), 'done', or 'dropped' (overtaken, or its first moderator left).
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    // When it ends by itself (a restriction or suspension of some days); null: until lifted.
    .addColumn('until', 'text')
    // The account's one request for another look at this action.
    .addColumn('appealed_at', 'text')
    .addColumn('appeal_note', 'text')
    .execute();
  await db.schema.createIndex('account_actions_user').on('account_actions').columns(['user_id', 'id']).execute();
}
