import type { Kysely } from 'kysely';

// Moderators are staff, not teens (issue 29). Until now `npm run moderator -- grant` made a member (a
// teen's account) a moderator; from here on a moderator is a staff account of its own (npm run
// moderator -- create) and a member's role never changes. Every account that holds role 'moderator'
// now was such a member (the old command refused mentors' and demo accounts), so each one becomes a
// member again, with everything of theirs as it was. The cases they decided keep their id in
// decided_by. Their Rise team replaces them with staff accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await demoteMemberModerators(db);
}

/** Makes every account that holds role 'moderator' a member; exported for its test. */
export async function demoteMemberModerators(db: Kysely<unknown>): Promise<number> {
  const result = await (db as Kysely<{ users: { role: string } }>)
    .updateTable('users')
    .set({ role: 'member' })
    .where('role', '=', 'moderator')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
