import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/** One of the maintenance screens, through the module that loads each (its file lists stay out of this chunk). */
const screen = (name: 'list' | 'new' | 'edit' | 'details' | 'bookingSuccessful' | 'bookingCanceled' | 'report') =>
  page(async () => (await import('../../pages/maintenance/maintenance-screens.ts')).maintenanceScreens[name]());

/**
 * /dashboard/maintenance/*: the customer's requests and the request form (new, edit). The landing page's "Book
 * now" asks for /dashboard/maintenance?bookingMaintenance=true: that opens the form.
 */
export const maintenanceRoutes: RouteObject[] = [
  {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) =>
      new URL(request.url).searchParams.get('bookingMaintenance') === 'true' ? redirect(screens.newMaintenance) : null,
    lazy: screen('list'),
    ...titled('maintenance'),
  },
  {
    path: screens.newMaintenance,
    lazy: screen('new'),
    ...titled('newMaintenance'),
  },
  {
    path: screens.editMaintenance,
    lazy: screen('edit'),
    ...titled('editMaintenance'),
  },
];

/** /book-a-pro: signed in only (else to /login and back here), then the request form. */
export const bookAProRoute: RouteObject = {
  path: screens.bookAPro,
  loader: (args: LoaderFunctionArgs) => {
    requireSession(args);
    return redirect(screens.newMaintenance);
  },
  shouldRevalidate: alwaysRevalidate,
  ...titled('bookAPro'),
};

/** /dashboard/maintenance/show/{maintenanceId}: one request of the customer, its quotations, and booking one. */
export const maintenanceDetailsRoute: RouteObject = {
  path: screens.maintenanceDetails,
  lazy: screen('details'),
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
  lazy: screen('bookingSuccessful'),
  ...titled('bookingSuccessful'),
};

/**
 * /status/booking-canceled?maintenance=…: signed in only. Where a cancelled booking ends: the rule that applied and
 * what went back to the wallet.
 */
export const bookingCanceledRoute: RouteObject = {
  path: screens.bookingCanceled,
  loader: requireSession,
  shouldRevalidate: alwaysRevalidate,
  lazy: screen('bookingCanceled'),
  ...titled('bookingCanceled'),
};

/**
 * /view-report/vehicle-inspection/{orderId}: signed in only (else to /login and back here). A job's report for its
 * customer, the vehicle's collaborators and its mechanic; printable, so it stands in the site layout.
 */
export const reportRoute: RouteObject = {
  path: screens.viewReport,
  loader: requireSession,
  shouldRevalidate: alwaysRevalidate,
  lazy: screen('report'),
  ...titled('viewReport'),
};
