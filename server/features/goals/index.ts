// Goal Setter as a module: life goals with their milestones and reflections.
import type { FeatureModule } from '../../module';
import * as repo from './goals.repo';
import { goalsRoutes } from './goals.routes';
import { seedGoalsDemo } from './goals.seed';
import { up as goals } from './migrations/0009-goals';

export const goalsModule: FeatureModule = {
  name: 'goals',
  routes: goalsRoutes,
  migrations: { '0009-goals': goals },
  seed: { demo: seedGoalsDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['goal-completed', 'milestone-completed', 'reflection-written'],
  dueNotices: repo.milestonesDueTomorrow,
};
