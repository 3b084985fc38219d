// Toasts as SPEC §9: one at a time, 3000 ms, swipe right 50 px to dismiss, F8 focuses the region.
// The store and toast() live in lib/toast.ts; this draws the one toast there is.
import { X } from 'lucide-react';
import * as Toast from 'radix-ui/toast';
import { useSyncExternalStore } from 'react';
import { closeToast, currentToast, currentToastPlacement, subscribeToToasts } from '../lib/toast';

export function Toaster() {
  const current = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const placement = useSyncExternalStore(subscribeToToasts, currentToastPlacement, () => 'above-navigation' as const);
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider duration={3000} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (open) return;
            // Radix keeps its "paused" flag when the last toast goes while paused (the pointer on it, or
            // focus in it, as when Undo is clicked), and then never starts the next toast's timer. Its
            // own window-focus listener clears the flag while this toast is still there to hear it.
            window.dispatchEvent(new FocusEvent('focus'));
            closeToast(current.id);
          }}
          duration={current.duration}
          type={destructive ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full animate-pop items-start gap-3 rounded-card border p-4 pr-12 shadow-raised transition-ui data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0 ${
            destructive ? 'border-danger-strong bg-danger-strong text-white' : 'border-line bg-surface text-fg'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          {current.action && (
            <Toast.Action
              altText={current.action.label}
              onClick={current.action.onClick}
              className="ml-auto h-11 shrink-0 rounded-control border border-current px-3 text-sm font-semibold focus-visible:outline-2"
            >
              {current.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-full opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label="Notifications ({hotkey})"
        className={`fixed inset-x-2 z-60 mx-auto flex max-w-app flex-col gap-2 outline-none ${
          placement === 'over-sheet'
            ? // Clear of a centred dialog: the top strip it leaves, or, with room beside it, the corner.
              'top-[calc(0.5rem+env(safe-area-inset-top))] xl:inset-x-auto xl:top-auto xl:bottom-6 xl:right-6 xl:w-96'
            : placement === 'top'
              ? 'top-[calc(4.5rem+env(safe-area-inset-top))]'
              : 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] rail:inset-x-auto rail:bottom-6 rail:right-6 rail:w-96'
        }`}
      />
    </Toast.Provider>
  );
}
