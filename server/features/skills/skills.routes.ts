// Skill Quest's API (issue 32): the day's challenge and its answer, each skill's practice content and
// a finished practice, and the Skill Paths. Everything written is the signed-in teen's own.
import type { FastifyPluginAsync } from 'fastify';
import { type PracticeContent, type SkillSlug, skillsApi } from '../../../contract/skills';
import type { AppContext } from '../../context';
import { HttpProblem } from '../../http/problems';
import { PRACTICES, dayNumber } from './catalogue';
import * as repo from './skills.repo';

const HOUR_MS = 3_600_000;

/**
 * The teen's own today, as the browser sends it: a date that some time zone (UTC-12 to UTC+14) is on
 * right now. So nobody answers a challenge before its day has begun anywhere (and learns its answer for
 * another account), nor after it has ended everywhere.
 */
export function checkDay(day: string, now = new Date()): string {
  const earliest = new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + 14 * HOUR_MS).toISOString().slice(0, 10);
  if (!Number.isFinite(dayNumber(day)) || day < earliest || day > latest)
    throw new HttpProblem(400, "Send today's date, as your device shows it.", { day: "Send today's date, as YYYY-MM-DD." });
  return day;
}

/** The calendar day (YYYY-MM-DD) in a time zone at a moment. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The latest day whose challenge is open for a teen whose app named these zones lately: the earliest of
 * their days, so that naming a zone ahead of one's own does not open tomorrow's challenge today.
 */
export function latestOpenDay(zones: readonly string[], at: Date): string {
  return zones.map((z) => dayIn(z, at)).reduce((a, b) => (b < a ? b : a));
}

export function practiceContent(skill: SkillSlug): PracticeContent {
  switch (skill) {
    case 'public-speaking':
      return { skill, ...PRACTICES[skill] };
    case 'teamwork':
      return { skill, ...PRACTICES[skill] };
    case 'critical-thinking':
      return { skill, ...PRACTICES[skill] };
    case 'budgeting':
      return { skill, ...PRACTICES[skill] };
    case 'time-management':
      return { skill, ...PRACTICES[skill] };
  }
}

/** The ids of a skill's practice items. */
function itemIdsOf(skill: SkillSlug): string[] {
  const content = PRACTICES[skill];
  const items =
    'prompts' in content
      ? content.prompts
      : 'scenarios' in content
        ? content.scenarios
        : 'puzzles' in content
          ? content.puzzles
          : 'exercises' in content
            ? content.exercises
            : content.plans;
  return items.map((i) => i.id);
}

export const skillsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  /**
   * The day asked for, once it is open for this teen: a day some zone is on now (checkDay), that every
   * zone the teen's app named lately has reached (decision 0036). The zone sent is remembered first: a
   * device that moved on opens the new zone's day once the zone it left has reached it too.
   */
  async function openDay(userId: number, day: string, timeZone: string, now = new Date()): Promise<string> {
    checkDay(day, now);
    const latest = latestOpenDay(await repo.recentTimeZones(db, userId, timeZone, now), now);
    if (day > latest) throw new HttpProblem(409, `The challenge for ${day} opens when your day reaches it: today is ${latest} for you.`);
    return day;
  }

  r(skillsApi.challenge, async (request) =>
    repo.dailyChallenge(db, request.user.id, await openDay(request.user.id, request.query.day, request.query.timeZone)),
  );

  r(skillsApi.answerChallenge, async (request) => {
    const day = await openDay(request.user.id, request.body.day, request.body.timeZone);
    const answered = await repo.answerChallenge(db, request.user.id, day, request.body.choice);
    if (answered === 'out-of-range')
      throw new HttpProblem(400, 'Choose one of the answers shown.', { choice: 'Choose one of the answers shown.' });
    return answered;
  });

  r(skillsApi.practice, (request) => practiceContent(request.params.skill));

  r(skillsApi.finishPractice, (request) => {
    const { skill } = request.params;
    if (!itemIdsOf(skill).includes(request.body.itemId))
      throw new HttpProblem(400, 'That practice is not one of this skill’s.', { itemId: 'Choose one of this skill’s practices.' });
    return repo.finishPractice(db, request.user.id, skill, request.body.itemId);
  });

  r(skillsApi.paths, (request) => repo.skillPaths(db, request.user.id));

  r(skillsApi.pastChallenge, async (request) => {
    const past = await repo.pastChallenge(db, request.user.id, request.params.number);
    if (!past) throw new HttpProblem(404, "You haven't answered that challenge yet.");
    return past;
  });
};
