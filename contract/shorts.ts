// Leadership Shorts (SPEC §3 video and video comment, §5 comment, §7 /api/videos/...).
import { z } from 'zod';
import { Id, IdParams } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { LikeResult, MAX_COMMENT_LENGTH, REPLIES_SHOWN, commentText } from './social';

export { LikeResult, MAX_COMMENT_LENGTH, REPLIES_SHOWN };

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

export const VideoComment = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  /** The top-level comment it replies to (replies are one level deep, issue 32), or null. */
  parentId: z.number().int().nullable(),
  userId: z.number().int(),
  /**
   * The commenter's display name, screened as every name is (issue 52: one public name). The sign-in
   * username is never shown to others: it is the account's own, for signing in.
   */
  userName: z.string(),
  /** The commenter's colour. */
  userAvatar: z.string(),
  /** Written by the sample community that demo accounts read (decision 0036), not by a real member. */
  isSample: z.boolean(),
  comment: z.string(),
  likes: z.number().int(),
  createdAt: z.string(),
  /** Only its writer sees it for now (issue 14: held for care, reported enough, or hidden). */
  held: z.boolean(),
  /** Restored after a self-harm hold or report: shown behind a warning that the reader opens on purpose. */
  sensitive: z.boolean(),
});
export type VideoComment = z.infer<typeof VideoComment>;

/** A top-level comment as the list has it: its first REPLIES_SHOWN replies (oldest first) and how many the reader can see. */
export const VideoCommentThread = VideoComment.extend({
  replies: z.array(VideoComment),
  replyCount: z.number().int().min(0),
});
export type VideoCommentThread = z.infer<typeof VideoCommentThread>;

/** The answer to a new comment or reply: `care` when its words spoke of hurting oneself (the app offers help). */
export const CreatedVideoComment = VideoComment.extend({ care: z.boolean() });
export type CreatedVideoComment = z.infer<typeof CreatedVideoComment>;

export const CreateCommentBody = z.strictObject({
  comment: commentText(),
  /**
   * Makes it a reply to that comment of the same video. Replies are one level deep: a reply to a reply
   * joins the comment that one answers.
   */
  parentId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type CreateCommentInput = z.input<typeof CreateCommentBody>;

export const shortsApi = {
  /** The feed, in catalogue order. */
  videos: endpoint({ method: 'GET', path: '/api/videos', query: PageQuery, paged: true, response: z.array(Video) }),
  like: endpoint({ method: 'POST', path: '/api/videos/:id/like', params: IdParams, response: LikeResult }),
  unlike: endpoint({ method: 'POST', path: '/api/videos/:id/unlike', params: IdParams, response: LikeResult }),
  /** Sent once 90% of it has played: counts toward progress once per video (a repeat changes nothing). */
  watched: endpoint({ method: 'POST', path: '/api/videos/:id/watched', params: IdParams, status: 204 }),
  /** Top-level comments newest first, each with its first replies and their count. */
  comments: endpoint({
    method: 'GET',
    path: '/api/videos/:id/comments',
    params: IdParams,
    query: PageQuery,
    paged: true,
    response: z.array(VideoCommentThread),
  }),
  /** A top-level comment's replies, oldest first; a reply's id or a comment the reader cannot see answers 404. */
  replies: endpoint({
    method: 'GET',
    path: '/api/videos/:id/comments/:commentId/replies',
    params: z.strictObject({ id: Id, commentId: Id }),
    query: PageQuery,
    paged: true,
    response: z.array(VideoComment),
  }),
  postComment: endpoint({
    method: 'POST',
    path: '/api/videos/:id/comments',
    params: IdParams,
    body: CreateCommentBody,
    status: 201,
    response: CreatedVideoComment,
  }),
  /** A user deletes their own comment (with its replies); anyone else's answers 404. */
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/videos/:id/comments/:commentId',
    params: z.strictObject({ id: Id, commentId: Id }),
    status: 204,
  }),
};
