import { defineApi, returns, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type { NotificationDto, PushDeviceDto, PushPublicKeyDto } from './notification.dto.ts';
import type {
  myNotificationsQuerySchema,
  notificationIdParamsSchema,
  recentNotificationsQuerySchema,
  registerPushDeviceSchema,
} from './notifications.schemas.ts';

/** Notification calls. Paths are under /api. */
export const notificationsApi = defineApi({
  /** The bell's dropdown: the newest `limit` notifications (5 by default, at most 50). */
  getRecentNotifications: {
    method: 'GET',
    path: '/users/get-recent-notifications',
    query: schema<typeof recentNotificationsQuerySchema>(),
    response: returns<Page<NotificationDto>>(),
  },
  /** The full list (/notifications, /all-notifications): `page` and `limit` (10 by default), newest first. */
  getMyNotifications: {
    method: 'GET',
    path: '/notifications/get-my-notifications',
    query: schema<typeof myNotificationsQuerySchema>(),
    response: returns<Page<NotificationDto>>(),
  },
  /** One of the caller's own notifications (the job-notification page); someone else's is NOT_FOUND. */
  getNotification: {
    method: 'GET',
    path: '/notifications/get-notification/:id',
    params: schema<typeof notificationIdParamsSchema>(),
    response: returns<NotificationDto>(),
  },
  markAsClicked: {
    method: 'POST',
    path: '/notifications/mark-as-clicked/:id',
    params: schema<typeof notificationIdParamsSchema>(),
    response: returns<NotificationDto>(),
  },
  /** Stores the browser's push subscription for the signed-in user (upsert by endpoint). */
  registerPushDevice: {
    method: 'POST',
    path: '/users/register-push-notification-device',
    body: schema<typeof registerPushDeviceSchema>(),
    response: returns<PushDeviceDto>(),
  },
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  getPushPublicKey: {
    method: 'GET',
    path: '/notifications/push-public-key',
    response: returns<PushPublicKeyDto>(),
  },
});

/** The dropdown asks for 5, the full list for 10 a page. */
export const RECENT_NOTIFICATIONS_LIMIT = 5;
export const NOTIFICATIONS_PAGE_LIMIT = 10;
export const NOTIFICATIONS_MAX_LIMIT = 50;
