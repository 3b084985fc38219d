// The current user (SPEC §7 GET /api/users/current) and Profile → Settings.
import type { FastifyPluginAsync } from 'fastify';
import { profileApi } from '../../../contract/profile';
import { toCurrentUser, updateSettings } from '../../auth/users.repo';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  r(profileApi.currentUser, (request) => toCurrentUser(request.user));

  r(profileApi.updateSettings, async (request) => {
    const updated = await updateSettings(db, request.user.id, request.body);
    if (updated === 'taken') {
      throw new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });
    }
    return toCurrentUser(updated);
  });
};
