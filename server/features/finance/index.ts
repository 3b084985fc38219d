// Finance Tracker as a module: accounts, transactions and savings goals.
import type { FeatureModule } from '../../module';
import * as repo from './finance.repo';
import { financeRoutes } from './finance.routes';
import { seedFinanceDemo } from './finance.seed';
import { up as finance } from './migrations/0002-finance';

export const financeModule: FeatureModule = {
  name: 'finance',
  routes: financeRoutes,
  migrations: { '0002-finance': finance },
  seed: { demo: seedFinanceDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['savings-goal-reached'],
};
