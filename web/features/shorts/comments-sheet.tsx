// SPEC §2 comments bottom sheet (at most 70% high): the shared comment thread in a sheet, with replies
// one level deep (issue 32). A real dialog: focus moves in, Escape closes, focus returns to the
// comments button. A comment or reply that speaks of hurting oneself is kept for its writer and the care
// team, and the care card shows at the top of the sheet (issue 51), where the teen is looking.
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { Video, VideoComment, VideoCommentThread } from '../../../contract/shorts';
import { CareCard } from '../../ui/care-card';
import { CommentThread, CommentsSheet as Sheet, type ThreadComment } from '../../ui/comment-thread';
import { useCurrentUser } from '../../lib/session';
import { withSamples } from '../../lib/samples';
import { commentsQuery, repliesQuery, sampleCommentsOf } from './queries';
import { useDeleteComment, usePostComment } from './mutations';

/** Video comments show under the commenter's display name, the one name others see (issue 52). */
const toThread = (c: VideoComment, me: number | undefined): ThreadComment => ({
  mine: c.userId === me,
  id: c.id,
  author: c.userName,
  avatarColor: c.userAvatar,
  text: c.comment,
  createdAt: c.createdAt,
  likes: c.likes,
  userId: c.userId,
  held: c.held,
  sensitive: c.sensitive,
  parentId: c.parentId,
});

export function CommentsSheet({ video, sample, onClose }: { video: Video; sample: boolean; onClose(): void }) {
  // A sample video's comments are samples; a real one's are read (never for a sample: its id may be real).
  const comments = useInfiniteQuery({ ...commentsQuery(video.id), enabled: !sample });
  const post = usePostComment(video.id);
  const remove = useDeleteComment(video.id);
  const user = useCurrentUser().data;
  const me = user?.id;
  /** Comments whose every reply the reader opened (or answered): their replies come from their own list. */
  const [opened, setOpened] = useState<number[]>([]);
  const [care, setCare] = useState(false);
  const openedReplies = useQueries({ queries: opened.map((id) => repliesQuery(video.id, id)) });
  // SPEC §7: the sample comments when the first page cannot be loaded.
  const shown = withSamples(
    { data: comments.data?.pages.flatMap((p) => p.items), isError: comments.isError, error: comments.error },
    sampleCommentsOf(video.id),
    { within: sample },
  );
  const list = shown.data;

  const withReplies = (c: VideoCommentThread): ThreadComment => {
    const i = opened.indexOf(c.id);
    const all = i === -1 ? undefined : openedReplies[i];
    // Until the whole list arrives (or if it cannot), the first replies that came with the comment show.
    const replies = all?.data?.items ?? c.replies;
    return {
      ...toThread(c, me),
      replies: replies.map((r) => toThread(r, me)),
      // Up to 300 replies open; beyond that the count says there are more, and nothing loads them twice.
      replyCount: all?.data ? (all.data.more ? c.replyCount : all.data.items.length) : c.replyCount,
      repliesLoading: all?.isFetching === true,
    };
  };
  const open = (id: number) => setOpened((ids) => (ids.includes(id) ? ids : [...ids, id]));
  /** "Show more replies": opens them, or asks again when they could not be loaded. */
  const showMore = (id: number) => {
    const i = opened.indexOf(id);
    if (i === -1) open(id);
    else void openedReplies[i]?.refetch();
  };
  // The feed's count covers every comment and reply; what is loaded may be only the newest pages.
  const loaded = list?.reduce((n, c) => n + 1 + c.replyCount, 0) ?? 0;
  const count = Math.max(video.comments, loaded);

  return (
    <Sheet title={`Comments (${count})`} onClose={onClose}>
      <CommentThread
        comments={list?.map(withReplies)}
        loadingText="Loading comments..."
        emptyText="No comments yet. Be the first!"
        sample={shown.sample}
        hasMore={!shown.sample && comments.hasNextPage}
        loadingMore={comments.isFetchingNextPage}
        onLoadMore={() => void comments.fetchNextPage()}
        placeholder="Add a comment..."
        reportSubject="video-comment"
        notice={care && <CareCard onClose={() => setCare(false)} />}
        canReply
        onMoreReplies={(c) => showMore(c.id)}
        onPost={(comment, replyTo) =>
          post.mutateAsync(replyTo ? { comment, parentId: replyTo.id } : { comment }).then((created) => {
            if (created.care) setCare(true);
            // A reply shows where it was written: its comment's replies open, the new one among them.
            if (created.parentId !== null) open(created.parentId);
          })
        }
        me={user ? { author: user.displayName, avatarColor: user.avatarColor } : undefined}
        onDelete={(c) => remove.mutateAsync({ commentId: c.id, replies: c.replyCount ?? 0 })}
      />
    </Sheet>
  );
}
