import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/** The public information, help, blog and service pages. */
export const publicPageRoutes: RouteObject[] = [
  {
    path: screens.howItWorks,
    lazy: page(() => import('../../features/content/pages/how-it-works-page.tsx')),
    ...titled('howItWorks'),
  },
  {
    path: screens.aboutUs,
    lazy: page(() => import('../../features/content/pages/about-us-page.tsx')),
    ...titled('aboutUs'),
  },
  {
    path: screens.privacy,
    lazy: page(() => import('../../features/content/pages/privacy-page.tsx')),
    ...titled('privacy'),
  },
  { path: screens.terms, lazy: page(() => import('../../features/content/pages/terms-page.tsx')), ...titled('terms') },
  {
    path: screens.cookiePolicy,
    lazy: page(() => import('../../features/content/pages/cookie-policy-page.tsx')),
    ...titled('cookiePolicy'),
  },
  { path: screens.help, lazy: page(() => import('../../features/content/pages/help-page.tsx')), ...titled('help') },
  { path: screens.blog, lazy: page(() => import('../../features/content/pages/blog-page.tsx')), ...titled('blog') },
  {
    path: screens.blogPost,
    lazy: page(() => import('../../features/content/pages/blog-post-page.tsx')),
    ...titled('blog'),
  },
  {
    path: screens.newsletterUnsubscribe,
    lazy: page(() => import('../../features/content/pages/newsletter-unsubscribe-page.tsx')),
    ...titled('newsletterUnsubscribe'),
  },
  {
    path: screens.servicePrice,
    lazy: page(() => import('../../features/maintenance/pages/service-price-page.tsx')),
    ...titled('servicePrice'),
  },
  {
    path: screens.service,
    lazy: page(() => import('../../features/maintenance/pages/service-type-page.tsx')),
    ...titled('service'),
  },
  // One page for mechanics under both names (the footer links the second).
  {
    path: screens.technician,
    lazy: page(() => import('../../pages/technicians/for-technicians.tsx')),
    ...titled('forTechnicians'),
  },
  {
    path: screens.mechanic,
    lazy: page(() => import('../../pages/technicians/for-technicians.tsx')),
    ...titled('forTechnicians'),
  },
  { path: screens.playground, lazy: page(() => import('../../pages/playground-page.tsx')), ...titled('playground') },
];
