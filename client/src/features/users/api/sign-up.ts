import { useMutation } from '@tanstack/react-query';
import { usersApi, type EmailOnlyInput, type SignupInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

export const signup = (body: SignupInput) => callApi(usersApi.signup, { body });

export const resendEmailConfirmation = (body: EmailOnlyInput) => callApi(usersApi.resendEmailConfirmation, { body });

/** Confirms the address with the token of the e-mail link; the answer is a new session. */
export const verifyEmail = (token: string) =>
  callApi(usersApi.verifyEmail, {
    params: { token },
  });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
