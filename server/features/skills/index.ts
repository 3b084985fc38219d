// Skill Quest as a module (issue 32): the daily challenge, the five skills' practice and the Skill Paths.
import type { FeatureModule } from '../../module';
import { up as skills } from './migrations/0024-skills';
import { up as challengeTimeZones } from './migrations/0032-challenge-time-zones';
import { challengeDocuments, practiceDocuments } from './catalogue';
import { seedSkillsDemo } from './skills.seed';
import * as repo from './skills.repo';
import { skillsRoutes } from './skills.routes';

export const skillsModule: FeatureModule = {
  name: 'skills',
  routes: skillsRoutes,
  migrations: { '0024-skills': skills, '0032-challenge-time-zones': challengeTimeZones },
  seed: { demo: seedSkillsDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: repo.SKILL_EVENTS,
  // Discover finds every practice, and the daily challenges a teen has answered (never a day's answer
  // before that day: issue 32).
  searchables: {
    practice: { catalogue: async () => practiceDocuments() },
    challenge: { catalogue: async () => challengeDocuments(), shownTo: repo.answeredBy },
  },
};
