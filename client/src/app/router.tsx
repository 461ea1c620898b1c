import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { alwaysRevalidate, guestOnly, requireSession } from '../features/users/session/guards.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { adminPanelRoute } from './routes/admin-routes.tsx';
import { vehicleRoutes } from './routes/vehicle-routes.tsx';
import {
  bookAProRoute,
  bookingSuccessfulRoute,
  maintenanceDetailsRoute,
  maintenanceRoutes,
} from './routes/maintenance-routes.tsx';
import { page } from './routes/lazy-page.tsx';
import { notificationRoutes } from './routes/notification-routes.tsx';
import { publicPageRoutes } from './routes/public-routes.tsx';
import { technicianRegistrationRoutes } from './routes/technician-registration-routes.tsx';
import { subscriptionRoutes } from './routes/subscription-routes.tsx';
import { paymentSettingsRoute, walletRoutes } from './routes/wallet-routes.tsx';
import { RouteError } from './route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { titled } from './shell/route-title.tsx';

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
                    lazy: page(() => import('../features/users/pages/login-page.tsx')),
                    ...titled('login'),
                  },
                  {
                    path: screens.signup,
                    lazy: page(() => import('../features/users/pages/signup-page.tsx')),
                    ...titled('signup'),
                  },
                  {
                    path: screens.requestConfirmationEmail,
                    lazy: page(() => import('../features/users/pages/request-confirmation-email-page.tsx')),
                    ...titled('requestConfirmationEmail'),
                  },
                  {
                    path: screens.resetPassword,
                    lazy: page(() => import('../features/users/pages/reset-password-page.tsx')),
                    ...titled('resetPassword'),
                  },
                  {
                    path: screens.enterNewPassword,
                    lazy: page(() => import('../features/users/pages/enter-new-password-page.tsx')),
                    ...titled('enterNewPassword'),
                  },
                ],
              },
              {
                path: screens.businessRegister,
                lazy: page(() => import('../features/users/pages/business-register-page.tsx')),
                ...titled('businessRegister'),
              },
              {
                path: screens.confirmEmail,
                lazy: page(() => import('../features/users/pages/confirm-email-page.tsx')),
                ...titled('confirmEmail'),
              },
              {
                path: screens.sentPasswordReset,
                lazy: page(() => import('../features/users/pages/sent-password-reset-page.tsx')),
                ...titled('sentPasswordReset'),
              },
              bookingSuccessfulRoute,
              ...publicPageRoutes,
              ...notificationRoutes,
              ...technicianRegistrationRoutes,
              bookAProRoute,
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
                lazy: page(() => import('../pages/dashboard/dashboard-page.tsx')),
                ...titled('dashboard'),
              },
              {
                path: screens.calendar,
                lazy: page(() => import('../features/vehicles/dashboard/pages/calendar-page.tsx')),
                ...titled('calendar'),
              },
              {
                path: screens.settings,
                lazy: page(() => import('../features/users/components/settings-layout.tsx')),
                ...titled('settings'),
                children: [
                  { index: true, loader: () => redirect(screens.profileSettings) },
                  {
                    path: screens.profileSettings,
                    lazy: page(() => import('../features/users/pages/settings/user-profile-page.tsx')),
                    ...titled('profileSettings'),
                  },
                  {
                    path: screens.passwordSettings,
                    lazy: page(() => import('../features/users/pages/settings/password-settings-page.tsx')),
                    ...titled('passwordSettings'),
                  },
                  {
                    path: screens.twoFactorSettings,
                    lazy: page(() => import('../features/users/pages/settings/two-factor-page.tsx')),
                    ...titled('twoFactorSettings'),
                  },
                  {
                    path: screens.notificationSettings,
                    lazy: page(() => import('../features/users/pages/settings/notification-settings-page.tsx')),
                    ...titled('notificationSettings'),
                  },
                  paymentSettingsRoute,
                  {
                    path: screens.technicianProfile,
                    lazy: page(() => import('../features/technicians/pages/technician-profile-page.tsx')),
                    ...titled('technicianProfile'),
                  },
                ],
              },
              { path: screens.subscriptions, children: subscriptionRoutes },
              { path: screens.fleet, children: vehicleRoutes },
              maintenanceDetailsRoute,
              { path: screens.maintenance, children: maintenanceRoutes },
              ...walletRoutes,
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
