import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(async () => (await import('../../pages/content/public-screens.ts')).publicScreens);

/** The public information, help, blog and service pages. */
export const publicPageRoutes: RouteObject[] = [
  {
    path: screens.howItWorks,
    lazy: screen('howItWorks'),
    ...titled('howItWorks'),
  },
  {
    path: screens.aboutUs,
    lazy: screen('aboutUs'),
    ...titled('aboutUs'),
  },
  {
    path: screens.privacy,
    lazy: screen('privacy'),
    ...titled('privacy'),
  },
  { path: screens.terms, lazy: screen('terms'), ...titled('terms') },
  {
    path: screens.cookiePolicy,
    lazy: screen('cookiePolicy'),
    ...titled('cookiePolicy'),
  },
  { path: screens.help, lazy: screen('help'), ...titled('help') },
  { path: screens.blog, lazy: screen('blog'), ...titled('blog') },
  {
    path: screens.blogPost,
    lazy: screen('blogPost'),
    ...titled('blog'),
  },
  {
    path: screens.newsletterUnsubscribe,
    lazy: screen('newsletterUnsubscribe'),
    ...titled('newsletterUnsubscribe'),
  },
  {
    path: screens.servicePrice,
    lazy: screen('servicePrice'),
    ...titled('servicePrice'),
  },
  {
    path: screens.service,
    lazy: screen('service'),
    ...titled('service'),
  },
  // One page for mechanics under both names (the footer links the second).
  {
    path: screens.technician,
    lazy: screen('forTechnicians'),
    ...titled('forTechnicians'),
  },
  {
    path: screens.mechanic,
    lazy: screen('forTechnicians'),
    ...titled('forTechnicians'),
  },
  { path: screens.playground, lazy: screen('playground'), ...titled('playground') },
];
