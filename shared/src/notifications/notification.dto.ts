import type { NotificationCategory } from '../users/auth.schemas.ts';

/** The three notification shapes; `kind` tells them apart. */
export const notificationKinds = ['plain', 'job', 'available-inspector'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

interface NotificationBaseDto {
  _id: string;
  kind: NotificationKind;
  category: NotificationCategory;
  message: string;
  /** ISO time. */
  createdAt: string;
  /** True once the user clicked it (the row is greyed). */
  isClicked: boolean;
  /** Where clicking it goes (a path inside the app), or null. */
  actionPath: string | null;
}

export interface PlainNotificationDto extends NotificationBaseDto {
  kind: 'plain';
}

export interface JobSummaryDto {
  address: string;
  city: string;
  zipCode: string;
  /** ISO time of the appointment. */
  inspectionDate: string;
}

/** A job offered to a technician: highlighted while neither accepted nor declined and still available. */
export interface JobNotificationDto extends NotificationBaseDto {
  kind: 'job';
  isJobNotification: true;
  orderId: string;
  accepted: boolean;
  declined: boolean;
  isJobStillAvailable: boolean;
  /** A signed, expiring URL of the customer's avatar, or null: show `initials` then. */
  avatar: string | null;
  initials: string;
  jobSummary: JobSummaryDto;
}

/** Tells a customer that a technician is available for their order. */
export interface AvailableInspectorNotificationDto extends NotificationBaseDto {
  kind: 'available-inspector';
  typeOfNotification: string;
  orderSequenceId: string;
  meta: { orderId: string; avatar: string | null; initials: string; fullName: string };
}

export type NotificationDto = PlainNotificationDto | JobNotificationDto | AvailableInspectorNotificationDto;

/** How many notifications arrived since the user last opened the bell. */
export interface UnseenCountDto {
  count: number;
}

export interface PushPublicKeyDto {
  /** VAPID public key, base64url (the browser's applicationServerKey). */
  publicKey: string;
}

export interface PushDeviceDto {
  _id: string;
  deviceRegId: string;
  messageType: string;
  createdAt: string;
}

/** Unread chat messages by kind of room; zero until chat lands. */
export interface UnreadMessagesDto {
  oneToOne: number;
  orderCustomer: number;
  orderInspector: number;
}
