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
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState } from 'react';

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

/** The board's drag context: the library's once it has come. `area` is the board, where a pointer or focus asks for it at once. */
export function BoardDragContext({ area, ...props }: DragDropContextProps & { area: React.RefObject<HTMLElement | null> }) {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const start = () =>
      void load().then(
        // A render React can pause: the board stays responsive while the cards are wired up.
        (m) => live && startTransition(() => setLoaded(m)),
        (error: unknown) => console.warn('The drag library did not load; cards still move with "Move to...".', error),
      );
    document.addEventListener('focusin', rememberFocus);
    const board = area.current;
    board?.addEventListener('pointerover', start, { once: true });
    board?.addEventListener('focusin', start, { once: true });
    // After the first paint, when the browser has nothing more urgent to do.
    const idle = requestIdleCallback(start, { timeout: 3000 });
    return () => {
      live = false;
      cancelIdleCallback(idle);
      document.removeEventListener('focusin', rememberFocus);
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
const STILL_LIST_STATE = { isDraggingOver: false, draggingOverWith: null, draggingFromThisWith: null, isUsingPlaceholder: false } as DroppableStateSnapshot;
const STILL_CARD = { innerRef: () => undefined, draggableProps: {}, dragHandleProps: null } as unknown as DraggableProvided;
const STILL_CARD_STATE = { isDragging: false, isDropAnimating: false, isClone: false, dropAnimation: null, draggingOver: null, combineWith: null, combineTargetFor: null, mode: null } as DraggableStateSnapshot;

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
