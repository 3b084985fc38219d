// SPEC §3: built-in sample videos (3) and comments (6), shown when the calls fail.
import type { Video, VideoCommentThread } from '../../../contract/shorts';

const file = (slug: string) => ({
  videoUrl: `/assets/videos/${slug}.mp4`,
  posterUrl: `/assets/videos/${slug}.jpg`,
  captionsUrl: `/assets/videos/${slug}.vtt`,
  smallUrl: `/assets/videos/${slug}-small.mp4`,
  fromStudio: false,
  peerTip: false,
  commentsOpen: true,
  sample: true,
});

export const SAMPLE_VIDEOS: Video[] = [
  {
    id: 1,
    title: 'Speak up in the first five minutes',
    description: 'Your voice gets easier to use the sooner you use it. #confidence #teamwork',
    ...file('speak-up'),
    authorId: 1,
    authorName: 'Maya Chen',
    authorRole: 'Youth leadership coach',
    authorAvatar: '#7c3aed',
    likes: 128,
    comments: 2,
    tags: ['confidence', 'teamwork'],
    liked: false,
  },
  {
    id: 2,
    title: 'Listen to understand',
    description: 'The most underrated leadership skill is listening. #listening #communication',
    ...file('listen-first'),
    authorId: 2,
    authorName: 'Jordan Ellis',
    authorRole: 'Debate team captain',
    authorAvatar: '#2563eb',
    likes: 96,
    comments: 2,
    tags: ['listening', 'communication'],
    liked: false,
  },
  {
    id: 3,
    title: 'Own your mistakes fast',
    description: 'Trust grows when you take responsibility. #integrity #growth',
    ...file('own-mistakes'),
    authorId: 3,
    authorName: 'Sam Rivera',
    authorRole: 'Student council president',
    authorAvatar: '#db2777',
    likes: 74,
    comments: 2,
    tags: ['integrity', 'growth'],
    liked: false,
  },
];

const comment = (
  id: number,
  videoId: number,
  userName: string,
  userAvatar: string,
  text: string,
  likes: number,
  createdAt: string,
): VideoCommentThread => ({
  id,
  videoId,
  parentId: null,
  userId: 1000 + id,
  userName,
  userAvatar,
  isSample: true,
  comment: text,
  likes,
  createdAt,
  held: false,
  sensitive: false,
  replies: [],
  replyCount: 0,
});

export const SAMPLE_COMMENTS: VideoCommentThread[] = [
  comment(1, 1, 'Ava K.', '#0891b2', 'Tried this in science class today and it worked!', 12, '2026-11-02T15:00:00Z'),
  comment(2, 1, 'Marcus T.', '#ea580c', 'Asking a question first is a great trick.', 5, '2026-11-03T09:30:00Z'),
  comment(3, 2, 'Lina R.', '#059669', 'Repeating back what I heard saved an argument with my brother.', 9, '2026-11-04T18:10:00Z'),
  comment(4, 2, 'Dev P.', '#7c3aed', 'Going to use this in debate club.', 3, '2026-11-05T12:00:00Z'),
  comment(5, 3, 'Zoe M.', '#db2777', 'Owning it is hard but so worth it.', 7, '2026-11-06T16:45:00Z'),
  comment(6, 3, 'Noah B.', '#2563eb', 'Needed this today, thanks.', 4, '2026-11-07T08:20:00Z'),
];
