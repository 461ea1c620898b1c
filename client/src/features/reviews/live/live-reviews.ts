import type { NotificationDto } from '@fleetcare/shared';
import { syncOnNotifications } from '../../../lib/live/sync-on-notifications.ts';
import { reviewKeys } from '../api/review-keys.ts';

/**
 * A new review (to its technician) and a reply (to its customer) are notifications in the bookings category: each
 * new one (and each reconnection) makes the caller's own reviews ask again while they are on screen.
 */
export const syncMyReviews = syncOnNotifications(
  (notification: NotificationDto) => notification.category === 'bookings',
  (queryClient) => void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
);
