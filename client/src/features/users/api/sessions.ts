import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const fetchMySessions = () => callApi(usersApi.getMySessions);

export const endSession = (id: string) => callApi(usersApi.endSession, { params: { id } });

/** The account's signed-in devices; fetched afresh on each visit (other devices sign in and out meanwhile). */
export function useMySessions() {
  return useQuery({ queryKey: userKeys.sessions(), queryFn: fetchMySessions, staleTime: 0 });
}

/** Ends another device's session; the answer, the devices still signed in, becomes the list. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (devices) => {
      queryClient.setQueryData(userKeys.sessions(), devices);
      void queryClient.invalidateQueries({ queryKey: userKeys.recentActivities() });
    },
  });
}
