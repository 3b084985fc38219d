// Mind Gym as a module: moods, affirmations (and the preset catalogue), the journal and breathing sessions.
import type { FeatureModule } from '../../module';
import * as repo from './mind-gym.repo';
import { mindGymRoutes } from './mind-gym.routes';
import { seedMindGymDemo, seedPresetCatalogue } from './mind-gym.seed';
import { up as mindGym } from './migrations/0008-mind-gym';

export const mindGymModule: FeatureModule = {
  name: 'mind-gym',
  routes: mindGymRoutes,
  migrations: { '0008-mind-gym': mindGym },
  seed: { catalogue: seedPresetCatalogue, demo: seedMindGymDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['breathing-session', 'mood-tracked', 'journal-entry'],
};
