import type { NotificationDto } from '@fleetcare/shared';
import { syncOnNotifications } from '../../../lib/live/sync-on-notifications.ts';
import { maintenanceKeys } from '../api/maintenance-keys.ts';

/**
 * Every change to a request that its customer or its technicians are told about (a quotation sent, revised,
 * withdrawn or declined; a booking; a change, cancellation or expiry) is a notification in the bookings category:
 * each new one (and each reconnection) makes the request's or the job's queries ask again.
 */
const isBookingsNotification = (notification: NotificationDto) => notification.category === 'bookings';

/**
 * Keeps the technician's jobs current while a job or the jobs list is on screen: every job query asks again, and so
 * does their own quotation (the customer may have declined it).
 */
export const syncJobs = syncOnNotifications(
  isBookingsNotification,
  (queryClient) =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === maintenanceKeys.all[0] && (queryKey[1] === 'jobs' || queryKey[1] === 'quotation'),
    }),
);

/** Keeps the customer's request pages current: every request (its detail and its quotations) asks again. */
export const syncRequests = syncOnNotifications(
  isBookingsNotification,
  (queryClient) =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === maintenanceKeys.all[0] && queryKey[1] === 'request',
    }),
);
