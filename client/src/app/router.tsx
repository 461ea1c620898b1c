import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { alwaysRevalidate, guestOnly, requireSession } from '../features/users/session/guards.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { vehicleRoutes } from './routes/vehicle-routes.tsx';
import { page } from './routes/lazy-page.tsx';
import { notificationRoutes } from './routes/notification-routes.tsx';
import { publicPageRoutes } from './routes/public-routes.tsx';
import { subscriptionRoutes } from './routes/subscription-routes.tsx';
import { paymentSettingsRoute, walletRoutes } from './routes/wallet-routes.tsx';
import { RouteError } from './route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The one route table: every screen of the app is a path here, with its guard and layout. */
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
              { index: true, lazy: page(() => import('../pages/landing/landing-page.tsx')) },
              {
                // Only for signed-out visitors: a signed-in visitor goes to /dashboard.
                loader: guestOnly,
                shouldRevalidate: alwaysRevalidate,
                children: [
                  { path: 'login', lazy: page(() => import('../features/users/pages/login-page.tsx')) },
                  { path: 'signup', lazy: page(() => import('../features/users/pages/signup-page.tsx')) },
                  {
                    path: 'request-confirmation-email',
                    lazy: page(() => import('../features/users/pages/request-confirmation-email-page.tsx')),
                  },
                  {
                    path: 'resetpassword',
                    lazy: page(() => import('../features/users/pages/reset-password-page.tsx')),
                  },
                  {
                    path: 'enter-new-password',
                    lazy: page(() => import('../features/users/pages/enter-new-password-page.tsx')),
                  },
                ],
              },
              {
                path: 'business/register',
                lazy: page(() => import('../features/users/pages/business-register-page.tsx')),
              },
              {
                path: 'status/confirm-email',
                lazy: page(() => import('../features/users/pages/confirm-email-page.tsx')),
              },
              {
                path: 'status/sent-password-reset',
                lazy: page(() => import('../features/users/pages/sent-password-reset-page.tsx')),
              },
              ...publicPageRoutes,
              ...notificationRoutes,
              // The footer's second way in for mechanics leads to the technician page.
              { path: 'mechanic', loader: () => redirect('/technician') },
              { path: '*', lazy: page(() => import('../pages/not-found-page.tsx')) },
            ],
          },
        ],
      },
      {
        // Signed-in area: without the session marker, to /login?redirectTo=<the full path asked for>.
        path: 'dashboard',
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: page(() => import('./layouts/dashboard-layout.tsx')),
        ErrorBoundary: RouteError,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: page(() => import('../pages/dashboard/dashboard-page.tsx')) },
              { path: 'calendar', lazy: page(() => import('../features/vehicles/dashboard/pages/calendar-page.tsx')) },
              {
                path: 'settings',
                lazy: page(() => import('../features/users/components/settings-layout.tsx')),
                children: [
                  { index: true, loader: () => redirect('/dashboard/settings/user-profile') },
                  {
                    path: 'user-profile',
                    lazy: page(() => import('../features/users/pages/settings/user-profile-page.tsx')),
                  },
                  {
                    path: 'password-settings',
                    lazy: page(() => import('../features/users/pages/settings/password-settings-page.tsx')),
                  },
                  {
                    path: 'two-factor',
                    lazy: page(() => import('../features/users/pages/settings/two-factor-page.tsx')),
                  },
                  {
                    path: 'notification-settings',
                    lazy: page(() => import('../features/users/pages/settings/notification-settings-page.tsx')),
                  },
                  paymentSettingsRoute,
                ],
              },
              { path: 'subscriptions', children: subscriptionRoutes },
              { path: 'fleet', children: vehicleRoutes },
              ...walletRoutes,
              { path: '*', lazy: page(() => import('../pages/not-found-page.tsx')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
