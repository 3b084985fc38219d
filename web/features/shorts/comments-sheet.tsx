// SPEC §2 comments bottom sheet (at most 70% high): the shared comment thread in a sheet.
// A real dialog: focus moves in, Escape closes, focus returns to the comments button.
import { useInfiniteQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { Video, VideoComment } from '../../../contract/shorts';
import { CommentThread, type ThreadComment } from '../../ui/comment-thread';
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
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-sheet w-full max-w-md flex-col rounded-t-sheet bg-surface text-fg shadow-raised focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <RadixDialog.Title className="font-bold">Comments ({count})</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close comments" className="grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary">
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <CommentThread
            comments={list?.map((c) => toThread(c, me))}
            loadingText="Loading comments..."
            emptyText="No comments yet. Be the first!"
            sample={sample || pages?.[0]?.sample === true}
            hasMore={comments.hasNextPage}
            loadingMore={comments.isFetchingNextPage}
            onLoadMore={() => void comments.fetchNextPage()}
            placeholder="Add a comment..."
            onPost={(comment) => post.mutateAsync({ comment })}
            posting={post.isPending}
            onDelete={(c) => remove.mutateAsync(c.id)}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
