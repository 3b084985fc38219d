// npm run mentor -- list | create <slug> <username> | unlink <slug>
// Mentor accounts (docs/decisions/0010-mentor-matcher.md): an adult's account linked to one catalogue mentor. The
// password is made at random and printed once, here, for you to hand to the mentor privately.
import { MentorAccountError, createMentorAccount, listCatalogue, unlinkMentor } from '../server/features/mentors/mentor-accounts';
import { endStreamsEverywhere, fail, withDatabase } from './with-database';

const USAGE = `Usage:
  npm run mentor -- list                       the catalogue's mentors and their accounts
  npm run mentor -- create <slug> <username>   a mentor account for that mentor; prints its password once
  npm run mentor -- unlink <slug>              takes the account away from that mentor: it is signed out and reads
                                               none of its threads again; a new account for the mentor starts
                                               with no threads (the teens write first again)
Uses DATABASE_URL, as npm start does.`;

const [command, ...args] = process.argv.slice(2);

await withDatabase(async (db) => {
  try {
    if (command === 'list' && args.length === 0) {
      for (const m of await listCatalogue(db)) {
        const state = [m.accepting ? 'open' : 'full', m.retired ? 'retired' : '', m.username ? `account ${m.username}` : 'no account'];
        console.log(`${m.slug.padEnd(24)} ${m.name.padEnd(24)} ${state.filter(Boolean).join(', ')}`);
      }
    } else if (command === 'create' && args.length === 2) {
      const { username, password } = await createMentorAccount(db, args[0]!, args[1]!);
      console.log(`Mentor account '${username}' created. Its password (shown only now; ask them to keep it safe):\n${password}`);
    } else if (command === 'unlink' && args.length === 1) {
      const account = await db.selectFrom('mentors').select('user_id').where('slug', '=', args[0]!).executeTakeFirst();
      const unlinked = await unlinkMentor(db, args[0]!);
      if (unlinked && account?.user_id) await endStreamsEverywhere(account.user_id);
      console.log(
        unlinked
          ? `${args[0]} has no account now. Its threads stay for the teens and the moderators; the next account starts with none.`
          : `${args[0]} had no account.`,
      );
    } else {
      fail(USAGE);
    }
  } catch (error) {
    if (error instanceof MentorAccountError) fail(error.message);
    throw error;
  }
});
