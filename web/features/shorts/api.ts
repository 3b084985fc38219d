// Leadership Shorts' calls (SPEC §7 /api/videos/...), with SPEC §8's sample-data fallbacks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentInput, LikeResult, Video, VideoComment } from '../../../contract/shorts';
import { api, isApiError } from '../../lib/api';
import { SAMPLE_COMMENTS, SAMPLE_VIDEOS } from './samples';

export const shortsKeys = {
  videos: ['videos'] as const,
  comments: (videoId: number) => ['videos', videoId, 'comments'] as const,
};

export interface Feed {
  videos: Video[];
  /** True when the built-in samples stand in for the real feed. */
  sample: boolean;
}

/** SPEC §7: on a non-OK status, an error or an empty list, the sample videos are used. */
export const videosQuery = () =>
  queryOptions({
    queryKey: shortsKeys.videos,
    queryFn: async (): Promise<Feed> => {
      try {
        const videos = await api<Video[]>('GET', '/api/videos');
        if (videos.length > 0) return { videos, sample: false };
      } catch (error) {
        // Signed out: the sign-in screen, not samples.
        if (isApiError(error) && error.status === 401) throw error;
        console.warn('Could not load videos; showing samples.', error);
      }
      return { videos: SAMPLE_VIDEOS, sample: true };
    },
  });

export interface Comments {
  comments: VideoComment[];
  /** True when the built-in samples stand in for the real comments. */
  sample: boolean;
}

const sampleComments = (videoId: number): Comments => ({ comments: SAMPLE_COMMENTS.filter((c) => c.videoId === videoId), sample: true });

/** SPEC §7: sample comments on error. */
export const commentsQuery = (videoId: number, sampleFeed: boolean) =>
  queryOptions({
    queryKey: shortsKeys.comments(videoId),
    queryFn: async (): Promise<Comments> => {
      if (sampleFeed) return sampleComments(videoId);
      try {
        return { comments: await api<VideoComment[]>('GET', `/api/videos/${videoId}/comments`), sample: false };
      } catch (error) {
        if (isApiError(error) && error.status === 401) throw error;
        console.warn('Could not load comments; showing samples.', error);
        return sampleComments(videoId);
      }
    },
  });

export interface LikeVars {
  id: number;
  like: boolean;
}

/** Like or unlike; `onDone` runs for every call that succeeds, even when several are in flight. */
export function useLikeVideo(onDone: (vars: LikeVars) => void, onSettled: (vars: LikeVars) => void) {
  return useMutation({
    mutationFn: ({ id, like }: LikeVars) => api<LikeResult>('POST', `/api/videos/${id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (_result, vars) => onDone(vars),
    onSettled: (_result, _error, vars) => onSettled(vars),
    meta: { errorToast: 'Failed to update like' },
  });
}

export function usePostComment(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentInput) => api<VideoComment>('POST', `/api/videos/${videoId}/comments`, body),
    onSuccess: () => {
      // The feed's count follows without re-fetching the feed (which would reset where you are).
      client.setQueryData<Feed>(shortsKeys.videos, (feed) =>
        feed && { ...feed, videos: feed.videos.map((v) => (v.id === videoId ? { ...v, comments: v.comments + 1 } : v)) },
      );
      return client.invalidateQueries({ queryKey: shortsKeys.comments(videoId) });
    },
  });
}
