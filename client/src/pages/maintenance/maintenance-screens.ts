/**
 * The maintenance screens, each loaded on its own. The route table reaches them through this small module, so the
 * lists of files each screen needs sit here and not in the JavaScript every page loads first (the landing page's
 * budget counts each kilobyte).
 */
export const maintenanceScreens = {
  list: () => import('../../features/maintenance/pages/maintenance-list-page.tsx'),
  new: () => import('../../features/maintenance/pages/new-maintenance-page.tsx'),
  edit: () => import('../../features/maintenance/pages/edit-maintenance-page.tsx'),
  details: () => import('./maintenance-details-screen.tsx'),
  bookingSuccessful: () => import('../../features/maintenance/pages/booking-successful-page.tsx'),
  bookingCanceled: () => import('../../features/maintenance/pages/booking-canceled-page.tsx'),
  report: () => import('./report-screen.tsx'),
};
