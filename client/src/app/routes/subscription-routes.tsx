import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

const plansPage = page(() => import('../../features/subscriptions/pages/plans-page.tsx'));

/**
 * /dashboard/subscriptions/*: the plans and the subscription cart. my-subscriptions and order-history arrive with
 * subscription orders (the payments capability), each with its screen in the shared table.
 */
export const subscriptionRoutes: RouteObject[] = [
  { index: true, lazy: plansPage, ...titled('subscriptions') },
  { path: screens.subscriptionProducts, lazy: plansPage, ...titled('subscriptions') },
  {
    path: screens.subscriptionCart,
    lazy: page(() => import('../../features/subscriptions/pages/subscription-cart-page.tsx')),
    ...titled('subscriptionCart'),
  },
];
