// Profile as a module: the current user and the settings Profile → Settings saves.
import { toCurrentUser } from '../../auth/users.repo';
import type { FeatureModule } from '../../module';
import { up as emailNotificationsOff } from './migrations/0022-email-notifications-off';
import { profileRoutes } from './profile.routes';

export const profileModule: FeatureModule = {
  name: 'profile',
  routes: profileRoutes,
  migrations: { '0022-email-notifications-off': emailNotificationsOff },
  // Rise has no email address for anyone: a new account's "Email notifications" starts off (issue 31).
  seed: {
    async newAccount(trx, userId) {
      await trx.updateTable('users').set({ email_notifications: 0 }).where('id', '=', userId).execute();
    },
  },
  async exportUserData(db, userId) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { id: _id, isDemo: _demo, keptSignedIn: _session, ...profile } = toCurrentUser(row, { keptSignedIn: false });
    return { profile: { ...profile, createdAt: row.created_at } };
  },
  // The users row itself goes last, with the account (server/auth).
};
