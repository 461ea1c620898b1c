import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  usersApi,
  type CodeSentDto,
  type LoginInput,
  type LoginResultDto,
  type LoginTwoFactorInput,
  type SessionDto,
  type SocialProvidersDto,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const login = (body: LoginInput) => callApi<LoginResultDto>(usersApi.login, { body });

export const loginTwoFactor = (body: LoginTwoFactorInput) =>
  callApi<{ status: 'signed-in' } & SessionDto>(usersApi.loginTwoFactor, { body });

export const sendPhoneOtpPrelogin = (challengeId: string) =>
  callApi<CodeSentDto>(usersApi.sendPhoneOtpPrelogin, { body: { challengeId } });

export const fetchSocialProviders = () => callApi<SocialProvidersDto>(usersApi.socialProviders);

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
  queryOptions({ queryKey: authKeys.socialProviders(), queryFn: fetchSocialProviders, staleTime: 10 * 60_000 });

/** Which sign-in buttons to show; a failure just means none. */
export function useSocialProviders() {
  return useQuery({ ...socialProvidersQueryOptions(), retry: false });
}
