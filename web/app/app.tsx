import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { lazyWithPreload, usePreloadWhenIdle } from '../ui/lazy';
import { anyToastYet, subscribeToToasts } from '../lib/toast';
import { AuthGate } from './auth-gate';
import { useUpdate } from '../lib/app-update';
import { OfflineBanner } from './offline-banner';
import { Routes } from './routes';

// The toaster (Radix Toast) is not needed for the first paint: it loads when the browser is idle,
// or at once if a toast comes first.
const toaster = lazyWithPreload(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })), { failed: null });
// "A new version is ready" is needed only once one is (web/app/pwa.ts).
const UpdatePrompt = lazyWithPreload(() => import('./update-prompt'), { failed: null }).Component;

function NewVersion() {
  const apply = useUpdate();
  if (!apply) return null;
  return <UpdatePrompt apply={apply} />;
}

function Toasts() {
  const needed = useSyncExternalStore(subscribeToToasts, anyToastYet, () => false);
  usePreloadWhenIdle(toaster.preload);
  if (!needed) return null;
  return <toaster.Component />;
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
