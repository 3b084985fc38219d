// SPEC §2: the bell with its red dot opens a panel; a click outside (or Escape) closes it. Issue 15:
// what it lists is real (a level reached, an achievement, a comment on my pep talk, a mentor's reply, a
// milestone due tomorrow), newest first; the dot shows only while something is unread, and opening
// the panel marks everything read (what was new stays marked "New" while the panel is open).
// Issue 29: a moderator's notice about something I wrote offers "Ask for another look" (a dialog
// loaded apart, on intent); while it is open the panel stays, and focus comes back to its button.
// A plain disclosure rather than a popover library: it keeps ~15 KB out of the first load.
import { Bell, CalendarClock, type LucideIcon, MessageCircle, MessagesSquare, ShieldCheck, TrendingUp, Trophy, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { NotificationKind } from '../../contract/progress-rules';
import { formatMediumDate } from '../lib/format';
import { lazyWithPreload } from '../ui/lazy';
import { useMarkNotificationsRead, useNotifications, useUnreadNotifications } from '../lib/progress';
import { useCurrentUser } from '../lib/session';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { LoadFailed } from '../ui/query-view';
import { useOutsidePress } from '../lib/use-outside-press';

const AppealDialog = lazyWithPreload(() => import('../features/moderation/appeal-dialog'));

/** Each kind of notice has its picture, beside its words. */
const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  'level-up': TrendingUp,
  achievement: Trophy,
  'pep-talk-comment': MessageCircle,
  'mentor-reply': MessagesSquare,
  'milestone-due': CalendarClock,
  moderation: ShieldCheck,
  'board-member': Users,
};

export function BellPanel() {
  const [open, setOpen] = useState(false);
  /** The case whose "Ask for another look" dialog is open. */
  const [appealing, setAppealing] = useState<number | null>(null);
  /** Cases asked about from this panel: their button gives way to a line saying so. */
  const [asked, setAsked] = useState<ReadonlySet<number>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { data: user } = useCurrentUser();
  // The dot is read after the screen's first paint: it never holds up what the screen is for.
  const ready = useAfterFirstPaint(Boolean(user && user.id > 0));
  const unread = useUnreadNotifications(ready).data?.unread ?? 0;
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const { mutate } = markRead;

  // Opened, and the list read since has come: everything is read now (the list keeps its "New").
  const openedAt = useRef(0);
  useEffect(() => {
    if (open && list.dataUpdatedAt > openedAt.current && unread > 0) mutate();
  }, [open, list.dataUpdatedAt, unread, mutate]);

  // While the dialog is open, a click in it is not a click outside the panel.
  useOutsidePress(
    root,
    open && appealing === null,
    () => setOpen(false),
    () => {
      setOpen(false);
      button.current?.focus();
    },
  );

  const items = list.data ?? [];
  const fresh = items.filter((n) => !n.read).length;
  const canAppeal = items.some((n) => n.caseId !== null);
  // The dialog's code comes while the notice is read, before a tap on its button.
  useEffect(() => {
    if (canAppeal) void AppealDialog.preload().catch(() => undefined);
  }, [canAppeal]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) openedAt.current = Date.now();
          setOpen(!open);
        }}
        className="relative grid h-11 w-11 place-items-center rounded-full text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Bell aria-hidden className="h-5 w-5" />
        {unread > 0 && <span aria-hidden className="absolute right-2.5 top-2.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-surface" />}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-4 top-16 z-50 rounded-card sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-80 border border-line bg-surface p-4 text-sm text-fg shadow-raised"
        >
          <p className="font-semibold">Notifications</p>
          {list.isPending ? (
            <p role="status" className="mt-2 text-muted">
              Loading...
            </p>
          ) : list.isError ? (
            <LoadFailed look="line" what="your notifications" onRetry={() => void list.refetch()} className="mt-2" />
          ) : (
            <>
              {fresh === 0 && <p className="mt-2 text-muted">You have no new notifications</p>}
              {items.length > 0 && (
                <ul className="mt-2 flex max-h-80 flex-col gap-2 overflow-y-auto">
                  {items.map((n) => {
                    const Icon = KIND_ICONS[n.kind];
                    return (
                      <li key={n.id} className={`flex gap-2 rounded-control p-2 ${n.read ? '' : 'bg-primary-soft'}`}>
                        <span
                          aria-hidden
                          className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-surface-2 text-primary"
                        >
                          <Icon className="h-4 w-4" />
                        </span>
                        <div className="min-w-0 flex-1">
                          <p className="break-words font-semibold">
                            {!n.read && <span className="mr-1 text-xs font-bold uppercase text-primary">New</span>}
                            {n.title}
                          </p>
                          <p className="break-words text-muted">{n.body}</p>
                          <p className="text-xs text-muted">{formatMediumDate(n.createdAt)}</p>
                          {n.caseId !== null && (
                            // Once asked, the same button stays (where focus comes back from the dialog) and says so.
                            <button
                              type="button"
                              aria-haspopup={asked.has(n.caseId) ? undefined : 'dialog'}
                              aria-disabled={asked.has(n.caseId) || undefined}
                              onClick={() => !asked.has(n.caseId!) && setAppealing(n.caseId)}
                              className="mt-1 min-h-11 rounded-control border-2 border-line bg-surface px-3 text-sm font-bold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary aria-disabled:border-transparent aria-disabled:bg-transparent aria-disabled:px-0 aria-disabled:text-muted aria-disabled:hover:bg-transparent"
                            >
                              {asked.has(n.caseId) ? 'You asked for another look' : 'Ask for another look'}
                            </button>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </div>
      )}
      {(appealing !== null || AppealDialog.loaded()) && (
        <AppealDialog.Component
          caseId={appealing}
          onClose={() => setAppealing(null)}
          onSent={(caseId) => setAsked((before) => new Set(before).add(caseId))}
        />
      )}
    </div>
  );
}
