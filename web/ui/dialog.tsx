// Modal dialogs: `Dialog` (a form or a message: bottom sheet on a phone, centred card on wider screens)
// and `ModalSheet`, what every modal here is made of (the comments sheet too). Focus moves in, Tab
// loops inside, Escape, Close and a tap on the scrim close it, and focus returns to what opened it
// however it closes. The rest of the screen is hidden from screen readers (aria-hidden, as Radix
// does) and does not scroll (an attribute on <html>, styles.css).
//
// Built to answer a tap at once (decision 0030): the sheet, its title and Close draw in the tap's own
// frame, and what is inside in the next, so a long form never holds up the sheet. It is plain React and
// the DOM rather than Radix's Dialog: Radix's layers, focus scope, focus guards, portal and presence
// were most of the script a tap on a dialog's button ran before the sheet showed (decision 0030).
import { hideOthers } from 'aria-hidden';
import { X } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { holdToastsAtTop } from '../lib/toast';

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
/** What Tab can reach: the loop at the sheet's ends finds its first and last. */
const TABBABLE = `a[href], button:not([disabled]), ${FIELDS}, [tabindex]:not([tabindex="-1"])`;
/** On <html> while a dialog is open: the page behind does not scroll (styles.css). */
const MODAL_OPEN = 'data-modal-open';
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

/** The open sheets, the last opened last: Escape closes that one. */
const openSheets: { close(): void }[] = [];

function onEscape(event: globalThis.KeyboardEvent) {
  // A menu or an alert inside a sheet answers its own Escape first (and prevents or stops it).
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = openSheets.at(-1);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/**
 * Escape closes the sheet opened last, wherever focus is (it may still be on what opened the sheet
 * until the inside is drawn). Registered as the sheet is drawn, with a layout effect.
 */
function useCloseOnEscape(close: () => void) {
  const latest = useRef(close);
  useLayoutEffect(() => {
    latest.current = close;
  });
  useLayoutEffect(() => {
    const sheet = { close: () => latest.current() };
    openSheets.push(sheet);
    if (openSheets.length === 1) document.addEventListener('keydown', onEscape);
    return () => {
      openSheets.splice(openSheets.indexOf(sheet), 1);
      if (openSheets.length === 0) document.removeEventListener('keydown', onEscape);
    };
  }, []);
}

/** An open sheet's title, description and Close. */
interface SheetParts {
  titleId: string;
  descriptionId: string;
  close(): void;
}

const SheetContext = createContext<SheetParts | null>(null);

function useSheet(): SheetParts {
  const sheet = useContext(SheetContext);
  if (!sheet) throw new Error("A sheet's title, description or Close is drawn outside its ModalSheet.");
  return sheet;
}

/** The sheet's name (its aria-labelledby). */
export function SheetTitle(props: Omit<ComponentProps<'h2'>, 'id'>) {
  return <h2 {...props} id={useSheet().titleId} />;
}

/** What the sheet is for, in a sentence (its aria-describedby, when the sheet says it has one). */
export function SheetDescription(props: Omit<ComponentProps<'p'>, 'id'>) {
  return <p {...props} id={useSheet().descriptionId} />;
}

/** Closes the sheet; marked as where focus may go first (ModalSheet's `focus`). */
export function SheetClose({ onClick, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const { close } = useSheet();
  return (
    <button
      {...props}
      {...{ [CLOSE]: '' }}
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
    />
  );
}

/** At Tab from the last control, focus goes to the first; at Shift+Tab from the first, to the last. */
function loopTab(event: KeyboardEvent<HTMLElement>) {
  const sheet = event.currentTarget;
  const stops = [...sheet.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === sheet)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalSheetProps {
  /** Drawn while true (true unless said). */
  open?: boolean;
  /** Escape, Close or a tap on the scrim: the sheet asks to close. */
  onClose(): void;
  /** The sheet's own classes (where it sits, its size and padding). */
  className: string;
  /**
   * Where focus goes once the inside is drawn: 'field', the control marked data-autofocus (a dialog's
   * main action), else the first field, else Close; 'close', Close (a phone's keyboard stays down).
   */
  focus: 'field' | 'close';
  /** The sheet has a SheetDescription (its aria-describedby). */
  described?: boolean;
  /** 'alertdialog' for a question that interrupts (a confirm): screen readers say it at once. */
  role?: 'dialog' | 'alertdialog';
  /** The title (SheetTitle) and a Close (SheetClose): drawn at once. */
  header: ReactNode;
  /** Drawn the frame after. */
  children: ReactNode;
}

export function ModalSheet({ open = true, ...props }: ModalSheetProps) {
  // Drawn only while open: each opening is a new sheet, whose effects run once as it opens and closes.
  return open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({ onClose, className, focus, described = false, role = 'dialog', header, children }: Omit<ModalSheetProps, 'open'>) {
  const id = useId();
  const titleId = `${id}title`;
  const descriptionId = `${id}description`;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // What had focus as the sheet opened (dialogs here open from state, not a trigger), read before any
  // effect moves it: focus goes back there as the sheet closes, however it closes.
  const [opener] = useState(() => document.activeElement);
  const sheet = useRef<HTMLDivElement | null>(null);
  const setSheet = useCallback((node: HTMLDivElement | null) => {
    sheet.current = node;
    setContent(node);
  }, []);
  useLayoutEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus();
        return;
      }
      // Where that is gone (what the sheet did redrew it) and focus would be lost to the top of the
      // page, the screen's main region.
      const active = document.activeElement;
      if (!active || active === document.body || sheet.current?.contains(active)) document.getElementById('main')?.focus();
    },
    [opener],
  );
  // A toast about this form (an error) must not cover the sheet's buttons.
  useEffect(() => holdToastsAtTop(), []);
  useModal(content);
  const parts = useMemo<SheetParts>(() => ({ titleId, descriptionId, close: onClose }), [titleId, descriptionId, onClose]);
  useCloseOnEscape(parts.close);
  const filled = useFilledAfterTheSheet(true);
  useEffect(() => {
    if (!filled || !content || content.contains(document.activeElement)) return;
    const first =
      (focus === 'field' && (content.querySelector<HTMLElement>('[data-autofocus]') ?? content.querySelector<HTMLElement>(FIELDS))) ||
      content.querySelector<HTMLElement>(`[${CLOSE}]`);
    first?.focus();
  }, [filled, content, focus]);
  return createPortal(
    <SheetContext.Provider value={parts}>
      {/* The scrim takes every tap outside the sheet; a tap on it closes the sheet. */}
      <div aria-hidden className="fixed inset-0 z-40 touch-none bg-scrim" onClick={parts.close} />
      <div
        ref={setSheet}
        role={role}
        aria-modal
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        // Until what is inside has been drawn (a frame), assistive technology may wait for it.
        aria-busy={!filled || undefined}
        tabIndex={-1}
        className={`overscroll-contain focus:outline-none ${className}`}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && !event.defaultPrevented) loopTab(event);
        }}
      >
        {header}
        {filled ? children : null}
      </div>
    </SheetContext.Provider>,
    document.body,
  );
}

export interface DialogProps {
  /** Drawn while true (true unless said: a dialog drawn only while open needs none). */
  open?: boolean;
  /** Escape, Close or a tap on the scrim: the dialog asks to close. */
  onClose(): void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Dialog({ open = true, onClose, title, description, children }: DialogProps) {
  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      focus="field"
      className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-sheet w-full max-w-md overflow-y-auto rounded-t-sheet border border-line bg-surface p-5 pb-safe-5 text-fg shadow-raised sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-sheet"
      described={Boolean(description)}
      header={
        <>
          <div className="flex items-start justify-between gap-2">
            <SheetTitle className="pt-2 text-lg font-bold">{title}</SheetTitle>
            <SheetClose
              aria-label="Close"
              className="-mr-2 -mt-1 grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </SheetClose>
          </div>
          {description && <SheetDescription className="mt-1 text-sm text-muted">{description}</SheetDescription>}
        </>
      }
    >
      <div className="mt-4">{children}</div>
    </ModalSheet>
  );
}
