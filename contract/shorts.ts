// Leadership Shorts (SPEC §3 video and video comment, §5 comment, §7 /api/videos/...).
import { z } from 'zod';
import { typedText } from './common';

export const MAX_COMMENT_LENGTH = 500;

export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  /** With hashtags. */
  description: z.string(),
  videoUrl: z.string(),
  posterUrl: z.string(),
  captionsUrl: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  authorRole: z.string(),
  /** The author's colour. */
  authorAvatar: z.string(),
  likes: z.number().int(),
  /** How many comments. */
  comments: z.number().int(),
  tags: z.array(z.string()),
  /** Whether the signed-in user likes it (survives a reload). */
  liked: z.boolean(),
});
export type Video = z.infer<typeof Video>;

export const LikeResult = z.object({ likes: z.number().int(), liked: z.boolean() });
export type LikeResult = z.infer<typeof LikeResult>;

export const VideoComment = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The commenter's colour. */
  userAvatar: z.string(),
  comment: z.string(),
  likes: z.number().int(),
  createdAt: z.string(),
});
export type VideoComment = z.infer<typeof VideoComment>;

export const CreateCommentBody = z.strictObject({
  comment: typedText(1, MAX_COMMENT_LENGTH, {
    empty: 'Write something before posting.',
    long: `Comments can be at most ${MAX_COMMENT_LENGTH} characters.`,
  }),
});
export type CreateCommentInput = z.input<typeof CreateCommentBody>;
