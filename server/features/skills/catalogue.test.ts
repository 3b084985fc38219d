// The committed catalogues (issue 32): their shape is contract/skills.ts's (checked at start-up too);
// here, what the issue asks of their content: at least 40 daily challenges, enough practice for each
// skill, paths of 5 to 8 steps that can really be ticked off, and nothing that pressures a teen.
import { describe, expect, it } from 'vitest';
import { ChallengeCatalogue, PathCatalogue, PracticeCatalogue, SKILL_SLUGS, PRACTICE_EVENTS } from '../../../contract/skills';
import { CHALLENGES, PATHS, PRACTICES, challengeOfDay, dayNumber } from './catalogue';
import challengesFile from './challenges.json';
import pathsFile from './paths.json';
import practicesFile from './practices.json';

/** Words that press or shame: no streaks, no loss, no hurry (the rule). */
const PRESSURE = /\b(streak|lose your|you'll lose|you will lose|hurry|don't miss|last chance|leaderboard|coming soon|future update)\b/i;
const allText = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allText)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(allText)
        : [];

describe('the catalogue files', () => {
  it('are well formed (the same check as at start-up)', () => {
    expect(ChallengeCatalogue.safeParse(challengesFile).error).toBeUndefined();
    expect(PracticeCatalogue.safeParse(practicesFile).error).toBeUndefined();
    expect(PathCatalogue.safeParse(pathsFile).error).toBeUndefined();
  });

  it('hold at least 40 daily challenges, each with 3 or 4 choices, one best, feedback on each', () => {
    expect(CHALLENGES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(CHALLENGES.length);
    expect(new Set(CHALLENGES.map((c) => c.title)).size).toBe(CHALLENGES.length);
    for (const c of CHALLENGES) {
      expect(c.choices.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.choices.length, c.id).toBeLessThanOrEqual(4);
      expect(
        c.choices.filter((x) => x.best),
        c.id,
      ).toHaveLength(1);
      for (const choice of c.choices) expect(choice.feedback.length, c.id).toBeGreaterThan(20);
    }
  });

  it('hold enough practice for each skill', () => {
    expect(PRACTICES['public-speaking'].prompts.length).toBeGreaterThanOrEqual(8);
    expect(PRACTICES.teamwork.scenarios.length).toBeGreaterThanOrEqual(6);
    expect(PRACTICES['critical-thinking'].puzzles.length).toBeGreaterThanOrEqual(8);
    const exercises = PRACTICES.budgeting.exercises;
    expect(exercises.length).toBeGreaterThanOrEqual(6);
    expect(new Set(exercises.map((e) => e.kind))).toEqual(new Set(['split', 'choice']));
    expect(PRACTICES['time-management'].plans.length).toBeGreaterThanOrEqual(6);
  });

  // That a step's Short exists is checked against the seeded videos in skills.test.ts.
  it('give each skill a path of 5 to 8 steps that includes its own practice', () => {
    for (const skill of SKILL_SLUGS) {
      const steps = PATHS[skill].steps;
      expect(steps.length, skill).toBeGreaterThanOrEqual(5);
      expect(steps.length, skill).toBeLessThanOrEqual(8);
      expect(
        steps.some((s) => s.event === PRACTICE_EVENTS[skill]),
        skill,
      ).toBe(true);
      expect(new Set(steps.map((s) => s.event)).size, skill).toBeGreaterThanOrEqual(2);
      for (const s of steps) {
        if (s.subject !== undefined) expect(s.event, `${skill}/${s.id}`).toBe('video-watched');
      }
    }
  });

  it('say nothing that pressures or promises later', () => {
    for (const text of [...allText(challengesFile), ...allText(practicesFile), ...allText(pathsFile)]) expect(text).not.toMatch(PRESSURE);
  });
});

describe('the day’s challenge', () => {
  it('rotates through the whole catalogue, one a day, the same for a given day', () => {
    const start = dayNumber('2026-01-01');
    const days = Array.from({ length: CHALLENGES.length }, (_, i) => new Date((start + i) * 86_400_000).toISOString().slice(0, 10));
    expect(new Set(days.map((d) => challengeOfDay(d).id)).size).toBe(CHALLENGES.length);
    expect(challengeOfDay('2026-05-04')).toBe(challengeOfDay('2026-05-04'));
    expect(challengeOfDay('1969-12-31')).toBeDefined();
  });
});
