// Skill Quest's SQL (issue 32): the day's challenge and a teen's answer to it, finished practices,
// and the Skill Paths' steps, each ticked off by a real action. Every query is scoped by the user.
import type { DailyChallenge, PathAction, PracticeFinished, Scenario, SkillPath, SkillSlug } from '../../../contract/skills';
import { PATH_ACTION_HREFS, PRACTICE_EVENTS, SKILL_SLUGS, skillIdOf } from '../../../contract/skills';
import { type ProgressEventName, SKILLS } from '../../../contract/progress-rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../module';
import { recordProgress } from '../../progress/progress.repo';
import { CHALLENGES, PATHS, challengeOfDay } from './catalogue';

const now = () => new Date().toISOString();

// ---- The daily challenge

interface Answer {
  challenge_id: string;
  choice: number;
  created_at: string;
}

const answerOf = (db: Db, userId: number, day: string): Promise<Answer | undefined> =>
  db
    .selectFrom('skill_challenge_answers')
    .select(['challenge_id', 'choice', 'created_at'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();

/** The challenge shown for a day: the one answered that day (should the catalogue have changed since), else the day's. */
function challengeFor(day: string, answer: Answer | undefined): Scenario {
  return (answer && CHALLENGES.find((c) => c.id === answer.challenge_id)) ?? challengeOfDay(day);
}

function toDailyChallenge(day: string, answer: Answer | undefined): DailyChallenge {
  const challenge = challengeFor(day, answer);
  return {
    day,
    id: challenge.id,
    title: challenge.title,
    situation: challenge.situation,
    choices: challenge.choices.map((c) => ({ text: c.text })),
    answer: answer
      ? {
          choice: answer.choice,
          answeredAt: answer.created_at,
          feedback: challenge.choices.map((c) => ({ text: c.text, feedback: c.feedback, best: c.best })),
        }
      : null,
  };
}

export async function dailyChallenge(db: Db, userId: number, day: string): Promise<DailyChallenge> {
  return toDailyChallenge(day, await answerOf(db, userId, day));
}

/**
 * Answers the day's challenge: the first answer of the day is kept and counts toward Teamwork (the
 * Leadership skill); a later one changes nothing and answers the same. 'out-of-range' when the choice
 * is not one of the day's (and nothing was kept).
 */
export async function answerChallenge(
  db: Db,
  userId: number,
  day: string,
  choice: number,
  at = now(),
): Promise<DailyChallenge | 'out-of-range'> {
  return inTransaction(db, async (trx) => {
    const before = await answerOf(trx, userId, day);
    if (before) return toDailyChallenge(day, before);
    const challenge = challengeOfDay(day);
    if (choice >= challenge.choices.length) return 'out-of-range';
    const inserted = await trx
      .insertInto('skill_challenge_answers')
      .values({ user_id: userId, day, challenge_id: challenge.id, choice, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await recordProgress(trx, userId, 'challenge-answered', day, at);
    return toDailyChallenge(day, await answerOf(trx, userId, day));
  });
}

/**
 * A challenge this teen answered (Discover lists them by their place in the catalogue), with their latest
 * answer to it; undefined when there is no such challenge or they have not answered it, so that no
 * answer is given away before the day it is asked.
 */
export async function pastChallenge(db: Db, userId: number, number: number): Promise<DailyChallenge | undefined> {
  const challenge = CHALLENGES[number];
  if (!challenge) return undefined;
  const answer = await db
    .selectFrom('skill_challenge_answers')
    .select(['day', 'challenge_id', 'choice', 'created_at'])
    .where('user_id', '=', userId)
    .where('challenge_id', '=', challenge.id)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return answer && toDailyChallenge(answer.day, answer);
}

/** Whether the viewer answered the challenge numbered by `itemColumn` (its place in the catalogue): Discover's rule. */
export function answeredBy(itemColumn: string, viewerId: number): Expression<SqlBool> {
  const idOf = sql`(case ${sql.ref(itemColumn)} ${sql.join(
    CHALLENGES.map((c, i) => sql`when ${sql.lit(i)} then ${c.id}`),
    sql` `,
  )} end)`;
  return sql<SqlBool>`exists (select 1 from skill_challenge_answers a where a.user_id = ${viewerId} and a.challenge_id = ${idOf})`;
}

// ---- Practice

/** A practice finished: kept, and counted toward its skill (no points past the skill's daily cap). */
export async function finishPractice(db: Db, userId: number, skill: SkillSlug, itemId: string, at = now()): Promise<PracticeFinished> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('skill_practices')
      .values({ user_id: userId, skill, item_id: itemId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const name = PRACTICE_EVENTS[skill];
    await recordProgress(trx, userId, name, row.id, at);
    const event = await trx
      .selectFrom('progress_events')
      .select('points')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .where('subject', '=', String(row.id))
      .executeTakeFirst();
    return { skill, itemId, points: event?.points ?? 0 };
  });
}

// ---- Skill Paths

/**
 * A card the teen added is one made after the board's first moments: the starter cards (and a demo's)
 * are made with the board, in the sign-up's transaction, well within this window.
 */
export const STARTER_WINDOW_MS = 2_000;

/** Which path actions this user has done, and which given Shorts they watched (by slug). */
async function actionsDone(
  db: Db,
  userId: number,
): Promise<{ actions: Set<PathAction>; shorts: Set<string>; videoIds: Map<string, number> }> {
  const events = await db.selectFrom('progress_totals').select('name').where('user_id', '=', userId).execute();
  const actions = new Set<PathAction>(events.map((e) => e.name as PathAction));

  // The given Shorts of the paths: their ids (a step links to its Short) and which of them were watched.
  const slugs = [
    ...new Set(
      SKILL_SLUGS.flatMap((s) =>
        PATHS[s].steps.filter((step) => step.event === 'video-watched' && step.subject).map((step) => step.subject!),
      ),
    ),
  ];
  const videoIds = new Map<string, number>();
  const shorts = new Set<string>();
  if (slugs.length > 0) {
    for (const v of await db.selectFrom('videos').select(['id', 'slug']).where('slug', 'in', slugs).execute()) videoIds.set(v.slug, v.id);
    const ids = [...videoIds.values()].map(String);
    if (ids.length > 0) {
      const watched = await db
        .selectFrom('progress_events')
        .select('subject')
        .where('user_id', '=', userId)
        .where('name', '=', 'video-watched')
        .where('subject', 'in', ids)
        .execute();
      const watchedIds = new Set(watched.map((w) => w.subject));
      for (const [slug, id] of videoIds) if (watchedIds.has(String(id))) shorts.add(slug);
    }
  }

  // Two actions that earn no points and so are not progress events: a life goal set, a card added.
  // Read from their owners' tables (a read only; decision 0023 says why).
  const goal = await db.selectFrom('goals').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (goal) actions.add('goal-set');
  // The starter window of the user's own first board (their oldest), then a card they wrote on any board.
  const board = await db
    .selectFrom('board_projects')
    .select('created_at')
    .where('owner_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (board) {
    const after = new Date(Date.parse(board.created_at) + STARTER_WINDOW_MS).toISOString();
    const card = await db
      .selectFrom('board_tasks')
      .select('id')
      .where('created_by', '=', userId)
      .where('created_at', '>', after)
      .limit(1)
      .executeTakeFirst();
    if (card) actions.add('card-added');
  }
  return { actions, shorts, videoIds };
}

export async function skillPaths(db: Db, userId: number): Promise<SkillPath[]> {
  const { actions, shorts, videoIds } = await actionsDone(db, userId);
  return SKILL_SLUGS.map((skill) => {
    const path = PATHS[skill];
    const steps = path.steps.map((step) => ({
      id: step.id,
      title: step.title,
      text: step.text,
      done: step.event === 'video-watched' && step.subject ? shorts.has(step.subject) : actions.has(step.event),
      // A given Short opens at that Short.
      href:
        step.event === 'video-watched' && step.subject && videoIds.has(step.subject)
          ? `/leadership-shorts?v=${videoIds.get(step.subject)}`
          : PATH_ACTION_HREFS[step.event],
    }));
    const current = steps.findIndex((s) => !s.done);
    return { skill, name: SKILLS[skillIdOf(skill) - 1]!.name, intro: path.intro, steps, current: current === -1 ? null : current };
  });
}

// ---- The account's data

export async function exportUserData(db: Db, userId: number) {
  const [answers, practices, zones] = await Promise.all([
    db.selectFrom('skill_challenge_answers').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('skill_practices').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('skill_time_zones').selectAll().where('user_id', '=', userId).orderBy('time_zone').execute(),
  ]);
  return {
    challengeAnswers: answers.map((a) => ({ day: a.day, challengeId: a.challenge_id, choice: a.choice, answeredAt: a.created_at })),
    practices: practices.map((p) => ({ skill: p.skill, itemId: p.item_id, finishedAt: p.created_at })),
    timeZones: zones.map((z) => ({ timeZone: z.time_zone, lastSeenAt: z.last_seen_at })),
  };
}

/** How long a time zone the app named keeps holding the challenge's days back (issue 52, decision 0036). */
export const ZONE_MEMORY_HOURS = 26;

/**
 * Remembers that the teen's app is in `timeZone` now, and answers every zone it named within the last
 * ZONE_MEMORY_HOURS (this one included). Older ones are forgotten.
 */
export async function recentTimeZones(db: Db, userId: number, timeZone: string, at: Date): Promise<string[]> {
  const since = new Date(at.getTime() - ZONE_MEMORY_HOURS * 3_600_000).toISOString();
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('skill_time_zones').where('user_id', '=', userId).where('last_seen_at', '<', since).execute();
    await trx
      .insertInto('skill_time_zones')
      .values({ user_id: userId, time_zone: timeZone, last_seen_at: at.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'time_zone']).doUpdateSet({ last_seen_at: at.toISOString() }))
      .execute();
    const rows = await trx.selectFrom('skill_time_zones').select('time_zone').where('user_id', '=', userId).execute();
    return rows.map((r) => r.time_zone);
  });
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('skill_time_zones').where('user_id', '=', userId).execute();
  await trx.deleteFrom('skill_challenge_answers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('skill_practices').where('user_id', '=', userId).execute();
}

/** The progress events this module records. */
export const SKILL_EVENTS: readonly ProgressEventName[] = ['challenge-answered', ...Object.values(PRACTICE_EVENTS)];
