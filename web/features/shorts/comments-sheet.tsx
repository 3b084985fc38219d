// SPEC §2 comments bottom sheet (at most 70% high): the shared comment thread in a sheet.
// A real dialog: focus moves in, Escape closes, focus returns to the comments button.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Video, VideoComment } from '../../../contract/shorts';
import { CommentThread, CommentsSheet as Sheet, type ThreadComment } from '../../ui/comment-thread';
import { useCurrentUser } from '../../lib/session';
import { commentsQuery, useDeleteComment, usePostComment } from './api';

/** Video comments show under the commenter's username (SPEC §3). */
const toThread = (c: VideoComment, me: number | undefined): ThreadComment => ({
  mine: c.userId === me,
  id: c.id,
  author: c.username,
  avatarColor: c.userAvatar,
  text: c.comment,
  createdAt: c.createdAt,
  likes: c.likes,
  userId: c.userId,
  held: c.held,
  sensitive: c.sensitive,
});

export function CommentsSheet({ video, sample, onClose }: { video: Video; sample: boolean; onClose(): void }) {
  const comments = useInfiniteQuery(commentsQuery(video.id, sample));
  const post = usePostComment(video.id);
  const remove = useDeleteComment(video.id);
  const me = useCurrentUser().data?.id;
  const pages = comments.data?.pages;
  const list = pages?.flatMap((p) => p.data.items);
  // The feed's count covers every comment; what is loaded may be only the newest pages.
  const count = Math.max(video.comments, list?.length ?? 0);

  return (
    <Sheet title={`Comments (${count})`} onClose={onClose}>
          <CommentThread
            comments={list?.map((c) => toThread(c, me))}
            loadingText="Loading comments..."
            emptyText="No comments yet. Be the first!"
            sample={sample || pages?.[0]?.sample === true}
            hasMore={comments.hasNextPage}
            loadingMore={comments.isFetchingNextPage}
            onLoadMore={() => void comments.fetchNextPage()}
            placeholder="Add a comment..."
            reportSubject="video-comment"
            onPost={(comment) => post.mutateAsync({ comment })}
            posting={post.isPending}
            onDelete={(c) => remove.mutateAsync(c.id)}
          />
    </Sheet>
  );
}
