// Pep Talk as a module: its tables, the Rise account's seeded pep talks, its routes, one user's pep
// talks and shares for export and deletion, and its reportable pep talks and comments.
import type { FeatureModule } from '../../module';
import * as social from '../../social/social.repo';
import { shownTo } from '../../social/safety.repo';
import { demoCommunity } from '../../social/sample-community';
import { sql } from 'kysely';
import { up as pepTalks } from './migrations/0015-pep-talks';
import { up as commentsOff } from './migrations/0023-pep-talk-comments-off';
import { up as categoryNewest } from './migrations/0038-category-newest';
import * as repo from './pep-talks.repo';
import { pepTalksRoutes } from './pep-talks.routes';
import { seedPepTalkCatalogue, seedSamplePepTalks } from './pep-talks.seed';

export const pepTalksModule: FeatureModule = {
  name: 'pep-talks',
  routes: pepTalksRoutes,
  migrations: { '0015-pep-talks': pepTalks, '0023-pep-talk-comments-off': commentsOff, '0038-category-newest': categoryNewest },
  seed: {
    async catalogue(db) {
      await seedPepTalkCatalogue(db);
      await seedSamplePepTalks(db);
    },
  },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['pep-talk-posted'],
  // Discover finds a pep talk the viewer may see (a public one, or their own) as the feed shows it;
  // migration 0026-search's triggers keep every pep talk in the index as it is written (issue 32).
  searchables: {
    peptalk: {
      shownTo: (itemColumn, viewerId) => sql<boolean>`exists (select 1 from pep_talks sp where sp.id = ${sql.ref(itemColumn)}
        and (sp.is_public = 1 or sp.user_id = ${viewerId}) and ${shownTo('peptalk', 'sp.id', 'sp.user_id', viewerId)})`,
      // A demo sees its own pep talks and its community's (sample-community.ts), found by their writers
      // (each part by the index on user_id: an `or` of the two reads every pep talk on PostgreSQL).
      demoCandidates: (viewerId) =>
        sql`select dp.id from pep_talks dp where dp.user_id = ${viewerId}
          union all select cp.id from pep_talks cp where cp.user_id in (${demoCommunity()})`,
      likedAs: 'peptalk',
    },
  },
  reportables: {
    peptalk: async (db, id, viewerId, options) => {
      const pepTalk = await repo.findPepTalk(db, id, viewerId, { ignoreBlocks: options?.reporting === true });
      return pepTalk && { authorId: pepTalk.userId, text: repo.caseTextOf(pepTalk) };
    },
    // A comment can be reported only where its pep talk can be seen.
    'peptalk-comment': async (db, id, viewerId, options) => {
      const shown = { ignoreBlocks: options?.reporting === true };
      const comment = await social.findReportedComment(db, 'peptalk', id, viewerId, shown);
      if (!comment || (viewerId !== null && !(await repo.findPepTalk(db, comment.itemId, viewerId, shown)))) return undefined;
      return { authorId: comment.authorId, text: comment.text };
    },
  },
};
