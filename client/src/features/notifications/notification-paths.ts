import type { NotificationDto } from '@fleetcare/shared';

/** The notification screens' paths, written once. */
export const NOTIFICATIONS_PAGE_PATH = '/notifications';
export const ALL_NOTIFICATIONS_PATH = '/all-notifications';
export const JOB_NOTIFICATION_PATH = '/inspector/inspector-job-notification';
export const NOTIFICATION_SETTINGS_PATH = '/dashboard/settings/notification-settings';

/** The technician's page of one job notification. */
export function jobNotificationPath(notificationId: string): string {
  return `${JOB_NOTIFICATION_PATH}?${new URLSearchParams({ notification: notificationId }).toString()}`;
}

/** Where clicking a notification goes: a job offer opens its own page; the others their actionPath, if any. */
export function notificationTarget(notification: NotificationDto): string | null {
  if (notification.kind === 'job') return jobNotificationPath(notification._id);
  return notification.actionPath;
}

/** Spec point 3: a job offer stays highlighted as new while neither accepted nor declined and still available. */
export function isOpenJobOffer(notification: NotificationDto): boolean {
  return (
    notification.kind === 'job' && !notification.accepted && !notification.declined && notification.isJobStillAvailable
  );
}

/** The list with one notification shown as clicked (greyed at once, before the server confirms). */
export function withClicked<T extends NotificationDto>(items: T[], id: string): T[] {
  return items.map((item) => (item._id === id ? { ...item, isClicked: true } : item));
}
