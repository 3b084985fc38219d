// TanStack Query with SPEC §4's data behaviour, and the one place mutation failures become toasts.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toaster';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** SPEC §8 text of the 'Error' toast shown when this mutation fails. */
      errorToast?: string;
      /** Toast shown when it succeeds. */
      successToast?: { title: string; description?: string; duration?: number };
    };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError(error, _vars, _ctx, mutation) {
        const text = mutation.meta?.errorToast;
        if (text) toast({ title: 'Error', description: text, variant: 'destructive' });
        else console.warn('A mutation failed; its screen shows why.', error);
      },
      onSuccess(_data, _vars, _ctx, mutation) {
        const success = mutation.meta?.successToast;
        if (success) toast(success);
      },
    }),
  });
}
