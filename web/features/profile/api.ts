// Profile → Settings: saves through PATCH /api/users/current.
import { useMutation } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '../../../contract/profile';
import { profileApi } from '../../lib/endpoints';
import { call } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/session';

export function useUpdateSettings() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => call(profileApi.updateSettings, { body }),
    onSuccess: setUser,
    meta: { successToast: { title: 'Profile Updated', description: 'Your profile changes have been saved successfully.' } },
  });
}
