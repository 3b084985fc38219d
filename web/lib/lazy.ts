// Code that is not needed for a screen's first paint (a dialog's form and the schemas it validates
// with, another route's screen) loads apart, and can be asked for early: when the browser is idle
// after the screen has drawn, or while the session is checked.
import { type ComponentType, createElement, use, useEffect } from 'react';
import { whenIdle } from './idle';

export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Starts loading the code (once; a failed load, say offline, is tried again next time). */
  preload(): Promise<unknown>;
  /** The code has come: the component draws at once, without suspending. */
  loaded(): boolean;
}

/**
 * Like React.lazy, but a component whose code has already arrived (preloaded while the session was
 * checked, say) renders at once, without suspending for a turn and drawing its fallback first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyWithPreload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Preloadable<React.ComponentProps<C>> {
  let loading: Promise<{ default: C }> | undefined;
  let loaded: C | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(props: React.ComponentProps<C>) {
    const component = loaded ?? use(once()).default;
    return createElement(component, props);
  }
  return { Component: Lazy, preload: once, loaded: () => loaded !== undefined };
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
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => (cancelIdle = whenIdle(run, 4000)), PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, []);
}
