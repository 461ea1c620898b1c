import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { titled } from '../shell/route-title.tsx';
import { withPageBoundary } from './lazy-page.tsx';

/** The notification screens (dropdown and pages), one chunk for all of them. */
export const loadNotificationScreens = () => import('../../pages/notifications/notification-screens.ts');

const screen = (name: 'NotificationsPage' | 'AllNotificationsPage' | 'JobNotificationScreen') => async () => ({
  Component: withPageBoundary((await loadNotificationScreens())[name]),
});

/**
 * The notification screens (signed in: /notifications, /all-notifications,
 * /inspector/inspector-job-notification), in the site layout, for signed-in users only: without the session
 * marker, to /login?redirectTo=<the full path asked for>.
 */
export const notificationRoutes: RouteObject[] = [
  {
    loader: requireSession,
    shouldRevalidate: alwaysRevalidate,
    children: [
      { path: screens.notifications, lazy: screen('NotificationsPage'), ...titled('notifications') },
      { path: screens.allNotifications, lazy: screen('AllNotificationsPage'), ...titled('allNotifications') },
      { path: screens.jobNotification, lazy: screen('JobNotificationScreen'), ...titled('jobNotification') },
    ],
  },
];
