import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { Routes } from './routes';
import { Toaster } from '../ui/toaster';
import { AuthGate } from './auth-gate';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AuthGate>
        <Routes />
      </AuthGate>
      <Toaster />
    </QueryClientProvider>
  );
}
