// Leadership Shorts' calls (SPEC §7 /api/videos/...), with SPEC §8's sample-data fallbacks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentInput, LikeResult, Video, VideoComment } from '../../../contract/shorts';
import { api } from '../../lib/api';
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
        console.warn('Could not load videos; showing samples.', error);
      }
      return { videos: SAMPLE_VIDEOS, sample: true };
    },
  });

/** SPEC §7: sample comments on error. */
export const commentsQuery = (videoId: number, sample: boolean) =>
  queryOptions({
    queryKey: shortsKeys.comments(videoId),
    queryFn: async (): Promise<VideoComment[]> => {
      if (sample) return SAMPLE_COMMENTS.filter((c) => c.videoId === videoId);
      try {
        return await api<VideoComment[]>('GET', `/api/videos/${videoId}/comments`);
      } catch (error) {
        console.warn('Could not load comments; showing samples.', error);
        return SAMPLE_COMMENTS.filter((c) => c.videoId === videoId);
      }
    },
  });

export function useLikeVideo() {
  return useMutation({
    mutationFn: ({ id, like }: { id: number; like: boolean }) => api<LikeResult>('POST', `/api/videos/${id}/${like ? 'like' : 'unlike'}`),
  });
}

export function usePostComment(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentInput) => api<VideoComment>('POST', `/api/videos/${videoId}/comments`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shortsKeys.comments(videoId) }),
        client.invalidateQueries({ queryKey: shortsKeys.videos }),
      ]),
    meta: { errorToast: 'Failed to add comment' },
  });
}
