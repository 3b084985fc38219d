import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { lazyWithPreload, usePreloadWhenIdle } from '../lib/lazy';
import { LoadBoundary } from '../ui/error-boundary';
import { anyToastYet, subscribeToToasts } from '../lib/toast';
import { AuthGate } from './auth-gate';
import { useUpdate } from '../lib/app-update';
import { OfflineBanner } from './offline-banner';
import { Routes } from './routes';

// The toaster (Radix Toast) is not needed for the first paint: it loads when the browser is idle,
// or at once if a toast comes first.
const toaster = lazyWithPreload(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })));
// "A new version is ready" is needed only once one is (web/app/pwa.ts).
const UpdatePrompt = lazy(() => import('./update-prompt'));

function NewVersion() {
  const apply = useUpdate();
  if (!apply) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <UpdatePrompt apply={apply} />
      </Suspense>
    </LoadBoundary>
  );
}

function Toasts() {
  const needed = useSyncExternalStore(subscribeToToasts, anyToastYet, () => false);
  usePreloadWhenIdle(toaster.preload);
  if (!needed) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <toaster.Component />
      </Suspense>
    </LoadBoundary>
  );
}

/** The app, on a query client made before it (main.tsx starts the first reads on it before React draws). */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <OfflineBanner />
      <AuthGate>
        <Routes />
      </AuthGate>
      <NewVersion />
      <Toasts />
    </QueryClientProvider>
  );
}
