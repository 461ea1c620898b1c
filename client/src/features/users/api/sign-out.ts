import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usersApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { clearLocalSession } from '../session/local-session.ts';
import { LOGIN_PATH } from '../session/redirect-target.ts';

export const logout = () => callApi(usersApi.logout);

export const logoutEverywhere = () => callApi(usersApi.logoutEverywhere);

/**
 * Sign-out: tells the server, then forgets the session here and goes to /login EVEN IF the call
 * failed (offline, server down, session already gone): the visitor asked to leave.
 */
function useEndSession(mutationFn: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn,
    onSettled: () => {
      clearLocalSession(queryClient);
      void navigate(LOGIN_PATH, { replace: true });
    },
  });
}

export function useSignOut() {
  return useEndSession(logout);
}

/** Ends every session of the account, this one included. */
export function useSignOutEverywhere() {
  return useEndSession(logoutEverywhere);
}
