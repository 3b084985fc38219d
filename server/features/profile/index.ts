// Profile as a module: the current user and the settings Profile → Settings saves.
import { toCurrentUser } from '../../auth/users.repo';
import type { FeatureModule } from '../../module';
import { profileRoutes } from './profile.routes';

export const profileModule: FeatureModule = {
  name: 'profile',
  routes: profileRoutes,
  async exportUserData(db, userId) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { id: _id, isDemo: _demo, ...profile } = toCurrentUser(row);
    return { profile: { ...profile, createdAt: row.created_at } };
  },
  // The users row itself goes last, with the account (server/auth).
};
