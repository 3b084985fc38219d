// Sign-up, sign-in, sign-out and the demo account. Each answers the current user.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentUser, MIN_AGE, SignInBody, SignUpBody, UNDER_AGE_MESSAGE, ageOn } from '../../contract/auth';
import { NoBody, Ok } from '../../contract/common';
import type { AppContext } from '../context';
import { DEMO_NAMES, seedDemoData } from '../db/seed/demo';
import { HttpProblem } from '../http/problems';
import { limitTo } from '../http/security';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords';
import { createSession, deleteSession, userForToken } from './sessions';
import { deleteUser, findUserByUsername, insertUser, randomAvatarColor, toCurrentUser } from './users.repo';

const SIGN_IN_FAILED = 'Incorrect username or password.';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, auth }) => {
  /** Starts a fresh session, ending the one the request came with (no session fixation). */
  async function startSession(request: Parameters<typeof auth.sessionToken>[0], reply: Parameters<typeof auth.setSessionCookie>[0], userId: number) {
    const previous = auth.sessionToken(request);
    if (previous) await deleteSession(db, previous);
    auth.setSessionCookie(reply, await createSession(db, userId, config.session));
  }

  app.post(
    '/api/auth/sign-up',
    { schema: { body: SignUpBody, response: { 201: CurrentUser } }, config: limitTo(config.rateLimits.signUp) },
    async (request, reply) => {
      const body = request.body;
      // Checked before anything else, and nothing of the request is kept or logged.
      if (ageOn(body.dateOfBirth, new Date()) < MIN_AGE) {
        throw new HttpProblem(400, UNDER_AGE_MESSAGE, { dateOfBirth: UNDER_AGE_MESSAGE });
      }
      if (Date.parse(body.dateOfBirth) > Date.now()) {
        throw new HttpProblem(400, 'Enter your real date of birth.', { dateOfBirth: 'That date is in the future.' });
      }
      const weak = weakPasswordReason(body.password, body.username);
      if (weak) throw new HttpProblem(400, weak, { password: weak });
      const user = await insertUser(db, {
        username: body.username,
        display_name: body.displayName,
        password_hash: await hashPassword(body.password),
        avatar_color: randomAvatarColor(),
        level: 1,
        progress: 0,
      });
      if (!user) {
        throw new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });
      }
      await startSession(request, reply, user.id);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/sign-in',
    { schema: { body: SignInBody, response: { 200: CurrentUser } }, config: limitTo(config.rateLimits.signIn) },
    async (request, reply) => {
      const user = await findUserByUsername(db, request.body.username);
      const ok = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !ok) throw new HttpProblem(401, SIGN_IN_FAILED);
      await startSession(request, reply, user.id);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/demo',
    { schema: { body: NoBody, response: { 201: CurrentUser } }, config: limitTo(config.rateLimits.signUp) },
    async (request, reply) => {
      const user = await insertUser(db, {
        username: `demo_${randomBytes(5).toString('hex')}`,
        display_name: DEMO_NAMES[Math.floor(Math.random() * DEMO_NAMES.length)]!,
        // Nobody knows this password: a demo account lives as long as its session.
        password_hash: await hashPassword(randomBytes(32).toString('base64url')),
        avatar_color: randomAvatarColor(),
        level: 3,
        progress: 45,
        is_demo: 1,
      });
      if (!user) throw new HttpProblem(409, 'Please try again.');
      await seedDemoData(db, user.id);
      await startSession(request, reply, user.id);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post('/api/auth/sign-out', { schema: { body: NoBody, response: { 200: Ok } } }, async (request, reply) => {
    const token = auth.sessionToken(request);
    if (token) {
      const user = await userForToken(db, token, config.session);
      await deleteSession(db, token);
      // A demo account cannot be signed into again, so its data goes with its last session.
      if (user?.is_demo) await deleteUser(db, user.id);
    }
    auth.clearSessionCookie(reply);
    return { ok: true as const };
  });
};
