import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { usersApi, type LoginInput, type LoginTwoFactorInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const login = (body: LoginInput) => callApi(usersApi.login, { body });

export const loginTwoFactor = (body: LoginTwoFactorInput) => callApi(usersApi.loginTwoFactor, { body });

export const sendPhoneOtpPrelogin = (challengeId: string) =>
  callApi(usersApi.sendPhoneOtpPrelogin, { body: { challengeId } });

export const fetchSocialProviders = () => callApi(usersApi.socialProviders);

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}

export function useSendPhoneOtpPrelogin() {
  return useMutation({ mutationFn: sendPhoneOtpPrelogin });
}

export const socialProvidersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.socialProviders(), queryFn: fetchSocialProviders, staleTime: 10 * 60_000 });

/** Which sign-in buttons to show; a failure just means none. */
export function useSocialProviders() {
  return useQuery({ ...socialProvidersQueryOptions(), retry: false });
}
