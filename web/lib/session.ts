// The signed-in user, shared by every screen: SPEC §7 GET /api/users/current, and signing out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../contract/auth';
import { call, orNullWhenSignedOut } from './api';
import { authApi, profileApi } from './endpoints';

export const sessionKeys = { currentUser: ['users', 'current'] as const };

export const currentUserQuery = queryOptions({
  queryHash: JSON.stringify(sessionKeys.currentUser),
  queryKey: sessionKeys.currentUser,
  // 401 means "signed out": no data, and the sign-in screen shows.
  queryFn: () => orNullWhenSignedOut(call(profileApi.currentUser)),
});

export const useCurrentUser = () => useQuery(currentUserQuery);

/** Stores the user a sign-in answered, so every screen follows at once. */
export function useSetCurrentUser() {
  const client = useQueryClient();
  return (user: CurrentUser | null) => {
    // Whatever was loaded for the previous user must not be shown to the next one.
    client.removeQueries({ predicate: (query) => query.queryHash !== currentUserQuery.queryHash });
    client.setQueryData(sessionKeys.currentUser, user);
  };
}

export function useSignOut() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => call(authApi.signOut),
    onSuccess: () => setUser(null),
    meta: { errorToast: 'Failed to sign out' },
  });
}
