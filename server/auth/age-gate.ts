// Issue 31: a neutral age gate. The sign-up form does not say the ages before it is sent; the server
// judges the date of birth, and after a refusal for age this browser gets the same kind answer for a
// day, whatever date it sends next. Nothing of the date is kept: not in the database, not in the logs,
// not in the cookie, which holds only which answer was given and until when.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGE_REFUSAL_MESSAGES, type AgeRefusal, ageRefusalOf } from '../../contract/auth';
import { HttpProblem } from '../http/problems';

/** How long a refusal for age holds for the browser it was given to. */
export const AGE_GATE_MS = 24 * 3_600_000;

const GATE_VALUE = /^(too-young|too-old)\.(\d{1,15})$/;

export interface AgeGate {
  /**
   * Throws the kind 400 on `dateOfBirth` when this browser was refused for age in the last day, or when
   * `dateOfBirth` is refused now; the latter closes the gate for a day (the cookie travels on the 400).
   */
  check(request: FastifyRequest, reply: FastifyReply, dateOfBirth: string, now?: Date): void;
}

export function createAgeGate({ cookieSecure }: { cookieSecure: boolean }): AgeGate {
  const cookieName = cookieSecure ? '__Host-rise_age' : 'rise_age';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };

  /** The answer this browser was given, while it holds. A cookie can only hold back the browser that has it, so it needs no signature. */
  function given(request: FastifyRequest, now: number): AgeRefusal | null {
    const match = GATE_VALUE.exec(request.cookies[cookieName] ?? '');
    if (!match) return null;
    const until = Number(match[2]);
    return until > now && until <= now + AGE_GATE_MS ? (match[1] as AgeRefusal) : null;
  }

  const refused = (refusal: AgeRefusal) => {
    const message = AGE_REFUSAL_MESSAGES[refusal];
    return new HttpProblem(400, message, { dateOfBirth: message });
  };

  return {
    check(request, reply, dateOfBirth, now = new Date()) {
      // Within the day the same answer as before, and the day is not made longer by trying again.
      const earlier = given(request, now.getTime());
      if (earlier) throw refused(earlier);
      const refusal = ageRefusalOf(dateOfBirth, now);
      if (!refusal) return;
      const until = now.getTime() + AGE_GATE_MS;
      reply.setCookie(cookieName, `${refusal}.${until}`, { ...cookieOptions, maxAge: AGE_GATE_MS / 1000 });
      throw refused(refusal);
    },
  };
}
