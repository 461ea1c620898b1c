import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type NotificationSettings } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const fetchNotificationSettings = () => callApi(usersApi.getNotificationSettings);

export const updateNotificationSettings = (body: NotificationSettings) =>
  callApi(usersApi.updateNotificationSettings, { body });

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.notificationSettings(), queryFn: fetchNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(userKeys.notificationSettings(), settings),
  });
}
