import { serverEvents } from '@fleetcare/shared';
import type { LiveSync } from '../../../lib/live/live-cache.ts';
import { holdLiveSocket, onLiveEvent, onLiveStatus } from '../../../lib/live/socket.ts';
import { maintenanceKeys } from '../api/maintenance-keys.ts';

/**
 * Keeps the customer's request pages current: every change to a request a customer is told about (a new or
 * revised quotation, one withdrawn, the booking settled, the request expired) is a notification in the bookings
 * category, so a NOTIFICATIONS event carrying a bookings notification not seen before makes every request (its
 * detail and its quotations) ask again; so does every reconnection (a quotation sent while the connection was down
 * must not go unseen).
 */
export const syncRequests: LiveSync = (queryClient) => {
  const release = holdLiveSocket();
  const seen = new Set<string>();
  let connectedBefore = false;
  const askAgain = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === maintenanceKeys.all[0] && queryKey[1] === 'request',
    });
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
