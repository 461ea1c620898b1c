import { serverEvents, type NotificationDto } from '@fleetcare/shared';
import type { LiveSync } from '../../../lib/live/live-cache.ts';
import { holdLiveSocket, onLiveEvent, onLiveStatus } from '../../../lib/live/socket.ts';
import { APPLICATION_STATUS_PATH } from '../paths.ts';
import { technicianKeys } from './technician-keys.ts';

/** Whether a notification is about the technician application (it opens the application's status page). */
export const isApplicationNotification = (notification: NotificationDto) =>
  notification.actionPath === APPLICATION_STATUS_PATH;

/**
 * Keeps the technician's info current while a screen shows it: the server notifies the applicant on every change
 * of status, so a NOTIFICATIONS event carrying an application notification not seen before makes the info query
 * ask again; so does every reconnection (a decision made while the connection was down must not go unseen).
 */
export const syncTechnicianStatus: LiveSync = (queryClient) => {
  const release = holdLiveSocket();
  const seen = new Set<string>();
  let connectedBefore = false;
  const askAgain = () => void queryClient.invalidateQueries({ queryKey: technicianKeys.info() });
  const stops = [
    onLiveEvent(serverEvents.NOTIFICATIONS, ({ items }) => {
      const fresh = items.filter((item) => isApplicationNotification(item) && !seen.has(item._id));
      for (const item of fresh) seen.add(item._id);
      if (fresh.length > 0) askAgain();
    }),
    onLiveStatus((status) => {
      if (status !== 'connected') return;
      if (connectedBefore) askAgain();
      connectedBefore = true;
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    release();
  };
};
