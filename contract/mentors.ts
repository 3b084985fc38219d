// Mentor Matcher (SPEC §2 Mentor Matcher, §3 mentor, §4 mentor stack, §5 message rules, §7 the
// /api/mentors calls). Beyond SPEC's demo: likes and rejects are kept per user, a match is the server's
// answer (a mentor open to new mentees matches at once, a full one gets a request to accept), and
// messages are really sent to a thread that the mentor reads and answers from a mentor account.
import { z } from 'zod';
import { Id, IdParams, typedText } from './common';
import { CONTACT_DETAILS_MESSAGE } from './contact-details';
import { endpoint } from './endpoint';
import { LINK_STATUSES, MESSAGE_MAX } from './mentors-rules';
import { PageQuery } from './paging';

export { CONTACT_DETAILS_MESSAGE };

/**
 * Issue 29: the 403 to either side's next message while a line the mentor's account wrote in the thread
 * is hidden after a report (a `sexual` report on an adult's words hides it at once), until moderators restore it.
 */
export const THREAD_PAUSED_MESSAGE = 'This conversation is paused while our safety team looks at it.';

export * from './mentors-rules';

/** SPEC §3 mentor, plus its account once the mentor has one, and where this teen stands with them. */
export const Mentor = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  availability: z.string(),
  /** The mentor's account; null while they are not on Rise yet (they read messages when they join). */
  userId: z.number().int().nullable(),
  /** Open to new mentees: a like matches at once; otherwise it asks and the mentor accepts later. */
  acceptingMentees: z.boolean(),
  status: z.enum(LINK_STATUSES),
});
export type Mentor = z.infer<typeof Mentor>;

export const MatchedMentor = Mentor.extend({ matchedAt: z.string() });
export type MatchedMentor = z.infer<typeof MatchedMentor>;

export const LikeAnswer = z.object({
  matched: z.boolean(),
  /** 'matched', or 'requested' while a full mentor has not accepted yet. */
  status: z.enum(['matched', 'requested']),
});
export type LikeAnswer = z.infer<typeof LikeAnswer>;

export const RejectAnswer = z.object({ status: z.enum(LINK_STATUSES) });

/** What a message says: trimmed, 1 to 1,000 characters (the server also refuses contact details). */
export const MessageText = typedText(1, MESSAGE_MAX, {
  empty: 'Write a message first.',
  long: `Keep a message to ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
});

export const MessageBody = z.strictObject({ text: MessageText });
export type MessageBody = z.input<typeof MessageBody>;

/** One message of a teen's thread with a mentor, as the teen sees it. */
export const Message = z.object({
  id: z.number().int(),
  text: z.string(),
  from: z.enum(['me', 'mentor']),
  /** Only its writer sees it for now (issue 14: held for care, reported enough, or hidden). */
  held: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

/** The answer to a sent message: `care` when its words spoke of hurting oneself (the app offers help). */
export const SentMessage = Message.extend({ care: z.boolean() });

// ---- The mentor's side

/** A teen who asked for or matched with this mentor: the display name only, nothing else about them. */
export const Thread = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  avatarColor: z.string(),
  status: z.enum(['requested', 'matched']),
  /** The latest message either way, or null before anyone has written. */
  lastMessage: z.object({ text: z.string(), from: z.enum(['me', 'mentee']), createdAt: z.string() }).nullable(),
  /** When this thread last changed (a request, a match, a message): the inbox is newest first. */
  updatedAt: z.string(),
});
export type Thread = z.infer<typeof Thread>;

export const MentorMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  from: z.enum(['me', 'mentee']),
  held: z.boolean(),
  createdAt: z.string(),
});
export type MentorMessage = z.infer<typeof MentorMessage>;

export const SentMentorMessage = MentorMessage.extend({ care: z.boolean() });

export const MenteeParams = z.strictObject({ userId: Id });

// ---- Moderators

export const ModeratedThread = z.object({
  mentorId: z.number().int(),
  mentorName: z.string(),
  userId: z.number().int(),
  displayName: z.string(),
  status: z.enum(['requested', 'matched']),
  updatedAt: z.string(),
});
export type ModeratedThread = z.infer<typeof ModeratedThread>;

export const ModeratedMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  from: z.enum(['mentee', 'mentor']),
  createdAt: z.string(),
  /** The account that wrote the line (issue 29): the teen's, or the mentor account's (null once deleted). */
  authorId: z.number().int().nullable(),
  /** That account's username (a deleted mentor account's as it was; null when it was never recorded). */
  authorUsername: z.string().nullable(),
});
export type ModeratedMessage = z.infer<typeof ModeratedMessage>;

export const ThreadParams = z.strictObject({ mentorId: Id, userId: Id });

const member = ['member'] as const;

export const mentorsApi = {
  /** SPEC §7: the catalogue, in its order (a page of at most 100). */
  mentors: endpoint({ method: 'GET', path: '/api/mentors', query: PageQuery, response: z.array(Mentor), paged: true, roles: member }),
  /** The mentors this teen matched with, newest match first. */
  matches: endpoint({
    method: 'GET',
    path: '/api/mentors/matches',
    query: PageQuery,
    response: z.array(MatchedMentor),
    paged: true,
    roles: member,
  }),
  like: endpoint({ method: 'POST', path: '/api/mentors/:id/like', params: IdParams, response: LikeAnswer, roles: member }),
  reject: endpoint({ method: 'POST', path: '/api/mentors/:id/reject', params: IdParams, response: RejectAnswer, roles: member }),
  /**
   * The thread with a mentor, newest first (issue 53): the first page is the latest messages, and the
   * Link header's next page the ones before them. A screen shows each page reversed, oldest at the top.
   */
  messages: endpoint({
    method: 'GET',
    path: '/api/mentors/:id/messages',
    params: IdParams,
    query: PageQuery,
    response: z.array(Message),
    paged: true,
    roles: member,
  }),
  /**
   * 403 when not matched, after a block of any account that spoke for the mentor, while the mentor is
   * between two accounts, or while the thread is paused (THREAD_PAUSED_MESSAGE); words about hurting
   * oneself are never refused (held for the teen and the moderators).
   */
  send: endpoint({
    method: 'POST',
    path: '/api/mentors/:id/messages',
    params: IdParams,
    body: MessageBody,
    status: 201,
    response: SentMessage,
    roles: member,
  }),
};

/**
 * A mentor account's inbox: the threads of its own tenure (issue 29). An account linked to a mentor that
 * had an earlier account starts with none of that account's threads; waiting requests carry over.
 */
export const mentorInboxApi = {
  /** The teens who asked for or matched with me, the latest activity first. */
  threads: endpoint({
    method: 'GET',
    path: '/api/mentor/threads',
    query: PageQuery,
    response: z.array(Thread),
    paged: true,
    roles: ['mentor'],
  }),
  /** The thread with a teen (this account's tenure's lines), newest first, as the teen's is. */
  messages: endpoint({
    method: 'GET',
    path: '/api/mentor/threads/:userId/messages',
    params: MenteeParams,
    query: PageQuery,
    response: z.array(MentorMessage),
    paged: true,
    roles: ['mentor'],
  }),
  /** 403 before the teen has written to this account, after a block, or while the thread is paused (THREAD_PAUSED_MESSAGE). */
  reply: endpoint({
    method: 'POST',
    path: '/api/mentor/threads/:userId/messages',
    params: MenteeParams,
    body: MessageBody,
    status: 201,
    response: SentMentorMessage,
    roles: ['mentor'],
  }),
  /** Accepts a teen's request (when I was full): we are matched. */
  accept: endpoint({
    method: 'POST',
    path: '/api/mentor/threads/:userId/accept',
    params: MenteeParams,
    response: Thread,
    roles: ['mentor'],
  }),
};

export const mentorModerationApi = {
  threads: endpoint({
    method: 'GET',
    path: '/api/moderation/mentor-threads',
    query: PageQuery,
    response: z.array(ModeratedThread),
    paged: true,
    roles: ['moderator'],
  }),
  /** Every line of a thread, newest first, as the teen's is; each page read is audited. */
  messages: endpoint({
    method: 'GET',
    path: '/api/moderation/mentor-threads/:mentorId/:userId/messages',
    params: ThreadParams,
    query: PageQuery,
    response: z.array(ModeratedMessage),
    paged: true,
    roles: ['moderator'],
  }),
  /**
   * Issue 52: takes a mentor's account off its catalogue mentor, as `npm run mentor -- unlink` does: it is
   * signed out and cannot sign in again; the threads stay. 204; 404 for an account that is not a linked mentor's.
   */
  unlink: endpoint({
    method: 'POST',
    path: '/api/moderation/accounts/:userId/unlink-mentor',
    params: z.strictObject({ userId: Id }),
    status: 204,
    roles: ['moderator'],
  }),
};
