import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/**
 * /dashboard/maintenance/*: the customer's requests and the request form (new, edit). The landing page's "Book
 * now" asks for /dashboard/maintenance?bookingMaintenance=true: that opens the form.
 */
export const maintenanceRoutes: RouteObject[] = [
  {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) =>
      new URL(request.url).searchParams.get('bookingMaintenance') === 'true' ? redirect(screens.newMaintenance) : null,
    lazy: page(() => import('../../features/maintenance/pages/maintenance-list-page.tsx')),
    ...titled('maintenance'),
  },
  {
    path: screens.newMaintenance,
    lazy: page(() => import('../../features/maintenance/pages/new-maintenance-page.tsx')),
    ...titled('newMaintenance'),
  },
  {
    path: screens.editMaintenance,
    lazy: page(() => import('../../features/maintenance/pages/edit-maintenance-page.tsx')),
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
