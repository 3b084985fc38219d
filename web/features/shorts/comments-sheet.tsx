// SPEC §2 comments bottom sheet (at most 70% high): the list, Reply, and 'Add a comment...' with Post.
// A real dialog: focus moves in, Escape closes, focus returns to the comments button.
import { useQuery } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { CreateCommentBody, MAX_COMMENT_LENGTH, type Video } from '../../../contract/shorts';
import { formatMediumDate } from '../../lib/format';
import { errorsOf } from '../../lib/form';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { SampleNotice } from '../../ui/sample-notice';
import { commentsQuery, usePostComment } from './api';

export function CommentsSheet({ video, sample, onClose }: { video: Video; sample: boolean; onClose(): void }) {
  const comments = useQuery(commentsQuery(video.id, sample));
  const post = usePostComment(video.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const list = comments.data?.comments;
  const sampleComments = sample || comments.data?.sample === true;
  const count = list?.length ?? video.comments;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateCommentBody.safeParse({ comment: text });
    // SPEC §5: a comment that is empty after trimming is ignored.
    if (text.trim() === '') return;
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    post.mutate(parsed.data, {
      onSuccess: () => setText(''),
      onError: (e) => setError(errorsOf(e).comment ?? errorsOf(e).form),
      // Post is disabled while posting (SPEC §5), which drops focus: put it back in the box.
      onSettled: () => requestAnimationFrame(() => input.current?.focus()),
    });
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[70dvh] w-full max-w-md flex-col rounded-t-3xl bg-surface text-fg shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <RadixDialog.Title className="font-bold">Comments ({count})</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close comments" className="grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary">
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-2">
            {sampleComments && <SampleNotice className="my-2" />}
            {comments.isPending ? (
              <Loading text="Loading comments..." />
            ) : list?.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted">No comments yet. Be the first!</p>
            ) : (
              <ul className="flex flex-col gap-4 py-2">
                {list?.map((c) => (
                  <li key={c.id} className="flex gap-3">
                    <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-full text-sm font-bold text-white" style={{ backgroundColor: c.userAvatar }}>
                      {c.username.charAt(0).toUpperCase()}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm">
                        <span className="font-semibold">{c.username}</span> <span className="text-muted">· {formatMediumDate(c.createdAt)}</span>
                      </p>
                      {/* Always text, never HTML. */}
                      <p className="break-words text-sm">{c.comment}</p>
                      <div className="flex items-center gap-2 text-xs text-muted">
                        <span className="flex items-center gap-1">
                          <Heart aria-hidden className="h-3.5 w-3.5" /> {c.likes}
                          <span className="sr-only">likes</span>
                        </span>
                        <button
                          type="button"
                          className="min-h-11 px-2 font-semibold hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
                          aria-label={`Reply to ${c.username}`}
                          onClick={() => {
                            setText(`@${c.username} `);
                            input.current?.focus();
                          }}
                        >
                          Reply
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <form onSubmit={submit} className="border-t border-line px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pt-3">
            <div className="flex gap-2">
              <input
                ref={input}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="Add a comment..."
                aria-label="Add a comment"
                maxLength={MAX_COMMENT_LENGTH}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'comment-error' : undefined}
                className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-primary"
              />
              <Button type="submit" disabled={post.isPending || sampleComments}>
                {post.isPending ? 'Posting...' : 'Post'}
              </Button>
            </div>
            {sampleComments && <p className="mt-1 text-xs text-muted">Posting is paused while sample content shows.</p>}
            {error && (
              <p id="comment-error" role="alert" className="mt-1 text-sm text-danger">
                {error}
              </p>
            )}
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
