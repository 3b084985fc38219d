// Leadership Shorts' writes: a like, a watched video, and comments (posted, counted, deleted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentInput, LikeResult, Video } from '../../../contract/shorts';
import { shortsApi } from '../../lib/endpoints';
import { call } from '../../lib/api';
import { useLikes } from '../../lib/like';
import { shortsKeys } from './queries';

/**
 * The feed's likes (web/lib/like.ts): shown at once, then the server's count, which goes into the feed
 * (without reading it again, which would reset where you are). On the sample videos, kept on this screen.
 */
export function useVideoLikes(sample: boolean) {
  const client = useQueryClient();
  return useLikes({
    send: (id, like): Promise<LikeResult> => call(like ? shortsApi.like : shortsApi.unlike, { params: { id } }),
    onLiked: (id, result) =>
      client.setQueryData<Video[]>(shortsKeys.videos, (feed) => feed?.map((v) => (v.id === id ? { ...v, ...result } : v))),
    errorToast: 'Failed to update like',
    sample,
  });
}

export function useMarkWatched() {
  return useMutation({ mutationFn: (id: number) => call(shortsApi.watched, { params: { id } }) });
}

/** Moves the feed's comment count without re-fetching the feed (which would reset where you are). */
function useCountComments(videoId: number) {
  const client = useQueryClient();
  return (by: number) => {
    client.setQueryData<Video[]>(shortsKeys.videos, (feed) =>
      feed?.map((v) => (v.id === videoId ? { ...v, comments: Math.max(0, v.comments + by) } : v)),
    );
    return client.invalidateQueries({ queryKey: shortsKeys.comments(videoId) });
  };
}

/** Deletes one of my comments; `replies`: how many replies go with it (the feed's count drops by all). */
export function useDeleteComment(videoId: number) {
  const count = useCountComments(videoId);
  return useMutation({
    mutationFn: ({ commentId }: { commentId: number; replies: number }) =>
      call(shortsApi.deleteComment, { params: { id: videoId, commentId } }),
    onSuccess: (_result, { replies }) => count(-1 - replies),
    meta: { errorToast: 'Failed to delete comment' },
  });
}

/** Posts a comment, or with `parentId` a reply to that comment. */
export function usePostComment(videoId: number) {
  const count = useCountComments(videoId);
  return useMutation({
    mutationFn: (body: CreateCommentInput) => call(shortsApi.postComment, { params: { id: videoId }, body }),
    onSuccess: () => count(1),
  });
}
