// Leadership Shorts as a module: the video catalogue, its routes, and its reportable comments.
import { topicOf } from '../../../contract/discover-rules';
import type { FeatureModule } from '../../module';
import * as social from '../../social/social.repo';
import { up as shorts } from './migrations/0003-shorts';
import { up as shortsOntoSocial } from './migrations/0005-shorts-onto-social';
import { seedSampleVideoComments, seedShortsDemo, seedVideoCatalogue } from './shorts.repo';
import { shortsRoutes } from './shorts.routes';

export const shortsModule: FeatureModule = {
  name: 'shorts',
  routes: shortsRoutes,
  migrations: { '0003-shorts': shorts, '0005-shorts-onto-social': shortsOntoSocial },
  seed: {
    async catalogue(db) {
      await seedVideoCatalogue(db);
      await seedSampleVideoComments(db);
    },
    demo: seedShortsDemo,
  },
  progressEvents: ['video-watched'],
  // A user's likes and comments on videos are exported and deleted with the social layer's.
  // Discover finds each video by its title, description and tags (issue 32).
  searchables: {
    short: {
      async catalogue(db) {
        const rows = await db.selectFrom('videos').select(['id', 'title', 'description', 'tags']).orderBy('position').execute();
        return rows.map((v) => {
          const tags = JSON.parse(v.tags) as string[];
          return { id: v.id, title: v.title, text: v.description, tags, topic: topicOf(tags, 'leadership') };
        });
      },
      likedAs: 'video',
    },
  },
  reportables: {
    'video-comment': (db, id, viewerId, options) =>
      social.findReportedComment(db, 'video', id, viewerId, { ignoreBlocks: options?.reporting === true }),
  },
};
