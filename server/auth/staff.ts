// Staff accounts (issue 29): Rise's moderators are adults on Rise's staff, each with an account of
// their own (role 'moderator'), never a member's. `npm run moderator -- create <username>`
// (scripts/moderator.ts) makes one: no teen data, no date of birth, its password made at random and
// shown once to whoever ran the command. `revoke <username>` ends it: every session at once, and it
// can never sign in again. Its row stays (id, username, role), because the cases it decided and the
// moderators' audit point to it. Nothing changes an account's role, so a member (a teen), a demo
// account and a mentor's account can never become a moderator.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { UsernameFormat } from '../../contract/auth';
import type { DB, UserRow } from '../db/schema';
import { hashPassword } from './passwords';
import { forgetUser } from './sessions';
import { findUserByUsername, insertUser, randomAvatarColor } from './users.repo';

/** A mistake in the command (printed as is, exit status 1). */
export class StaffAccountError extends Error {}

/** What `npm run moderator -- grant` answers now. */
export const GRANT_REFUSED =
  'A member account can never be a moderator: moderators are staff accounts of their own. ' +
  'Make one with `npm run moderator -- create <username>`.';

/**
 * A revoked account's password hash: "revoked <when>". No password matches it (an argon2 hash starts
 * with "$argon2"), and sign-in treats the account as unknown.
 */
export const REVOKED_MARK = 'revoked ';

export const isRevoked = (user: Pick<UserRow, 'password_hash'>): boolean => user.password_hash.startsWith(REVOKED_MARK);

/** A password of 20 random characters (about 120 bits): handed over once, changed by its owner. */
const newPassword = () => randomBytes(15).toString('base64url');

/** Makes a staff account; its password is answered here and nowhere else. */
export async function createModerator(db: Kysely<DB>, username: string): Promise<{ user: UserRow; password: string }> {
  // A staff name may say what it is ("mod_anna"): only the form of a username is checked.
  if (!UsernameFormat.safeParse(username).success)
    throw new StaffAccountError(`'${username}' is not a valid username (3 to 20 letters, digits or _).`);
  const password = newPassword();
  const user = await insertUser(
    db,
    { username, display_name: username, password_hash: await hashPassword(password), avatar_color: randomAvatarColor(), role: 'moderator' },
    // No teen data: a staff account has no goals, money, moods or pep talks.
    async () => {},
  );
  if (!user) {
    const taken = await findUserByUsername(db, username);
    throw new StaffAccountError(
      taken?.role === 'moderator' && isRevoked(taken)
        ? `'${username}' was a moderator whose account was revoked; its name stays with its decisions. Choose another username.`
        : `The username '${username}' is taken.`,
    );
  }
  return { user, password };
}

/**
 * Ends a staff account: its sessions and trusted browsers go at once and no password opens it again.
 * 'already' when it had been revoked before.
 */
export async function revokeModerator(db: Kysely<DB>, username: string, now = new Date()): Promise<'revoked' | 'already'> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new StaffAccountError(`No account '${username}'.`);
  if (user.role !== 'moderator')
    throw new StaffAccountError(`'${username}' is not a staff account: only a moderator's account is revoked here.`);
  if (isRevoked(user)) return 'already';
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: `${REVOKED_MARK}${now.toISOString()}` })
      .where('id', '=', user.id)
      .where('role', '=', 'moderator')
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('trusted_devices').where('user_id', '=', user.id).execute();
  });
  // This instance stops answering from its memory of the sessions at once (see sessions.ts).
  forgetUser(db, user.id);
  return 'revoked';
}

/**
 * Whether a mentor's account still speaks for a catalogue mentor: once unlinked (`npm run mentor --
 * unlink`, or from the moderators' screen) it cannot sign in again (issue 52).
 */
export async function isLinkedMentor(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('mentors').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Every staff account, oldest first, with whether it was revoked. */
export async function listModerators(db: Kysely<DB>): Promise<{ username: string; createdAt: string; revoked: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'created_at', 'password_hash'])
    .where('role', '=', 'moderator')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ username: r.username, createdAt: r.created_at, revoked: isRevoked(r) }));
}
