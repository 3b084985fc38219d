// The session cookie and the requireUser hook that every signed-in route runs first.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB, UserRow } from '../db/schema';
import { OFFLINE_FOR_HEADER } from '../../contract/offline';
import { unauthorized } from '../http/problems';
import { type LiveSession, forgetUser, lookUpSession } from './sessions';
import { isShutOut } from './standing';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a signed-in user. */
    user: UserRow | null;
    /** Set by requireUser: the session was started with "Keep me signed in" (issue 31). */
    keptSignedIn: boolean;
  }
}

export interface Auth {
  /**
   * An onRequest hook: signs the request in, or calls `done` with a 401. An answer to a session kept
   * signed in says how long the device may keep it offline (OFFLINE_FOR_HEADER, issue 31). Synchronous
   * when this instance remembers the session (most requests): no promise, no extra turn of the loop.
   */
  requireUser(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  /** After a signed-in write has been handled (app.ts, onSend). */
  afterWrite(request: FastifyRequest): void;
  sessionToken(request: FastifyRequest): string | undefined;
  /** This browser's device token: it has signed in here before (see throttle.ts). */
  deviceToken(request: FastifyRequest): string | undefined;
  setDeviceCookie(reply: FastifyReply, token: string): void;
  /** Without `keptSignedIn` the cookie has no lifetime: it ends when the browser closes (issue 31). */
  setSessionCookie(reply: FastifyReply, token: string, keptSignedIn: boolean): void;
  clearSessionCookie(reply: FastifyReply): void;
}

export function createAuth(db: Kysely<DB>, config: Config): Auth {
  const cookieName = config.cookieSecure ? '__Host-rise_session' : 'rise_session';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  // Offline, the device's copy opens only this long after the server last confirmed the session alive
  // (12 hours by default, never more than the idle window: decisions 0019 and 0036).
  const offlineFor = String(Math.floor(config.session.offlineMs / 1000));
  const sessionToken = (request: FastifyRequest) => request.cookies[cookieName];
  const deviceCookie = config.cookieSecure ? '__Host-rise_device' : 'rise_device';
  return {
    sessionToken,
    deviceToken: (request) => request.cookies[deviceCookie],
    setDeviceCookie(reply, token) {
      // A year: it only lets this browser past a sign-in back-off, never signs anyone in.
      reply.setCookie(deviceCookie, token, { ...cookieOptions, maxAge: 365 * 86_400 });
    },
    requireUser(request, reply, done) {
      const signIn = (session: LiveSession | undefined) => {
        // A suspended or banned account's sessions were ended; one another instance still remembered is refused too.
        if (!session || isShutOut(session.user)) return done(unauthorized());
        request.user = session.user;
        request.keptSignedIn = session.keptSignedIn;
        if (session.keptSignedIn) reply.header(OFFLINE_FOR_HEADER, offlineFor);
        done();
      };
      const token = sessionToken(request);
      if (!token) return done(unauthorized());
      const found = lookUpSession(db, token, config.session);
      if (found instanceof Promise) found.then(signIn, done);
      else signIn(found);
    },
    afterWrite(request) {
      // A write may have changed the user's own row (their progress, their settings): this instance
      // reads it afresh next time. Called before the answer leaves, so the client's next read sees it.
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD') forgetUser(db, request.user.id);
    },
    setSessionCookie(reply, token, keptSignedIn) {
      reply.setCookie(
        cookieName,
        token,
        keptSignedIn ? { ...cookieOptions, maxAge: Math.floor(config.session.maxMs / 1000) } : cookieOptions,
      );
    },
    clearSessionCookie(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}
