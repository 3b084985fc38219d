// A countdown the teen starts, pauses and starts again themselves (the Public Speaking minute, the
// focus block): counted from the clock, so a slow tab does not stretch it.
import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left. */
  left: number;
  running: boolean;
  start(): void;
  pause(): void;
  reset(): void;
}

export function useCountdown(seconds: number): Countdown {
  const [left, setLeft] = useState(seconds);
  const [endAt, setEndAt] = useState<number | null>(null);

  useEffect(() => {
    if (endAt === null) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setEndAt(null);
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endAt]);

  // A new length (the focus block's minutes changed) starts the countdown afresh.
  const [forSeconds, setForSeconds] = useState(seconds);
  if (forSeconds !== seconds) {
    setForSeconds(seconds);
    setLeft(seconds);
    setEndAt(null);
  }

  const start = useCallback(() => setEndAt(Date.now() + (left === 0 ? seconds : left) * 1000), [left, seconds]);
  const pause = useCallback(() => setEndAt(null), []);
  const reset = useCallback(() => {
    setEndAt(null);
    setLeft(seconds);
  }, [seconds]);
  return { left, running: endAt !== null, start, pause, reset };
}

/** 65 -> "1:05". */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
