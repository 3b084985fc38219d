// The board's drag and drop (@hello-pangea/dnd): by mouse, touch or keyboard, announced to screen
// readers. The library is part of the board's own chunk, drawn with the board from the first paint.
// Until issue 33 it was swapped in after the first paint (decision 0012); measured, that swap did not
// win a Lighthouse point on Boost Board, so it went (decision 0029).
import { DragDropContext, type DragDropContextProps } from '@hello-pangea/dnd';
import { useLayoutEffect } from 'react';

export { Draggable as BoardDraggable, Droppable as BoardDroppable } from '@hello-pangea/dnd';

/** The board's drag context. `area` is the board, which says it is ready for a drag (the browser tests wait for it). */
export function BoardDragContext({ area, ...props }: DragDropContextProps & { area: React.RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    area.current?.setAttribute('data-drag-ready', '');
  }, [area]);
  return <DragDropContext {...props} />;
}
