/**
 * The technician registration's screens, each loaded on its own. The route table reaches them through this small
 * module, so the lists of files each screen needs sit here and not in the JavaScript every page loads first (the
 * landing page's budget counts each kilobyte).
 */
export const technicianRegistrationScreens = {
  registration: () => import('./technician-registration.tsx'),
  applicationStatus: () => import('../../features/technicians/pages/application-status-page.tsx'),
  referenceCheck: () => import('../../features/technicians/pages/reference-check-page.tsx'),
};
