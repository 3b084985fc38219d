// A signed-in person proves it is really them with their password before something costly (a new
// password, deleting the account): under the same per-account back-off as sign-in, and a wrong one is
// a 400 on the field, never a 401 (the app reads every 401 as "signed out"; ARCHITECTURE).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB, UserRow } from '../db/schema';
import { HttpProblem } from '../http/problems';
import type { Auth } from './auth';
import { verifyPassword } from './passwords';
import { beginSignIn, clearSignInFailures, isTrustedDevice } from './throttle';

/** The 429 of a back-off, with how long to wait (and Retry-After when there is a reply to set it on). */
export function tooManyWrongPasswords(waitMs: number, reply?: FastifyReply): HttpProblem {
  const minutes = Math.ceil(waitMs / 60_000);
  reply?.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new HttpProblem(429, `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * Throws unless `password` is `user`'s: 429 while the account's back-off holds, else 400 naming `field`.
 * A browser gets a run of its own only if this account signed in on it, as at sign-in: a made-up
 * device cookie shares the account's run.
 */
export async function confirmPassword(
  { db, config, auth }: { db: Kysely<DB>; config: Config; auth: Auth },
  request: FastifyRequest,
  user: UserRow,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  const given = auth.deviceToken(request);
  const device = (await isTrustedDevice(db, given, user.id)) ? given : undefined;
  const attempt = await beginSignIn(db, user.username, config.rateLimits.signInFailures, Date.now(), device);
  if (!attempt.allowed) throw tooManyWrongPasswords(attempt.waitMs);
  if (!(await verifyPassword(user.password_hash, password))) throw new HttpProblem(400, message, { [field]: message });
  await clearSignInFailures(db, user.username, device);
}
