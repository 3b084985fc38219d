import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Callbacks for a memoised child: an object whose functions keep one identity for the life of the
 * component, each calling the latest of those given (the last render's, set as it is committed). A list
 * drawn with `memo` then redraws only when its data changes, not each time its parent's state does
 * (opening a dialog, say). For events only: a function called while rendering would see the last
 * render's handlers.
 */
export function useStableActions<T extends { [K in keyof T]: (...args: never[]) => unknown }>(actions: T): T {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const [stable] = useState(() => {
    const made: Partial<T> = {};
    for (const key of Object.keys(actions) as (keyof T)[]) {
      const call = (...args: never[]) => latest.current[key](...args);
      made[key] = call as T[keyof T];
    }
    return made as T;
  });
  return stable;
}
