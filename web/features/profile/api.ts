// Profile → Settings: saves through PATCH /api/users/current.
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract/auth';
import type { UpdateSettingsBody } from '../../../contract/profile';
import { api } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/session';

export function useUpdateSettings() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api<CurrentUser>('PATCH', '/api/users/current', body),
    onSuccess: setUser,
    meta: { successToast: { title: 'Profile Updated', description: 'Your profile changes have been saved successfully.' } },
  });
}
