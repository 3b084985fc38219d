// Boost Board as a module: a user's one project board with its columns and tasks.
import type { FeatureModule } from '../../module';
import * as repo from './board.repo';
import { boardRoutes } from './board.routes';
import { seedBoardDemo, seedNewBoard } from './board.seed';
import { up as board } from './migrations/0010-board';

export const boardModule: FeatureModule = {
  name: 'board',
  routes: boardRoutes,
  migrations: { '0010-board': board },
  seed: { newAccount: seedNewBoard, demo: seedBoardDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  // A task counts as done when it first enters the done column (Completed), once per task.
  progressEvents: ['task-completed'],
};
