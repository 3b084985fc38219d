// Leadership Shorts' calls (SPEC §7 /api/videos/...). The cache holds what the server answered only; the
// screen shows SPEC §8's sample videos and comments where these reads fail (withSamples).
import { type QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Video, VideoComment, VideoCommentThread } from '../../../contract/shorts';
import { shortsApi } from '../../lib/endpoints';
import { type PageOf, callPage, fetchNextPage } from '../../lib/api';
import { SAMPLE_COMMENTS } from './samples';

export const shortsKeys = {
  videos: ['videos'] as const,
  comments: (videoId: number) => ['videos', videoId, 'comments'] as const,
  /** Under comments(videoId), so that refreshing a video's comments refreshes the replies shown too. */
  replies: (videoId: number, commentId: number) => ['videos', videoId, 'comments', commentId, 'replies'] as const,
};

/** SPEC §7: on a non-OK status, an error or an empty list, the screen shows the sample videos. */
export const videosQuery = () =>
  queryOptions({ queryKey: shortsKeys.videos, queryFn: async (): Promise<Video[]> => (await callPage(shortsApi.videos)).items });

/** The screen's first read (web/app/registry.tsx starts it while the screen's code loads). */
export const prefetchShorts = (client: QueryClient) => client.prefetchQuery(videosQuery());

/** SPEC §7: a video's sample comments, shown when its first page cannot be loaded (and on a sample video). */
export const sampleCommentsOf = (videoId: number): VideoCommentThread[] => SAMPLE_COMMENTS.filter((c) => c.videoId === videoId);

/** Newest first, a page (at most 100) at a time: the first page, then each `next` link on "Load more". */
export const commentsQuery = (videoId: number) =>
  infiniteQueryOptions({
    queryKey: shortsKeys.comments(videoId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<VideoCommentThread>> =>
      pageParam ? fetchNextPage<VideoCommentThread>(pageParam) : callPage(shortsApi.comments, { params: { id: videoId } }),
    getNextPageParam: (last) => last.next,
  });

/** At most this many replies of one comment are shown when its replies are opened (three pages). */
export const REPLIES_OPENED_MAX = 300;

/**
 * All the replies of one comment (oldest first) once the reader opens them, up to REPLIES_OPENED_MAX:
 * the list brings only the first few with each comment.
 */
export const repliesQuery = (videoId: number, commentId: number) =>
  queryOptions({
    queryKey: shortsKeys.replies(videoId, commentId),
    queryFn: async (): Promise<{ items: VideoComment[]; more: boolean }> => {
      let page = await callPage(shortsApi.replies, { params: { id: videoId, commentId } });
      const items = [...page.items];
      while (page.next && items.length < REPLIES_OPENED_MAX) {
        page = await fetchNextPage<VideoComment>(page.next);
        items.push(...page.items);
      }
      return { items: items.slice(0, REPLIES_OPENED_MAX), more: page.next !== null || items.length > REPLIES_OPENED_MAX };
    },
  });

/** SPEC-beyond (issue 15): a video 90% played counts as watched, once (the server ignores repeats). */
export const WATCHED_AT = 0.9;
