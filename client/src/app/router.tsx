import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from './layouts/site-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Loads a page module on demand; each page module exports its page as default. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The one route table. Every path of the spec's routes.txt lands here as its capability lands. */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('../features/landing/pages/landing-page.tsx')) },
          { path: '*', lazy: page(() => import('../pages/not-found-page.tsx')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
