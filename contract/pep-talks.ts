// Pep Talk (SPEC §2 Pep Talk, §3 pep talk and comment, §4 like and share, §5 messages, §6 visible to
// all, my own list apart, §7 the /api/peptalks calls), on the shared social layer. Beyond SPEC: likes
// and shares are one per person, private pep talks are their author's alone, and the verified Rise
// account's pep talks may carry an image (with alt text) or a video (with captions) of the app's own.
import { z } from 'zod';
import { Id, IdParams, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { MEDIA_TYPES, MISSING_COMMENT, MISSING_INFORMATION, PEP_TALK_CATEGORIES, PEP_TALK_LIMITS } from './pep-talks-rules';
import { LikeResult } from './social';

export * from './pep-talks-rules';

/** SPEC §3 pep talk, plus who wrote it, my like and share, and whether others can see it yet. */
export const PepTalk = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  /** The text itself for a text pep talk; the picture's or the video's address otherwise. */
  mediaUrl: z.string(),
  /** An image's alt text; null otherwise. */
  mediaAlt: z.string().nullable(),
  /** A video's captions (WebVTT) and poster; null otherwise. */
  captionsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  category: z.enum(PEP_TALK_CATEGORIES),
  isPublic: z.boolean(),
  likes: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
  liked: z.boolean(),
  shared: z.boolean(),
  userId: z.number().int(),
  userName: z.string(),
  /** The author's colour. */
  userAvatar: z.string(),
  isVerified: z.boolean(),
  /** Written by the sample community that demo accounts read (decision 0036), not by a real member. */
  isSample: z.boolean(),
  /** Only its author sees it for now: held for care, reported enough, or hidden by a moderator. */
  held: z.boolean(),
  /** Restored after a self-harm hold or report: shown behind a warning that the reader opens on purpose. */
  sensitive: z.boolean(),
  /** Its author turned comments off: nobody can comment, and only the author sees the comments there were (issue 31). */
  commentsOff: z.boolean(),
  createdAt: z.string(),
});
export type PepTalk = z.infer<typeof PepTalk>;

/** The answer to a new pep talk: `care` when its words spoke of hurting oneself (the app offers help). */
export const CreatedPepTalk = PepTalk.extend({ care: z.boolean() });

const title = typedText(1, PEP_TALK_LIMITS.title, {
  empty: MISSING_INFORMATION.description,
  long: `Keep the title to ${PEP_TALK_LIMITS.title} characters.`,
});
const body = typedText(1, PEP_TALK_LIMITS.body, {
  empty: MISSING_INFORMATION.description,
  long: `Keep a pep talk to ${PEP_TALK_LIMITS.body.toLocaleString('en-US')} characters.`,
});
const category = z.enum(PEP_TALK_CATEGORIES, { error: 'Choose one of the eight categories.' });

/**
 * SPEC §7: title, mediaType, mediaUrl (the text), category, isPublic. Without `isPublic`, SPEC makes a
 * pep talk public; for a 13- to 15-year-old (or a member whose age is not known) it starts private
 * instead (issue 31, docs/decisions/0022). `commentsOff` starts false.
 */
export const CreatePepTalkBody = z.strictObject({
  title,
  mediaType: z.enum(MEDIA_TYPES, { error: "Use 'text', 'image' or 'video'." }),
  mediaUrl: body,
  category,
  isPublic: z.boolean().optional(),
  commentsOff: z.boolean().optional(),
});
export type CreatePepTalkInput = z.input<typeof CreatePepTalkBody>;

/** An edit of my own pep talk: any of its words (a text one's), its category, who can see it, whether comments are on. */
export const UpdatePepTalkBody = z
  .strictObject({
    title: title.optional(),
    mediaUrl: body.optional(),
    category: category.optional(),
    isPublic: z.boolean().optional(),
    commentsOff: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Change at least one thing.');
export type UpdatePepTalkInput = z.input<typeof UpdatePepTalkBody>;

export const CategoryParams = z.strictObject({ category });

export const ShareResult = z.object({ shares: z.number().int() });

/** SPEC §3 pep talk comment, plus its writer's id and whether others can see it yet. */
export const PepTalkComment = z.object({
  id: z.number().int(),
  content: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  /** Written by the sample community that demo accounts read (decision 0036), not by a real member. */
  isSample: z.boolean(),
  held: z.boolean(),
  /** Restored after a self-harm hold or report: shown behind a warning that the reader opens on purpose. */
  sensitive: z.boolean(),
  createdAt: z.string(),
});
export type PepTalkComment = z.infer<typeof PepTalkComment>;

export const CreatedPepTalkComment = PepTalkComment.extend({ care: z.boolean() });

export const CreatePepTalkCommentBody = z.strictObject({
  content: typedText(1, PEP_TALK_LIMITS.comment, {
    empty: MISSING_COMMENT.description,
    long: `Keep a comment to ${PEP_TALK_LIMITS.comment} characters.`,
  }),
});
export type CreatePepTalkCommentInput = z.input<typeof CreatePepTalkCommentBody>;

const feed = { query: PageQuery, paged: true, response: z.array(PepTalk) } as const;

export const pepTalksApi = {
  /** SPEC §7: every public pep talk I may see, and my own, newest first. */
  list: endpoint({ method: 'GET', path: '/api/peptalks', ...feed }),
  /** SPEC §7: the same, of one category (an unknown category answers 400). */
  byCategory: endpoint({ method: 'GET', path: '/api/peptalks/category/:category', params: CategoryParams, ...feed }),
  /** SPEC §7: my own, public and private, newest first. */
  mine: endpoint({ method: 'GET', path: '/api/peptalks/user', ...feed }),
  create: endpoint({ method: 'POST', path: '/api/peptalks', body: CreatePepTalkBody, status: 201, response: CreatedPepTalk }),
  update: endpoint({ method: 'PATCH', path: '/api/peptalks/:id', params: IdParams, body: UpdatePepTalkBody, response: CreatedPepTalk }),
  remove: endpoint({ method: 'DELETE', path: '/api/peptalks/:id', params: IdParams, status: 204 }),
  like: endpoint({ method: 'POST', path: '/api/peptalks/:id/like', params: IdParams, response: LikeResult }),
  unlike: endpoint({ method: 'POST', path: '/api/peptalks/:id/unlike', params: IdParams, response: LikeResult }),
  /** Counts once per person. */
  share: endpoint({ method: 'POST', path: '/api/peptalks/:id/share', params: IdParams, response: ShareResult }),
  /** Newest first. */
  comments: endpoint({
    method: 'GET',
    path: '/api/peptalks/:id/comments',
    params: IdParams,
    query: PageQuery,
    paged: true,
    response: z.array(PepTalkComment),
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/peptalks/:id/comments',
    params: IdParams,
    body: CreatePepTalkCommentBody,
    status: 201,
    response: CreatedPepTalkComment,
  }),
  /** A writer deletes their own comment; anyone else's answers 404. */
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/peptalks/:id/comments/:commentId',
    params: z.strictObject({ id: Id, commentId: Id }),
    status: 204,
  }),
};
