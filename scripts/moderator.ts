// npm run moderator -- list | create <username> | revoke <username>
// Moderators are Rise's staff (issue 29), each with a staff account of its own (server/auth/staff.ts) that
// reaches the moderation screen and its own account, nothing of the teens' app. The password is made at
// random and printed once, here, alone on the last line, for you to hand to the moderator privately.
import { GRANT_REFUSED, StaffAccountError, createModerator, listModerators, revokeModerator } from '../server/auth/staff';
import { findUserByUsername } from '../server/auth/users.repo';
import { endStreamsEverywhere, fail, withDatabase } from './with-database';

const USAGE = `Usage:
  npm run moderator -- list                the staff accounts, and which were revoked
  npm run moderator -- create <username>   a staff account for a moderator; prints its password once
  npm run moderator -- revoke <username>   ends that staff account: signed out everywhere, never signs in again
Uses DATABASE_URL, as npm start does.`;

const [command, ...args] = process.argv.slice(2);

// A member's account (a teen's) is never made a moderator: nothing to open the database for.
if (command === 'grant') fail(GRANT_REFUSED);

await withDatabase(async (db) => {
  try {
    if (command === 'list' && args.length === 0) {
      for (const m of await listModerators(db))
        console.log(`${m.username.padEnd(22)} since ${m.createdAt.slice(0, 10)}${m.revoked ? ', revoked' : ''}`);
    } else if (command === 'create' && args.length === 1) {
      const { user, password } = await createModerator(db, args[0]!);
      console.log(
        `Staff account '${user.username}' created: it reaches moderation and its own account only. Its password (shown only now; ask them to keep it safe and change it):\n${password}`,
      );
    } else if (command === 'revoke' && args.length === 1) {
      const result = await revokeModerator(db, args[0]!);
      const revoked = await findUserByUsername(db, args[0]!);
      if (result === 'revoked' && revoked) await endStreamsEverywhere(revoked.id);
      console.log(
        result === 'revoked'
          ? `${args[0]}'s staff account is revoked: signed out everywhere; it cannot sign in again.`
          : `${args[0]}'s staff account had been revoked already.`,
      );
    } else {
      fail(USAGE);
    }
  } catch (error) {
    if (error instanceof StaffAccountError) fail(error.message);
    throw error;
  }
});
