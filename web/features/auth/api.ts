// Sign-in, sign-up and the demo account; each answers the current user, stored for every screen.
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, SignInBody, SignUpBody } from '../../../contract/auth';
import { api } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/session';

export function useSignIn() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: SignInBody) => api<CurrentUser>('POST', '/api/auth/sign-in', body),
    onSuccess: setUser,
  });
}

export function useSignUp() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: SignUpBody) => api<CurrentUser>('POST', '/api/auth/sign-up', body),
    onSuccess: setUser,
  });
}

export function useTryDemo() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => api<CurrentUser>('POST', '/api/auth/demo'),
    onSuccess: setUser,
    meta: { errorToast: 'Could not start the demo. Please try again.' },
  });
}
