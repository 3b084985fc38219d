// True once the browser has painted a frame after `ready` turned true (and been idle a moment): what can wait for the screen's
// first paint (a video's download, the next items' posters) starts just after it, not beside it.
import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame's callbacks run before its paint, so the next frame's come after it has been shown;
    // then the first idle moment (half a second at most), when the browser has shown it.
    let cancelIdle: (() => void) | undefined;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (cancelIdle = whenIdle(() => setPainted(true), 500)))));
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, [ready, painted]);
  return painted;
}
