import { useCallback, useRef } from 'react';

/**
 * Focus for a control that comes back when something closes (the Add Task button after its inline
 * form): the second function asks for it, and the control (given the first as its `ref`) takes focus the moment React puts it back on
 * the page. A requestAnimationFrame guess could run before that render and find nothing to focus.
 */
export function useFocusWhenShown<T extends HTMLElement>(): [ref: (node: T | null) => void, focusWhenShown: () => void] {
  const wanted = useRef(false);
  const ref = useCallback((node: T | null) => {
    if (node && wanted.current) {
      wanted.current = false;
      node.focus();
    }
  }, []);
  const focusWhenShown = useCallback(() => {
    wanted.current = true;
  }, []);
  return [ref, focusWhenShown];
}
