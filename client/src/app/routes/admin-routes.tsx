import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { RouteError } from '../route-error.tsx';
import { titled } from '../shell/route-title.tsx';
import { page, withPageBoundary } from './lazy-page.tsx';

/** The admin panel's screens and its door, one chunk for all of them (no other page downloads it). */
export const loadAdminScreens = () => import('./admin-screens.tsx');

type AdminScreen = Exclude<keyof Awaited<ReturnType<typeof loadAdminScreens>>, 'AdminGate'>;

const screen = (name: AdminScreen) => async () => ({
  Component: withPageBoundary((await loadAdminScreens())[name]),
});

/**
 * /admin-panel/*: the admin panel inside the signed-in area's layout. Without the session marker, to
 * /login?redirectTo=<the full path asked for>; signed in without the admin role, the not-found page.
 */
export const adminPanelRoute: RouteObject = {
  path: screens.adminPanel,
  loader: requireSession,
  shouldRevalidate: alwaysRevalidate,
  lazy: page(() => import('../layouts/dashboard-layout.tsx')),
  ErrorBoundary: RouteError,
  children: [
    {
      ErrorBoundary: RouteError,
      lazy: async () => ({ Component: withPageBoundary((await loadAdminScreens()).AdminGate) }),
      children: [
        { index: true, lazy: screen('AdminHomePage'), ...titled('adminPanel') },
        { path: screens.adminResourceList, lazy: screen('ResourceListPage'), ...titled('adminResourceList') },
        { path: screens.adminResourceRecord, lazy: screen('ResourceRecordPage'), ...titled('adminResourceRecord') },
        { path: screens.adminPrivileges, lazy: screen('MyPrivilegesPage'), ...titled('adminPrivileges') },
        { path: screens.adminRoles, lazy: screen('RolesPage'), ...titled('adminRoles') },
        { path: '*', lazy: page(() => import('../../pages/not-found-page.tsx')), ...titled('notFound') },
      ],
    },
  ],
};
