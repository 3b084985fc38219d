// Sign-up, sign-in, sign-out and the demo account. Each answers the current user.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../contract/auth';
import type { AppContext } from '../context';
import { HttpProblem, unauthorized } from '../http/problems';
import { limitPerAddress } from '../http/security';
import { appealShutOut } from '../social/accounts.repo';
import { noteNames } from '../social/safety.repo';
import { reservedNamesOf, screenName } from '../social/text-filter';
import { createAgeGate } from './age-gate';
import { birthdaysOf } from './ages';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords';
import { createSession, deleteSession, deleteUserSessions, userForToken } from './sessions';
import { confirmPassword, tooManyWrongPasswords } from './confirm-password';
import { REVOKED_MARK, isLinkedMentor, isRevoked } from './staff';
import { isShutOut, shutOutMessage } from './standing';
import { beginSignIn, clearSignInFailures, isTrustedDevice, trustDevice } from './throttle';
import { deleteUser, findUserByUsername, insertUser, randomAvatarColor, toCurrentUser } from './users.repo';
import { endStreams } from '../events/raise';

const SIGN_IN_FAILED = 'Incorrect username or password.';

/** A demo account's display name, picked at random. */
const DEMO_NAMES = ['Alex', 'Jordan', 'Sam', 'Riley', 'Taylor', 'Morgan', 'Casey', 'Jamie'];

export const authRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, auth, accounts, route }) => {
  const r = route(app);

  /** Starts a fresh session, ending the one the request came with (no session fixation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, keptSignedIn: boolean) {
    const previous = auth.sessionToken(request);
    if (previous) await deleteSession(db, previous);
    auth.setSessionCookie(reply, await createSession(db, userId, config.session, keptSignedIn), keptSignedIn);
    // This browser has now signed in to this account: it gets past the account's sign-in back-off.
    auth.setDeviceCookie(reply, await trustDevice(db, auth.deviceToken(request), userId));
  }

  /**
   * The account a username and password open, or 401 (429 once guessed too often, counted per account
   * and per browser that signed in to it before). A revoked staff account (server/auth/staff.ts) is no
   * account at all here: the same answer, the same work.
   */
  async function accountOf(username: string, password: string, reply: FastifyReply, device?: string) {
    const found = await findUserByUsername(db, username);
    const user = found && !isRevoked(found) ? found : undefined;
    const trusted = device !== undefined && user !== undefined && (await isTrustedDevice(db, device, user.id));
    const attempt = await beginSignIn(db, username, config.rateLimits.signInFailures, Date.now(), trusted ? device : undefined);
    if (!attempt.allowed) throw tooManyWrongPasswords(attempt.waitMs, reply);
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) throw new HttpProblem(401, SIGN_IN_FAILED);
    await clearSignInFailures(db, username, trusted ? device : undefined);
    return user;
  }

  const ageGate = createAgeGate(config);

  // Members are 13 to 17 (contract/auth.ts ageRefusalOf): anyone else is refused before anything else
  // happens, and this browser meets the same answer for a day (age-gate.ts). The date of birth is
  // never kept or logged: the account keeps the days it turns 16 and 18.
  r(
    authApi.signUp,
    async (request, reply) => {
      const body = request.body;
      ageGate.check(request, reply, body.dateOfBirth);
      const reserved = await reservedNamesOf(db);
      // A name that speaks of hurting oneself is accepted and kept for its writer and the moderators
      // (everyone else sees a neutral one), the case first in the queue, and the answer says `care`.
      const usernameCare = screenName(body.username, 'username', reserved) === 'care';
      const care = screenName(body.displayName, 'displayName', reserved) === 'care' || usernameCare;
      const weak = weakPasswordReason(body.password, body.username, body.displayName);
      if (weak) throw new HttpProblem(400, weak, { password: weak });
      const user = await insertUser(
        db,
        {
          username: body.username,
          display_name: body.displayName,
          password_hash: await hashPassword(body.password),
          avatar_color: randomAvatarColor(),
          level: 1,
          progress: 0,
          ...birthdaysOf(body.dateOfBirth),
        },
        async (trx, userId) => {
          await accounts.seedNewAccount(trx, userId);
          if (care) await noteNames(trx, userId, body.displayName, body.username, true);
        },
      );
      if (!user) {
        throw new HttpProblem(409, 'That username is taken.', { username: 'That username is taken. Try another.' });
      }
      const keptSignedIn = body.keepSignedIn ?? false;
      await startSession(request, reply, user.id, keptSignedIn);
      return { ...toCurrentUser(user, { keptSignedIn }), care };
    },
    limitPerAddress(config.rateLimits.signUp, 'new-accounts'),
  );

  r(
    authApi.signIn,
    async (request, reply) => {
      const user = await accountOf(request.body.username, request.body.password, reply, auth.deviceToken(request));
      // A mentor's account taken off its catalogue mentor is no account either (issue 52).
      if (user.role === 'mentor' && !(await isLinkedMentor(db, user.id))) throw new HttpProblem(401, SIGN_IN_FAILED);
      // Suspended or banned by moderators (issue 52): told so, once the password proved who asks.
      if (isShutOut(user)) throw new HttpProblem(403, shutOutMessage(user));
      const keptSignedIn = request.body.keepSignedIn ?? false;
      await startSession(request, reply, user.id, keptSignedIn);
      return toCurrentUser(user, { keptSignedIn });
    },
    limitPerAddress(config.rateLimits.signInPerIp),
  );

  // A suspended or closed account cannot sign in: it asks for another look with its password (issue 52).
  r(
    authApi.appealShutOut,
    async (request, reply) => {
      const { username, password, note } = request.body;
      const user = await accountOf(username, password, reply);
      if (!isShutOut(user)) throw new HttpProblem(409, 'This account is not suspended or closed: sign in instead.');
      const outcome = await appealShutOut(db, user.id, note);
      if (outcome === 'already') throw new HttpProblem(409, 'You already asked for another look. A moderator will decide again.');
      if (outcome === 'none') throw new HttpProblem(409, 'There is no decision to look at again.');
      return { ok: true as const };
    },
    limitPerAddress(config.rateLimits.signInPerIp),
  );

  r(
    authApi.demo,
    async (request, reply) => {
      const user = await insertUser(
        db,
        {
          username: `demo_${randomBytes(5).toString('hex')}`,
          display_name: DEMO_NAMES[Math.floor(Math.random() * DEMO_NAMES.length)]!,
          // Nobody knows this password: a demo account lives as long as its session.
          password_hash: await hashPassword(randomBytes(32).toString('base64url')),
          avatar_color: randomAvatarColor(),
          // Level and progress come from the demo's seeded actions, through the progress engine.
          is_demo: 1,
        },
        async (trx, userId) => {
          await accounts.seedNewAccount(trx, userId);
          await accounts.seedDemo(trx, userId);
        },
      );
      if (!user) throw new HttpProblem(409, 'Please try again.');
      // A demo lives as long as its browser session: nothing of it is kept signed in or offline.
      await startSession(request, reply, user.id, false);
      return toCurrentUser(user, { keptSignedIn: false });
    },
    limitPerAddress(config.rateLimits.signUp, 'new-accounts'),
  );

  r(authApi.changePassword, async (request) => {
    const user = request.user;
    const { currentPassword, newPassword } = request.body;
    await confirmPassword({ db, config, auth }, request, user, currentPassword, 'currentPassword', 'That is not your current password.');
    const weak = weakPasswordReason(newPassword, user.username, user.display_name);
    if (weak) throw new HttpProblem(400, weak, { newPassword: weak });
    if (newPassword === currentPassword)
      throw new HttpProblem(400, 'Choose a password you have not used here.', {
        newPassword: 'Choose a new password, not the one you have now.',
      });
    // Never over a revoked staff account's mark: a session this instance still remembered must not reopen it.
    const changed = await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(newPassword) })
      .where('id', '=', user.id)
      .where('password_hash', 'not like', `${REVOKED_MARK}%`)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw unauthorized();
    // Every other session ends; this one stays. Every open stream closes (this tab's reconnects).
    await deleteUserSessions(db, user.id, auth.sessionToken(request));
    endStreams(user.id);
    return { ok: true as const };
  });

  r(authApi.signOutEverywhere, async (request, reply) => {
    await deleteUserSessions(db, request.user.id);
    endStreams(request.user.id);
    // A demo account cannot be signed into again: its data goes with its sessions, as at sign-out.
    if (request.user.is_demo) await deleteUser(db, request.user.id, accounts);
    auth.clearSessionCookie(reply);
    return { ok: true as const };
  });

  r(authApi.signOut, async (request, reply) => {
    const token = auth.sessionToken(request);
    if (token) {
      const user = await userForToken(db, token, config.session);
      await deleteSession(db, token);
      // Its streams close; those of the user's other sessions reconnect at once.
      if (user) endStreams(user.id);
      // A demo account cannot be signed into again, so its data goes with its last session.
      if (user?.is_demo) await deleteUser(db, user.id, accounts);
    }
    auth.clearSessionCookie(reply);
    return { ok: true as const };
  });
};
