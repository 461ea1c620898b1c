import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { screens, suppliersApi, type NotificationDto, type SupplierProfileDto } from '@fleetcare/shared';
import { callApi, type BodyOf } from '../../../lib/api-client.ts';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { syncOnNotifications } from '../../../lib/live/sync-on-notifications.ts';
import { sparePartKeys } from './spare-part-keys.ts';

/** The whole profile as save-supplier-profile takes it. */
export type SupplierProfileInput = BodyOf<typeof suppliersApi.saveSupplierProfile>;

export const fetchMySupplierProfile = () => callApi(suppliersApi.getMySupplierProfile);
export const saveSupplierProfile = (body: SupplierProfileInput) => callApi(suppliersApi.saveSupplierProfile, { body });
export const submitSupplierProfile = () => callApi(suppliersApi.submitSupplierProfile);

/** Whether a notification is about the supplier profile's review (it opens the profile). */
export const isSupplierProfileNotification = (notification: NotificationDto) =>
  notification.actionPath === screens.supplierProfile;

/**
 * Keeps the supplier profile current while a screen shows it: the server notifies the supplier on every step of the
 * review, so each such notification (and each reconnection) makes the profile query ask again.
 */
const syncSupplierProfile = syncOnNotifications(
  isSupplierProfileNotification,
  (queryClient) => void queryClient.invalidateQueries({ queryKey: sparePartKeys.supplierProfile() }),
);

/** The signed-in supplier's profile, following the admins' review live. */
export function useMySupplierProfile() {
  useLiveSync(syncSupplierProfile);
  return useQuery({ queryKey: sparePartKeys.supplierProfile(), queryFn: fetchMySupplierProfile, staleTime: 30_000 });
}

/** A call whose answer is the whole SupplierProfileDto: the cache takes it at once. */
function useSupplierMutation<Input>(mutationFn: (input: Input) => Promise<SupplierProfileDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(sparePartKeys.supplierProfile(), profile),
  });
}

export const useSaveSupplierProfile = () => useSupplierMutation(saveSupplierProfile);
export const useSubmitSupplierProfile = () => useSupplierMutation(submitSupplierProfile);
