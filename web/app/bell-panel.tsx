// SPEC §2: the bell with its red dot opens a panel; a click outside (or Escape) closes it. Issue 15:
// what it lists is real (a level reached, an achievement, a comment on my pep talk, a mentor's reply, a
// milestone due tomorrow), newest first; the dot shows only while something is unread, and opening
// the panel marks everything read (what was new stays marked "New" while the panel is open).
// A plain disclosure rather than a popover library: it keeps ~15 KB out of the first load.
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatMediumDate } from '../lib/format';
import { useMarkNotificationsRead, useNotifications, useUnreadNotifications } from '../lib/progress';
import { useCurrentUser } from '../lib/session';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { useOutsidePress } from '../lib/use-outside-press';

export function BellPanel() {
  const [open, setOpen] = useState(false);
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

  useOutsidePress(root, open, () => setOpen(false), () => {
    setOpen(false);
    button.current?.focus();
  });

  const items = list.data ?? [];
  const fresh = items.filter((n) => !n.read).length;

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
          className="fixed inset-x-4 top-16 z-50 rounded-card sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-72 border border-line bg-surface p-4 text-sm text-fg shadow-raised"
        >
          <p className="font-semibold">Notifications</p>
          {list.isPending ? (
            <p role="status" className="mt-2 text-muted">
              Loading...
            </p>
          ) : list.isError ? (
            <p role="alert" className="mt-2 text-muted">
              Couldn't load your notifications.
            </p>
          ) : (
            <>
              {fresh === 0 && <p className="mt-2 text-muted">You have no new notifications</p>}
              {items.length > 0 && (
                <ul className="mt-2 flex max-h-80 flex-col gap-2 overflow-y-auto">
                  {items.map((n) => (
                    <li key={n.id} className={`rounded-control p-2 ${n.read ? '' : 'bg-primary-soft'}`}>
                      <p className="font-semibold">
                        {!n.read && <span className="mr-1 text-xs font-bold uppercase text-primary">New</span>}
                        {n.title}
                      </p>
                      <p className="text-muted">{n.body}</p>
                      <p className="text-xs text-muted">{formatMediumDate(n.createdAt)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
