// The current user (SPEC §7 GET /api/users/current) and Profile → Settings.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { RESERVED_NAME_MESSAGE, isReservedName } from '../../../contract/auth';
import { profileApi } from '../../../contract/profile';
import { verifyPassword } from '../../auth/passwords';
import { beginSignIn, clearSignInFailures, isTrustedDevice } from '../../auth/throttle';
import { deleteUser, toCurrentUser, updateSettings } from '../../auth/users.repo';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';
import { screenName } from '../../social/text-filter';

/** The export's own format: a reader of an old file can tell what it holds. */
export const EXPORT_FORMAT = { format: 'rise-export', version: 1 } as const;

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, auth, accounts, route }) => {
  const r = route(app);

  // Issue 16: one JSON file of everything I made, written section by section as each module answers
  // (never the whole of it in memory at once), with no password hash or session token in it.
  r(
    profileApi.exportData,
    async (request, reply) => {
      const userId = request.user.id;
      const exportedAt = new Date().toISOString();
      async function* json() {
        yield `{"format":${JSON.stringify(EXPORT_FORMAT.format)},"version":${EXPORT_FORMAT.version},"exportedAt":${JSON.stringify(exportedAt)},"sections":{`;
        let first = true;
        for await (const [name, section] of accounts.exportUserData(db, userId)) {
          yield `${first ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(section)}`;
          first = false;
        }
        yield '}}\n';
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="rise-data-${exportedAt.slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(json()));
    },
    { rateLimit: { max: config.rateLimits.exports.max, timeWindow: config.rateLimits.exports.windowMs } },
  );

  r(profileApi.currentUser, (request) => toCurrentUser(request.user));

  r(profileApi.deleteAccount, async (request, reply) => {
    const user = request.user;
    // The password is guessed no faster here than at sign-in (the same back-off).
    // A run of its own only for a browser this account really signed in on (as at sign-in): a made-up
    // device cookie shares the account's run.
    const given = auth.deviceToken(request);
    const device = (await isTrustedDevice(db, given, user.id)) ? given : undefined;
    const attempt = await beginSignIn(db, user.username, config.rateLimits.signInFailures, Date.now(), device);
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.waitMs / 60_000);
      throw new HttpProblem(429, `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    // A 400 on the field, never a 401: the app reads every 401 as "signed out".
    if (!(await verifyPassword(user.password_hash, request.body.password))) {
      throw new HttpProblem(400, 'That is not your password.', { password: 'That is not your password.' });
    }
    await clearSignInFailures(db, user.username, device);
    await deleteUser(db, user.id, accounts);
    auth.clearSessionCookie(reply);
    return reply.code(204).send();
  });

  r(profileApi.updateSettings, async (request) => {
    const { username, displayName } = request.body;
    const errors: Record<string, string> = {};
    if (username !== undefined && username !== request.user.username && isReservedName(username)) errors.username = RESERVED_NAME_MESSAGE;
    if (displayName !== undefined && displayName !== request.user.display_name && isReservedName(displayName, 'displayName')) {
      errors.displayName = RESERVED_NAME_MESSAGE;
    }
    if (Object.keys(errors).length > 0) throw new HttpProblem(400, 'Some fields need another look.', errors);
    if (username !== undefined && username !== request.user.username) screenName(username, 'username');
    if (displayName !== undefined && displayName !== request.user.display_name) screenName(displayName, 'displayName');
    const updated = await updateSettings(db, request.user.id, request.body);
    if (updated === 'taken') {
      throw new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });
    }
    return toCurrentUser(updated);
  });
};
