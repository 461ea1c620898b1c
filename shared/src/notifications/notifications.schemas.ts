import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';
import { NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_PAGE_LIMIT, RECENT_NOTIFICATIONS_LIMIT } from './notifications.api.ts';

const limitField = (fallback: number) =>
  wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(NOTIFICATIONS_MAX_LIMIT, v.limitInvalid).default(fallback);

const notificationIdField = () => yup.string().trim().required(v.notificationInvalid).uuid(v.notificationInvalid);

/** GET /users/get-recent-notifications?limit= (5 by default, at most 50). */
export const recentNotificationsQuerySchema = yup.object({ limit: limitField(RECENT_NOTIFICATIONS_LIMIT) });
export type RecentNotificationsQuery = yup.InferType<typeof recentNotificationsQuerySchema>;

/** GET /notifications/get-my-notifications?page=&limit= (10 a page by default). */
export const myNotificationsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: limitField(NOTIFICATIONS_PAGE_LIMIT),
});
export type MyNotificationsQuery = yup.InferType<typeof myNotificationsQuerySchema>;

export const notificationIdParamsSchema = yup.object({ id: notificationIdField() });

/** base64 or base64url (browsers send base64url without padding) of exactly `bytes` bytes. */
const base64Of = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (3 - (bytes % 3)) % 3;
  return new RegExp(`^[A-Za-z0-9_\\-+/]{${chars}}={0,${padding}}$`);
};

const httpUrl = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .max(2000, message)
    .test('http-url', message, (value) => {
      if (!value) return false;
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

/**
 * POST /users/register-push-notification-device: the browser's PushSubscription in the API's field names.
 * deviceRegId is the subscription's endpoint; userP256dhKey the browser's P-256 public key (65 bytes) and
 * userAuthKey its 16-byte auth secret.
 */
export const registerPushDeviceSchema = yup.object({
  deviceRegId: httpUrl(v.pushEndpointInvalid),
  messageType: yup
    .string()
    .trim()
    .lowercase()
    .matches(/^[a-z][a-z0-9-]{0,29}$/, v.messageTypeInvalid)
    .default('web'),
  userP256dhKey: yup.string().trim().required(v.pushKeyInvalid).matches(base64Of(65), v.pushKeyInvalid),
  userAuthKey: yup.string().trim().required(v.pushKeyInvalid).matches(base64Of(16), v.pushKeyInvalid),
});
export type RegisterPushDeviceInput = yup.InferType<typeof registerPushDeviceSchema>;

/** Socket GET_NOTIFICATIONS {limit}. */
export const getNotificationsPayloadSchema = yup.object({ limit: limitField(RECENT_NOTIFICATIONS_LIMIT) });

/** Socket MARK_NOTIFICATION_AS_CLICKED {id}. */
export const markNotificationClickedPayloadSchema = yup.object({ id: notificationIdField() });

/** Socket loadAllNotifications {userId, isInspector, numberOfNotifications}. */
export const loadAllNotificationsPayloadSchema = yup.object({
  userId: yup.string().trim().required(v.userInvalid).uuid(v.userInvalid),
  isInspector: yup.boolean().typeError(v.booleanInvalid).default(false),
  numberOfNotifications: limitField(NOTIFICATIONS_PAGE_LIMIT),
});
export type LoadAllNotificationsPayload = yup.InferType<typeof loadAllNotificationsPayloadSchema>;
