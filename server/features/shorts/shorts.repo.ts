// All SQL of Leadership Shorts' own table, the seeded catalogue. Likes and comments live in the
// shared social layer (server/social), keyed by 'video'.
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Video, VideoComment, VideoCommentThread } from '../../../contract/shorts';
import type { SocialComment, SocialThread } from '../../../contract/social';
import type { DB } from '../../db/schema';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { recordProgress } from '../../progress/progress.repo';
import { type SampleComment, sampleAccountIds, seedSampleSocial } from '../../social/sample-community';
import * as social from '../../social/social.repo';
import catalogue from './catalogue.json';
import samples from './samples.json';

/** Brings the videos table in line with catalogue.json (run at start-up; idempotent). */
export async function seedVideoCatalogue(db: Kysely<DB>): Promise<void> {
  // A tip taken out of the catalogue leaves the feed, with its likes and comments (the studio's clips stay).
  const retired = await db
    .selectFrom('videos')
    .select('id')
    .where('clip_id', 'is', null)
    .where(
      'slug',
      'not in',
      catalogue.map((v) => v.slug),
    )
    .execute();
  await social.deleteAbout(
    db,
    'video',
    retired.map((r) => r.id),
  );
  await db
    .deleteFrom('videos')
    .where('clip_id', 'is', null)
    .where(
      'slug',
      'not in',
      catalogue.map((v) => v.slug),
    )
    .execute();
  const authors = [...new Set(catalogue.map((v) => v.authorName))];
  for (const [position, v] of catalogue.entries()) {
    const row = {
      position,
      title: v.title,
      description: v.description,
      video_url: `/assets/videos/${v.slug}.mp4`,
      small_url: `/assets/videos/${v.slug}-small.mp4`,
      poster_url: `/assets/videos/${v.slug}.jpg`,
      captions_url: `/assets/videos/${v.slug}.vtt`,
      author_id: authors.indexOf(v.authorName) + 1,
      author_name: v.authorName,
      author_role: v.authorRole,
      author_color: v.authorColor,
      tags: JSON.stringify(v.tags),
    };
    await db
      .insertInto('videos')
      .values({ slug: v.slug, ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
  }
}

/** The sample community's video comments and likes (decision 0036): a video's slug, a comment with its replies, who liked it. */
const SAMPLES = samples as readonly (SampleComment & { video: string; daysAgo: number; likes: readonly string[] })[];

/** Puts the sample community's comments and likes on the catalogue's videos (after the social module made its accounts). */
export async function seedSampleVideoComments(db: Kysely<DB>): Promise<void> {
  const ids = await sampleAccountIds(db);
  const firstSeeded = Date.now();
  for (const c of SAMPLES) {
    const video = await db.selectFrom('videos').select('id').where('slug', '=', c.video).executeTakeFirst();
    if (!video) continue;
    await seedSampleSocial(db, ids, 'video', video.id, {
      comments: [c],
      likes: c.likes,
      at: new Date(firstSeeded - c.daysAgo * 86_400_000),
    });
  }
}

/** The feed in catalogue order, a page at a time, with counts and whether I like each. */
export async function listVideos(db: Kysely<DB>, userId: number, paging: { limit: number; cursor?: string }): Promise<Page<Video>> {
  const page = await keyset(
    db
      .selectFrom('videos')
      .leftJoin('clips', 'clips.id', 'videos.clip_id')
      .selectAll('videos')
      .select('clips.kind as clip_kind')
      .where(videoShown('videos.id', 'videos.clip_id'))
      // A peer tip is its writer's, a teen's: gone for whoever blocked them or was blocked by them.
      .where(notBlockedTip('videos.author_id', 'videos.clip_id', userId)),
    [{ by: 'videos.position', type: 'number', of: (r) => r.position }],
    paging,
  ).page((r) => r);
  const counts = await social.countsOf(
    db,
    'video',
    page.items.map((r) => r.id),
    userId,
  );
  return {
    ...page,
    items: page.items.map((r) => {
      const c = counts.get(r.id) ?? { likes: 0, liked: false, comments: 0 };
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        videoUrl: r.video_url,
        smallUrl: r.small_url,
        posterUrl: r.poster_url,
        captionsUrl: r.captions_url,
        fromStudio: r.clip_id !== null,
        peerTip: r.clip_kind === 'tip',
        sample: r.clip_id === null,
        authorId: r.author_id,
        authorName: r.author_name,
        authorRole: r.author_role,
        authorAvatar: r.author_color,
        likes: c.likes,
        comments: c.comments,
        commentsOpen: r.comments_open === 1,
        tags: JSON.parse(r.tags) as string[],
        liked: c.liked,
      };
    }),
  };
}

export async function videoExists(db: Kysely<DB>, videoId: number): Promise<boolean> {
  const found = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .where(videoShown('videos.id', 'videos.clip_id'))
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether the viewer and a peer tip's writer are apart by a block (either way); true for every other video. */
function notBlockedTip(authorColumn: string, clipColumn: string, viewerId: number) {
  return sql<SqlBool>`(${sql.ref(clipColumn)} is null or not exists (select 1 from clips blocked_tip
    where blocked_tip.id = ${sql.ref(clipColumn)} and blocked_tip.kind = 'tip' and exists (select 1 from blocks
      where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${sql.ref(authorColumn)})
         or (blocks.blocker_id = ${sql.ref(authorColumn)} and blocks.blocked_id = ${viewerId}))))`;
}

/** Whether others may comment on a video (a peer tip's writer may have chosen not). */
export async function commentsOpenOn(db: Kysely<DB>, videoId: number): Promise<boolean> {
  const video = await db.selectFrom('videos').select('comments_open').where('id', '=', videoId).executeTakeFirst();
  return video?.comments_open === 1;
}

/**
 * Whether a video is on the feed: the catalogue's always; a studio clip unless a moderator hid it (a
 * report's case, issue 55). Hidden, it is gone for everyone: likes, comments and Discover too.
 */
export function videoShown(idColumn: string, clipColumn: string) {
  return sql<SqlBool>`(${sql.ref(clipColumn)} is null or not exists (select 1 from moderation_cases hidden_clip
    where hidden_clip.subject = 'video' and hidden_clip.item_id = ${sql.ref(idColumn)} and hidden_clip.hidden = 1))`;
}

/** A studio clip's video as a report sees it: its uploader and its words (the catalogue's are Rise's own). */
export async function findReportedVideo(db: Kysely<DB>, videoId: number, viewerId: number | null) {
  let q = db.selectFrom('videos').select(['author_id', 'title', 'description']).where('id', '=', videoId).where('clip_id', 'is not', null);
  if (viewerId !== null) q = q.where(videoShown('videos.id', 'videos.clip_id'));
  const video = await q.executeTakeFirst();
  return video && { authorId: video.author_id, text: `${video.title}\n${video.description}` };
}

/** SPEC §3's video comment from the social layer's comment. */
export const toVideoComment = (c: SocialComment): VideoComment => ({
  id: c.id,
  videoId: c.itemId,
  parentId: c.parentId,
  userId: c.userId,
  userName: c.displayName,
  userAvatar: c.avatarColor,
  isSample: c.isSample,
  comment: c.text,
  likes: c.likes,
  createdAt: c.createdAt,
  held: c.held,
  sensitive: c.sensitive,
});

/** A top-level video comment with its first replies, as the list has it. */
export const toVideoCommentThread = (c: SocialThread): VideoCommentThread => ({
  ...toVideoComment(c),
  replies: c.replies.map(toVideoComment),
  replyCount: c.replyCount,
});

/** The demo account has watched the first four videos of the feed (through the progress engine). */
export async function seedShortsDemo(trx: Kysely<DB>, userId: number): Promise<void> {
  const watched = await trx.selectFrom('videos').select('id').orderBy('position').orderBy('id').limit(4).execute();
  for (const { id } of watched) await recordProgress(trx, userId, 'video-watched', id);
}
