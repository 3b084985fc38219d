// npm run moderator -- grant <username> | revoke <username>
// Moderators are members who may also read and decide on reports (/moderation) and read any mentor thread.
import { setModerator } from '../server/auth/users.repo';
import { fail, withDatabase } from './with-database';

const USAGE = `Usage:
  npm run moderator -- grant <username>    makes that member a moderator
  npm run moderator -- revoke <username>   makes that moderator a member again
Uses DATABASE_URL, as npm start does.`;

const [command, username, ...rest] = process.argv.slice(2);
if (!username || rest.length > 0 || (command !== 'grant' && command !== 'revoke')) fail(USAGE);

await withDatabase(async (db) => {
  const result = await setModerator(db, username, command === 'grant');
  if (result === 'not-found') fail(`No account '${username}'.`);
  if (result === 'not-member') fail(`'${username}' is a mentor's or a demo account: it cannot be a moderator.`);
  console.log(command === 'grant' ? `${username} is a moderator now.` : `${username} is a member again.`);
});
