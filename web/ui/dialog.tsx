// Modal dialogs on Radix: `Dialog` (a form or a message: bottom sheet on a phone, centred card on
// wider screens) and `ModalSheet`, what every modal here is made of (the comments sheet too). Focus
// moves in, Tab stays inside, Escape, Close and a tap on the scrim close it, and focus returns to what
// opened it however it closes.
//
// Built to answer a tap at once (decision 0030): the sheet, its title and Close draw in the tap's own
// frame, and what is inside in the next, so a long form never holds up the sheet. Radix's modal mode is
// not used, for what it costs a slow phone as a dialog opens: it sets `pointer-events: none` on <body>,
// an inherited style that restyles the whole screen behind, and adds a stylesheet to stop scrolling.
// What it gives is kept by cheaper means: the scrim takes every tap outside the sheet, Tab loops inside
// (Radix's focus scope), the screen behind is hidden from screen readers (aria-hidden, as Radix does),
// and the page stops scrolling through an attribute on <html> (styles.css).
import { hideOthers } from 'aria-hidden';
import { X } from 'lucide-react';
import * as RadixDialog from 'radix-ui/dialog';
import { type ReactNode, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { holdToastsAtTop } from '../lib/toast';

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
/** On <html> while a dialog is open: the page behind does not scroll (styles.css). */
const MODAL_OPEN = 'data-modal-open';
const SCRIM = 'data-scrim';
const CLOSE = 'data-dialog-close';

/**
 * True once `open` has been true for a render: the sheet is drawn first, in the tap's own task, and
 * what is inside it in a render React does in the background (a deferred value), which lets the
 * browser draw the sheet meanwhile. It needs no timer, so a page whose clock is paused still fills.
 */
function useFilledAfterTheSheet(open: boolean) {
  return useDeferredValue(open, false) && open;
}

/** While open: the page behind does not scroll, and screen readers read only the dialog. */
function useModal(content: HTMLElement | null) {
  useEffect(() => {
    if (!content) return;
    const root = document.documentElement;
    root.setAttribute(MODAL_OPEN, String(Number(root.getAttribute(MODAL_OPEN) ?? 0) + 1));
    const unhide = hideOthers(content);
    return () => {
      unhide();
      const left = Number(root.getAttribute(MODAL_OPEN) ?? 1) - 1;
      if (left > 0) root.setAttribute(MODAL_OPEN, String(left));
      else root.removeAttribute(MODAL_OPEN);
    };
  }, [content]);
}

export interface ModalSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The sheet's own classes (where it sits, its size and padding). */
  className: string;
  /**
   * Where focus goes once the inside is drawn: 'field', the control marked data-autofocus (a dialog's
   * main action), else the first field, else Close; 'close', Close (a phone's keyboard stays down).
   */
  focus: 'field' | 'close';
  /** The title (RadixDialog.Title) and a Close marked with `closeProps`: drawn at once. */
  header: ReactNode;
  /** Drawn the frame after. */
  children: ReactNode;
  'aria-describedby'?: undefined;
}

/** The props that mark a sheet's Close button (RadixDialog.Close) as where focus may go. */
export const closeProps = { [CLOSE]: '' };

export function ModalSheet({ open, onOpenChange, className, focus, header, children, ...aria }: ModalSheetProps) {
  /** What had focus when the dialog opened: dialogs here open from state, not a Radix Trigger. */
  const opener = useRef<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // A layout effect runs before Radix's focus scope mounts (its effects run after this one's).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  // A toast about this form (an error) must not cover the sheet's buttons.
  useEffect(() => (open ? holdToastsAtTop() : undefined), [open]);
  useModal(open ? content : null);
  const filled = useFilledAfterTheSheet(open);
  useEffect(() => {
    if (!filled || !content || content.contains(document.activeElement)) return;
    const first =
      (focus === 'field' && (content.querySelector<HTMLElement>('[data-autofocus]') ?? content.querySelector<HTMLElement>(FIELDS))) ||
      content.querySelector<HTMLElement>(`[${CLOSE}]`);
    first?.focus();
  }, [filled, content, focus]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {/* Drawn only while open (forceMount): Radix's Presence, which reads the computed style as a dialog
          opens to wait for an exit animation, has nothing to do; no dialog here animates out. */}
      {open && (
        <RadixDialog.Portal forceMount>
          <div aria-hidden {...{ [SCRIM]: '' }} className="fixed inset-0 z-40 touch-none bg-scrim" />
          <RadixDialog.Content
            forceMount
            ref={setContent}
            {...aria}
            aria-modal
            // Until what is inside has been drawn (a frame), assistive technology may wait for it.
            aria-busy={!filled || undefined}
            className={`overscroll-contain focus:outline-none ${className}`}
            // Focus goes in once the inside is drawn (above), not to Close first.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const back = opener.current;
              opener.current = null;
              if (back?.isConnected) back.focus();
            }}
            // A tap on the scrim closes the dialog; one on a toast above it does not, nor focus going to a
            // toast (F8).
            onPointerDownOutside={(event) => {
              if (!(event.target instanceof Element && event.target.hasAttribute(SCRIM))) event.preventDefault();
            }}
            onFocusOutside={(event) => event.preventDefault()}
          >
            {header}
            {filled ? children : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <ModalSheet
      open={open}
      onOpenChange={onOpenChange}
      focus="field"
      className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-sheet w-full max-w-md overflow-y-auto rounded-t-sheet border border-line bg-surface p-5 pb-safe-5 text-fg shadow-raised sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-sheet"
      {...(description ? {} : { 'aria-describedby': undefined })}
      header={
        <>
          <div className="flex items-start justify-between gap-2">
            <RadixDialog.Title className="pt-2 text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              {...closeProps}
              className="-mr-2 -mt-1 grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>}
        </>
      }
    >
      <div className="mt-4">{children}</div>
    </ModalSheet>
  );
}
