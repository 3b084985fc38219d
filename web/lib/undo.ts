// Delete with Undo, for things a slip would cost (a journal entry, an affirmation): the item leaves
// the screen at once, a toast offers Undo, and the delete is only sent when that toast goes (its time
// is up, it is dismissed, or another toast takes its place). Undo brings the item back untouched
// (same id, same date). Leaving the page sends the pending deletes first; a delete that cannot be
// sent leaves the item in place, so nothing is lost by accident.
import { useSyncExternalStore } from 'react';
import { toast } from './toast';

export const UNDO_MS = 6000;
/** Should the toast never go (its code could not load), the delete is sent after this long. */
const LATEST_MS = 60_000;

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  commit(): Promise<unknown>;
  sent?: boolean;
}

const hidden = new Map<string, Pending>();
let snapshot: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const changed = () => {
  snapshot = new Set(hidden.keys());
  listeners.forEach((l) => l());
};

function send(key: string) {
  const pending = hidden.get(key);
  if (!pending || pending.sent) return;
  pending.sent = true;
  clearTimeout(pending.timer);
  pending
    .commit()
    .catch((error: unknown) => {
      console.warn('A delete failed; the item is shown again.', error);
      toast({ title: 'Error', description: 'Could not delete it. Please try again later.', variant: 'destructive' });
    })
    .finally(() => {
      hidden.delete(key);
      changed();
    });
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => [...hidden.keys()].forEach(send));

/** A delete held back while Undo is offered somewhere other than a toast (a comment's line in its sheet). */
export interface HeldDelete {
  /** Brings the item back; false when too late (the delete was sent). */
  undo(): boolean;
  /** Sends the delete now (the offer of Undo has gone). */
  send(): void;
}

/**
 * Hides the item (useHiddenByUndo) and holds its delete until `send()`, or at the latest a minute,
 * or the page being left. Whoever offers Undo calls `undo()` or `send()`.
 */
export function holdDelete(key: string, commit: () => Promise<unknown>): HeldDelete {
  if (!hidden.has(key)) {
    hidden.set(key, { timer: setTimeout(() => send(key), LATEST_MS), commit });
    changed();
  }
  return {
    undo() {
      const pending = hidden.get(key);
      if (!pending || pending.sent) return false;
      clearTimeout(pending.timer);
      hidden.delete(key);
      changed();
      return true;
    },
    send: () => send(key),
  };
}

export interface UndoableDelete {
  /** Names the item among all undoable ones: 'journal:12'. */
  key: string;
  /** The toast: 'Entry deleted'. */
  title: string;
  description?: string;
  /** Sends the delete (and refreshes what it changes); the item stays hidden until it settles. */
  commit(): Promise<unknown>;
  /** After Undo: where the person goes back to, or what takes focus (the toast that had it is gone). */
  onUndo?(): void;
}

/**
 * Hides the item and offers Undo. Focus, which was on the item's own menu button, moves to the
 * panel or page around it, so it is not lost with the item (WCAG 2.4.3).
 */
export function deleteWithUndo({ key, title, description, commit, onUndo }: UndoableDelete) {
  if (hidden.has(key)) return;
  const from = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  const around = from?.closest<HTMLElement>('[role="tabpanel"], [role="dialog"], main');
  around?.focus();
  const held = holdDelete(key, commit);
  let undone = false;
  toast({
    title,
    description,
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      onClick() {
        if (!held.undo()) return;
        undone = true;
        // The toast (and its Undo button, which had focus) goes: focus returns to where the item is,
        // after the toast has let go of it.
        if (onUndo) onUndo();
        else setTimeout(() => around?.isConnected && around.focus(), 0);
      },
    },
    onClose() {
      if (!undone) held.send();
    },
  });
}

/** The keys of items waiting to be deleted: a list leaves them out. */
export function useHiddenByUndo(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
