import { serverEvents } from '@fleetcare/shared';
import type { LiveSync } from '../../../lib/live/live-cache.ts';
import { holdLiveSocket, onLiveEvent, onLiveStatus } from '../../../lib/live/socket.ts';
import { maintenanceKeys } from '../api/maintenance-keys.ts';

/**
 * Keeps the technician's jobs current while a job or the jobs list is on screen: the server notifies the technicians
 * of a request whenever it changes hands (booked by another, changed, canceled, expired; a quotation declined), all
 * in the bookings category, so a NOTIFICATIONS event carrying a bookings notification not seen before makes every
 * job query ask again; so does every reconnection (a booking made while the connection was down must not go unseen).
 */
export const syncJobs: LiveSync = (queryClient) => {
  const release = holdLiveSocket();
  const seen = new Set<string>();
  let connectedBefore = false;
  const askAgain = () => void queryClient.invalidateQueries({ queryKey: maintenanceKeys.jobs() });
  const stops = [
    onLiveEvent(serverEvents.NOTIFICATIONS, ({ items }) => {
      const fresh = items.filter((item) => item.category === 'bookings' && !seen.has(item._id));
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
