import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type SecurityAnswersInput, type UpdateMeInput, type UserDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { updateLocalUser } from '../session/local-session.ts';
import { userKeys } from './user-keys.ts';

export const RECENT_ACTIVITIES_PAGE_SIZE = 10;

export const updateMe = (body: UpdateMeInput) => callApi(usersApi.updateMe, { body });

export function uploadMyAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return callApi(usersApi.uploadMyAvatar, { body });
}

export const saveSecurityAnswers = (body: SecurityAnswersInput) => callApi(usersApi.saveUserSecurityAnswers, { body });

export const initiateAccountDeletion = (body: { password?: string; reason?: string }) =>
  callApi(usersApi.initiateAccountDeletion, { body });

export const cancelAccountDeletion = () => callApi(usersApi.cancelAccountDeletion);

export const fetchRecentActivities = (page: number) =>
  callApi(usersApi.recentActivities, {
    query: { page, limit: RECENT_ACTIVITIES_PAGE_SIZE },
  });

/** A mutation whose answer is the updated user: cache and local storage take it at once. */
function useUserMutation<Input>(mutationFn: (input: Input) => Promise<UserDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      updateLocalUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: userKeys.recentActivities() });
    },
  });
}

export const useUpdateMe = () => useUserMutation(updateMe);
export const useUploadMyAvatar = () => useUserMutation(uploadMyAvatar);
export const useSaveSecurityAnswers = () => useUserMutation(saveSecurityAnswers);
export const useInitiateAccountDeletion = () => useUserMutation(initiateAccountDeletion);
export const useCancelAccountDeletion = () => useUserMutation(cancelAccountDeletion);

/** The security log, newest first, a page at a time ("load more"). */
export function useRecentActivities() {
  return useInfiniteQuery({
    queryKey: userKeys.recentActivities(),
    queryFn: ({ pageParam }) => fetchRecentActivities(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
