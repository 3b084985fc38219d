// SPEC §2: the bell with its red dot opens a panel; a click outside (or Escape) closes it.
// A plain disclosure rather than a popover library: it keeps ~15 KB out of the first load.
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useOutsidePress } from '../lib/use-outside-press';

export function BellPanel() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useOutsidePress(root, open, () => setOpen(false), () => {
    setOpen(false);
    button.current?.focus();
  });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative grid h-11 w-11 place-items-center rounded-full text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Bell aria-hidden className="h-5 w-5" />
        <span aria-hidden className="absolute right-2.5 top-2.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-surface" />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 top-12 z-50 w-64 rounded-card border border-line bg-surface p-4 text-sm text-fg shadow-raised"
        >
          <p className="font-semibold">Notifications</p>
          <p className="mt-2 text-muted">You have no new notifications</p>
        </div>
      )}
    </div>
  );
}
