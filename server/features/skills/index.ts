// Skill Quest as a module (issue 32): the daily challenge, the five skills' practice and the Skill Paths.
import type { FeatureModule } from '../../module';
import { up as skills } from './migrations/0024-skills';
import { seedSkillsDemo } from './skills.seed';
import * as repo from './skills.repo';
import { skillsRoutes } from './skills.routes';

export const skillsModule: FeatureModule = {
  name: 'skills',
  routes: skillsRoutes,
  migrations: { '0024-skills': skills },
  seed: { demo: seedSkillsDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: repo.SKILL_EVENTS,
};
