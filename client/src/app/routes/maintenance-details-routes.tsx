import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/** /dashboard/maintenance/show/{maintenanceId}: one request of the customer, its quotations, and booking one. */
export const maintenanceDetailsRoute: RouteObject = {
  path: screens.maintenanceDetails,
  lazy: page(() => import('../../features/maintenance/pages/maintenance-details-page.tsx')),
  ...titled('maintenanceDetails'),
};

/**
 * /status/booking-successful?maintenance=…: signed in only. Where a booking ends, and where the gateway's checkout
 * sends the browser back with ?reference=… after a card payment.
 */
export const bookingSuccessfulRoute: RouteObject = {
  path: screens.bookingSuccessful,
  loader: requireSession,
  shouldRevalidate: alwaysRevalidate,
  lazy: page(() => import('../../features/maintenance/pages/booking-successful-page.tsx')),
  ...titled('bookingSuccessful'),
};
