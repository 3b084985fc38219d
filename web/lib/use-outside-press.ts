import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `active`, a click outside `root` calls `onOutside`, and Escape with focus inside it calls
 * `onEscape` (SPEC §2: a click outside the bell's panel, or an open board form, closes it). A click,
 * not a press: a finger scrolling the page (or a board sideways) is not a click outside.
 */
export function useOutsidePress(
  root: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
  onEscape: () => void = onOutside,
) {
  // The latest handlers, without re-adding the listeners on every render.
  const handlers = useRef({ onOutside, onEscape });
  useEffect(() => {
    handlers.current = { onOutside, onEscape };
  });
  useEffect(() => {
    if (!active) return;
    // The click that opened this is still on its way to the document: only later clicks count.
    const since = performance.now();
    const onClick = (event: MouseEvent) => {
      if (event.timeStamp <= since) return;
      if (!root.current?.contains(event.target as Node)) handlers.current.onOutside();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape belongs to what has focus: a menu, a dialog or a drag elsewhere closes on its own.
      if (event.key === 'Escape' && !event.defaultPrevented && root.current?.contains(document.activeElement)) handlers.current.onEscape();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, root]);
}
