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

/** Loads these once the browser is idle after the screen has drawn, so they are ready before a tap. */
export function usePreloadWhenIdle(...preloads: Preloadable<never>['preload'][]) {
  useEffect(() => {
    const run = () => preloads.forEach((p) => void p().catch(() => undefined));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1500);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, []);
}
