// The signed-in user, shared by every screen: SPEC §7 GET /api/users/current, and signing out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CurrentUser } from '../../contract/auth';
import { call, isApiError, orNullWhenSignedOut } from './api';
import { authApi, profileApi } from './endpoints';
import {
  clearSignOutPending,
  forgetUserData,
  isOfflineError,
  knownOffline,
  markSignOutPending,
  setOfflineCopy,
  signOutPending,
  useConnection,
} from './offline';
import { toast } from './toast';

export const sessionKeys = { currentUser: ['users', 'current'] as const };

/** Sends a sign-out made offline (web/lib/offline.ts) once Rise can hear it; a 401 means it had ended. */
export async function finishPendingSignOut() {
  if (!signOutPending() || knownOffline()) return;
  try {
    await call(authApi.signOut);
    clearSignOutPending();
  } catch (error) {
    if (isApiError(error) && error.status === 401) clearSignOutPending();
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void finishPendingSignOut());

/**
 * A session started without "Keep me signed in" (a shared or school computer) keeps nothing on the
 * device: what an earlier session kept there goes now (issue 31). Nothing on screen waits for it: none
 * of it is drawn online.
 */
function keepOfflineCopyOf(user: CurrentUser): CurrentUser {
  setOfflineCopy(user.keptSignedIn);
  if (!user.keptSignedIn) void forgetUserData();
  return user;
}

export const currentUserQuery = queryOptions({
  queryHash: JSON.stringify(sessionKeys.currentUser),
  queryKey: sessionKeys.currentUser,
  // The first read of every start, before any screen reads (web/main.tsx): the session check.
  // 401 means "signed out": no data, and the sign-in screen shows. Signed out on this device while
  // offline means signed out too, whatever the cookie still says.
  queryFn: async () => {
    if (signOutPending()) {
      await finishPendingSignOut();
      return null;
    }
    const user = await orNullWhenSignedOut(call(profileApi.currentUser));
    if (user) return keepOfflineCopyOf(user);
    // The session ended (signed out everywhere, a new password or a deleted account elsewhere, or it
    // expired): everything of it on this device is gone before the sign-in screen draws (issue 31).
    setOfflineCopy(false);
    await forgetUserData();
    return null;
  },
});

export const useCurrentUser = () => useQuery(currentUserQuery);

/** The longest a browser timer waits (about 24.8 days); a later time is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Offline, the device's copy opens only until the time the service worker says (issue 52: 12 hours
 * after Rise last confirmed the session). A tab left open then forgets it too: every cache and every
 * read in memory goes, and the sign-in screen draws. Back online, the session is asked again.
 */
export function useOfflineDeadline() {
  const { offline, until } = useConnection();
  const client = useQueryClient();
  const expired = useRef(false);
  useEffect(() => {
    if (!offline && expired.current) {
      expired.current = false;
      void client.refetchQueries({ queryKey: sessionKeys.currentUser });
    }
    if (!offline || until === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const wait = until - Date.now();
      if (wait > 0) {
        timer = setTimeout(check, Math.min(wait, LONGEST_TIMER_MS));
        return;
      }
      expired.current = true;
      setOfflineCopy(false);
      void forgetUserData().then(() => {
        client.removeQueries({ predicate: (query) => query.queryHash !== currentUserQuery.queryHash });
        client.setQueryData(sessionKeys.currentUser, null);
      });
    };
    check();
    return () => clearTimeout(timer);
  }, [offline, until, client]);
}

/** Stores the user a sign-in answered, so every screen follows at once. */
export function useSetCurrentUser() {
  const client = useQueryClient();
  const show = (user: CurrentUser | null) => {
    client.removeQueries({ predicate: (query) => query.queryHash !== currentUserQuery.queryHash });
    client.setQueryData(sessionKeys.currentUser, user);
  };
  return async (user: CurrentUser | null) => {
    // Whatever was loaded for the previous user must not be shown to the next one: not on the screen,
    // not from the device offline. The device forgets it first, so nothing the next user reads is caught
    // up in the forgetting.
    const before = client.getQueryData<CurrentUser | null>(sessionKeys.currentUser);
    setOfflineCopy(Boolean(user?.keptSignedIn));
    if (user && before?.id === user.id && before.keptSignedIn === user.keptSignedIn) return show(user);
    if (user) clearSignOutPending();
    await forgetUserData();
    show(user);
    // Saved for offline (when kept signed in): a sign-in answers the user, which is otherwise read only
    // at the next start.
    if (user?.keptSignedIn) void client.refetchQueries({ queryKey: sessionKeys.currentUser });
  };
}

export function useSignOut() {
  const setUser = useSetCurrentUser();
  return useMutation({
    // Offline, this device signs out at once and the server hears it when Rise is reachable again.
    mutationFn: async () => {
      try {
        await call(authApi.signOut);
        return 'signed out' as const;
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        markSignOutPending();
        return 'signed out here' as const;
      }
    },
    onSuccess: async (how) => {
      await setUser(null);
      if (how === 'signed out here')
        toast({ title: 'Signed out on this device', description: "Rise will finish signing you out when you're back online." });
    },
    meta: { errorToast: 'Failed to sign out' },
  });
}
