import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { alwaysRevalidate, guestOnly, requireSession } from '../features/users/session/guards.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { adminPanelRoute } from './routes/admin-routes.tsx';
import { vehicleRoutes } from './routes/vehicle-routes.tsx';
import { earningsRoute } from './routes/earnings-routes.tsx';
import {
  bookAProRoute,
  bookingCanceledRoute,
  bookingSuccessfulRoute,
  maintenanceDetailsRoute,
  maintenanceRoutes,
  reportRoute,
} from './routes/maintenance-routes.tsx';
import { page, screensFrom } from './routes/lazy-page.tsx';
import { notificationRoutes } from './routes/notification-routes.tsx';
import { publicPageRoutes } from './routes/public-routes.tsx';
import { technicianRegistrationRoutes } from './routes/technician-registration-routes.tsx';
import { sparePartRoutes } from './routes/spare-part-routes.tsx';
import { subscriptionRoutes } from './routes/subscription-routes.tsx';
import { paymentSettingsRoute, walletRoutes } from './routes/wallet-routes.tsx';
import { RouteError } from './route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { titled } from './shell/route-title.tsx';

const accountScreen = screensFrom(async () => (await import('../pages/users/account-screens.ts')).accountScreens);
const dashboardScreen = screensFrom(
  async () => (await import('../pages/dashboard/dashboard-screens.ts')).dashboardScreens,
);

const notFoundPage = (): RouteObject => ({
  path: '*',
  lazy: page(() => import('../pages/not-found-page.tsx')),
  ...titled('notFound'),
});

/**
 * The one route table: every screen of the app is a path here, with its guard, its layout and its tab title. The
 * paths come from the shared screens table (the server answers any other path with 404), so each route names its
 * whole path.
 */
export const routes: RouteObject[] = [
  {
    // Scrolling, page views, the cookie banner, the request-a-call modal and notices, around every layout.
    Component: AppShell,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: SiteLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: page(() => import('../pages/landing/landing-page.tsx')), ...titled('home') },
              {
                // Only for signed-out visitors: a signed-in visitor goes to /dashboard.
                loader: guestOnly,
                shouldRevalidate: alwaysRevalidate,
                children: [
                  {
                    path: screens.login,
                    lazy: accountScreen('login'),
                    ...titled('login'),
                  },
                  {
                    path: screens.signup,
                    lazy: accountScreen('signup'),
                    ...titled('signup'),
                  },
                  {
                    path: screens.requestConfirmationEmail,
                    lazy: accountScreen('requestConfirmationEmail'),
                    ...titled('requestConfirmationEmail'),
                  },
                  {
                    path: screens.resetPassword,
                    lazy: accountScreen('resetPassword'),
                    ...titled('resetPassword'),
                  },
                  {
                    path: screens.enterNewPassword,
                    lazy: accountScreen('enterNewPassword'),
                    ...titled('enterNewPassword'),
                  },
                ],
              },
              {
                path: screens.businessRegister,
                lazy: accountScreen('businessRegister'),
                ...titled('businessRegister'),
              },
              {
                path: screens.confirmEmail,
                lazy: accountScreen('confirmEmail'),
                ...titled('confirmEmail'),
              },
              {
                path: screens.sentPasswordReset,
                lazy: accountScreen('sentPasswordReset'),
                ...titled('sentPasswordReset'),
              },
              bookingSuccessfulRoute,
              bookingCanceledRoute,
              ...publicPageRoutes,
              ...notificationRoutes,
              ...technicianRegistrationRoutes,
              bookAProRoute,
              reportRoute,
              notFoundPage(),
            ],
          },
        ],
      },
      {
        // Signed-in area: without the session marker, to /login?redirectTo=<the full path asked for>.
        path: screens.dashboard,
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: page(() => import('./layouts/dashboard-layout.tsx')),
        ErrorBoundary: RouteError,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                lazy: dashboardScreen('overview'),
                ...titled('dashboard'),
              },
              {
                path: screens.calendar,
                lazy: dashboardScreen('calendar'),
                ...titled('calendar'),
              },
              {
                path: screens.settings,
                lazy: dashboardScreen('settings'),
                ...titled('settings'),
                children: [
                  { index: true, loader: () => redirect(screens.profileSettings) },
                  {
                    path: screens.profileSettings,
                    lazy: dashboardScreen('profileSettings'),
                    ...titled('profileSettings'),
                  },
                  {
                    path: screens.passwordSettings,
                    lazy: dashboardScreen('passwordSettings'),
                    ...titled('passwordSettings'),
                  },
                  {
                    path: screens.twoFactorSettings,
                    lazy: dashboardScreen('twoFactorSettings'),
                    ...titled('twoFactorSettings'),
                  },
                  {
                    path: screens.notificationSettings,
                    lazy: dashboardScreen('notificationSettings'),
                    ...titled('notificationSettings'),
                  },
                  paymentSettingsRoute,
                  {
                    path: screens.technicianProfile,
                    lazy: dashboardScreen('technicianProfile'),
                    ...titled('technicianProfile'),
                  },
                  {
                    path: screens.supplierProfile,
                    lazy: dashboardScreen('supplierProfile'),
                    ...titled('supplierProfile'),
                  },
                ],
              },
              { path: screens.subscriptions, children: subscriptionRoutes },
              { path: screens.fleet, children: vehicleRoutes },
              maintenanceDetailsRoute,
              { path: screens.maintenance, children: maintenanceRoutes },
              { path: screens.spareParts, children: sparePartRoutes },
              ...walletRoutes,
              earningsRoute,
              notFoundPage(),
            ],
          },
        ],
      },
      adminPanelRoute,
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
