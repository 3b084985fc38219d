// The board's columns and cards draw with the drag library's pieces once its chunk has come (drag.tsx
// provides them here) and without them until then: the same markup, the cards' menus and Move to...
// already working. The library is about 27 KB of the board's 34 KB (brotli); drawn without it, Boost
// Board's first paint no longer waits for it (decision 0029 has the Lighthouse figures).
//
// Adding the library draws the columns anew (its context sits above them), so the board waits for a
// moment at rest (nothing being typed in it, no menu or dialog open) and puts focus back where it was.
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
 * a card). It is added when it has come and the board is at rest: nothing typed in it, no menu or
 * dialog open (wanted, at once). Focus on a card or a button in the board goes back to the same one.
 */
export function useDragLayer(layer: DragLayer, area: RefObject<HTMLElement | null>, drawn: boolean) {
  const [on, setOn] = useState(layer.loaded);
  const [wanted, setWanted] = useState(false);
  /** Which of the board's focusable elements had focus as the library was added. */
  const refocus = useRef(-1);
  /** The library is on screen (set as the columns with it commit, before any later event). */
  const shown = useRef(on);

  useEffect(() => {
    if (on || !(drawn || wanted)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const atRest = (board: HTMLElement) => {
      const focused = document.activeElement;
      const typing = focused !== null && board.contains(focused) && focused.matches(TYPING);
      return !typing && board.querySelector(':popover-open') === null && !document.documentElement.hasAttribute('data-modal-open');
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
      const board = area.current;
      if (!live || !board) return;
      if (!wanted && !atRest(board)) {
        timer = setTimeout(addWhenAtRest, REST_CHECK_MS);
        return;
      }
      refocus.current = [...board.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
      if (!wanted) {
        document.addEventListener('pointerdown', interrupt, true);
        document.addEventListener('keydown', interrupt, true);
      }
      startTransition(() => setOn(true));
    }
    const load = () => void layer.preload().then(addWhenAtRest, () => undefined /* offline: the board works without it */);
    let frame = 0;
    let cancelIdle: (() => void) | undefined;
    // Wanted: now. Otherwise when the browser is idle after the board's paint (a frame's callbacks run
    // before its paint, so the next frame's come after it), so the request never delays that paint.
    if (wanted) load();
    else frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (cancelIdle = whenIdle(load, IDLE_WAIT_MS)))));
    return () => {
      live = false;
      stopListening();
      cancelAnimationFrame(frame);
      cancelIdle?.();
      clearTimeout(timer);
    };
  }, [on, drawn, wanted, layer, area]);

  // The columns were drawn anew: focus goes back to where it was (it fell to the page with the old ones).
  useLayoutEffect(() => {
    shown.current = on;
    if (!on || refocus.current < 0) return;
    area.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[refocus.current]?.focus();
    refocus.current = -1;
  }, [on, area]);

  const want = useCallback(() => setWanted(true), []);
  return { on, want };
}
