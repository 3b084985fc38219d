// Mentor accounts: an adult's account (role 'mentor') linked to one catalogue mentor, made on the
// server by `npm run mentor -- create <slug> <username>` (scripts/mentor.ts). Its password is made at
// random and shown once to whoever ran the command, never published or stored in the clear.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { UsernameFormat } from '../../../contract/auth';
import { hashPassword } from '../../auth/passwords';
import { forgetUser } from '../../auth/sessions';
import { insertUser, randomAvatarColor } from '../../auth/users.repo';
import type { DB } from '../../db/schema';
import { endTenure, startTenure } from './mentors.repo';

export class MentorAccountError extends Error {}

/** A password of 20 random characters (about 120 bits): handed over once, changed by its owner. */
const newPassword = () => randomBytes(15).toString('base64url');

export async function createMentorAccount(db: Kysely<DB>, slug: string, username: string): Promise<{ username: string; password: string }> {
  if (!UsernameFormat.safeParse(username).success)
    throw new MentorAccountError(`'${username}' is not a valid username (3 to 20 letters, digits or _).`);
  const mentor = await db.selectFrom('mentors').select(['id', 'name', 'user_id']).where('slug', '=', slug).executeTakeFirst();
  if (!mentor) throw new MentorAccountError(`No mentor '${slug}' in the catalogue (npm run mentor -- list).`);
  if (mentor.user_id !== null)
    throw new MentorAccountError(`${mentor.name} already has an account (npm run mentor -- unlink ${slug} first).`);
  const password = newPassword();
  const user = await insertUser(
    db,
    { username, display_name: mentor.name, password_hash: await hashPassword(password), avatar_color: randomAvatarColor(), role: 'mentor' },
    async (trx, userId) => {
      // Linked in the same transaction, and only if nobody linked it meanwhile.
      const linked = await trx
        .updateTable('mentors')
        .set({ user_id: userId })
        .where('id', '=', mentor.id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      if (Number(linked.numUpdatedRows) !== 1) throw new MentorAccountError(`${mentor.name} already has an account.`);
      // Its own tenure: it starts with no threads of an earlier account (issue 29).
      await startTenure(trx, mentor.id, { id: userId, username });
    },
  );
  if (!user) throw new MentorAccountError(`The username '${username}' is taken.`);
  return { username, password };
}

/**
 * Takes a mentor's account away from its catalogue entry (a mentor who leaves): the account can no
 * longer read or answer any of its threads, at once, and is signed out. The threads stay for the teens
 * and the moderators; the next account linked to the mentor starts with none of them (issue 29).
 */
export async function unlinkMentor(db: Kysely<DB>, slug: string): Promise<boolean> {
  const mentor = await db.selectFrom('mentors').select(['user_id']).where('slug', '=', slug).executeTakeFirst();
  if (!mentor) throw new MentorAccountError(`No mentor '${slug}' in the catalogue.`);
  if (mentor.user_id === null) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('mentors').set({ user_id: null }).where('slug', '=', slug).execute();
    await endTenure(trx, mentor.user_id!);
    await trx.deleteFrom('sessions').where('user_id', '=', mentor.user_id!).execute();
  });
  // This process's memory of its sessions goes too (the routes also read the link on every request).
  forgetUser(db, mentor.user_id);
  return true;
}

/** Unlinks the mentor whose account this is (from the moderators' screen, issue 52); false when it is not one. */
export async function unlinkMentorAccount(db: Kysely<DB>, userId: number): Promise<boolean> {
  const mentor = await db.selectFrom('mentors').select('slug').where('user_id', '=', userId).executeTakeFirst();
  return mentor !== undefined && (await unlinkMentor(db, mentor.slug));
}

export function listCatalogue(db: Kysely<DB>) {
  return db
    .selectFrom('mentors as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.slug', 'm.name', 'm.accepting', 'm.retired', 'u.username'])
    .orderBy('m.position')
    .execute();
}
