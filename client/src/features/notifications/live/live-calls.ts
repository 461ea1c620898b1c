import {
  clientEvents,
  RECENT_NOTIFICATIONS_LIMIT,
  type AllNotificationsPayload,
  type NotificationDto,
  type NotificationsPayload,
} from '@fleetcare/shared';
import { requestLive } from '../../../lib/live/socket.ts';

/** GET_NOTIFICATIONS: the dropdown's newest notifications and the unseen count. */
export const fetchRecentNotifications = (limit = RECENT_NOTIFICATIONS_LIMIT): Promise<NotificationsPayload> =>
  requestLive(clientEvents.GET_NOTIFICATIONS, { limit });

/** REGISTER_NOTIFICATION_LAST_SEEN: the bell was opened; the badge clears in every tab. */
export const registerNotificationsSeen = () => requestLive(clientEvents.REGISTER_NOTIFICATION_LAST_SEEN);

/** MARK_NOTIFICATION_AS_CLICKED: the row greys (the server then sends every tab the new list). */
export const markNotificationClicked = (id: string): Promise<NotificationDto> =>
  requestLive(clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id });

/** loadAllNotifications: the newest `numberOfNotifications` of the user's own notifications. */
export const loadAllNotifications = (payload: {
  userId: string;
  isInspector: boolean;
  numberOfNotifications: number;
}): Promise<AllNotificationsPayload> => requestLive(clientEvents.loadAllNotifications, payload);
