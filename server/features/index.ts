// The one list of modules. Adding a mini-app is one line here (and one in web/app/registry.tsx).
// Order matters only for migrations' names and the order seeders run in.
import type { FeatureModule } from '../module';
import { jobsModule } from '../jobs';
import { progressModule } from '../progress';
import { socialModule } from '../social';
import { boardModule } from './board';
import { discoverModule } from './discover';
import { financeModule } from './finance';
import { goalsModule } from './goals';
import { mentorsModule } from './mentors';
import { mindGymModule } from './mind-gym';
import { pepTalksModule } from './pep-talks';
import { profileModule } from './profile';
import { shortsModule } from './shorts';
import { skillsModule } from './skills';

const FEATURES: readonly FeatureModule[] = [
  jobsModule,
  socialModule,
  progressModule,
  profileModule,
  financeModule,
  shortsModule,
  mindGymModule,
  goalsModule,
  boardModule,
  mentorsModule,
  pepTalksModule,
  skillsModule,
];

// Discover indexes what the others offer (their `searchables`): it comes last, after their catalogues.
export const MODULES: readonly FeatureModule[] = [...FEATURES, discoverModule(FEATURES)];
