// Leadership Shorts as a module: the video catalogue, its routes, and its reportable comments.
import { topicOf } from '../../../contract/discover-rules';
import type { FeatureModule } from '../../module';
import * as social from '../../social/social.repo';
import { up as shorts } from './migrations/0003-shorts';
import { up as shortsOntoSocial } from './migrations/0005-shorts-onto-social';
import { sql } from 'kysely';
import { findReportedVideo, seedSampleVideoComments, seedShortsDemo, seedVideoCatalogue } from './shorts.repo';
import { shortsRoutes } from './shorts.routes';
import { up as clips } from './migrations/0042-clips';
import { up as peerTips } from './migrations/0043-peer-tips';
import { CLIP_JOBS } from './clip-jobs';
import { studioRoutes } from './studio.routes';
import { enqueue } from '../../jobs/jobs.repo';
import { filesOfUploader, unpublishVideo } from './studio.repo';

export const shortsModule: FeatureModule = {
  name: 'shorts',
  routes: async (app, ctx) => {
    await shortsRoutes(app, ctx);
    await studioRoutes(app, ctx);
  },
  migrations: { '0003-shorts': shorts, '0005-shorts-onto-social': shortsOntoSocial, '0042-clips': clips, '0043-peer-tips': peerTips },
  jobs: CLIP_JOBS,
  // A mentor's or staff member's own clips, as the studio lists them (their files are not copied).
  async exportUserData(db, userId) {
    const clips = await db
      .selectFrom('clips')
      .select(['id', 'state', 'title', 'description', 'hashtags', 'category', 'captions', 'created_at', 'published_at'])
      .where('uploader_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      clips: clips.map((c) => ({
        id: c.id,
        state: c.state,
        title: c.title,
        description: c.description,
        hashtags: JSON.parse(c.hashtags) as string[],
        category: c.category,
        captions: c.captions,
        createdAt: c.created_at,
        publishedAt: c.published_at,
      })),
    };
  },
  // An uploader's clips go with their account: off the feed (reports about them are kept as evidence),
  // and their files once the deletion has committed.
  async deleteUserData(trx, userId) {
    const clips = await filesOfUploader(trx, userId);
    if (clips.length === 0) return;
    for (const c of clips) if (c.video_id !== null) await unpublishVideo(trx, c.video_id);
    await trx.deleteFrom('clips').where('uploader_id', '=', userId).execute();
    await enqueue(trx, 'clip-files-remove', {
      mediaKeys: clips.flatMap((c) => (c.media_key ? [c.media_key] : [])),
      originals: clips.flatMap((c) => (c.original_file ? [c.original_file] : [])),
    });
  },
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
        const rows = await db
          .selectFrom('videos')
          .leftJoin('clips', 'clips.id', 'videos.clip_id')
          .select(['videos.id', 'videos.title', 'videos.description', 'videos.tags', 'clips.category'])
          .orderBy('videos.position')
          .execute();
        return rows.map((v) => {
          const tags = JSON.parse(v.tags) as string[];
          // A studio clip's topic is the category its uploader chose (as migration 0042's triggers write it).
          return { id: v.id, title: v.title, text: v.description, tags, topic: v.category ?? topicOf(tags, 'leadership') };
        });
      },
      // A studio clip a moderator hid is found by no one.
      // (Only a studio clip can be reported, so only its case can hide it: shorts.repo.ts videoShown.)
      shownTo: (itemColumn) => sql<boolean>`not exists (select 1 from moderation_cases hidden_clip
        where hidden_clip.subject = 'video' and hidden_clip.item_id = ${sql.ref(itemColumn)} and hidden_clip.hidden = 1)`,
      likedAs: 'video',
    },
  },
  reportables: {
    video: (db, id, viewerId) => findReportedVideo(db, id, viewerId),
    'video-comment': (db, id, viewerId, options) =>
      social.findReportedComment(db, 'video', id, viewerId, { ignoreBlocks: options?.reporting === true }),
  },
};
