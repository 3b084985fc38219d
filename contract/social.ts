// The shared social layer (likes and comments keyed by what they are about): the rules every
// feature's reactions and comments follow, whatever SPEC names their fields.
import { z } from 'zod';
import { typedText } from './common';

/** What reactions and comments can be about. */
export const SUBJECTS = ['video', 'peptalk'] as const;
export type Subject = (typeof SUBJECTS)[number];

import { MAX_COMMENT_LENGTH } from './social-rules';

export { MAX_COMMENT_LENGTH };

export const commentText = (empty = 'Write something before posting.') =>
  typedText(1, MAX_COMMENT_LENGTH, { empty, long: `Comments can be at most ${MAX_COMMENT_LENGTH} characters.` });

/** The answer to a like or an unlike: the server's count is the truth (one like per user). */
export const LikeResult = z.object({ likes: z.number().int().min(0), liked: z.boolean() });
export type LikeResult = z.infer<typeof LikeResult>;

/** A comment as the social layer keeps it; each feature maps it to its own contract shape. */
export interface SocialComment {
  id: number;
  itemId: number;
  /** The top-level comment it replies to (one level deep), or null for a top-level comment. */
  parentId: number | null;
  userId: number;
  /** The writer's display name as the viewer may see it (never their sign-in username). */
  displayName: string;
  avatarColor: string;
  /** Written by the sample community that demo accounts read (decision 0036). */
  isSample: boolean;
  text: string;
  likes: number;
  createdAt: string;
  /** Kept from everyone but its writer (held for care, reported enough, or hidden by a moderator). */
  held: boolean;
  /** Restored after a self-harm hold or report: shown behind a warning that the reader opens on purpose. */
  sensitive: boolean;
}

/** How many of a comment's replies come with it in a list (the oldest); the rest load on request. */
export const REPLIES_SHOWN = 3;

/** A top-level comment with its first REPLIES_SHOWN replies that the viewer can read, and how many there are. */
export interface SocialThread extends SocialComment {
  replies: SocialComment[];
  replyCount: number;
}
