// A modal dialog on Radix: focus moves to its first field (or the control marked data-autofocus) and
// is trapped, Escape and the close button close it, and focus returns to what opened it however it
// closes. Bottom sheet on a phone, centred card on wider screens.
import { X } from 'lucide-react';
import * as RadixDialog from 'radix-ui/dialog';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { holdToastsAtTop } from '../lib/toast';

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  /** What had focus when the dialog opened: dialogs here open from state, not a Radix Trigger. */
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in a passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  // A toast about this form (an error) must not cover the sheet's buttons.
  useEffect(() => (open ? holdToastsAtTop() : undefined), [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <RadixDialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-sheet w-full max-w-md overflow-y-auto rounded-t-sheet border border-line bg-surface p-5 pb-safe-5 text-fg shadow-raised focus:outline-none sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-sheet"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // The control marked data-autofocus (a dialog's main action), else the first field.
            const content = event.currentTarget as HTMLElement;
            const first = content.querySelector<HTMLElement>('[data-autofocus]') ?? content.querySelector<HTMLElement>(FIELDS);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (back?.isConnected) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-2">
            <RadixDialog.Title className="pt-2 text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 -mt-1 grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
