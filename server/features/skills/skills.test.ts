// Skill Quest's API (issue 32) through app.inject: the day's challenge and its answer (once a day,
// within a day of the server's date), each skill's practice and its daily cap, and the Skill Paths
// ticked off by real actions elsewhere in the app. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_EVENTS, type ProgressEventName } from '../../../contract/progress-rules';
import { type DailyChallenge, type PracticeContent, type SkillPath, SKILL_SLUGS } from '../../../contract/skills';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, signUp } from '../../test/app';
import { CHALLENGES, PATHS, PRACTICES, challengeOfDay } from './catalogue';
import { STARTER_WINDOW_MS } from './skills.repo';
import { ZONE_MEMORY_HOURS } from './skills.repo';
import { checkDay, dayIn, latestOpenDay } from './skills.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/**
 * Another day that some time zone is on now besides the UTC date: yesterday in the morning (UTC), tomorrow
 * later on (an hour clear of when either stops being anyone's today).
 */
const otherOpenDay = () => (new Date().getUTCHours() < 11 ? dayOffset(-1) : dayOffset(1));
/** A zone whose today `day` is now (or, for yesterday, a zone that has passed it): UTC, or UTC+14 for tomorrow. */
const zoneFor = (day: string) => (day > dayOffset(0) ? 'Pacific/Kiritimati' : 'UTC');

const expectProblem = (response: LightMyRequestResponse, status: number, field?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
};

const progressOf = (me: SignedIn) =>
  json(me, { url: '/api/progress' }) as Promise<{ points: number; skills: { name: string; level: number; progress: number }[] }>;
const skillOf = async (me: SignedIn, name: string) => (await progressOf(me)).skills.find((s) => s.name === name)!;
const pointsOfEvents = async (userId: number, name: ProgressEventName) =>
  (
    await t.database.db
      .selectFrom('progress_events')
      .select('points')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .orderBy('id')
      .execute()
  ).map((e) => e.points);

describe('a challenge answered before', () => {
  it('shows the teen their own answer and its feedback, and nobody else anything', async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const day = dayOffset(0);
    const number = CHALLENGES.indexOf(challengeOfDay(day));
    expectProblem(await t.app.inject({ url: `/api/skills/challenges/${number}` }), 401);
    // Not answered yet: nothing is given away.
    expectProblem(await me.request({ url: `/api/skills/challenges/${number}` }), 404);
    await json(me, { method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 1 } });
    const past = (await json(me, { url: `/api/skills/challenges/${number}` })) as DailyChallenge;
    expect(past).toEqual(await json(me, { url: `/api/skills/challenge?day=${day}&timeZone=UTC` }));
    expect(past.answer?.choice).toBe(1);
    expect(past.answer?.feedback).toHaveLength(challengeOfDay(day).choices.length);
    expectProblem(await other.request({ url: `/api/skills/challenges/${number}` }), 404);
    expectProblem(await me.request({ url: `/api/skills/challenges/${CHALLENGES.length}` }), 404);
    expectProblem(await me.request({ url: '/api/skills/challenges/first' }), 400, 'number');
    for (const spelling of ['-1', '0x8', '8.0', '+8', '%208', '%20', '1e2'])
      expectProblem(await me.request({ url: `/api/skills/challenges/${spelling}` }), 400, 'number');
  });
});

describe('the daily challenge', () => {
  it('answers 401 signed out, and 400 without a day or with a day more than one away', async () => {
    expectProblem(await t.app.inject({ url: `/api/skills/challenge?day=${dayOffset(0)}&timeZone=UTC` }), 401);
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/skills/challenge', payload: { day: dayOffset(0), timeZone: 'UTC', choice: 0 } }),
      401,
    );
    const me = await signUp(t.app);
    expectProblem(await me.request({ url: '/api/skills/challenge?timeZone=UTC' }), 400, 'day');
    expectProblem(await me.request({ url: '/api/skills/challenge?day=tomorrow&timeZone=UTC' }), 400, 'day');
    expectProblem(await me.request({ url: `/api/skills/challenge?day=${dayOffset(2)}&timeZone=UTC` }), 400, 'day');
    expectProblem(await me.request({ url: `/api/skills/challenge?day=${dayOffset(-2)}&timeZone=UTC` }), 400, 'day');
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day: dayOffset(3), timeZone: 'UTC', choice: 0 } }),
      400,
      'day',
    );
    expect(await t.database.db.selectFrom('skill_challenge_answers').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('takes a day that some time zone is on now, and no other', () => {
    // At 06:00 UTC it is 28 February in UTC-12 and 1 March in UTC+14; at 14:00 UTC, 1 and 2 March.
    const early = new Date('2026-03-01T06:00:00Z');
    const late = new Date('2026-03-01T14:00:00Z');
    expect(checkDay('2026-03-01', early)).toBe('2026-03-01');
    expect(checkDay('2026-02-28', early)).toBe('2026-02-28');
    expect(() => checkDay('2026-03-02', early)).toThrow();
    expect(checkDay('2026-03-02', late)).toBe('2026-03-02');
    expect(() => checkDay('2026-02-28', late)).toThrow();
    expect(() => checkDay('2026-02-27', early)).toThrow();
    expect(() => checkDay('2026-03-03', late)).toThrow();
  });

  it('opens a day once every zone the teen’s app named lately has reached it', () => {
    // At 06:00 UTC on 1 March: 28 February in Pago Pago (UTC-11), 1 March in London, 1 March in Kiritimati (UTC+14).
    const at = new Date('2026-03-01T06:00:00Z');
    expect(dayIn('Pacific/Pago_Pago', at)).toBe('2026-02-28');
    expect(dayIn('Pacific/Kiritimati', at)).toBe('2026-03-01');
    expect(latestOpenDay(['Europe/London'], at)).toBe('2026-03-01');
    expect(latestOpenDay(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London'], at)).toBe('2026-02-28');
    // At 12:00 UTC, Kiritimati is on 2 March: a teen whose app named London lately is not.
    const noon = new Date('2026-03-01T12:00:00Z');
    expect(latestOpenDay(['Pacific/Kiritimati'], noon)).toBe('2026-03-02');
    expect(latestOpenDay(['Europe/London', 'Pacific/Kiritimati'], noon)).toBe('2026-03-01');
  });

  it('does not open tomorrow’s challenge (nor its best answer) by naming a zone ahead, 409 and nothing kept', async () => {
    const me = await signUp(t.app);
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are always a calendar day (or two) apart.
    const behind = 'Pacific/Pago_Pago';
    const ahead = 'Pacific/Kiritimati';
    const own = dayIn(behind, new Date());
    const early = dayIn(ahead, new Date());
    expect(early > own).toBe(true);
    expect(((await json(me, { url: `/api/skills/challenge?day=${own}&timeZone=${behind}` })) as DailyChallenge).day).toBe(own);
    const peek = await me.request({ url: `/api/skills/challenge?day=${early}&timeZone=${encodeURIComponent(ahead)}` });
    expectProblem(peek, 409);
    expect(peek.body).not.toContain(challengeOfDay(early).choices[0]!.feedback);
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day: early, timeZone: ahead, choice: 0 } }),
      409,
    );
    const answers = () => t.database.db.selectFrom('skill_challenge_answers').select('day').where('user_id', '=', me.user.id).execute();
    expect(await answers()).toEqual([]);
    // Its own day still opens, from either zone.
    expect(((await json(me, { url: `/api/skills/challenge?day=${own}&timeZone=${ahead}` })) as DailyChallenge).day).toBe(own);

    // A device that moved on for good: once the zone it left is forgotten, the new zone's day opens.
    await t.database.db
      .updateTable('skill_time_zones')
      .set({ last_seen_at: new Date(Date.now() - (ZONE_MEMORY_HOURS + 1) * 3_600_000).toISOString() })
      .where('user_id', '=', me.user.id)
      .where('time_zone', '=', behind)
      .execute();
    const moved = (await json(me, {
      method: 'POST',
      url: '/api/skills/challenge',
      payload: { day: early, timeZone: ahead, choice: 0 },
    })) as DailyChallenge;
    expect(moved.day).toBe(early);
    expect(await answers()).toEqual([{ day: early }]);
    // Another teen's zones are their own.
    const other = await signUp(t.app);
    expect(((await json(other, { url: `/api/skills/challenge?day=${own}&timeZone=${behind}` })) as DailyChallenge).day).toBe(own);
  });

  it('answers 400 without a time zone or with one that is not a zone, remembering nothing', async () => {
    const me = await signUp(t.app);
    const day = dayOffset(0);
    expectProblem(await me.request({ url: `/api/skills/challenge?day=${day}` }), 400, 'timeZone');
    expectProblem(await me.request({ url: `/api/skills/challenge?day=${day}&timeZone=Mars%2FOlympus` }), 400, 'timeZone');
    expectProblem(await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, choice: 0 } }), 400, 'timeZone');
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day: dayOffset(3), timeZone: 'UTC', choice: 0 } }),
      400,
      'day',
    );
    expect(await t.database.db.selectFrom('skill_time_zones').select('time_zone').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('is the same for everyone on a day, follows the rotation, and hides the feedback until answered', async () => {
    for (const day of [dayOffset(0), otherOpenDay()]) {
      // Teens whose devices are in a zone on that day.
      const [a, b] = [await signUp(t.app), await signUp(t.app)];
      const url = `/api/skills/challenge?day=${day}&timeZone=${zoneFor(day)}`;
      const mine = (await json(a, { url })) as DailyChallenge;
      expect(await json(b, { url })).toEqual(mine);
      const expected = challengeOfDay(day);
      expect(mine).toEqual({
        day,
        id: expected.id,
        title: expected.title,
        situation: expected.situation,
        choices: expected.choices.map((c) => ({ text: c.text })),
        answer: null,
      });
      expect(JSON.stringify(mine)).not.toContain(expected.choices[0]!.feedback);
    }
  });

  it('keeps the first answer of a day, explains every choice, and counts toward Teamwork once', async () => {
    const me = await signUp(t.app);
    const day = dayOffset(0);
    const before = await skillOf(me, 'Teamwork');
    const answered = (await json(me, {
      method: 'POST',
      url: '/api/skills/challenge',
      payload: { day, timeZone: 'UTC', choice: 1 },
    })) as DailyChallenge;
    const challenge = challengeOfDay(day);
    expect(answered.answer).toEqual({
      choice: 1,
      answeredAt: expect.any(String),
      feedback: challenge.choices.map((c) => ({ text: c.text, feedback: c.feedback, best: c.best })),
    });
    expect(await json(me, { url: `/api/skills/challenge?day=${day}&timeZone=UTC` })).toEqual(answered);
    const after = await skillOf(me, 'Teamwork');
    expect(after.progress).toBeGreaterThan(before.progress);
    expect(await pointsOfEvents(me.user.id, 'challenge-answered')).toEqual([PROGRESS_EVENTS['challenge-answered'].points]);

    // A second answer changes nothing and answers the same.
    const points = (await progressOf(me)).points;
    expect(await json(me, { method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 0 } })).toEqual(
      answered,
    );
    expect((await progressOf(me)).points).toBe(points);
    expect(await pointsOfEvents(me.user.id, 'challenge-answered')).toHaveLength(1);
  });

  it('keeps one answer per day of the teen’s calendar (another zone’s day, today’s), points once a day', async () => {
    const me = await signUp(t.app);
    const other = otherOpenDay();
    const onOther = (await json(me, {
      method: 'POST',
      url: '/api/skills/challenge',
      payload: { day: other, timeZone: zoneFor(other), choice: 0 },
    })) as DailyChallenge;
    // Read back in its zone (once the app names UTC, tomorrow waits for UTC to reach it: decision 0036).
    const reread = (await json(me, {
      url: `/api/skills/challenge?day=${other}&timeZone=${encodeURIComponent(zoneFor(other))}`,
    })) as DailyChallenge;
    expect(reread.answer?.choice).toBe(0);
    const today = (await json(me, {
      method: 'POST',
      url: '/api/skills/challenge',
      payload: { day: dayOffset(0), timeZone: 'UTC', choice: 2 },
    })) as DailyChallenge;
    expect(onOther.answer?.choice).toBe(0);
    expect(today.answer?.choice).toBe(2);
    // Both answered within one server day: the second earns nothing (the daily cap), but both are kept.
    expect(await pointsOfEvents(me.user.id, 'challenge-answered')).toEqual([PROGRESS_EVENTS['challenge-answered'].points, 0]);
  });

  it('refuses a choice that is not one of the day’s, and extra fields, keeping nothing', async () => {
    const me = await signUp(t.app);
    const day = dayOffset(0);
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 4 } }),
      400,
      'choice',
    );
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: -1 } }),
      400,
      'choice',
    );
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 'A' } }),
      400,
      'choice',
    );
    expectProblem(
      await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 0, best: true } }),
      400,
    );
    const n = challengeOfDay(day).choices.length;
    if (n === 3)
      expectProblem(
        await me.request({ method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 3 } }),
        400,
        'choice',
      );
    expect(await t.database.db.selectFrom('skill_challenge_answers').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await pointsOfEvents(me.user.id, 'challenge-answered')).toEqual([]);
  });
});

describe('practice', () => {
  it('answers each skill’s content from the catalogue; 400 for an unknown skill; 401 signed out', async () => {
    const me = await signUp(t.app);
    for (const skill of SKILL_SLUGS) {
      const content = (await json(me, { url: `/api/skills/practices/${skill}` })) as PracticeContent;
      expect(content).toEqual({ skill, ...PRACTICES[skill] });
    }
    expectProblem(await me.request({ url: '/api/skills/practices/juggling' }), 400, 'skill');
    expectProblem(await t.app.inject({ url: '/api/skills/practices/teamwork' }), 401);
  });

  it('counts a finished practice toward its own skill alone, with a daily cap per skill', async () => {
    const me = await signUp(t.app);
    const puzzle = PRACTICES['critical-thinking'].puzzles[0]!.id;
    const before = await progressOf(me);
    const finish = () =>
      json(me, { method: 'POST', url: '/api/skills/practices/critical-thinking/finished', payload: { itemId: puzzle } }, 201);
    const cap = PROGRESS_EVENTS['practice-critical-thinking'].dailyCap;
    const points = PROGRESS_EVENTS['practice-critical-thinking'].points;
    for (let i = 0; i < cap; i++) expect(await finish()).toEqual({ skill: 'critical-thinking', itemId: puzzle, points });
    expect(await finish()).toEqual({ skill: 'critical-thinking', itemId: puzzle, points: 0 });
    const after = await progressOf(me);
    expect(after.points - before.points).toBe(cap * points);
    for (const s of after.skills) {
      const was = before.skills.find((b) => b.name === s.name)!;
      if (s.name === 'Critical Thinking') expect(s.level * 100 + s.progress).toBeGreaterThan(was.level * 100 + was.progress);
      else expect(s).toEqual(was);
    }
    // Another skill's cap is its own.
    const plan = PRACTICES['time-management'].plans[0]!.id;
    expect(
      await json(me, { method: 'POST', url: '/api/skills/practices/time-management/finished', payload: { itemId: plan } }, 201),
    ).toMatchObject({ points });
  });

  it('refuses an item that is not the skill’s, a missing one, extra fields; 401 signed out; keeps nothing', async () => {
    const me = await signUp(t.app);
    const url = '/api/skills/practices/teamwork/finished';
    const puzzle = PRACTICES['critical-thinking'].puzzles[0]!.id;
    expectProblem(await me.request({ method: 'POST', url, payload: { itemId: puzzle } }), 400, 'itemId');
    expectProblem(await me.request({ method: 'POST', url, payload: {} }), 400, 'itemId');
    expectProblem(await me.request({ method: 'POST', url, payload: { itemId: PRACTICES.teamwork.scenarios[0]!.id, points: 100 } }), 400);
    expectProblem(await me.request({ method: 'POST', url: '/api/skills/practices/nope/finished', payload: { itemId: 'x' } }), 400, 'skill');
    expectProblem(await t.app.inject({ method: 'POST', url, payload: { itemId: PRACTICES.teamwork.scenarios[0]!.id } }), 401);
    expect(await t.database.db.selectFrom('skill_practices').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });
});

describe('Skill Paths', () => {
  const pathsOf = (me: SignedIn) => json(me, { url: '/api/skills/paths' }) as Promise<SkillPath[]>;
  const stepsWith = (paths: SkillPath[], event: string, subject?: string) =>
    paths.flatMap((p) =>
      p.steps.filter((_, i) => PATHS[p.skill].steps[i]!.event === event && PATHS[p.skill].steps[i]!.subject === subject),
    );

  it('answers the five paths, 5 to 8 steps each, none done for a new teen, each with where to do it; 401 signed out', async () => {
    expectProblem(await t.app.inject({ url: '/api/skills/paths' }), 401);
    const me = await signUp(t.app);
    const paths = await pathsOf(me);
    expect(paths.map((p) => p.skill)).toEqual([...SKILL_SLUGS]);
    for (const p of paths) {
      expect(p.steps.length).toBeGreaterThanOrEqual(5);
      expect(p.steps.length).toBeLessThanOrEqual(8);
      expect(p.current).toBe(0);
      for (const s of p.steps) {
        expect(s.done).toBe(false);
        expect(s.href).toMatch(/^\/[a-z-]+(\?open=[a-z-]+|\?v=\d+)?$/);
      }
    }
  });

  it('names only Shorts that exist (the seeded catalogue)', async () => {
    const slugs = new Set((await t.database.db.selectFrom('videos').select('slug').execute()).map((v) => v.slug));
    const named = SKILL_SLUGS.flatMap((s) =>
      PATHS[s].steps.filter((step) => step.subject !== undefined).map((step) => `${s}/${step.id}: ${step.subject}`),
    );
    expect(named.filter((n) => !slugs.has(n.split(': ')[1]!))).toEqual([]);
  });

  it('ticks a step off by the real action: a practice, the challenge, a given Short, a goal set, a card added', async () => {
    const me = await signUp(t.app);
    const db = t.database.db;

    await json(
      me,
      {
        method: 'POST',
        url: '/api/skills/practices/critical-thinking/finished',
        payload: { itemId: PRACTICES['critical-thinking'].puzzles[0]!.id },
      },
      201,
    );
    await json(me, { method: 'POST', url: '/api/skills/challenge', payload: { day: dayOffset(0), timeZone: 'UTC', choice: 0 } });
    let paths = await pathsOf(me);
    expect(stepsWith(paths, 'practice-critical-thinking').every((s) => s.done)).toBe(true);
    expect(stepsWith(paths, 'practice-budgeting').some((s) => s.done)).toBe(false);
    for (const s of stepsWith(paths, 'challenge-answered')) expect(s.done).toBe(true);

    // A given Short: another Short does not tick it; that one does.
    const given = SKILL_SLUGS.flatMap((s) => PATHS[s].steps).find((s) => s.event === 'video-watched' && s.subject)!.subject!;
    const videos = await db.selectFrom('videos').select(['id', 'slug']).execute();
    const other = videos.find((v) => v.slug !== given && !SKILL_SLUGS.some((s) => PATHS[s].steps.some((step) => step.subject === v.slug)))!;
    expect((await me.request({ method: 'POST', url: `/api/videos/${other.id}/watched` })).statusCode).toBe(204);
    expect(stepsWith(await pathsOf(me), 'video-watched', given).some((s) => s.done)).toBe(false);
    expect((await me.request({ method: 'POST', url: `/api/videos/${videos.find((v) => v.slug === given)!.id}/watched` })).statusCode).toBe(
      204,
    );
    expect(stepsWith(await pathsOf(me), 'video-watched', given).every((s) => s.done)).toBe(true);
    expect(stepsWith(await pathsOf(me), 'video-watched', given)[0]!.href).toBe(
      `/leadership-shorts?v=${videos.find((v) => v.slug === given)!.id}`,
    );

    // A life goal set.
    expect(stepsWith(await pathsOf(me), 'goal-set').some((s) => s.done)).toBe(false);
    await json(
      me,
      {
        method: 'POST',
        url: '/api/goals',
        payload: { title: 'Learn to swim', description: 'Two lengths.', category: 'health', priority: 'medium' },
      },
      201,
    );
    expect(stepsWith(await pathsOf(me), 'goal-set').every((s) => s.done)).toBe(true);

    // A card added: the starter cards do not count; one the teen adds does.
    const columns = (await json(me, { url: '/api/projects/1/columns' })) as { id: number }[];
    expect(stepsWith(await pathsOf(me), 'card-added').some((s) => s.done)).toBe(false);
    // The board was made at sign-up, moments ago: as if a while ago, so that a card added now is past the starter window.
    const made = new Date(Date.now() - 2 * STARTER_WINDOW_MS).toISOString();
    await db.updateTable('board_projects').set({ created_at: made }).where('owner_id', '=', me.user.id).execute();
    await db.updateTable('board_tasks').set({ created_at: made }).where('created_by', '=', me.user.id).execute();
    expect(stepsWith(await pathsOf(me), 'card-added').some((s) => s.done)).toBe(false);
    await json(me, { method: 'POST', url: `/api/columns/${columns[0]!.id}/tasks`, payload: { title: 'Plan the poster' } }, 201);
    paths = await pathsOf(me);
    expect(stepsWith(paths, 'card-added').every((s) => s.done)).toBe(true);

    // Where the teen stands: the first step not done.
    for (const p of paths) expect(p.current).toBe(p.steps.findIndex((s) => !s.done) === -1 ? null : p.steps.findIndex((s) => !s.done));

    // Someone else's actions tick nothing of mine.
    const other2 = await signUp(t.app);
    expect((await pathsOf(other2)).every((p) => p.steps.every((s) => !s.done))).toBe(true);
  });
});
