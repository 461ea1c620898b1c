import type { RouteObject } from 'react-router';
import { page } from './lazy-page.tsx';

/** The public information, help, blog and service pages. */
export const publicPageRoutes: RouteObject[] = [
  { path: 'how-it-works', lazy: page(() => import('../../features/content/pages/how-it-works-page.tsx')) },
  { path: 'about-us', lazy: page(() => import('../../features/content/pages/about-us-page.tsx')) },
  { path: 'privacy', lazy: page(() => import('../../features/content/pages/privacy-page.tsx')) },
  { path: 'terms', lazy: page(() => import('../../features/content/pages/terms-page.tsx')) },
  { path: 'cookie-policy', lazy: page(() => import('../../features/content/pages/cookie-policy-page.tsx')) },
  { path: 'help', lazy: page(() => import('../../features/content/pages/help-page.tsx')) },
  { path: 'blog', lazy: page(() => import('../../features/content/pages/blog-page.tsx')) },
  { path: 'blog/:slug', lazy: page(() => import('../../features/content/pages/blog-post-page.tsx')) },
  {
    path: 'newsletter/unsubscribe',
    lazy: page(() => import('../../features/content/pages/newsletter-unsubscribe-page.tsx')),
  },
  {
    path: 'services/get-price/:inspectionType',
    lazy: page(() => import('../../features/maintenance/pages/service-price-page.tsx')),
  },
  { path: 'services/:serviceType', lazy: page(() => import('../../features/maintenance/pages/service-type-page.tsx')) },
  { path: 'playground', lazy: page(() => import('../../pages/playground-page.tsx')) },
];
