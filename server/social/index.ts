// The shared social layer as a module: likes and comments, and safety on every shared surface
// (reports, blocks, the moderators' queue); one user's part of them for export and deletion.
// Features (Leadership Shorts, Pep Talk, Mentor Matcher) serve their own paths on top of social.repo
// and name how to find their reportable items (FeatureModule.reportables).
import type { FeatureModule } from '../module';
import { up as social } from './migrations/0004-social';
import { up as safety } from './migrations/0013-safety';
import { up as safeguarding } from './migrations/0017-safeguarding';
import { up as evidence } from './migrations/0018-evidence';
import { up as commentReplies } from './migrations/0028-comment-replies';
import { up as accountActions } from './migrations/0030-account-actions';
import { exportActions } from './accounts.repo';
import { up as sampleCommunity } from './migrations/0032-sample-community';
import { up as storedCounts } from './migrations/0033-stored-counts';
import { up as topLevelComments } from './migrations/0038-top-level-comments';
import { checkCounts } from './counts.repo';
import { seedSampleAccounts } from './sample-community';
import * as safetyRepo from './safety.repo';
import { safetyRoutes } from './safety.routes';
import * as repo from './social.repo';

export const socialModule: FeatureModule = {
  name: 'social',
  routes: safetyRoutes,
  migrations: {
    '0004-social': social,
    '0013-safety': safety,
    '0017-safeguarding': safeguarding,
    '0018-evidence': evidence,
    '0028-comment-replies': commentReplies,
    '0030-account-actions': accountActions,
    '0032-sample-community': sampleCommunity,
    '0033-stored-counts': storedCounts,
    '0038-top-level-comments': topLevelComments,
  },
  // The sample community's accounts (decision 0036); each feature seeds what they wrote on its surface.
  seed: {
    async catalogue(db) {
      await seedSampleAccounts(db);
    },
  },
  // Stored like and comment counts (decision 0037) against a recount: none should have drifted.
  async checkAfterStart(db, signal) {
    const counts = await checkCounts(db, { signal });
    if (counts.drifted === 0) return undefined;
    return { message: 'like and comment counts had drifted from a recount, and were corrected', details: { ...counts } };
  },
  // Cases about what a deleted account wrote need no copy: they are evidence, kept with their words
  // (safety.repo deleteUserData). Mentor threads are kept apart (server/features/mentors).
  async exportUserData(db, userId) {
    return {
      ...(await repo.exportUserData(db, userId)),
      ...(await safetyRepo.exportUserData(db, userId)),
      accountActions: await exportActions(db, userId),
    };
  },
  // A person is reported for their names, or as someone who may be an adult (issue 52).
  reportables: { person: safetyRepo.findReportedPerson },
  async deleteUserData(trx, userId) {
    await safetyRepo.deleteUserData(trx, userId);
    await repo.deleteUserData(trx, userId);
  },
};
