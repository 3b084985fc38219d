// Leadership Shorts (SPEC §3 video and video comment, §5 comment, §7 /api/videos/...).
import { z } from 'zod';
import { Id, IdParams, typedText } from './common';
import { DISCOVER_TOPICS } from './discover-rules';
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
  /** A smaller rendition for slow networks (a studio clip's), or null. */
  smallUrl: z.string().nullable(),
  posterUrl: z.string(),
  /** '' when it has none. */
  captionsUrl: z.string(),
  /** Made in the studio by a mentor or staff (issue 55), and so reportable; the catalogue's are Rise's own samples. */
  fromStudio: z.boolean(),
  /** A teen's peer tip (issue 55): its writer can be blocked, as any teen can. */
  peerTip: z.boolean(),
  /**
   * One of Rise's sample clips (the catalogue's, not the studio's): a photograph and a synthetic voice
   * reading a tip that its author wrote. The feed says so, and never presents the author as speaking.
   */
  sample: z.boolean(),
  authorId: z.number().int(),
  authorName: z.string(),
  authorRole: z.string(),
  /** The author's colour. */
  authorAvatar: z.string(),
  likes: z.number().int(),
  /** How many comments. */
  comments: z.number().int(),
  /** False when its writer (a teen's peer tip) chose no comments: the list shows, the box does not. */
  commentsOpen: z.boolean(),
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

// ---------------------------------------------------------------------------------------------------
// The studio (issue 55): staff and mentors upload clips, which are processed, reviewed by a staff
// member other than the uploader, and then published into the feed above.

/** Where a clip is: made, processed by the worker, checked by its uploader, reviewed, published. */
export const CLIP_STATES = ['draft', 'processing', 'processed', 'in_review', 'published', 'rejected', 'failed', 'withdrawn'] as const;
export type ClipState = (typeof CLIP_STATES)[number];
/** A clip's category is one of Discover's topics (contract/discover-rules.ts). */
export const CLIP_CATEGORIES = DISCOVER_TOPICS;
export const MAX_CLIP_SECONDS = 90;
export const MAX_CLIP_BYTES = 200 * 1024 * 1024;
/** An upload arrives in pieces of at most this, each a short request that can be sent again. */
export const CLIP_CHUNK_BYTES = 4 * 1024 * 1024;
/** The containers a clip may come in, by the type the browser gives the file. */
export const CLIP_FILE_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const MAX_HASHTAGS = 6;
export const MAX_CAPTIONS_LENGTH = 60_000;
/**
 * Where every clip's captions sit in the feed: near the top, clear of the title and buttons drawn over the
 * bottom (the sample clips' files carry them; a studio clip's captions get them as they are served).
 */
export const FEED_CUE_SETTINGS = 'line:12% size:90% align:center';

export const Hashtag = z
  .string()
  .trim()
  .transform((s) => s.replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9_]{2,30}$/, 'A hashtag is 2 to 30 letters, digits or _.'));

export const ClipFields = z.strictObject({
  title: typedText(3, 80, { empty: 'Give the clip a title.' }),
  description: typedText(0, 500),
  hashtags: z.array(Hashtag).max(MAX_HASHTAGS, `Use at most ${MAX_HASHTAGS} hashtags.`),
  category: z.enum(CLIP_CATEGORIES, 'Choose a category.'),
});
export type ClipFieldsInput = z.input<typeof ClipFields>;

/** 'tip': a teen's peer tip from a Public Speaking practice; 'clip': a mentor's or staff's. */
export const CLIP_KINDS = ['clip', 'tip'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

/** The backgrounds a voice-only tip can have: two colours the picture turns slowly between. */
export const TIP_BACKGROUNDS = {
  sunrise: { label: 'Sunrise', from: '#f97316', to: '#db2777' },
  ocean: { label: 'Ocean', from: '#0369a1', to: '#0d9488' },
  forest: { label: 'Forest', from: '#166534', to: '#65a30d' },
  dusk: { label: 'Dusk', from: '#4c1d95', to: '#1e3a8a' },
} as const;
export type TipBackground = keyof typeof TIP_BACKGROUNDS;
export const TIP_BACKGROUND_NAMES = Object.keys(TIP_BACKGROUNDS) as [TipBackground, ...TipBackground[]];
/** How many staff members approve a teen's tip before it is published (a clip of staff's or a mentor's: one). */
export const TIP_APPROVALS = 2;
/** A voice recording or a clip with video, as the browser's recorder makes it. */
export const TIP_FILE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'video/webm', 'video/mp4', 'video/quicktime'] as const;

export const Clip = z.object({
  id: z.number().int(),
  kind: z.enum(CLIP_KINDS),
  state: z.enum(CLIP_STATES),
  /** A voice-only tip's background; null for a clip with its own picture. */
  background: z.enum(TIP_BACKGROUND_NAMES).nullable(),
  /** Whether others may comment on it once published (a tip's writer chooses). */
  commentsOpen: z.boolean(),
  /** Staff approvals so far, and how many it needs (two for a teen's tip). */
  approvals: z.number().int(),
  approvalsNeeded: z.number().int(),
  title: z.string(),
  description: z.string(),
  hashtags: z.array(z.string()),
  category: z.enum(CLIP_CATEGORIES),
  /** Why processing failed, in words for the uploader. */
  failureReason: z.string().nullable(),
  /** A reviewer's reason for sending it back. */
  reviewNote: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  /** The small rendition for slow networks. */
  smallUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  /** The captions as WebVTT, for the studio's editor. */
  captions: z.string().nullable(),
  /** 'draft': made by speech recognition, for the uploader to correct. */
  captionsSource: z.enum(['uploader', 'draft']).nullable(),
  uploaderId: z.number().int(),
  uploaderName: z.string(),
  /** Whether the one asking uploaded it (a reviewer may not approve their own). */
  mine: z.boolean(),
  /** The feed's video once published. */
  videoId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type Clip = z.infer<typeof Clip>;

export const StudioStatus = z.object({
  /** Whether this server can process clips (Debian's ffmpeg is installed). */
  processing: z.boolean(),
  /** Whether it can draft captions from speech (pocketsphinx). */
  captionDrafts: z.boolean(),
  /** What to install, when something is missing. */
  installHint: z.string().nullable(),
  maxSeconds: z.number().int(),
  maxBytes: z.number().int(),
  chunkBytes: z.number().int(),
});
export type StudioStatus = z.infer<typeof StudioStatus>;

export const UploadQuery = z.strictObject({
  /** Where this piece starts in the file: the bytes received so far (a 409 answers the right one). */
  offset: z.coerce.number().int().min(0).max(MAX_CLIP_BYTES),
  /** The whole file's size, known from the first piece on. */
  size: z.coerce.number().int().min(1).max(MAX_CLIP_BYTES, 'Clips can be at most 200 MB.'),
  type: z.enum(CLIP_FILE_TYPES, 'Please upload an MP4, MOV or WebM file.'),
});

export const UploadProgress = z.object({ received: z.number().int(), size: z.number().int(), clip: Clip });
export type UploadProgress = z.infer<typeof UploadProgress>;

export const CaptionsBody = z.strictObject({ vtt: z.string().max(MAX_CAPTIONS_LENGTH, 'The captions are too long.') });
export const RejectBody = z.strictObject({ reason: typedText(3, 300, { empty: 'Say what the uploader should change.' }) });

const STAFF = ['mentor', 'moderator'] as const;
const MODERATOR = ['moderator'] as const;

export const studioApi = {
  status: endpoint({ method: 'GET', path: '/api/studio/status', response: StudioStatus, roles: STAFF }),
  /** My clips, newest first. */
  clips: endpoint({ method: 'GET', path: '/api/studio/clips', query: PageQuery, paged: true, response: z.array(Clip), roles: STAFF }),
  /** One of my clips; a moderator may read any that is in review or published. */
  clip: endpoint({ method: 'GET', path: '/api/studio/clips/:id', params: IdParams, response: Clip, roles: STAFF }),
  create: endpoint({ method: 'POST', path: '/api/studio/clips', body: ClipFields, status: 201, response: Clip, roles: STAFF }),
  update: endpoint({ method: 'PATCH', path: '/api/studio/clips/:id', params: IdParams, body: ClipFields, response: Clip, roles: STAFF }),
  /**
   * One piece of the file (the body's bytes, application/octet-stream), at `offset`. The last piece
   * checks the whole file and queues its processing; anything that is not a clip is refused then
   * and nothing is kept.
   */
  upload: endpoint({
    method: 'PUT',
    path: '/api/studio/clips/:id/file',
    params: IdParams,
    query: UploadQuery,
    binary: true,
    response: UploadProgress,
    roles: STAFF,
  }),
  captions: endpoint({
    method: 'PUT',
    path: '/api/studio/clips/:id/captions',
    params: IdParams,
    body: CaptionsBody,
    response: Clip,
    roles: STAFF,
  }),
  submit: endpoint({ method: 'POST', path: '/api/studio/clips/:id/submit', params: IdParams, response: Clip, roles: STAFF }),
  /** Takes it out of review or off the feed; it can be submitted again. */
  withdraw: endpoint({ method: 'POST', path: '/api/studio/clips/:id/withdraw', params: IdParams, response: Clip, roles: STAFF }),
  remove: endpoint({ method: 'DELETE', path: '/api/studio/clips/:id', params: IdParams, status: 204, roles: STAFF }),
};

/**
 * A teen's peer tip (issue 55, item 4): after a plain consent screen (who sees it, that it can be
 * withdrawn at any time, to leave out full names, school and where they live).
 */
export const TipFields = z.strictObject({
  title: typedText(3, 80, { empty: 'Give your tip a title.' }),
  description: typedText(0, 300),
  /** Voice only over this background; null: the recording has its own video. */
  background: z.enum(TIP_BACKGROUND_NAMES).nullable(),
  commentsOpen: z.boolean(),
  consent: z.literal(true, 'Read who will see your tip, then agree to share it.'),
});
export type TipFieldsInput = z.input<typeof TipFields>;

export const TipUploadQuery = UploadQuery.extend({
  type: z.enum(TIP_FILE_TYPES, 'Please share a recording from the practice, or an MP4, MOV or WebM video.'),
});

const MEMBER = ['member'] as const;

/** A teen's own tips: the same path through processing and review as the studio's clips. */
export const tipsApi = {
  tips: endpoint({ method: 'GET', path: '/api/tips', query: PageQuery, paged: true, response: z.array(Clip), roles: MEMBER }),
  tip: endpoint({ method: 'GET', path: '/api/tips/:id', params: IdParams, response: Clip, roles: MEMBER }),
  create: endpoint({ method: 'POST', path: '/api/tips', body: TipFields, status: 201, response: Clip, roles: MEMBER }),
  upload: endpoint({
    method: 'PUT',
    path: '/api/tips/:id/file',
    params: IdParams,
    query: TipUploadQuery,
    binary: true,
    response: UploadProgress,
    roles: MEMBER,
  }),
  captions: endpoint({
    method: 'PUT',
    path: '/api/tips/:id/captions',
    params: IdParams,
    body: CaptionsBody,
    response: Clip,
    roles: MEMBER,
  }),
  submit: endpoint({ method: 'POST', path: '/api/tips/:id/submit', params: IdParams, response: Clip, roles: MEMBER }),
  withdraw: endpoint({ method: 'POST', path: '/api/tips/:id/withdraw', params: IdParams, response: Clip, roles: MEMBER }),
  remove: endpoint({ method: 'DELETE', path: '/api/tips/:id', params: IdParams, status: 204, roles: MEMBER }),
};

export const reviewApi = {
  /** Clips waiting for review, the longest waiting first. */
  queue: endpoint({ method: 'GET', path: '/api/review/clips', query: PageQuery, paged: true, response: z.array(Clip), roles: MODERATOR }),
  /** Approves it: never by its own uploader; published once it has all its approvals (two for a tip). */
  approve: endpoint({ method: 'POST', path: '/api/review/clips/:id/approve', params: IdParams, response: Clip, roles: MODERATOR }),
  reject: endpoint({
    method: 'POST',
    path: '/api/review/clips/:id/reject',
    params: IdParams,
    body: RejectBody,
    response: Clip,
    roles: MODERATOR,
  }),
};
