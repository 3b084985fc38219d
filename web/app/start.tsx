// Starts the app on the entry's query client and root (web/main.tsx): this route's code and first reads,
// then the first render.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { watchTyping } from '../lib/app-update';
import { whenIdle } from '../lib/idle';
import { App } from './app';
import { startFirstLoads } from './auth-gate';
import { preloadScreensOnIntent } from './preload-on-intent';

/** How long after the page's load the service worker is registered. */
const SETTLE_MS = 10_000;

export function start(client: QueryClient, root: Root) {
  startFirstLoads(client, window.location.pathname, window.location.search);
  watchTyping();
  preloadScreensOnIntent();
  // The first render is a transition, so React yields to the browser every few milliseconds instead
  // of holding the main thread in one long task (the static first-paint shell stays until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
  // The service worker (issue 17) once the page has loaded and settled: its code and the files it keeps
  // (the whole build, some hundreds of KB) never compete with the first screen's on a slow phone and
  // network, nor with what the user does first there.
  const register = () => setTimeout(() => whenIdle(() => void import('./pwa').then((pwa) => pwa.registerServiceWorker()), 5000), SETTLE_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
