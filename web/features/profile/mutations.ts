// Profile → Settings: saves through PATCH /api/users/current.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../contract/auth';
import type { DeleteAccountBody, UpdateSettingsBody } from '../../../contract/profile';
import { authApi, profileApi } from '../../lib/endpoints';
import { call } from '../../lib/api';
import { offerCare } from '../../lib/care-offer';
import { useSetCurrentUser } from '../../lib/session';

export function useUpdateSettings() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => call(profileApi.updateSettings, { body }),
    // A name that spoke of hurting oneself is kept for its writer and the care team (issue 51): the care
    // card shows above the screen.
    onSuccess: ({ care, ...user }) => {
      if (care) offerCare();
      return setUser(user);
    },
    meta: { successToast: { title: 'Profile Updated', description: 'Your profile changes have been saved successfully.' } },
  });
}

/** Issue 16: a new password; every other session of mine ends, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(authApi.changePassword, { body }),
    meta: {
      errorToast: 'Failed to change password',
      successToast: { title: 'Password changed', description: 'You are still signed in here; every other device was signed out.' },
    },
  });
}

/** Issue 16: every session of mine ends, this one too: the sign-in screen shows. */
export function useSignOutEverywhere() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => call(authApi.signOutEverywhere),
    onSuccess: () => setUser(null),
    meta: { errorToast: 'Failed to sign out everywhere' },
  });
}

/** Issue 16: my account and everything in it, after my password; the sign-in screen shows. */
export function useDeleteAccount() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(profileApi.deleteAccount, { body }),
    onSuccess: () => setUser(null),
    meta: {
      errorToast: 'Failed to delete your account',
      successToast: { title: 'Your account was deleted', description: 'Everything in it is gone. Take care!' },
    },
  });
}
