// Sign-in, sign-up and the demo account; each answers the current user, stored for every screen.
import { useMutation } from '@tanstack/react-query';
import type { SignInBody, SignUpBody } from '../../../contract/auth';
import { authApi } from '../../lib/endpoints';
import { call } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/session';

export function useSignIn() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: SignInBody) => call(authApi.signIn, { body }),
    onSuccess: setUser,
  });
}

export function useSignUp() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: SignUpBody) => call(authApi.signUp, { body }),
    onSuccess: setUser,
  });
}

export function useTryDemo() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => call(authApi.demo),
    onSuccess: setUser,
    meta: { errorToast: 'Could not start the demo. Please try again.' },
  });
}
