// The toast store (SPEC §9: at most one toast at a time). Anything may call toast(); ui/toaster.tsx draws it.

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** ms; SPEC §9: 3000 by default, 2000 for share and comment. */
  duration?: number;
  /** A button in the toast, such as Undo after a delete. */
  action?: { label: string; onClick(): void };
  /** Called once when the toast goes: its time is up, it is dismissed, or another toast replaces it. */
  onClose?(): void;
}

interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

// SPEC §9: a dismissed toast is kept (closed) for 1,000,000 ms before removal; at most one exists.
const REMOVE_DELAY_MS = 1_000_000;
let shown: ShownToast | null = null;
let nextId = 1;
let removeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Tells the shown toast's owner that it has gone (once). */
function gone(t: ShownToast | null) {
  if (!t?.open) return;
  t.open = false;
  t.onClose?.();
}

export function toast(input: ToastInput) {
  clearTimeout(removeTimer);
  const before = shown;
  shown = { ...input, id: nextId++, open: true };
  gone(before);
  emit();
}

/** Whether any toast has been asked for since the page loaded (the toaster loads for the first). */
export const anyToastYet = () => nextId > 1;

export function closeToast(id: number) {
  if (shown?.id !== id) return;
  const closing = shown;
  shown = { ...shown, open: false };
  gone(closing);
  emit();
  removeTimer = setTimeout(() => {
    if (shown?.id === id) {
      shown = null;
      emit();
    }
  }, REMOVE_DELAY_MS);
}

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentToast = () => shown;

/**
 * Where the toast sits: above the bottom navigation (or in the corner beside the rail), or at the
 * top on a full-screen screen such as Shorts, whose captions and controls fill the bottom. Over a
 * modal sheet it sits at the very top, in the strip the sheet leaves, clear of the sheet's title.
 */
export type ToastPlacement = 'above-navigation' | 'top' | 'over-sheet';
let placement: ToastPlacement = 'above-navigation';

export function setToastPlacement(next: ToastPlacement) {
  if (placement === next) return;
  placement = next;
  emit();
}

/** Open modal sheets sit at the bottom of a phone: while one is open, the toast goes above it. */
let sheetsOpen = 0;
export function holdToastsAtTop(): () => void {
  sheetsOpen += 1;
  emit();
  return () => {
    sheetsOpen -= 1;
    emit();
  };
}

export const currentToastPlacement = (): ToastPlacement => (sheetsOpen > 0 ? 'over-sheet' : placement);
