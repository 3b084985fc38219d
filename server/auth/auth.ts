// The session cookie and the requireUser hook that every signed-in route runs first.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB, UserRow } from '../db/schema';
import { unauthorized } from '../http/problems';
import { forgetUser, userForToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a signed-in user. */
    user: UserRow | null;
  }
}

export interface Auth {
  requireUser(request: FastifyRequest): Promise<void>;
  /** After a signed-in write has been handled (app.ts, onSend). */
  afterWrite(request: FastifyRequest): void;
  sessionToken(request: FastifyRequest): string | undefined;
  /** This browser's device token: it has signed in here before (see throttle.ts). */
  deviceToken(request: FastifyRequest): string | undefined;
  setDeviceCookie(reply: FastifyReply, token: string): void;
  setSessionCookie(reply: FastifyReply, token: string): void;
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
  const sessionToken = (request: FastifyRequest) => request.cookies[cookieName];
  const deviceCookie = config.cookieSecure ? '__Host-rise_device' : 'rise_device';
  return {
    sessionToken,
    deviceToken: (request) => request.cookies[deviceCookie],
    setDeviceCookie(reply, token) {
      // A year: it only lets this browser past a sign-in back-off, never signs anyone in.
      reply.setCookie(deviceCookie, token, { ...cookieOptions, maxAge: 365 * 86_400 });
    },
    async requireUser(request) {
      const token = sessionToken(request);
      const user = token ? await userForToken(db, token, config.session) : undefined;
      if (!user) throw unauthorized();
      request.user = user;
    },
    afterWrite(request) {
      // A write may have changed the user's own row (their progress, their settings): this instance
      // reads it afresh next time. Called before the answer leaves, so the client's next read sees it.
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD') forgetUser(db, request.user.id);
    },
    setSessionCookie(reply, token) {
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(config.session.maxMs / 1000) });
    },
    clearSessionCookie(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}
