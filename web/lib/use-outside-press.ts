import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `active`, a press outside `root` calls `onOutside`, and Escape calls `onEscape` (SPEC §2: a
 * click outside the bell's panel, or an open board form, closes it).
 */
export function useOutsidePress(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void, onEscape: () => void = onOutside) {
  // The latest handlers, without re-adding the listeners on every render.
  const handlers = useRef({ onOutside, onEscape });
  useEffect(() => {
    handlers.current = { onOutside, onEscape };
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) handlers.current.onOutside();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onEscape();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, root]);
}
