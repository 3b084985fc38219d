// Sign-in, sign-up and the demo account; each answers the current user, stored for every screen.
import { useMutation } from '@tanstack/react-query';
import type { ShutOutAppealBody, SignInBody, SignUpBody } from '../../../contract/auth';
import { authApi } from '../../lib/endpoints';
import { call } from '../../lib/api';
import { offerCare } from '../../lib/care-offer';
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
    // A name that spoke of hurting oneself is kept for its writer and the care team (issue 51): the app
    // opens with the care card.
    onSuccess: ({ care, ...user }) => {
      if (care) offerCare();
      return setUser(user);
    },
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

/** A suspended or closed account asks for another look with its password (issue 52): it cannot sign in. */
export function useAppealShutOut() {
  return useMutation({
    mutationFn: (body: ShutOutAppealBody) => call(authApi.appealShutOut, { body }),
    // The sign-in screen says what went wrong (a wrong password, asked already): its form claims it.
  });
}
