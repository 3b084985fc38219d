// The current user (SPEC §7 GET /api/users/current) and Profile → Settings.
import type { FastifyPluginAsync } from 'fastify';
import { RESERVED_NAME_MESSAGE, isReservedName } from '../../../contract/auth';
import { profileApi } from '../../../contract/profile';
import { toCurrentUser, updateSettings } from '../../auth/users.repo';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';
import { screenName } from '../../social/text-filter';

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  r(profileApi.currentUser, (request) => toCurrentUser(request.user));

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
