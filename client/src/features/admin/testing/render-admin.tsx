import { Outlet, type RouteObject } from 'react-router';
import { Toaster } from '../../../components/ui/toast.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminPanelLayout } from '../components/admin-panel-layout.tsx';
import { AdminHomePage } from '../pages/admin-home-page.tsx';
import { MyPrivilegesPage } from '../pages/my-privileges-page.tsx';
import { ResourceListPage } from '../pages/resource-list-page.tsx';
import { ResourceRecordPage } from '../pages/resource-record-page.tsx';
import { RolesPage } from '../pages/roles-page.tsx';

/** The panel's screens under its layout, at the app's paths, with the notices' area. */
export const adminTestRoutes: RouteObject[] = [
  {
    Component: () => (
      <>
        <Outlet />
        <Toaster closeLabel="Close" />
      </>
    ),
    children: [
      {
        path: '/admin-panel',
        Component: AdminPanelLayout,
        children: [
          { index: true, Component: AdminHomePage },
          { path: 'resources/:resource/list', Component: ResourceListPage },
          { path: 'resources/:resource/:recordId/show', Component: ResourceRecordPage },
          { path: 'privileges', Component: MyPrivilegesPage },
          { path: 'roles', Component: RolesPage },
        ],
      },
      { path: '/dashboard/settings/two-factor', Component: () => <h1>Two-factor settings</h1> },
    ],
  },
];

/** `lateCatalogues`: the strings arrive as in the app, each namespace when a component first asks for it. */
export const renderAdmin = (path: string, options: { language?: 'en' | 'nb'; lateCatalogues?: boolean } = {}) =>
  renderRoutes(adminTestRoutes, { path, ...options });
