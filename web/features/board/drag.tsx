// The drag library (@hello-pangea/dnd: about 27 KB on the wire, and a costly first render on a slow
// phone) comes just after the board has drawn, when the browser is idle, or at once when a pointer or
// the keyboard reaches the board. Until then the same children draw the board without the drag wiring,
// so the cards are there sooner and nothing moves or changes size when it arrives; opening a card and
// its ⋮ menu ("Move to...") work all along. Decision 0012.
import type {
  DragDropContextProps,
  DraggableProps,
  DraggableProvided,
  DraggableRubric,
  DraggableStateSnapshot,
  DroppableProps,
  DroppableProvided,
  DroppableStateSnapshot,
} from '@hello-pangea/dnd';
import type * as Pangea from '@hello-pangea/dnd';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../lib/idle';
import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';

type Library = typeof Pangea;

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const load = () =>
  (loading ??= import('@hello-pangea/dnd').then(
    (m) => (library = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

const Loaded = createContext<Library | null>(null);

/**
 * The library's arrival draws the board's columns anew (its components wrap the same children): what
 * had focus then (a card, a column's button) gets it back, found by its task id or its name.
 */
let lastFocus: { taskId?: string; label?: string } | null = null;
function rememberFocus(event: FocusEvent) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  lastFocus = target ? { taskId: target.dataset.taskId, label: target.getAttribute('aria-label') ?? undefined } : null;
}
function restoreFocus() {
  if (!lastFocus || (document.activeElement && document.activeElement !== document.body)) return;
  const { taskId, label } = lastFocus;
  const selector = taskId ? `[data-task-id="${CSS.escape(taskId)}"]` : label ? `main [aria-label="${CSS.escape(label)}"]` : null;
  if (selector) document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
}

const DRAG_IDLE_DELAY_MS = 1000;
const CALM_CHECK_MS = 300;

/** A finger or button is down: the press and its click must land on the same card or button. */
let pressing = false;
const press = () => void (pressing = true);
// After the click that follows, not before it.
const release = () => void setTimeout(() => (pressing = false), 0);

/** A press is under way, a menu or dialog is open or opening, or a text field on the board has focus. */
function busy(area: HTMLElement | null) {
  if (pressing) return true;
  // A ⋮ pressed before its menu's code has come says so (web/ui/item-menu.tsx).
  if (
    document.querySelector('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"], [aria-expanded="true"], [data-opening]')
  )
    return true;
  const active = document.activeElement;
  return Boolean(area && active && area.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]'));
}

/** The board's drag context: the library's once it has come. `area` is the board, where a pointer or focus asks for it at once. */
export function BoardDragContext({ area, ...props }: DragDropContextProps & { area: React.RefObject<HTMLElement | null> }) {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    let calm: ReturnType<typeof setTimeout> | undefined;
    // The board's columns are drawn anew, so never under an open menu or dialog, or while a field on
    // the board is being typed in (they would close, or lose their text): it waits till the user is
    // done. And in one go (flushSync), so that no tap can land between the check and the new board.
    const swap = (m: Library) => {
      if (!live) return;
      if (busy(area.current)) calm = setTimeout(() => swap(m), CALM_CHECK_MS);
      else flushSync(() => setLoaded(m));
    };
    const start = () =>
      void load().then(swap, (error: unknown) => console.warn('The drag library did not load; cards still move with "Move to...".', error));
    document.addEventListener('focusin', rememberFocus);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    const board = area.current;
    board?.addEventListener('pointerover', start, { once: true });
    board?.addEventListener('focusin', start, { once: true });
    // A second after the first paint (the board's first draw, and its largest text, come first), when
    // the browser has nothing more urgent to do.
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => (cancelIdle = whenIdle(start, 3000)), DRAG_IDLE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(calm);
      cancelIdle?.();
      document.removeEventListener('focusin', rememberFocus);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      board?.removeEventListener('pointerover', start);
      board?.removeEventListener('focusin', start);
    };
  }, [loaded, area]);
  useLayoutEffect(() => {
    if (!loaded) return;
    restoreFocus();
    // Said on the board for the browser tests, which wait for it before a drag.
    area.current?.setAttribute('data-drag-ready', '');
  }, [loaded, area]);
  return <Loaded.Provider value={loaded}>{loaded ? <loaded.DragDropContext {...props} /> : props.children}</Loaded.Provider>;
}

const STILL_LIST = { innerRef: () => undefined, droppableProps: {}, placeholder: null } as unknown as DroppableProvided;
const STILL_LIST_STATE = {
  isDraggingOver: false,
  draggingOverWith: null,
  draggingFromThisWith: null,
  isUsingPlaceholder: false,
} as DroppableStateSnapshot;
const STILL_CARD = { innerRef: () => undefined, draggableProps: {}, dragHandleProps: null } as unknown as DraggableProvided;
const STILL_CARD_STATE = {
  isDragging: false,
  isDropAnimating: false,
  isClone: false,
  dropAnimation: null,
  draggingOver: null,
  combineWith: null,
  combineTargetFor: null,
  mode: null,
} as DraggableStateSnapshot;

/** A column's list of cards: a drop target once the library has come. */
export function BoardDroppable(props: DroppableProps) {
  const loaded = useContext(Loaded);
  return loaded ? <loaded.Droppable {...props} /> : props.children(STILL_LIST, STILL_LIST_STATE);
}

/** A card: draggable once the library has come. */
export function BoardDraggable(props: DraggableProps) {
  const loaded = useContext(Loaded);
  if (loaded) return <loaded.Draggable {...props} />;
  const rubric = { draggableId: props.draggableId, type: 'DEFAULT', source: { droppableId: '', index: props.index } } as DraggableRubric;
  return props.children(STILL_CARD, STILL_CARD_STATE, rubric);
}
