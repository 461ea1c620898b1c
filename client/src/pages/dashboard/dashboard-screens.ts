/**
 * The signed-in area's overview, calendar and settings screens, each loaded on its own. The route table reaches them
 * through this small module, so the lists of files each screen needs sit here and not in the JavaScript every page
 * loads first (the landing page's budget counts each kilobyte).
 */
export const dashboardScreens = {
  overview: () => import('./dashboard-page.tsx'),
  calendar: () => import('../../features/vehicles/dashboard/pages/calendar-page.tsx'),
  settings: () => import('../../features/users/components/settings-layout.tsx'),
  profileSettings: () => import('../../features/users/pages/settings/user-profile-page.tsx'),
  passwordSettings: () => import('../../features/users/pages/settings/password-settings-page.tsx'),
  twoFactorSettings: () => import('../../features/users/pages/settings/two-factor-page.tsx'),
  notificationSettings: () => import('../../features/users/pages/settings/notification-settings-page.tsx'),
  technicianProfile: () => import('./technician-profile-screen.tsx'),
  supplierProfile: () => import('../../features/spare-parts/pages/supplier-profile-page.tsx'),
};
