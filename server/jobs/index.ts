// Background jobs as a module (issue 55): the jobs table. Modules declare the kinds they handle
// (FeatureModule.jobs); server/jobs/worker.ts runs them.
import type { FeatureModule } from '../module';
import { up as jobs } from './migrations/0041-jobs';

export const jobsModule: FeatureModule = {
  name: 'jobs',
  migrations: { '0041-jobs': jobs },
};
