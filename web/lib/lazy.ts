// Code that is not needed for a screen's first paint (a dialog's form and the schemas it validates
// with, another route's screen) loads apart, and can be asked for early: when the browser is idle
// after the screen has drawn, or while the session is checked.
import { type ComponentType, lazy, useEffect } from 'react';

export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Starts loading the code (once; a failed load, say offline, is tried again next time). */
  preload(): Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyWithPreload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Preloadable<React.ComponentProps<C>> {
  let loading: Promise<{ default: C }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { Component: lazy(once) as unknown as ComponentType<React.ComponentProps<C>>, preload: once };
}

/**
 * How long after a screen draws its later code loads: long enough that a slow phone has finished
 * starting the screen (evaluating a module blocks the main thread, and a tap then waits), short
 * enough that it is there before most taps. A tap before that loads it at once.
 */
export const PRELOAD_DELAY_MS = 6000;

/** Loads these when the browser is idle, a while after the screen has drawn, so they are ready before a tap. */
export function usePreloadWhenIdle(...preloads: Preloadable<never>['preload'][]) {
  useEffect(() => {
    const run = () => preloads.forEach((p) => void p().catch(() => undefined));
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 4000 });
      else run();
    }, PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, []);
}
