// The progress engine as a module (issue 15): the actions that count, the user's points, level and
// progress, achievements, skills, and the bell's notifications. Features record their actions with
// progress.repo's recordProgress and say which they emit (FeatureModule.progressEvents).
import type { FeatureModule } from '../module';
import { up as progress } from './migrations/0016-progress';
import { up as levelHistory } from './migrations/0027-level-history';
import { up as progressTotals } from './migrations/0036-progress-totals';
import { up as goalReached } from './migrations/0039-goal-reached';
import { up as unread } from './migrations/0040-unread';
import * as repo from './progress.repo';
import { progressRoutes } from './progress.routes';

export const progressModule: FeatureModule = {
  name: 'progress',
  routes: progressRoutes,
  migrations: {
    '0016-progress': progress,
    '0027-level-history': levelHistory,
    '0036-progress-totals': progressTotals,
    '0039-goal-reached': goalReached,
    '0040-unread': unread,
  },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
};
