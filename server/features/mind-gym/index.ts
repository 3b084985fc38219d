// Mind Gym as a module: moods, affirmations (and the preset catalogue), the journal, breathing and guided sessions.
import { sessionNumberOf, topicOf } from '../../../contract/discover-rules';
import { GUIDED_SESSIONS } from '../../../contract/guided-sessions';
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
  progressEvents: ['breathing-session', 'mindful-session', 'mood-tracked', 'journal-entry'],
  // Discover finds each guided session by its title, description and tags (issue 32).
  searchables: {
    session: {
      catalogue: async () =>
        GUIDED_SESSIONS.filter((s) => sessionNumberOf(s.id) >= 0).map((s) => ({
          id: sessionNumberOf(s.id),
          title: s.title,
          text: `${s.minutes}-minute ${s.type}. ${s.description}`,
          tags: s.tags,
          topic: topicOf(s.tags, 'stress'),
        })),
    },
  },
};
