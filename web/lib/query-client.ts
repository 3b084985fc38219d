// TanStack Query with SPEC §4's data behaviour, and the one place mutation failures become toasts.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { isClaimed, isFieldRefusal, noteToasted } from './failures';
import { forgetUserData, isOfflineError } from './offline';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * SPEC §8: the toast shown when this mutation fails: a text for the 'Error' toast, or a title
       * and description ('Failed to track mood' / 'Please try again later.'). A title alone is said with
       * the server's own words ("You cannot decide on a case about your own words.").
       */
      errorToast?: string | { title: string; description?: string };
      /** Toast shown when it succeeds. */
      successToast?: { title: string; description?: string; duration?: number };
      /** It cannot change the user's progress or notifications (marking them read, say). */
      keepsProgress?: boolean;
    };
  }
}

const CURRENT_USER_HASH = JSON.stringify(['users', 'current']);
// The keys of web/lib/session.ts and web/lib/progress.ts (which import this module's neighbours).
const CURRENT_USER_KEY = ['users', 'current'];
const PROGRESS_KEY = ['progress'];
const NOTIFICATIONS_KEY = ['notifications'];

export function createQueryClient() {
  /**
   * A 401 on any call means the session ended (signed out in another tab, or expired): forget
   * everything and let the sign-in screen show, on the same route.
   */
  const signedOut = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return false;
    void forgetUserData();
    client.removeQueries({ predicate: (q) => q.queryHash !== CURRENT_USER_HASH });
    client.setQueryData(['users', 'current'], null);
    return true;
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline, a read still asks (the service worker may answer what was saved)
      // and a write fails at once; TanStack's default would pause both and send the write later,
      // behind the user's back (issue 17).
      // retryOnMount false: a read that failed is not sent again because a second part of the screen
      // mounts with it (SPEC §4: no retries); Retry buttons and Refresh ask again.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
    // SPEC §8: a failed read is logged; its screen shows what SPEC says (sample data, an empty list).
    queryCache: new QueryCache({ onError: (error) => signedOut(error) || console.warn('A read failed.', error) }),
    mutationCache: new MutationCache({
      onError(error, _vars, _ctx, mutation) {
        if (signedOut(error)) return;
        const say = () => {
          // Offline: one plain message, the same everywhere.
          const text = isOfflineError(error)
            ? { title: "You're offline", description: "Nothing was sent. Try again when you're back online." }
            : mutation.meta?.errorToast;
          if (!text) return console.warn('A mutation failed; its screen shows why.', error);
          noteToasted(error);
          const said = isApiError(error) ? error.detail : 'Please try again.';
          toast({
            ...(typeof text === 'string' ? { title: 'Error', description: text } : { description: said, ...text }),
            variant: 'destructive',
          });
        };
        // SPEC §8's toast comes at once (a form that sees it toasted says nothing more); a refusal that
        // names its fields waits for a form to claim it (useForm shows it by field, a few microtasks from
        // now) and is toasted only when no form did (issue 54: one way each).
        if (!isFieldRefusal(error)) say();
        else
          setTimeout(() => {
            if (!isClaimed(error)) say();
          });
      },
      onSuccess(_data, _vars, _ctx, mutation) {
        const success = mutation.meta?.successToast;
        if (success) toast(success);
        // A write may have counted toward progress (a task completed, a mood tracked) or made a
        // notification: what shows them reads again when it next opens, and the bell's dot now.
        if (!mutation.meta?.keepsProgress) {
          void client.invalidateQueries({ queryKey: PROGRESS_KEY, refetchType: 'none' });
          void client.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'none' });
          void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        }
      },
    }),
  });
  return client;
}
