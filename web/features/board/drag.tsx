// The board's drag and drop (@hello-pangea/dnd): by mouse, touch or keyboard, announced to screen
// readers. A chunk of its own, added to the board once it has drawn (drag-parts.ts says how and
// decision 0029 why).
//
// Two changes to the library's own sensors (issue 34), made through its sensor API:
// - A card dragged by mouse or touch lands where the pointer is. The library places a card by its
//   centre, so a card picked up by its edge landed a column away from the finger, and its centre set
//   off the auto-scroll early. Here the card's centre follows the pointer.
// - A keyboard drag reaches a column that is off screen: the library only moves a card into a column
//   whose cards are wholly in view, so at phone size the arrows stopped at the screen's edge. Here the
//   board first scrolls the next column into view, then moves the card.
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragDropContextProps,
  type PreDragActions,
  type Sensor,
  type SensorAPI,
  type SnapDragActions,
  useKeyboardSensor,
  useMouseSensor,
  useTouchSensor,
} from '@hello-pangea/dnd';
import { useLayoutEffect, useMemo } from 'react';
import { DRAG_OVER, type DragParts, DragPartsContext } from './drag-parts';

const PARTS: DragParts = { Draggable, Droppable };

const draggableElement = (id: string) => document.querySelector<HTMLElement>(`[data-rfd-draggable-id="${CSS.escape(id)}"]`);

/** `api` with each lift changed by `lifted`: a sensor sees the same API, its drags changed. */
function withLift(api: SensorAPI, lifted: (pre: PreDragActions, draggableId: string) => PreDragActions): SensorAPI {
  return {
    ...api,
    tryGetLock: (draggableId, forceStop, options) => {
      const pre = api.tryGetLock(draggableId, forceStop, options);
      return pre && lifted(pre, draggableId);
    },
  };
}

/**
 * A pointer drag whose card is centred on the pointer: lifted at the card's centre, then moved to the
 * pointer, so the library's centre-based drop and auto-scroll follow the finger.
 */
function centredOnPointer(pre: PreDragActions, draggableId: string): PreDragActions {
  return {
    ...pre,
    fluidLift: (pointer) => {
      const box = draggableElement(draggableId)?.getBoundingClientRect();
      if (!box) return pre.fluidLift(pointer);
      const drag = pre.fluidLift({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      drag.move(pointer);
      return drag;
    },
  };
}

function pointerSensor(useSensor: Sensor): Sensor {
  return function usePointerAtCentre(api) {
    useSensor(useMemo(() => withLift(api, centredOnPointer), [api]));
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Scrolls the board at once so `column` is wholly inside it, clear of its padding. True when it
 * scrolled: the library hears of a scroll on the next frames, and moves the card along with it.
 */
function scrollIntoBoard(board: HTMLElement, column: HTMLElement) {
  const area = board.getBoundingClientRect();
  const box = column.getBoundingClientRect();
  const inset = Number.parseFloat(getComputedStyle(board).paddingLeft) || 0;
  const past = box.right - (area.right - inset);
  const before = box.left - (area.left + inset);
  const by = past > 0 ? Math.min(past, before) : Math.min(before, 0);
  const from = board.scrollLeft;
  if (Math.abs(by) >= 1) board.scrollBy({ left: by, behavior: 'instant' });
  return board.scrollLeft !== from;
}

/** The column (section) a card is over, or came from, and the one beside it in the board's order. */
function columnBeside(card: HTMLElement, forward: boolean) {
  const board = card.closest<HTMLElement>('[data-scrolls-sideways]');
  if (!board) return null;
  const lists = [...board.querySelectorAll<HTMLElement>('[data-rfd-droppable-id]')];
  const over = lists.find((list) => list.hasAttribute(DRAG_OVER)) ?? card.closest<HTMLElement>('[data-rfd-droppable-id]');
  const next = over ? lists[lists.indexOf(over) + (forward ? 1 : -1)] : undefined;
  const column = next?.closest<HTMLElement>('section');
  return column ? { board, column } : null;
}

/**
 * A keyboard drag whose sideways moves first bring the next column into view. Moves wait their turn,
 * so a quick second arrow or Space acts after the first has landed.
 */
function revealingColumns(pre: PreDragActions, draggableId: string): PreDragActions {
  return {
    ...pre,
    snapLift: () => {
      const drag = pre.snapLift();
      let queue: Promise<void> = Promise.resolve();
      let queued = 0;
      const inTurn = (step: () => void | Promise<void>) => () => {
        if (queued === 0) {
          const waiting = step();
          if (!waiting) return;
          queued += 1;
          queue = waiting.finally(() => void (queued -= 1));
          return;
        }
        queued += 1;
        queue = queue.then(() => (drag.isActive() ? step() : undefined)).finally(() => void (queued -= 1));
      };
      const across = (forward: boolean) => () => {
        const move = () => (forward ? drag.moveRight() : drag.moveLeft());
        const card = draggableElement(draggableId);
        const beside = card && columnBeside(card, forward);
        if (!beside || !scrollIntoBoard(beside.board, beside.column)) return move();
        // The scroll reaches the library a frame or two later: then the column is there to move into.
        return nextFrame()
          .then(nextFrame)
          .then(nextFrame)
          .then(() => void (drag.isActive() && move()));
      };
      const actions: SnapDragActions = {
        ...drag,
        moveUp: inTurn(() => drag.moveUp()),
        moveDown: inTurn(() => drag.moveDown()),
        moveRight: inTurn(across(true)),
        moveLeft: inTurn(across(false)),
        drop: (options) => inTurn(() => drag.drop(options))(),
      };
      return actions;
    },
  };
}

function useRevealingKeyboardSensor(api: SensorAPI) {
  useKeyboardSensor(useMemo(() => withLift(api, revealingColumns), [api]));
}

const SENSORS = [pointerSensor(useMouseSensor), pointerSensor(useTouchSensor), useRevealingKeyboardSensor];

/**
 * The board's drag context, around its columns, whose lists and cards then draw with the library's
 * pieces. `area` is the board, which says it is ready for a drag (the tests wait for it).
 */
export function BoardDragContext({ area, children, ...props }: DragDropContextProps & { area: React.RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const board = area.current;
    board?.setAttribute('data-drag-ready', '');
    return () => board?.removeAttribute('data-drag-ready');
  }, [area]);
  return (
    <DragDropContext {...props} enableDefaultSensors={false} sensors={SENSORS}>
      <DragPartsContext value={PARTS}>{children}</DragPartsContext>
    </DragDropContext>
  );
}
