// Mentor accounts for tests outside the mentors feature (server/social may not import features): one for
// each catalogue mentor open to new mentees, as `npm run mentor -- create` makes them, signed in.
import { createMentorAccount } from '../features/mentors/mentor-accounts';
import { CATALOGUE } from '../features/mentors/mentors.seed';
import { type SignedIn, type TestApp, signIn } from './app';

/**
 * Up to `count` accounts (usernames `<prefix>_<n>`), each with the catalogue name teens find its mentor
 * by; a teen's like matches at once.
 */
export async function createOpenMentors(t: TestApp, prefix: string, count = Infinity): Promise<{ mentor: SignedIn; name: string }[]> {
  const open = CATALOGUE.filter((m) => m.acceptingMentees).slice(0, count);
  return Promise.all(
    open.map(async (entry, i) => {
      const username = `${prefix}_${i}`;
      const { password } = await createMentorAccount(t.database.db, entry.slug, username);
      return { mentor: await signIn(t.app, username, password), name: entry.name };
    }),
  );
}
