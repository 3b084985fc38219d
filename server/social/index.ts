// The shared social layer as a module: its tables, and one user's likes and comments for export
// and deletion. Features (Leadership Shorts, Pep Talk) serve their own paths on top of social.repo.
import type { FeatureModule } from '../module';
import { up as social } from './migrations/0004-social';
import * as repo from './social.repo';

export const socialModule: FeatureModule = {
  name: 'social',
  migrations: { '0004-social': social },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
};
