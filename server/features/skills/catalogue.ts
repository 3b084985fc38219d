// Skill Quest's catalogues (issue 32): the daily challenges, each skill's practice content and the
// Skill Paths, committed as JSON beside this file and checked against contract/skills.ts at start-up
// (a malformed file stops the server with the field at fault; catalogue.test.ts holds the counts).
import { type DiscoverTopic, practiceNumberOf, topicOf } from '../../../contract/discover-rules';
import { SKILLS } from '../../../contract/progress-rules';
import {
  ChallengeCatalogue,
  PathCatalogue,
  PracticeCatalogue,
  SKILL_SLUGS,
  type Scenario,
  type SkillSlug,
  skillIdOf,
} from '../../../contract/skills';
import type { SearchDocument } from '../../module';
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

// ---- What Discover finds (issue 32)

/** A practice item as Discover shows it: what it asks, in its own words. */
function practiceItems(skill: SkillSlug): { title: string; text: string; tags: readonly string[] }[] {
  const content = PRACTICES[skill];
  if ('prompts' in content)
    return content.prompts.map((p) => ({ title: 'Speak for one minute', text: `${p.prompt} ${p.tips.join(' ')}`, tags: [] }));
  if ('scenarios' in content) return content.scenarios.map((s) => ({ title: s.title, text: s.situation, tags: s.tags ?? [] }));
  if ('puzzles' in content) return content.puzzles.map((p) => ({ title: p.title, text: p.question, tags: [] }));
  if ('exercises' in content)
    return content.exercises.map((e) =>
      e.kind === 'split' ? { title: e.title, text: e.intro, tags: [] } : { title: e.title, text: e.situation, tags: e.tags ?? [] },
    );
  return content.plans.map((p) => ({ title: p.title, text: p.intro, tags: [] }));
}

/** Every practice item of the five skills, each under its skill's name first (which gives its topic). */
export function practiceDocuments(): SearchDocument[] {
  return SKILL_SLUGS.flatMap((skill) => {
    const name = SKILLS[skillIdOf(skill) - 1]!.name;
    return practiceItems(skill).map((item, index) => {
      const tags = [name.toLowerCase(), ...item.tags];
      return {
        id: practiceNumberOf(skill, index),
        title: item.title,
        text: `${name} practice. ${item.text}`,
        tags,
        topic: topicOf(tags, 'leadership'),
      };
    });
  });
}

/** Every daily challenge, numbered by its place in the catalogue (Discover shows only those the viewer answered). */
export function challengeDocuments(): SearchDocument[] {
  return CHALLENGES.map((c, i) => {
    const tags = ['leadership', ...(c.tags ?? []).filter((t) => t !== 'leadership')];
    const topic: DiscoverTopic = topicOf(tags, 'leadership');
    return { id: i, title: c.title, text: c.situation, tags, topic };
  });
}
