// The current user (SPEC §7 GET /api/users/current) and Profile → Settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentUser } from '../../../contract/auth';
import { UpdateSettingsBody } from '../../../contract/profile';
import { signedInUser } from '../../auth/auth';
import { toCurrentUser, updateSettings } from '../../auth/users.repo';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, auth }) => {
  app.addHook('onRequest', auth.requireUser);

  app.get('/api/users/current', { schema: { response: { 200: CurrentUser } } }, async (request) =>
    toCurrentUser(signedInUser(request)),
  );

  app.patch(
    '/api/users/current',
    { schema: { body: UpdateSettingsBody, response: { 200: CurrentUser } } },
    async (request) => {
      const updated = await updateSettings(db, signedInUser(request).id, request.body);
      if (updated === 'taken') {
        throw new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });
      }
      return toCurrentUser(updated);
    },
  );
};
