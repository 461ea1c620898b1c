/**
 * Every notification screen in one chunk: the bell's dropdown and the three pages share their rows, states and
 * calls, so one file holds them all, loaded when the bell is first opened or one of the pages is visited; the job
 * notification screen brings the technician's jobs (the maintenance feature's job screens) along. (One
 * chunk also keeps the app's first load short: the route table lists each lazy chunk's files.) The push
 * subscription refresh is here too, for the signed-in header to call after sign-in.
 */
export { NotificationsDropdown } from '../../features/notifications/components/notifications-dropdown.tsx';
export { JobNotificationScreen } from './job-notification-screen.tsx';
export { NotificationsPage } from '../../features/notifications/pages/notifications-page.tsx';
export { AllNotificationsPage } from './all-notifications-page.tsx';
export { refreshPushSubscription } from '../../features/notifications/push/push-subscription.ts';
