// A long list's first draw shows its first few items; the rest follow in a render React can pause, so a
// slow phone draws the top of the screen sooner and has no long task to sit through (Lighthouse's
// blocking time). After that first draw, every change draws the whole list at once.
import { useDeferredValue } from 'react';

export function useFirstDrawLimit<T>(items: T[] | undefined, count: number): T[] | undefined {
  const whole = useDeferredValue(items !== undefined, false);
  return whole || !items ? items : items.slice(0, count);
}
