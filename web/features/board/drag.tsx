// The board's drag and drop (@dnd-kit/core), loaded with the board: by mouse, touch or keyboard, told to
// screen readers in plain words. While a card is dragged the board draws a preview of the lists with the
// card where it would land; the drop hands that place to SPEC §4's move (board-page.tsx), which shows it
// before the preview goes, so the card never flashes back.
//
// SPEC §9's constants: a mouse drag starts after 5 px, a touch one after a 120 ms hold; near an edge
// (the outer 25% of the board) the board scrolls by at most 28 px a step, faster nearer the edge; a drop
// glides into place in 0.4 s (none under reduced motion). Issue 56, for phones:
// - the card lands in the column under the finger, wherever on the card it was held (the column is
//   picked by the finger, not by the card's middle);
// - the board scrolls sideways only as far as its last column, so a long hold at the edge stops with the
//   last column under the finger, not on "Add New Column";
// - a drop on "Add New Column" or anywhere outside a column does nothing: the card glides back and the
//   screen reader hears that it is back in its place.
// By keyboard: Space lifts a card, the arrows move it (up and down its column, left and right across
// columns, scrolling the next one into view), Space drops it, Escape puts it back.
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Column, Task } from '../../../contract/board';
import type { Place } from './move';

/** SPEC §9's drag constants. */
export const DRAG = {
  /** Pixels a mouse moves before a drag starts. */
  startDistance: 5,
  /** A touch held this long (ms) lifts the card; moving more than `touchTolerance` px first scrolls instead. */
  touchDelay: 120,
  touchTolerance: 8,
  /** The outer share of the board's width (and the page's height) where it scrolls by itself. */
  edge: 0.25,
  /** The most it scrolls in one step (a frame). */
  maxStep: 28,
  /** A drop's glide (ms): within SPEC's 0.33 to 0.55 s. */
  drop: 400,
} as const;

/** Each column's shown tasks, by column id. */
export type Lists = ReadonlyMap<number, readonly Task[]>;

/** How a card is being dragged: `pointer` (mouse or touch, drawn under the finger) or `keyboard` (in place). */
export type DragWay = 'pointer' | 'keyboard';

interface Drag {
  task: Task;
  from: Place;
  /** Where it would land now: its index in that column's list with the card in it. */
  at: Place;
  way: DragWay;
  lists: Lists;
  /** Where the finger (or mouse) lifted it, across the screen: the edge scroll's start. */
  x: number | null;
}

const columnKey = (id: number) => `column:${id}`;

/** `lists` with the task moved to `to` (its index in the destination list once it is there). */
function withTaskAt(lists: Lists, task: Task, from: Place, to: Place): Lists {
  const next = new Map(lists);
  next.set(
    from.columnId,
    (next.get(from.columnId) ?? []).filter((t) => t.id !== task.id),
  );
  const into = [...(next.get(to.columnId) ?? [])];
  into.splice(Math.min(to.index, into.length), 0, task);
  next.set(to.columnId, into);
  return next;
}

const NO_ANNOUNCEMENTS: Announcements = {
  onDragStart: () => undefined,
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

const INSTRUCTIONS = {
  draggable:
    'To move this task, press Space, then the arrow keys: up and down within a column, left and right to other columns. Space drops it, Escape cancels. Its menu also has Move to.',
};

interface BoardDragProps {
  /** The columns, left to right. */
  columns: readonly Column[];
  /** Each column's tasks as shown. */
  lists: Lists;
  /** The board's scrolling area. */
  area: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  /** A drop at a new place: the column and the index among its shown tasks (the card left out). */
  onDrop(task: Task, to: Place): void;
  /** The card as the finger carries it. */
  overlay(task: Task): ReactNode;
  /** The board, drawn with `lists` (the preview while a card is dragged). */
  children(lists: Lists, drag: { taskId: number; way: DragWay } | null): ReactNode;
}

export function BoardDrag({ columns, lists, area, reducedMotion, onDrop, overlay, children }: BoardDragProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, say] = useState('');
  // The sensors' and the collision's callbacks read the latest drag and columns.
  const now = useRef<Drag | null>(null);
  const columnIds = useRef<number[]>([]);
  useLayoutEffect(() => {
    columnIds.current = columns.map((c) => c.id);
  });
  const update = (next: Drag | null) => {
    now.current = next;
    setDrag(next);
  };

  const titleOf = (columnId: number) => columns.find((c) => c.id === columnId)?.title ?? 'the board';
  const where = (list: Lists, place: Place) =>
    `${titleOf(place.columnId)}, position ${place.index + 1} of ${Math.max(list.get(place.columnId)?.length ?? 0, place.index + 1)}`;

  /** The card goes to `to` in the preview, and the screen reader hears where. */
  const moveTo = (to: Place) => {
    const d = now.current;
    if (!d || (to.columnId === d.at.columnId && to.index === d.at.index)) return;
    const next = { ...d, at: to, lists: withTaskAt(d.lists, d.task, d.at, to) };
    update(next);
    say(where(next.lists, to));
  };

  /**
   * The column under the finger (its width and half the gap each side; the first one reaches the board's
   * left edge, the last stops there, so "Add New Column" is no column), and the place among its cards
   * above the finger. A keyboard drag is where its arrows put it.
   */
  const collide: CollisionDetection = ({ droppableContainers, pointerCoordinates }) => {
    const d = now.current;
    if (!d) return [];
    if (!pointerCoordinates) return [{ id: columnKey(d.at.columnId), data: { place: d.at } }];
    const { x, y } = pointerCoordinates;
    const boxes = droppableContainers
      .map((container) => ({ container, box: container.node.current?.getBoundingClientRect() }))
      .filter((c): c is { container: (typeof droppableContainers)[number]; box: DOMRect } => c.box !== undefined && c.box.width > 0)
      .sort((a, b) => a.box.left - b.box.left);
    const hit = boxes.find(({ box }, i) => {
      const before = boxes[i - 1]?.box;
      const after = boxes[i + 1]?.box;
      const left = before ? (before.right + box.left) / 2 : -Infinity;
      const right = after ? (box.right + after.left) / 2 : box.right + 6;
      return x >= left && x < right;
    });
    if (!hit) return [];
    const columnId = hit.container.data.current?.columnId as number;
    const cards = [...hit.container.node.current!.querySelectorAll<HTMLElement>('[data-card]')].filter(
      (card) => card.dataset.card !== String(d.task.id),
    );
    const index = cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top + box.height / 2 < y;
    }).length;
    return [{ id: hit.container.id, data: { place: { columnId, index } } }];
  };

  const follow = ({ collisions }: DragMoveEvent) => {
    if (now.current?.way !== 'pointer') return;
    const place = collisions?.[0]?.data?.place as Place | undefined;
    if (place) moveTo(place);
  };

  /** Arrow keys move the card in the preview; the sensor itself moves nothing (the card is drawn in place). */
  const keys: KeyboardCoordinateGetter = (event) => {
    const d = now.current;
    if (!d) return undefined;
    const ids = columnIds.current;
    const length = (id: number) => (d.lists.get(id) ?? []).filter((t) => t.id !== d.task.id).length;
    const { columnId, index } = d.at;
    const beside = ids[ids.indexOf(columnId) + (event.code === 'ArrowRight' ? 1 : -1)];
    const to: Place | undefined =
      event.code === 'ArrowUp'
        ? index > 0
          ? { columnId, index: index - 1 }
          : undefined
        : event.code === 'ArrowDown'
          ? index < length(columnId)
            ? { columnId, index: index + 1 }
            : undefined
          : (event.code === 'ArrowLeft' || event.code === 'ArrowRight') && beside !== undefined
            ? { columnId: beside, index: Math.min(index, length(beside)) }
            : undefined;
    if (!event.code.startsWith('Arrow')) return undefined;
    event.preventDefault();
    if (to) moveTo(to);
    else say(`${d.task.title} cannot go further that way. ${where(d.lists, d.at)}.`);
    return undefined;
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.startDistance } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelay, tolerance: DRAG.touchTolerance } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: keys,
    }),
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = Number(active.id);
    for (const [columnId, list] of lists) {
      const index = list.findIndex((t) => t.id === id);
      if (index < 0) continue;
      const from = { columnId, index };
      const way = activatorEvent instanceof KeyboardEvent ? 'keyboard' : 'pointer';
      const x =
        activatorEvent instanceof MouseEvent
          ? activatorEvent.clientX
          : ((activatorEvent as TouchEvent | null)?.touches?.[0]?.clientX ?? null);
      update({ task: list[index]!, from, at: from, way, lists, x });
      say(
        `Lifted ${list[index]!.title}, in ${where(lists, from)}.` +
          (way === 'keyboard' ? ' Use the arrow keys to move it, Space to drop it, Escape to cancel.' : ''),
      );
      return;
    }
  };

  const back = (d: Drag, why = '') => say(`${why}${d.task.title} is back in ${where(lists, d.from)}.`);

  const onDragEnd = ({ over }: DragEndEvent) => {
    const d = now.current;
    if (!d) return;
    const moved = d.at.columnId !== d.from.columnId || d.at.index !== d.from.index;
    if (d.way === 'pointer' && !over) back(d, 'Not over a column: nothing moved. ');
    else if (!moved) back(d);
    else {
      // Shown in the board's data before the preview goes (useMoveTask).
      onDrop(d.task, d.at);
      say(`Moved ${d.task.title} to ${where(d.lists, d.at)}.`);
    }
    update(null);
  };

  const onDragCancel = () => {
    const d = now.current;
    if (d) back(d);
    update(null);
  };

  useEdgeScroll(area, drag?.way === 'pointer' ? drag.x : undefined);

  // A keyboard drag keeps its card in view, the next column wholly where there is room.
  useLayoutEffect(() => {
    if (drag?.way !== 'keyboard') return;
    const card = area.current?.querySelector<HTMLElement>(`[data-card="${drag.task.id}"]`);
    card?.closest('section')?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    card?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }, [drag?.way, drag?.task.id, drag?.at, area]);

  const active = drag && { taskId: drag.task.id, way: drag.way };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      // The board scrolls sideways by useEdgeScroll; the page, up and down, by the library.
      autoScroll={{
        threshold: { x: DRAG.edge, y: DRAG.edge },
        acceleration: DRAG.maxStep,
        interval: 16,
        canScroll: (element) => element !== area.current,
      }}
      // Its instructions and (silent) live region on the body too, beside this one.
      accessibility={{ announcements: NO_ANNOUNCEMENTS, screenReaderInstructions: INSTRUCTIONS, container: document.body }}
      onDragStart={onDragStart}
      onDragMove={follow}
      onDragOver={follow}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {children(drag?.lists ?? lists, active)}
      {/* On the page's body, as the library's own: a dialog's hiding the page leaves it be, and it leaves the page be. */}
      {createPortal(
        <p aria-live="assertive" aria-atomic className="sr-only">
          {said}
        </p>,
        document.body,
      )}
      {createPortal(
        <DragOverlay zIndex={60} dropAnimation={reducedMotion ? null : { duration: DRAG.drop, easing: 'cubic-bezier(0.2, 1, 0.1, 1)' }}>
          {drag?.way === 'pointer' ? overlay(drag.task) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}

/**
 * The board scrolls sideways while a finger or the mouse carries a card near its left or right edge
 * (the outer 25%), up to 28 px a frame at the very edge, and only as far as the last column: its right
 * edge stops at the board's, so the card held there is over that column.
 */
function useEdgeScroll(area: RefObject<HTMLElement | null>, from: number | null | undefined) {
  const on = from !== undefined;
  const start = useRef(from);
  useLayoutEffect(() => {
    start.current = from;
  });
  useEffect(() => {
    const board = area.current;
    if (!on || !board) return;
    let x = start.current ?? null;
    const track = (event: PointerEvent | TouchEvent) => {
      x = 'touches' in event ? (event.touches[0]?.clientX ?? x) : event.clientX;
    };
    let frame = requestAnimationFrame(function step() {
      frame = requestAnimationFrame(step);
      if (x === null) return;
      const box = board.getBoundingClientRect();
      const zone = box.width * DRAG.edge;
      const columns = board.querySelectorAll('[data-column-id]');
      const last = columns[columns.length - 1]?.closest('section');
      const end = last ? board.scrollLeft + last.getBoundingClientRect().right - box.right : 0;
      const speed = (into: number) => Math.min(DRAG.maxStep, Math.ceil((DRAG.maxStep * Math.min(into, zone)) / zone));
      if (x > box.right - zone && board.scrollLeft < end) {
        board.scrollLeft = Math.min(end, board.scrollLeft + speed(x - (box.right - zone)));
      } else if (x < box.left + zone && board.scrollLeft > 0) {
        board.scrollLeft = Math.max(0, board.scrollLeft - speed(box.left + zone - x));
      }
    });
    window.addEventListener('pointermove', track, { passive: true });
    window.addEventListener('touchmove', track, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', track);
      window.removeEventListener('touchmove', track);
    };
  }, [area, on]);
}

/** A column as a place to drop: the whole column (its title too), so the finger anywhere on it counts. */
export const useDropColumn = (columnId: number, disabled: boolean) =>
  useDroppable({ id: columnKey(columnId), data: { columnId }, disabled });

/** A card as a thing to drag: its handle's props, merged with the card's own key handler. */
export function useDragCard(taskId: number, disabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: taskId, disabled });
  return { attributes, listeners, setNodeRef, setActivatorNodeRef };
}
