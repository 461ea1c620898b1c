import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type CodeSentDto, type PhoneInput, type UserDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { updateLocalUser } from '../session/local-session.ts';
import { userKeys } from './user-keys.ts';

/** The pending secret of an authenticator that is not on yet (409 TWO_FACTOR_ALREADY_ENABLED once it is). */
export const fetchAuthenticatorProvisioning = () => callApi(usersApi.getAuthenticatorProvisioningUri);

export const generateNewAuthenticatorProvisioning = () => callApi(usersApi.generateNewAuthenticatorProvisioningUri);

export const provisionAuthenticator = (code: string) => callApi(usersApi.provisionAuthenticator, { body: { code } });

export const disableAuthenticator = (code: string) => callApi(usersApi.disableAuthenticator, { body: { code } });

export const sendPhoneVerificationCode = (phone?: PhoneInput) =>
  callApi(usersApi.sendPhoneVerificationCode, { body: phone ? { phone } : {} });

export const verifyPhoneOtp = (code: string) => callApi(usersApi.verifyPhoneOtp, { body: { code } });

/**
 * Phone two-factor on/off is asked twice: without a code the server sends one by SMS and answers where it went,
 * with it the change is made and the answer is the updated user.
 */
const isCodeSent = (answer: CodeSentDto | UserDto): answer is CodeSentDto => 'sentTo' in answer;

export async function sendPhone2faCode(change: 'enable' | 'disable'): Promise<CodeSentDto> {
  const answer = await callApi(change === 'enable' ? usersApi.enablePhone2fa : usersApi.disablePhone2fa, { body: {} });
  if (!isCodeSent(answer)) throw ApiError.fromBody(200, answer);
  return answer;
}

export async function confirmPhone2faChange({
  change,
  code,
}: {
  change: 'enable' | 'disable';
  code: string;
}): Promise<UserDto> {
  const answer = await callApi(change === 'enable' ? usersApi.enablePhone2fa : usersApi.disablePhone2fa, {
    body: { code },
  });
  if (isCodeSent(answer)) throw ApiError.fromBody(200, answer);
  return answer;
}

export const authenticatorQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.authenticator(),
    queryFn: fetchAuthenticatorProvisioning,
    staleTime: Infinity,
    retry: false,
  });

export function useAuthenticatorProvisioning(enabled: boolean) {
  return useQuery({ ...authenticatorQueryOptions(), enabled });
}

/** A two-factor change answers with the updated user: cache and storage take it, the security log refreshes. */
function useTwoFactorChange<Input>(mutationFn: (input: Input) => Promise<UserDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      updateLocalUser(queryClient, user);
      queryClient.removeQueries({ queryKey: userKeys.authenticator() });
      void queryClient.invalidateQueries({ queryKey: userKeys.recentActivities() });
    },
  });
}

export function useGenerateNewAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNewAuthenticatorProvisioning,
    onSuccess: (provisioning) => queryClient.setQueryData(userKeys.authenticator(), provisioning),
  });
}

export const useProvisionAuthenticator = () => useTwoFactorChange(provisionAuthenticator);
export const useDisableAuthenticator = () => useTwoFactorChange(disableAuthenticator);
export const useSendPhoneVerificationCode = () => useMutation({ mutationFn: sendPhoneVerificationCode });
export const useVerifyPhoneOtp = () => useTwoFactorChange(verifyPhoneOtp);
export const useSendPhone2faCode = () => useMutation({ mutationFn: sendPhone2faCode });
export const useConfirmPhone2faChange = () => useTwoFactorChange(confirmPhone2faChange);
