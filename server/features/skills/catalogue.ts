// Skill Quest's catalogues (issue 32): the daily challenges, each skill's practice content and the
// Skill Paths, committed as JSON beside this file and checked against contract/skills.ts at start-up
// (a malformed file stops the server with the field at fault; catalogue.test.ts holds the counts).
import { ChallengeCatalogue, PathCatalogue, PracticeCatalogue, type Scenario } from '../../../contract/skills';
import challengesFile from './challenges.json';
import pathsFile from './paths.json';
import practicesFile from './practices.json';

export const CHALLENGES = ChallengeCatalogue.parse(challengesFile);
export const PRACTICES = PracticeCatalogue.parse(practicesFile);
export const PATHS = PathCatalogue.parse(pathsFile);

/** Days since 1970-01-01 of a calendar date (YYYY-MM-DD). */
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The day's challenge: a stable rotation through the catalogue by day number, the same for everyone. */
export function challengeOfDay(day: string, challenges: readonly Scenario[] = CHALLENGES): Scenario {
  const n = challenges.length;
  return challenges[((dayNumber(day) % n) + n) % n]!;
}
