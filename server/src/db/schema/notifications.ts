import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationCategory, NotificationKind } from '@fleetcare/shared';
import { users } from './users.ts';

/** The fields a job notification adds; the avatar is kept as a file key and signed when sent. */
export interface JobNotificationData {
  orderId: string;
  accepted: boolean;
  declined: boolean;
  isJobStillAvailable: boolean;
  avatarKey: string | null;
  initials: string;
  jobSummary: { address: string; city: string; zipCode: string; inspectionDate: string };
}

/** The fields an available-inspector notification adds. */
export interface AvailableInspectorNotificationData {
  typeOfNotification: string;
  orderSequenceId: string;
  meta: { orderId: string; avatarKey: string | null; initials: string; fullName: string };
}

export type NotificationData = JobNotificationData | AvailableInspectorNotificationData | Record<string, never>;

/** Every notification shown in the bell and the notification pages; newest first per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull().default('plain'),
    category: text().$type<NotificationCategory>().notNull(),
    message: text().notNull(),
    /** A path inside the app that clicking the notification opens. */
    actionPath: text(),
    /** The shape-specific fields (job, available-inspector); {} for a plain notification. */
    data: jsonb().$type<NotificationData>().notNull().default({}),
    clickedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc())],
);

/** Browser push subscriptions (the API names them deviceRegId, messageType, userP256dhKey, userAuthKey). */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service URL of the subscription (deviceRegId). */
    endpoint: text().notNull(),
    messageType: text().notNull().default('web'),
    /** The browser's P-256 public key, base64url (userP256dhKey). */
    p256dh: text().notNull(),
    /** The browser's 16-byte auth secret, base64url (userAuthKey). */
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
    /** Failed sends in a row (other than 404/410, which delete the device). */
    failures: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('push_devices_endpoint_unique').on(table.endpoint),
    index('push_devices_user_idx').on(table.userId),
  ],
);
