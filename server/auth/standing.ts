// An account's standing (issue 52): restricted, suspended or banned by moderators (server/social
// accounts.repo.ts takes the actions). It lives on the account's row, which every signed-in request
// already holds, so asking costs nothing.
import type { Kysely } from 'kysely';
import { COMMUNITY_RULES, restrictionMessage, utcWords } from '../../contract/safety-rules';
import type { DB, UserRow } from '../db/schema';
import { HttpProblem } from '../http/problems';

type StandingColumns = Pick<UserRow, 'restricted_at' | 'restricted_until' | 'suspended_at' | 'suspended_until' | 'banned_at'>;

export interface Standing {
  /** Restricted now: null when not, else until when (null inside: until a moderator decides). */
  restriction: { until: string | null } | null;
  /** Suspended now (cannot sign in): null when not, else until when (null inside: until lifted). */
  suspension: { until: string | null } | null;
  banned: boolean;
}

const inForce = (since: string | null, until: string | null, now: string) => since !== null && (until === null || until > now);

export function standingOf(user: StandingColumns, at = Date.now()): Standing {
  const now = new Date(at).toISOString();
  return {
    restriction: inForce(user.restricted_at, user.restricted_until, now) ? { until: user.restricted_until } : null,
    suspension: inForce(user.suspended_at, user.suspended_until, now) ? { until: user.suspended_until } : null,
    banned: user.banned_at !== null,
  };
}

/** Whether the account may not be used at all now (suspended or banned): no sign-in, no session. */
export const isShutOut = (user: StandingColumns, at = Date.now()): boolean => {
  const standing = standingOf(user, at);
  return standing.banned || standing.suspension !== null;
};

/** A restricted account's write to others: a 403 that says until when. */
export function assertNotRestricted(user: StandingColumns, at = Date.now()): void {
  const { restriction } = standingOf(user, at);
  if (restriction) throw new HttpProblem(403, restrictionMessage(restriction.until, utcWords));
}

/** Why a suspended or banned account cannot sign in (after its password was right). */
export function shutOutMessage(user: StandingColumns & Pick<UserRow, 'standing_rule'>, at = Date.now()): string {
  const standing = standingOf(user, at);
  const rule = COMMUNITY_RULES[user.standing_rule ?? 'other'] ?? COMMUNITY_RULES.other;
  const because = `under our community standards (${rule}). You can ask for another look.`;
  if (standing.banned) return `This account was closed by Rise’s moderators ${because}`;
  const until = standing.suspension?.until;
  return `This account is suspended by Rise’s moderators ${until ? `until ${utcWords(until)}` : 'until they lift it'}, ${because}`;
}

/** Whether an account is away (suspended or banned), e.g. a mentor's: their threads pause. */
export async function isAway(db: Kysely<DB>, userId: number, at = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['restricted_at', 'restricted_until', 'suspended_at', 'suspended_until', 'banned_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && isShutOut(row, at);
}
