import type { NotificationDto } from '@fleetcare/shared';
import { syncOnNotifications } from '../../../lib/live/sync-on-notifications.ts';
import { APPLICATION_STATUS_PATH } from '../paths.ts';
import { technicianKeys } from './technician-keys.ts';

/** Whether a notification is about the technician application (it opens the application's status page). */
export const isApplicationNotification = (notification: NotificationDto) =>
  notification.actionPath === APPLICATION_STATUS_PATH;

/**
 * Keeps the technician's info current while a screen shows it: the server notifies the applicant on every change
 * of status, so each new application notification (and each reconnection) makes the info query ask again.
 */
export const syncTechnicianStatus = syncOnNotifications(
  isApplicationNotification,
  (queryClient) => void queryClient.invalidateQueries({ queryKey: technicianKeys.info() }),
);
