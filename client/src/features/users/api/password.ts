import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type ChangePasswordInput, type EmailOnlyInput, type SaveNewPasswordInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const requestPasswordResetEmail = (body: EmailOnlyInput) =>
  callApi(usersApi.requestPasswordResetEmail, { body });

export const checkPasswordResetLink = (id: string, token: string) =>
  callApi(usersApi.checkPasswordResetLink, {
    params: { id, token },
  });

/**
 * Saves the new password; the answer is a new session (every other session is ended), or the second sign-in step
 * when the account has two-factor.
 */
export const saveNewPassword = (body: SaveNewPasswordInput) => callApi(usersApi.saveNewPassword, { body });

/** Changes the password; the other devices are signed out unless asked not to. */
export const changePassword = (body: ChangePasswordInput) => callApi(usersApi.changePassword, { body });

export function useRequestPasswordResetEmail() {
  return useMutation({ mutationFn: requestPasswordResetEmail });
}

export const resetLinkQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: userKeys.resetLink(id, token),
    queryFn: () => checkPasswordResetLink(id, token),
    retry: false,
    staleTime: Infinity,
  });

export function useResetLink(id: string, token: string) {
  return useQuery({ ...resetLinkQueryOptions(id, token), enabled: id !== '' && token !== '' });
}

export function useSaveNewPassword() {
  return useMutation({ mutationFn: saveNewPassword });
}

/** Changes the password; this device gets a new session and others may end, so the device list is refetched. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.sessions() });
    },
  });
}
