// All SQL of Leadership Shorts: the seeded catalogue, likes (one per user per video) and comments.
import type { Kysely } from 'kysely';
import type { Video, VideoComment } from '../../../contract/shorts';
import type { DB } from '../../db/schema';
import catalogue from './catalogue.json';

/** Brings the videos table in line with catalogue.json (run at start-up; idempotent). */
export async function seedVideoCatalogue(db: Kysely<DB>): Promise<void> {
  // A tip taken out of the catalogue leaves the feed, with its likes and comments.
  await db.deleteFrom('videos').where('slug', 'not in', catalogue.map((v) => v.slug)).execute();
  const authors = [...new Set(catalogue.map((v) => v.authorName))];
  for (const [position, v] of catalogue.entries()) {
    const row = {
      position,
      title: v.title,
      description: v.description,
      video_url: `/assets/videos/${v.slug}.mp4`,
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

export async function listVideos(db: Kysely<DB>, userId: number): Promise<Video[]> {
  const rows = await db
    .selectFrom('videos as v')
    .selectAll('v')
    .select((eb) => [
      eb.selectFrom('video_likes').select(eb.fn.countAll<number>().as('n')).whereRef('video_likes.video_id', '=', 'v.id').as('like_count'),
      eb.selectFrom('video_comments').select(eb.fn.countAll<number>().as('n')).whereRef('video_comments.video_id', '=', 'v.id').as('comment_count'),
      eb
        .exists(eb.selectFrom('video_likes').select('video_likes.video_id').whereRef('video_likes.video_id', '=', 'v.id').where('video_likes.user_id', '=', userId))
        .as('liked'),
    ])
    .orderBy('v.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    videoUrl: r.video_url,
    posterUrl: r.poster_url,
    captionsUrl: r.captions_url,
    authorId: r.author_id,
    authorName: r.author_name,
    authorRole: r.author_role,
    authorAvatar: r.author_color,
    likes: Number(r.like_count),
    comments: Number(r.comment_count),
    tags: JSON.parse(r.tags) as string[],
    liked: Boolean(r.liked),
  }));
}

export async function videoExists(db: Kysely<DB>, videoId: number): Promise<boolean> {
  return (await db.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst()) !== undefined;
}

async function likeCount(db: Kysely<DB>, videoId: number): Promise<number> {
  const row = await db.selectFrom('video_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('video_id', '=', videoId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Likes a video; liking twice counts once. */
export async function like(db: Kysely<DB>, userId: number, videoId: number): Promise<number> {
  await db
    .insertInto('video_likes')
    .values({ video_id: videoId, user_id: userId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
    .execute();
  return likeCount(db, videoId);
}

/** Takes a like back; unliking twice is harmless. */
export async function unlike(db: Kysely<DB>, userId: number, videoId: number): Promise<number> {
  await db.deleteFrom('video_likes').where('video_id', '=', videoId).where('user_id', '=', userId).execute();
  return likeCount(db, videoId);
}

const commentColumns = [
  'c.id',
  'c.video_id',
  'c.user_id',
  'u.username',
  'u.avatar_color',
  'c.comment',
  'c.likes',
  'c.created_at',
] as const;

type CommentRow = { id: number; video_id: number; user_id: number; username: string; avatar_color: string; comment: string; likes: number; created_at: string };

const toComment = (r: CommentRow): VideoComment => ({
  id: r.id,
  videoId: r.video_id,
  userId: r.user_id,
  username: r.username,
  userAvatar: r.avatar_color,
  comment: r.comment,
  likes: r.likes,
  createdAt: r.created_at,
});

/** Newest first. Comments on a video are public to every signed-in user (SPEC §2). */
export async function listComments(db: Kysely<DB>, videoId: number): Promise<VideoComment[]> {
  const rows = await db
    .selectFrom('video_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(commentColumns)
    .where('c.video_id', '=', videoId)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(toComment);
}

export async function addComment(db: Kysely<DB>, userId: number, videoId: number, comment: string): Promise<VideoComment> {
  const { id } = await db
    .insertInto('video_comments')
    .values({ video_id: videoId, user_id: userId, comment, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('video_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(commentColumns)
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
  return toComment(row);
}
