// Boost Board as a module: boards with their columns and tasks, shared with classmates by invite code
// (issue 36), and the words on a board (each version of a title, each task) as things a member can report.
import type { FeatureModule } from '../../module';
import { boardRoutes } from './board.routes';
import { seedBoardDemo, seedNewBoard } from './board.seed';
import { up as board } from './migrations/0010-board';
import { up as sharedBoards } from './migrations/0029-shared-boards';
import { up as titleWriters } from './migrations/0031-title-writers';
import { findReportedTask } from './tasks.repo';
import { findReportedTitle } from './titles.repo';
import { deleteUserData, exportUserData } from './user-data.repo';

export const boardModule: FeatureModule = {
  name: 'board',
  routes: boardRoutes,
  migrations: { '0010-board': board, '0029-shared-boards': sharedBoards, '0031-title-writers': titleWriters },
  seed: { newAccount: seedNewBoard, demo: seedBoardDemo },
  exportUserData,
  deleteUserData,
  // A task counts as done when it first enters the done column (Completed), once per task.
  progressEvents: ['task-completed'],
  // Reports (blocks do not hide a board's tasks, so `reporting` changes nothing here).
  reportables: {
    'board-title': (db, id, viewerId) => findReportedTitle(db, id, viewerId),
    'board-task': (db, id, viewerId) => findReportedTask(db, id, viewerId),
  },
};
