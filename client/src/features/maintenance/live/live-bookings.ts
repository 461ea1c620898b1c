import type { QueryClient } from '@tanstack/react-query';
import { serverEvents } from '@fleetcare/shared';
import type { LiveSync } from '../../../lib/live/live-cache.ts';
import { holdLiveSocket, onLiveEvent, onLiveStatus } from '../../../lib/live/socket.ts';
import { maintenanceKeys } from '../api/maintenance-keys.ts';

/**
 * Every change to a request that its customer or its technicians are told about (a quotation sent, revised,
 * withdrawn or declined; a booking; a change, cancellation or expiry) is a notification in the bookings category. A
 * NOTIFICATIONS event carrying a bookings notification not seen before makes `askAgain` run, and so does every
 * reconnection (a change made while the connection was down must not go unseen).
 */
function syncOnBookings(askAgain: (queryClient: QueryClient) => void): LiveSync {
  return (queryClient) => {
    const release = holdLiveSocket();
    const seen = new Set<string>();
    let connectedBefore = false;
    const stops = [
      onLiveEvent(serverEvents.NOTIFICATIONS, ({ items }) => {
        const fresh = items.filter((item) => item.category === 'bookings' && !seen.has(item._id));
        for (const item of fresh) seen.add(item._id);
        if (fresh.length > 0) askAgain(queryClient);
      }),
      onLiveStatus((status) => {
        if (status !== 'connected') return;
        if (connectedBefore) askAgain(queryClient);
        connectedBefore = true;
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      release();
    };
  };
}

/**
 * Keeps the technician's jobs current while a job or the jobs list is on screen: every job query asks again, and so
 * does their own quotation (the customer may have declined it).
 */
export const syncJobs = syncOnBookings(
  (queryClient) =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === maintenanceKeys.all[0] && (queryKey[1] === 'jobs' || queryKey[1] === 'quotation'),
    }),
);

/** Keeps the customer's request pages current: every request (its detail and its quotations) asks again. */
export const syncRequests = syncOnBookings(
  (queryClient) =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === maintenanceKeys.all[0] && queryKey[1] === 'request',
    }),
);
