// The one way to load code later, used by web/app alone (decisions 0029 and 0046): a route's screen, the
// toaster, the level-up moment. Declared with `lazyWithPreload`, the code is asked for early: when the
// browser is idle right after the screen has drawn (`usePreloadWhenIdle`), when a link to the route is
// pointed at (web/app/preload-on-intent.ts), and at the latest when it is drawn.
// Its Component has Suspense and an error boundary built in: while the code comes its `fallback` shows
// (nothing by default), and a chunk that could not come (offline, say) shows a small Retry instead of
// breaking the screen. A component whose code has come draws at once, without suspending.
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, createElement, use, useEffect } from 'react';
import { LoadBoundary } from './error-boundary';
import { whenIdle } from '../lib/idle';

export interface Preloadable<P> {
  /** The component, with Suspense and an error boundary around it (see the header). */
  Component: ComponentType<P>;
  /** Starts loading the code (once; a failed load, say offline, is tried again next time). */
  preload(): Promise<unknown>;
  /** The code has come: the component draws at once, without suspending. */
  loaded(): boolean;
}

export interface LaterOptions {
  /** Drawn while the code loads: nothing by default. */
  fallback?: ReactNode;
  /** Drawn when the code could not load; by default a small message with Retry (web/ui/error-boundary.tsx). */
  failed?: ReactNode;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyWithPreload<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  options: LaterOptions = {},
): Preloadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const { fallback = null, failed } = options;
  let loading: Promise<{ default: C }> | undefined;
  let loaded: C | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        // Marked as React's use() reads a settled promise: drawn after this, it answers at once, without
        // suspending for a turn.
        if (loading) Object.assign(loading, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => once();

  /** Asks for the code as it draws: suspends until it has come, unless it already has. */
  function Suspending(props: P) {
    return createElement(use(once()).default, props);
  }
  /** The component inside its error boundary and Suspense (see the header). */
  function Later(props: P) {
    return (
      <LoadBoundary fallback={failed}>
        <Suspense fallback={fallback}>
          <Suspending {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return {
    Component: Later,
    preload,
    loaded: () => loaded !== undefined,
  };
}

/**
 * Loads these when the browser is idle right after the screen has drawn (a frame after its first paint),
 * so they are there before a tap. Loading is one request each, fetched apart from the main thread; their
 * evaluation waits for an idle moment.
 */
export function usePreloadWhenIdle(...items: (Pick<Preloadable<never>, 'preload'> | (() => Promise<unknown>))[]) {
  useEffect(() => {
    const run = () => items.forEach((item) => void (typeof item === 'function' ? item() : item.preload()).catch(() => undefined));
    let cancelIdle: (() => void) | undefined;
    // A frame's callbacks run before its paint, so the next frame's come after it has been shown.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (cancelIdle = whenIdle(run, 4000)))));
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, []);
}
