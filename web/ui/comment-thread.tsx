// The one comments component (the shared social layer's face): a list of plain-text comments with
// Report and Block, replies one level deep where the surface takes them (decision 0027), and the box
// to add one. Video comments and pep talk comments use it.
import { Ban, Flag, Heart, X } from 'lucide-react';
import { type ReactNode, memo, useEffect, useMemo, useRef, useState } from 'react';
import type { ReportSubject } from '../../contract/safety';
import { MAX_COMMENT_LENGTH } from '../../contract/social-rules';
import { formatMediumDate } from '../lib/format';
import { useForm } from '../lib/form';
import { type HeldDelete, UNDO_MS, holdDelete, useHiddenByUndo } from '../lib/undo';
import { useStableActions } from '../lib/use-stable-actions';
import { SharingNotice, useSharingPaused } from './sharing-notice';
import { InitialAvatar } from './avatar';
import { Button } from './button';
import { ModalSheet, SheetClose, SheetTitle } from './dialog';
import { LimitCount, limitCount } from './field';
import { Form, SubmitButton } from './form';
import { ItemMenu } from './item-menu';
import { Loading } from './loading';
import { type BlockTarget, BlockDialog, ReportDialog, type ReportTarget } from './safety-dialogs';
import { SampleNotice } from './sample-notice';
import { SensitiveCover } from './sensitive-cover';

export interface ThreadComment {
  id: number;
  /** The name shown for the commenter. */
  author: string;
  avatarColor: string;
  /** Always shown as text, never as HTML. */
  text: string;
  createdAt: string;
  /** Shown as a count when the comments of this kind have likes (video comments). */
  likes?: number;
  /** The signed-in user wrote it, so they may delete it. */
  mine: boolean;
  /** Someone else's comment the signed-in user may remove anyway (any comment on their own pep talk). */
  removable?: boolean;
  /** The writer, whom others may block (absent on sample comments). */
  userId?: number;
  /** Only its writer sees it for now (held for care, reported enough, or hidden by a moderator). */
  held?: boolean;
  /** Restored after a self-harm hold or report: others open it on purpose (SensitiveCover). */
  sensitive?: boolean;
  /** On a reply: the top-level comment it answers. */
  parentId?: number | null;
  /** On a top-level comment: the replies loaded so far, oldest first, and how many the reader may see. */
  replies?: ThreadComment[];
  replyCount?: number;
  /** Its other replies are on their way (after "Show more replies"). */
  repliesLoading?: boolean;
}

export interface CommentThreadProps {
  /** Undefined while loading. */
  comments: ThreadComment[] | undefined;
  loadingText: string;
  emptyText: string;
  /** Sample comments are shown, marked, and posting is paused. */
  sample: boolean;
  placeholder: string;
  /** What others' comments are reported as: each gets Report and Block in its ⋮ menu. */
  reportSubject?: ReportSubject;
  /** SPEC §5 for pep talks: Post is disabled while the box is blank, and this says why if it is sent anyway. By default a blank comment is ignored. */
  emptyMessage?: string;
  /** Sends the trimmed text (with `replyTo`, as a reply to that comment); rejects with the API's error. */
  onPost(text: string, replyTo?: ThreadComment): Promise<unknown>;
  /** Comments here take replies (one level deep): Reply on a comment makes the box answer it. Without it there is no Reply. */
  canReply?: boolean;
  /** Loads the replies of a top-level comment that the list did not bring. */
  onMoreReplies?(comment: ThreadComment): void;
  /** How the signed-in user's own comments are signed here: a comment being sent shows at once, so signed. */
  me?: { author: string; avatarColor: string } | undefined;
  /** Deletes one of the user's own comments; rejects when it could not. */
  onDelete?(comment: ThreadComment): Promise<unknown>;
  /** Shown instead of the box when nobody can comment here (comments turned off). */
  closed?: ReactNode;
  /** Shown above the comments, scrolling with them (the care card after a comment that spoke of hurting oneself). */
  notice?: ReactNode;
  /** Older comments wait behind "Load more". */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?(): void;
}

export function CommentThread(props: CommentThreadProps) {
  const {
    comments,
    loadingText,
    emptyText,
    sample,
    placeholder,
    reportSubject,
    emptyMessage,
    onPost,
    onDelete,
    closed,
    hasMore,
    loadingMore,
    onLoadMore,
    canReply,
    onMoreReplies,
    me,
    notice,
  } = props;
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const [text, setText] = useState('');
  // The box is the kit's form: Post waits while a comment is on its way, and a refusal is said under it.
  const form = useForm();
  const error = Object.values(form.errors)[0];
  const setError = (message?: string) => form.setErrors(message ? { form: message } : {});
  /**
   * The comment on its way: it shows at once where it will land (at the top, or last among the replies
   * it joins), marked "Sending...", and gives way to the one the server keeps. If it is refused, its
   * words go back in the box with the reason.
   */
  const [sending, setSending] = useState<Sending | null>(null);
  /**
   * The comment just deleted, offered back with Undo inside the sheet (where a toast cannot be reached):
   * the one Undo of web/lib/undo.ts, so it leaves at once and its delete is sent only when the offer goes
   * (after a while, another delete, or the sheet closing). Undo brings back the very same comment.
   */
  const [deleted, setDeleted] = useState<{ comment: ThreadComment; held: HeldDelete } | null>(null);
  const hidden = useHiddenByUndo();
  const kind = reportSubject ?? 'comment';
  const keyOf = (c: ThreadComment) => hiddenKey(kind, c);
  const shown = (list: ThreadComment[] | undefined) => list?.filter((c) => !hidden.has(keyOf(c)));
  // The offer lasts as long as an Undo toast's, then the delete is sent; closing the sheet sends it too.
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => {
      deleted.held.send();
      setDeleted(null);
    }, UNDO_MS);
    return () => {
      clearTimeout(timer);
      deleted.held.send();
    };
  }, [deleted]);
  /** The comment the box answers, while the teen writes a reply. */
  const [replyingTo, setReplyingTo] = useState<ThreadComment | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A member who has turned 18 reads comments but writes none (issue 31): the box gives way to why.
  const adult = useSharingPaused();
  const writable = !closed && !adult;

  function remove(c: ThreadComment) {
    if (!onDelete) return;
    setDeleted({
      comment: c,
      held: holdDelete(keyOf(c), () => onDelete(c)),
    });
    // The comment answered is gone: the box answers nothing now.
    if (replyingTo && (replyingTo.id === c.id || replyingTo.parentId === c.id)) setReplyingTo(null);
    input.current?.focus();
  }

  function undoDelete(held: HeldDelete) {
    // Cleared first, so the offer's end does not send what Undo keeps.
    const kept = held.undo();
    setDeleted(null);
    if (!kept) setError('It was already deleted.');
    input.current?.focus();
  }

  // No "@name" goes in the box: the text filter reads an @handle as a contact detail and refuses it.
  function startReply(c: ThreadComment) {
    setReplyingTo(c);
    setError(undefined);
    input.current?.focus();
  }

  function cancelReply() {
    setReplyingTo(null);
    setError(undefined);
    input.current?.focus();
  }

  function submit() {
    // SPEC §5: a video comment that is empty after trimming is ignored; a pep talk comment says why.
    if (text.trim() === '') {
      if (emptyMessage) setError(emptyMessage);
      return;
    }
    // The box holds at most MAX_COMMENT_LENGTH characters; the server checks the rest and says why here.
    const words = text.trim();
    const replyTo = replyingTo;
    setError(undefined);
    // My comments with these words already listed: one that is not among them is the one being sent.
    const known = new Set(
      (comments ?? [])
        .flatMap((c) => [c, ...(c.replies ?? [])])
        .filter((c) => c.mine && c.text === words)
        .map((c) => c.id),
    );
    setSending({ text: words, replyTo, known });
    setText('');
    setReplyingTo(null);
    const settled = () => {
      // onPost settles once the list has been read again, but the query tells the screen a task later
      // (TanStack Query's notify batching): the comment on its way gives way in a task after that, so
      // the list is not left without it for a frame; once the server's comment is listed it is hidden
      // anyway (sendingItem), so it never shows twice.
      setTimeout(() => setSending(null), 0);
      // Post is disabled while posting (SPEC §5), which drops focus: put it back in the box.
      requestAnimationFrame(() => input.current?.focus());
    };
    form.save(
      () => onPost(words, replyTo ?? undefined),
      settled,
      () => {
        // The form says why; the words come back to be changed, unless something new has been written meanwhile.
        setText((now) => (now === '' ? words : now));
        setReplyingTo((now) => now ?? replyTo);
        settled();
      },
    );
  }

  // What the rows' buttons do, one identity for the thread's life (useStableActions): typing in the box,
  // or a comment on its way, draws no comment again but those it changes.
  const actions = useStableActions<RowActions>({
    reply: startReply,
    remove,
    report: (c, reply) =>
      reportSubject && setReporting({ subject: reportSubject, id: c.id, what: `${c.author}'s ${reply ? 'reply' : 'comment'}` }),
    block: (c) => setBlocking({ userId: c.userId!, name: c.author }),
    moreReplies: (c) => onMoreReplies?.(c),
  });
  const replyable = Boolean(canReply && writable && !sample);
  const deletable = onDelete !== undefined;
  const menu = !sample && reportSubject !== undefined;
  const more = onMoreReplies !== undefined;
  const flags = useMemo<RowFlags>(() => ({ replyable, deletable, menu, more }), [replyable, deletable, menu, more]);
  const list = shown(comments);
  // The comment on its way shows where it will land, until the server's is listed.
  const onItsWay = sending && me && !arrived(comments, sending) ? { ...sending, me } : null;

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-2">
        {notice && <div className="mt-2">{notice}</div>}
        {sample && <SampleNotice className="my-2" />}
        {deleted && (
          <p role="status" className="my-2 flex items-center justify-between gap-2 rounded-control bg-surface-2 px-3 text-sm">
            {deletedMessage(deleted.comment)}
            <Button variant="ghost" size="sm" onClick={() => undoDelete(deleted.held)}>
              Undo
            </Button>
          </p>
        )}
        {list === undefined ? (
          <Loading text={loadingText} />
        ) : list.length === 0 && !sending ? (
          <p className="py-8 text-center text-sm text-muted">{emptyText}</p>
        ) : (
          <ul className="flex flex-col gap-4 py-2">
            {onItsWay && onItsWay.replyTo === null && <SendingRow sending={onItsWay} reply={false} />}
            {list.map((c) => (
              <TopComment
                key={c.id}
                c={c}
                hidden={hidden}
                kind={kind}
                sending={onItsWay && onItsWay.replyTo && threadOf(onItsWay.replyTo) === c.id ? onItsWay : null}
                actions={actions}
                flags={flags}
              />
            ))}
          </ul>
        )}
        {hasMore && onLoadMore && (
          <Button variant="outline" size="sm" className="mb-2 w-full" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
      {closed ? (
        <div className="border-t border-line px-4 pb-safe-3 pt-3 text-sm text-muted">{closed}</div>
      ) : adult ? (
        <div className="border-t border-line px-4 pb-safe-3 pt-3">
          <SharingNotice />
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="border-t border-line px-4 pb-safe-3 pt-3">
          {replyingTo && (
            <div className="-mt-1 mb-1 flex items-center justify-between gap-2 text-sm">
              <p id="comment-replying-to" className="min-w-0 break-words text-muted">
                Replying to <span className="font-semibold text-fg">{replyingTo.author}</span>
              </p>
              <Button variant="ghost" size="sm" onClick={cancelReply}>
                Cancel reply
              </Button>
            </div>
          )}
          <div className="flex gap-2">
            <input
              ref={input}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={replyingTo ? `Reply to ${replyingTo.author}...` : placeholder}
              aria-label={replyingTo ? `Reply to ${replyingTo.author}` : placeholder.replace(/\.+$/, '')}
              maxLength={MAX_COMMENT_LENGTH}
              aria-invalid={Boolean(error)}
              aria-describedby={
                [error && 'comment-error', limitCount(text.length, MAX_COMMENT_LENGTH) && 'comment-count'].filter(Boolean).join(' ') ||
                undefined
              }
              className="h-11 min-w-0 flex-1 rounded-control border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-primary"
            />
            <SubmitButton pendingLabel="Posting..." disabled={sample || (emptyMessage !== undefined && text.trim() === '')}>
              Post
            </SubmitButton>
          </div>
          <LimitCount id="comment-count" length={text.length} max={MAX_COMMENT_LENGTH} />
          {sample && <p className="mt-1 text-xs text-muted">Posting is paused while sample content shows.</p>}
          {error && (
            <p id="comment-error" role="alert" className="mt-1 text-sm text-danger">
              {error}
            </p>
          )}
        </Form>
      )}
    </>
  );
}

/** A comment's key in the undo store (web/lib/undo.ts): hidden while its delete can be undone. */
const hiddenKey = (kind: string, c: ThreadComment) => `${kind}:${c.id}`;

/** A comment on its way: its words, what it answers, and which of my comments with those words were listed before. */
interface Sending {
  text: string;
  replyTo: ThreadComment | null;
  known: Set<number>;
}

/** Whether the server's comment for `sending` is listed (one of mine with its words that was not before). */
const arrived = (comments: ThreadComment[] | undefined, sending: Sending) =>
  (comments ?? []).flatMap((c) => [c, ...(c.replies ?? [])]).some((c) => c.mine && c.text === sending.text && !sending.known.has(c.id));

/** What a comment's buttons do (the thread's, kept stable by useStableActions). */
interface RowActions {
  reply(c: ThreadComment): void;
  remove(c: ThreadComment): void;
  report(c: ThreadComment, reply: boolean): void;
  block(c: ThreadComment): void;
  moreReplies(c: ThreadComment): void;
}

/** Which of them a comment offers here: Reply (the box is open), Delete, the ⋮ menu, "Show more replies". */
interface RowFlags {
  replyable: boolean;
  deletable: boolean;
  menu: boolean;
  more: boolean;
}

/** A top-level comment with its replies (and a reply to it on its way): drawn again only when one of them changes. */
const TopComment = memo(function TopComment({
  c,
  hidden,
  kind,
  sending,
  actions,
  flags,
}: {
  c: ThreadComment;
  hidden: ReadonlySet<string>;
  kind: string;
  sending: (Sending & { me: { author: string; avatarColor: string } }) | null;
  actions: RowActions;
  flags: RowFlags;
}) {
  const replies = c.replies?.filter((r) => !hidden.has(hiddenKey(kind, r)));
  return (
    <CommentRow c={c} actions={actions} flags={flags}>
      {((replies?.length ?? 0) > 0 || sending) && (
        <ul aria-label={`Replies to ${c.author}`} className="mt-3 flex flex-col gap-3 border-l-2 border-line pl-3">
          {replies?.map((r) => (
            <CommentRow key={r.id} c={r} parent={c} actions={actions} flags={flags} />
          ))}
          {sending && <SendingRow sending={sending} reply />}
        </ul>
      )}
      {flags.more && (c.replyCount ?? 0) > (c.replies?.length ?? 0) && (
        <button
          type="button"
          className="min-h-11 px-2 text-xs font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
          disabled={c.repliesLoading}
          onClick={() => actions.moreReplies(c)}
        >
          {c.repliesLoading
            ? 'Loading replies...'
            : `Show ${plural((c.replyCount ?? 0) - (c.replies?.length ?? 0), 'more reply', 'more replies')} to ${c.author}`}
        </button>
      )}
    </CommentRow>
  );
});

/** One comment (a reply when `parent` is given), with its actions and its ⋮ menu; `children` (its replies) under it, as wide as the sheet allows. */
function CommentRow({
  c,
  parent,
  actions,
  flags,
  children,
}: {
  c: ThreadComment;
  parent?: ThreadComment;
  actions: RowActions;
  flags: RowFlags;
  children?: ReactNode;
}) {
  return (
    <li>
      <div className="flex gap-3">
        <InitialAvatar name={c.author} color={c.avatarColor} size={parent ? 'sm' : 'md'} />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold">{c.author}</span> <span className="text-muted">· {formatMediumDate(c.createdAt)}</span>
          </p>
          <SensitiveCover sensitive={c.sensitive === true} mine={c.mine} size="compact">
            <p className="whitespace-pre-line break-words text-sm">{c.text}</p>
          </SensitiveCover>
          {c.held && c.mine && <p className="text-xs font-semibold text-muted">Only you and Rise's safety team can see this for now.</p>}
          <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            {c.likes !== undefined && (
              <span className="flex items-center gap-1">
                <Heart aria-hidden className="h-3.5 w-3.5" /> {c.likes}
                <span className="sr-only">likes</span>
              </span>
            )}
            {/* Reply makes the box answer this comment: none where there is no box, or no replies. */}
            {flags.replyable && (
              <button
                type="button"
                className="min-h-11 px-2 font-semibold hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
                aria-label={`Reply to ${c.author}`}
                onClick={() => actions.reply(c)}
              >
                Reply
              </button>
            )}
            {(c.mine || c.removable) && flags.deletable && (
              <button
                type="button"
                className="min-h-11 px-2 font-semibold hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
                aria-label={c.mine ? `Delete your ${parent ? 'reply' : 'comment'}` : `Remove ${c.author}'s ${parent ? 'reply' : 'comment'}`}
                onClick={() => actions.remove(c)}
              >
                {c.mine ? 'Delete' : 'Remove'}
              </button>
            )}
          </div>
        </div>
        {!c.mine && flags.menu && c.userId !== undefined && (
          <ItemMenu
            label={`More for ${c.author}'s ${parent ? 'reply' : 'comment'}`}
            className="-mr-2"
            items={[
              { label: 'Report', icon: Flag, onSelect: () => actions.report(c, parent !== undefined) },
              { label: `Block ${c.author}`, icon: Ban, danger: true, onSelect: () => actions.block(c) },
            ]}
          />
        )}
      </div>
      {/* Under the avatar's column (36 px and the 12 px gap): replies keep the sheet's width. */}
      {children && <div className="ml-12">{children}</div>}
    </li>
  );
}

/** The comment on its way, signed as the user's own, in the list's look. */
function SendingRow({ sending, reply }: { sending: Sending & { me: { author: string; avatarColor: string } }; reply: boolean }) {
  return (
    <li aria-busy className="opacity-60">
      <div className="flex gap-3">
        <InitialAvatar name={sending.me.author} color={sending.me.avatarColor} size={reply ? 'sm' : 'md'} />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold">{sending.me.author}</span> <span className="text-muted">· Sending...</span>
          </p>
          <p className="whitespace-pre-line break-words text-sm">{sending.text}</p>
        </div>
      </div>
    </li>
  );
}

/** The top-level comment a comment belongs to: itself, or the one a reply answers (one level deep). */
const threadOf = (c: ThreadComment) => c.parentId ?? c.id;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the notice says after a delete: a comment takes its replies with it (decision 0027). */
function deletedMessage(c: ThreadComment): string {
  const what = c.parentId != null ? 'Reply' : 'Comment';
  const verb = c.mine ? 'deleted' : 'removed';
  return (c.replyCount ?? 0) > 0 ? `${what} ${verb}, with its replies.` : `${what} ${verb}.`;
}

/**
 * SPEC §2's comments bottom sheet (at most 70% high) around a CommentThread: a real dialog (ModalSheet),
 * so focus moves in (to Close: a phone's keyboard stays down until the teen chooses to write), Escape
 * closes, and focus returns to the button that opened it. The comments draw a frame after the sheet.
 */
export function CommentsSheet({
  title,
  closeLabel = 'Close comments',
  onClose,
  children,
}: {
  title: string;
  closeLabel?: string;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <ModalSheet
      open
      onClose={onClose}
      focus="close"
      className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-comments-sheet w-full max-w-md flex-col rounded-t-sheet bg-surface text-fg shadow-raised"
      header={
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
          <SheetTitle className="min-w-0 break-words font-bold">{title}</SheetTitle>
          <SheetClose
            aria-label={closeLabel}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X aria-hidden className="h-5 w-5" />
          </SheetClose>
        </div>
      }
    >
      {children}
    </ModalSheet>
  );
}
