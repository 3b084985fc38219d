// The board's columns and cards draw with the drag library's pieces once its chunk has come (drag.tsx
// provides them here) and without them until then: the same markup, the cards' menus and Move to...
// already working. The library is about 27 KB of the board's 34 KB (brotli); drawn without it, Boost
// Board's first paint no longer waits for it (decision 0029 has the Lighthouse figures).
//
// Adding the library draws the columns anew (its context sits above them), so the board waits for a
// moment at rest (nothing being typed in it, no form, menu or dialog open) and puts focus back where it was.
// A keyboard user who presses Space on a card before then gets the library at once (useDragLayer).
import type { Draggable, Droppable } from '@hello-pangea/dnd';
import { whenIdle } from '../../lib/idle';
import { type RefObject, createContext, startTransition, use, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface DragParts {
  Draggable: typeof Draggable;
  Droppable: typeof Droppable;
}

/** The library's pieces (drag.tsx), or null while the board draws without them. */
export const DragPartsContext = createContext<DragParts | null>(null);
export const useDragParts = () => use(DragPartsContext);

/** Asks for the library now: a drag begun by keyboard (Space on a card) before it came. */
export const WantDragContext = createContext<() => void>(() => undefined);
export const useWantDrag = () => use(WantDragContext);

/** The attribute a column's list carries while a card is dragged over it. */
export const DRAG_OVER = 'data-drag-over';

/** The longest the library waits for the browser to be idle after the board's paint. */
const IDLE_WAIT_MS = 2000;
/** How often a board that is in use is checked again for a moment at rest. */
const REST_CHECK_MS = 500;

/** What can hold focus in the board: the same list, in the same order, with the library or without. */
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';
const TYPING = 'input, select, textarea';

interface DragLayer {
  preload(): Promise<unknown>;
  loaded(): boolean;
}

/**
 * Whether the board draws with the drag library. Its code is asked for once the board has drawn its
 * tasks (`drawn`), so it never competes with them, or at once when a card wants it (`want`, Space on
 * a card); a load that failed (offline) is asked for again at the next press or focus in the board. It
 * is added when it has come and the board is at rest (nothing being typed, no form, menu or dialog open;
 * wanted, at once), around the columns inside `area`, which stays (so does its scroll). Focus on a card
 * or a button in the board goes back to the same one.
 */
export function useDragLayer(layer: DragLayer, area: RefObject<HTMLElement | null>, drawn: boolean) {
  const [on, setOn] = useState(layer.loaded);
  /** How many times a card has asked for the library (each asks again, in case a load failed). */
  const [wanted, setWanted] = useState(0);
  /** Where focus was as the library was added: a card's handle, else the nth focusable element. */
  const refocus = useRef<{ taskId: string | null; index: number } | null>(null);
  /** The library is on screen (set as the columns with it commit, before any later event). */
  const shown = useRef(on);

  useEffect(() => {
    const boardElement = area.current;
    if (on || !(drawn || wanted) || !boardElement) return;
    const board: HTMLElement = boardElement;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const atRest = () => {
      const focused = document.activeElement;
      const typing = focused !== null && board.contains(focused) && focused.matches(TYPING);
      // An open ⋮ menu says so with aria-expanded (ItemMenu); an inline form (a new task's title) is open.
      const inUse = board.querySelector('form, [aria-expanded="true"]') !== null;
      return !typing && !inUse && !document.documentElement.hasAttribute('data-modal-open');
    };
    // A press or a key while React draws the columns anew (a transition, so a slow phone stays responsive)
    // calls it off: the press may open a menu or a form that the new columns would not have. Tried again
    // at the next moment at rest.
    const interrupt = () => {
      stopListening();
      if (shown.current) return; // too late: it is drawn
      setOn(false);
      timer = setTimeout(addWhenAtRest, REST_CHECK_MS);
    };
    const stopListening = () => {
      document.removeEventListener('pointerdown', interrupt, true);
      document.removeEventListener('keydown', interrupt, true);
    };
    function addWhenAtRest() {
      if (!live) return;
      if (!wanted && !atRest()) {
        timer = setTimeout(addWhenAtRest, REST_CHECK_MS);
        return;
      }
      const focused = document.activeElement;
      refocus.current = board.contains(focused)
        ? { taskId: focused?.getAttribute('data-task-id') ?? null, index: [...board.querySelectorAll(FOCUSABLE)].indexOf(focused!) }
        : null;
      if (!wanted) {
        document.addEventListener('pointerdown', interrupt, true);
        document.addEventListener('keydown', interrupt, true);
      }
      startTransition(() => setOn(true));
    }
    // Offline, say: the board works without it, and a press or focus in the board asks again.
    const retryOnUse = () => {
      board.addEventListener('pointerdown', load, { once: true });
      board.addEventListener('focusin', load, { once: true });
    };
    function load() {
      board.removeEventListener('pointerdown', load);
      board.removeEventListener('focusin', load);
      void layer.preload().then(addWhenAtRest, () => live && retryOnUse());
    }
    let frame = 0;
    let cancelIdle: (() => void) | undefined;
    // Wanted: now. Otherwise when the browser is idle after the board's paint (a frame's callbacks run
    // before its paint, so the next frame's come after it), so the request never delays that paint.
    if (wanted) load();
    else frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (cancelIdle = whenIdle(load, IDLE_WAIT_MS)))));
    return () => {
      live = false;
      stopListening();
      board.removeEventListener('pointerdown', load);
      board.removeEventListener('focusin', load);
      cancelAnimationFrame(frame);
      cancelIdle?.();
      clearTimeout(timer);
    };
  }, [on, drawn, wanted, layer, area]);

  // The columns were drawn anew: focus, which fell to the page with the old ones, goes back to the same
  // card (by its task, should the list have changed meanwhile) or the same button.
  useLayoutEffect(() => {
    shown.current = on;
    const was = refocus.current;
    refocus.current = null;
    const board = area.current;
    if (!on || !was || !board || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const card = was.taskId === null ? null : board.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(was.taskId)}"]`);
    (card ?? board.querySelectorAll<HTMLElement>(FOCUSABLE)[was.index])?.focus();
  }, [on, area]);

  const want = useCallback(() => setWanted((n) => n + 1), []);
  return { on, want };
}
