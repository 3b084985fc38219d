import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload, usePreloadWhenIdle } from '../lib/lazy';
import { createQueryClient } from '../lib/query-client';
import { LoadBoundary } from '../ui/error-boundary';
import { anyToastYet, subscribeToToasts } from '../lib/toast';
import { AuthGate } from './auth-gate';
import { Routes } from './routes';

// The toaster (Radix Toast) is not needed for the first paint: it loads when the browser is idle,
// or at once if a toast comes first.
const toaster = lazyWithPreload(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })));

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

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AuthGate>
        <Routes />
      </AuthGate>
      <Toasts />
    </QueryClientProvider>
  );
}
