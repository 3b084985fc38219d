// The current user (SPEC §7 GET /api/users/current) and Profile → Settings.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { RESERVED_NAME_MESSAGE, isReservedName } from '../../../contract/auth';
import { profileApi } from '../../../contract/profile';
import { confirmPassword } from '../../auth/confirm-password';
import { deleteUser, toCurrentUser, updateSettings } from '../../auth/users.repo';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';
import { noteNames } from '../../social/safety.repo';
import { nameNeedsCare, reservedNamesOf, screenName } from '../../social/text-filter';

const taken = () => new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });

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

  r(profileApi.currentUser, (request) => toCurrentUser(request.user, { keptSignedIn: request.keptSignedIn }));

  r(profileApi.deleteAccount, async (request, reply) => {
    const user = request.user;
    await confirmPassword({ db, config, auth }, request, user, request.body.password, 'password', 'That is not your password.');
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
    const newUsername = username !== undefined && username !== request.user.username;
    const newDisplayName = displayName !== undefined && displayName !== request.user.display_name;
    if (!newUsername && !newDisplayName) {
      const updated = await updateSettings(db, request.user.id, request.body);
      if (updated === 'taken') throw taken();
      return { ...toCurrentUser(updated, { keptSignedIn: request.keptSignedIn }), care: false };
    }
    // A name that speaks of hurting oneself is accepted and kept for its writer and the moderators
    // (everyone else sees a neutral one), and the answer says `care` (issue 51). The name kept as it
    // is counts too: both names are held or shown together.
    const reserved = await reservedNamesOf(db);
    const names = { username: username ?? request.user.username, displayName: displayName ?? request.user.display_name };
    const usernameCare = newUsername
      ? screenName(names.username, 'username', reserved) === 'care'
      : nameNeedsCare(names.username, 'username');
    const displayNameCare = newDisplayName
      ? screenName(names.displayName, 'displayName', reserved) === 'care'
      : nameNeedsCare(names.displayName, 'displayName');
    const care = usernameCare || displayNameCare;
    // Held before they are stored (never shown to others for a moment); shown again only once stored.
    if (care) await noteNames(db, request.user.id, names.displayName, names.username, true);
    const updated = await updateSettings(db, request.user.id, request.body);
    if (updated === 'taken') throw taken();
    if (!care) await noteNames(db, updated.id, updated.display_name, updated.username, false);
    return { ...toCurrentUser(updated, { keptSignedIn: request.keptSignedIn }), care };
  });
};
