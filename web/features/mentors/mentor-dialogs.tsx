// Mentor Matcher's modals: SPEC §2's 'It's a Match!' and the message modal, a thread with one of my
// mentors (both sides, oldest at the top, opened on the newest page: issue 53), and the filter by topic
// behind the settings icon.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Flag } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Mentor } from '../../../contract/mentors';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { CareCard } from '../../ui/care-card';
import { Dialog } from '../../ui/dialog';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { BlockDialog, type BlockTarget, ReportDialog, type ReportTarget } from '../../ui/safety-dialogs';
import { mentorKeys, threadQuery } from './queries';
import { useSendMessage } from './mutations';
import { NOT_ON_RISE } from './mentor-card';
import { MessageComposer } from './message-composer';
import { tagTint } from './tags';
import { keepNewestPage } from './thread-pages';

type Who = Pick<Mentor, 'id' | 'name' | 'imageUrl' | 'userId'>;

/**
 * SPEC's words, said calmly (issue 31, decision 0021): a mentor is an adult, not a prize, so no
 * confetti, no points and no badge; just who they are and what happens next.
 */
export function MatchDialog({ mentor, onMessage, onClose }: { mentor: Who | null; onMessage(): void; onClose(): void }) {
  return (
    <Dialog
      open={mentor !== null}
      onClose={onClose}
      title="It's a Match!"
      description={mentor ? `You and ${mentor.name} are ready to connect!` : undefined}
    >
      {mentor && (
        <div className="flex flex-col items-center gap-4">
          <img src={mentor.imageUrl} alt="" width={112} height={112} className="h-28 w-28 rounded-full border border-line object-cover" />
          <p className="text-center text-sm text-muted">You can write to them when you are ready. There is no rush.</p>
          <div className="flex w-full flex-col gap-2">
            <Button onClick={onMessage} data-autofocus>
              Send Message
            </Button>
            <Button variant="outline" onClick={onClose}>
              Keep Swiping
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function NotOnRise({ mentor }: { mentor: Who }) {
  return mentor.userId === null ? <p className="text-xs text-muted">{NOT_ON_RISE}</p> : null;
}

/** SPEC §2's message modal: sending closes it, clears the text and toasts 'Message Sent'. */
export function MessageDialog({ mentor, onClose, onCare }: { mentor: Who | null; onClose(): void; onCare(): void }) {
  return (
    <Dialog open={mentor !== null} onClose={onClose} title={mentor ? `Message ${mentor.name}` : 'Message'}>
      {mentor && <Composer mentor={mentor} onSent={onClose} onCancel={onClose} onCare={onCare} />}
    </Dialog>
  );
}

/** Words about hurting oneself are sent, kept for the teen alone and the moderators, and `onCare` offers help. */
function Composer({ mentor, onSent, onCancel, onCare }: { mentor: Who; onSent?(): void; onCancel?(): void; onCare(): void }) {
  const send = useSendMessage(mentor);
  return (
    <MessageComposer
      send={(text) => send.mutateAsync(text).then((sent) => sent.care && onCare())}
      onSent={onSent}
      onCancel={onCancel}
      note={<NotOnRise mentor={mentor} />}
    />
  );
}

/** A conversation as bubbles: mine on the right, theirs on the left, oldest first. */
export interface Bubble {
  id: number;
  text: string;
  from: string;
  createdAt: string;
  /** Mine, and only I see it for now (held for care, reported enough, or hidden). */
  held: boolean;
}

/** A thread's paging back in time (issue 53): it opens on its newest page. */
export interface Earlier {
  /** There are earlier messages to read. */
  more: boolean;
  loading: boolean;
  /** The last read of earlier ones failed (what is shown stays). */
  failed: boolean;
  load(): void;
}

/** A thread's paging, from its infinite query (thread-pages.ts). */
export const earlierOf = (query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}): Earlier => ({
  more: query.hasNextPage,
  loading: query.isFetchingNextPage,
  failed: query.isFetchNextPageError,
  load: () => void query.fetchNextPage(),
});

export function Bubbles({
  messages,
  mine,
  theirs,
  earlier,
  onReport,
}: {
  messages: readonly Bubble[];
  mine: string;
  theirs: string;
  earlier?: Earlier;
  onReport?(message: Bubble): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  const shown = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  // The newest line shows on opening and whenever one comes (sent, or read again); earlier ones put
  // above keep the lines that were in view where they were.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = shown.current;
    if (last !== before.last) el.scrollTop = el.scrollHeight;
    else if (first !== before.first) el.scrollTop += el.scrollHeight - before.height;
    shown.current = { first, last, height: el.scrollHeight };
  }, [first, last]);
  // The button goes once the first message is shown: the keyboard's place moves to the conversation.
  const [asked, setAsked] = useState(false);
  const more = earlier?.more ?? false;
  useEffect(() => {
    if (!more && asked && (document.activeElement === null || document.activeElement === document.body)) box.current?.focus();
  }, [more, asked]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="flex max-h-80 flex-col gap-2 overflow-y-auto rounded-control bg-surface-2 p-3 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {earlier && more && (
        <div className="flex flex-col items-center gap-1">
          {earlier.failed && !earlier.loading && <p className="text-xs text-danger">Earlier messages could not be loaded.</p>}
          <Button
            variant="outline"
            size="sm"
            // Not `disabled`: the button keeps the keyboard's place while the page comes.
            aria-disabled={earlier.loading}
            onClick={() => {
              if (earlier.loading) return;
              setAsked(true);
              earlier.load();
            }}
          >
            {earlier.loading ? 'Loading earlier messages...' : earlier.failed ? 'Try earlier messages again' : 'Earlier messages'}
          </Button>
        </div>
      )}
      <p role="status" className="sr-only">
        {earlier?.loading ? 'Loading earlier messages...' : asked && !more ? 'This is the start of the conversation.' : ''}
      </p>
      <ol aria-label="Messages" className="flex flex-col gap-2">
        {messages.map((m) => {
          const own = m.from === 'me';
          return (
            <li key={m.id} className={`flex max-w-xs flex-col ${own ? 'self-end items-end' : 'self-start items-start'}`}>
              <span className="sr-only">{own ? mine : theirs}: </span>
              <p
                className={`whitespace-pre-wrap break-words rounded-card px-3 py-2 text-sm ${own ? 'bg-primary text-on-primary' : 'bg-surface text-fg'}`}
              >
                {m.text}
              </p>
              <span className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                {own && m.held && <span className="font-semibold">· Only you and Rise's safety team can see this for now</span>}
                {!own && onReport && (
                  <button
                    type="button"
                    className="flex min-h-11 items-center gap-1 px-2 font-semibold hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
                    aria-label={`Report this message from ${theirs}`}
                    onClick={() => onReport(m)}
                  >
                    <Flag aria-hidden className="h-3.5 w-3.5" /> Report
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A thread with one of my mentors: what we wrote, and a composer that stays open. */
export function ThreadDialog({ mentor, onClose }: { mentor: Who | null; onClose(): void }) {
  return (
    <Dialog open={mentor !== null} onClose={onClose} title={mentor ? `Messages with ${mentor.name}` : 'Messages'}>
      {mentor && <Thread mentor={mentor} />}
    </Dialog>
  );
}

function Thread({ mentor }: { mentor: Who }) {
  const client = useQueryClient();
  const thread = useInfiniteQuery(threadQuery(mentor.id));
  // Closed, the thread keeps its newest page only: opened again, it is one read.
  useEffect(() => () => keepNewestPage(client, mentorKeys.thread(mentor.id)), [client, mentor.id]);
  const [care, setCare] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {care && <CareCard onClose={() => setCare(false)} />}
      {thread.isPending ? (
        <Skeleton rows={2} className="h-10" label="Loading messages..." />
      ) : thread.data === undefined ? (
        <LoadFailed look="line" what="your messages" onRetry={() => void thread.refetch()} />
      ) : thread.data.length === 0 ? (
        <p className="rounded-control bg-surface-2 p-3 text-center text-sm text-muted">
          No messages yet. Say hello and tell them what you'd like to learn.
        </p>
      ) : (
        <Bubbles
          messages={thread.data}
          mine="You"
          theirs={mentor.name}
          earlier={earlierOf(thread)}
          onReport={(m) => setReporting({ subject: 'mentor-message', id: m.id, what: `this message from ${mentor.name}` })}
        />
      )}
      <Composer mentor={mentor} onCare={() => setCare(true)} />
      {mentor.userId !== null && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start text-danger"
          onClick={() => setBlocking({ userId: mentor.userId!, name: mentor.name })}
        >
          <Ban aria-hidden className="h-4 w-4" /> Block {mentor.name}
        </Button>
      )}
      <ReportDialog
        target={reporting}
        onClose={() => {
          setReporting(null);
          // A report can hide the line at once (a sexual one about a mentor's words): read the thread again.
          void client.invalidateQueries({ queryKey: mentorKeys.thread(mentor.id) });
        }}
      />
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
    </div>
  );
}

/** Behind the settings icon: show only mentors with any of the chosen topics. */
export function FilterDialog({
  open,
  tags,
  chosen,
  onChange,
  onClose,
}: {
  open: boolean;
  tags: readonly string[];
  chosen: ReadonlySet<string>;
  onChange(chosen: Set<string>): void;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Filter mentors" description="Show mentors who can help with any of these topics.">
      <fieldset>
        <legend className="sr-only">Topics</legend>
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const on = chosen.has(tag);
            return (
              <label
                key={tag}
                className={`inline-flex h-11 cursor-pointer items-center rounded-full border-2 px-4 text-sm font-bold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                  on ? `border-transparent ${tagTint(tag)}` : 'border-line text-fg'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => {
                    const next = new Set(chosen);
                    if (on) next.delete(tag);
                    else next.add(tag);
                    onChange(next);
                  }}
                />
                {tag}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" disabled={chosen.size === 0} onClick={() => onChange(new Set())}>
          Clear
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}
