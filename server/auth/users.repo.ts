// All SQL on the users table.
import { standingOf } from './standing';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/auth';
import type { UpdateSettingsBody } from '../../contract/profile';
import { isUniqueViolation } from '../db/errors';
import type { DB, NewUser, UserRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { AccountHooks } from '../module';
import { ageGroupOf } from './ages';
import { forgetUser } from './sessions';
import { endStreams } from '../events/raise';

const AVATAR_COLORS = ['#7c3aed', '#2563eb', '#db2777', '#ea580c', '#059669', '#0891b2', '#ca8a04', '#dc2626'];

export const randomAvatarColor = () => AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)]!;

/** The signed-in user as the API speaks of them; `keptSignedIn` is the session's (issue 31). */
export function toCurrentUser(row: UserRow, { keptSignedIn }: { keptSignedIn: boolean }): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    level: row.level,
    progress: row.progress,
    avatarColor: row.avatar_color,
    emailNotifications: Boolean(row.email_notifications),
    theme: row.theme,
    isDemo: Boolean(row.is_demo),
    role: row.role,
    ageGroup: ageGroupOf(row),
    keptSignedIn,
    restriction: restrictionOf(row),
  };
}

/** The restriction in force on an account, as the account itself is told of it (issue 52). */
function restrictionOf(row: UserRow): CurrentUser['restriction'] {
  const { restriction } = standingOf(row);
  return restriction && { until: restriction.until, rule: row.standing_rule ?? null };
}

export type NewUserFields = Omit<NewUser, 'username_key' | 'created_at'>;

/**
 * Inserts a user and, in the same database transaction, their starting data (`seed`: every module's
 * new-account or demo seeder); null when the username (in any case) is taken. It is a transaction of
 * its own: a taken name aborts it, which on PostgreSQL would poison an enclosing one.
 */
export async function insertUser(
  db: Kysely<DB>,
  fields: NewUserFields,
  seed: (trx: Kysely<DB>, userId: number) => Promise<void>,
): Promise<UserRow | null> {
  if (db.isTransaction) throw new Error('insertUser runs in a transaction of its own');
  try {
    return await inTransaction(db, async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ ...fields, username_key: fields.username.toLowerCase(), created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await seed(trx, user.id);
      // The seeders' actions may have moved the new account's progress (a demo's): read it as it is now.
      return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error, 'username_key')) return null;
    throw error;
  }
}

export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', username.toLowerCase()).executeTakeFirst();
}

/** Applies settings; 'taken' when the new username belongs to someone else. */
export async function updateSettings(db: Kysely<DB>, userId: number, patch: UpdateSettingsBody): Promise<UserRow | 'taken'> {
  try {
    return await db
      .updateTable('users')
      .set({
        ...(patch.displayName !== undefined && { display_name: patch.displayName }),
        ...(patch.username !== undefined && { username: patch.username, username_key: patch.username.toLowerCase() }),
        ...(patch.emailNotifications !== undefined && { email_notifications: patch.emailNotifications ? 1 : 0 }),
        ...(patch.theme !== undefined && { theme: patch.theme }),
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'username_key')) return 'taken';
    throw error;
  } finally {
    forgetUser(db, userId);
  }
}

/** Deletes a user and everything of theirs, through every module's delete hook, in one transaction. */
export async function deleteUser(db: Kysely<DB>, userId: number, hooks: AccountHooks): Promise<void> {
  await inTransaction(db, async (trx) => {
    await hooks.deleteUserData(trx, userId);
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  forgetUser(db, userId);
  endStreams(userId);
}
