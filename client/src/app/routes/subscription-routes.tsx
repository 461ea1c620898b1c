import type { RouteObject } from 'react-router';
import { page } from './lazy-page.tsx';

const plansPage = page(() => import('../../features/subscriptions/pages/plans-page.tsx'));

/**
 * /dashboard/subscriptions/*: the plans and the subscription cart. my-subscriptions and order-history arrive with
 * subscription orders (the payments capability); until then they fall through to the dashboard's not-found page.
 */
export const subscriptionRoutes: RouteObject[] = [
  { index: true, lazy: plansPage },
  { path: 'products', lazy: plansPage },
  {
    path: 'subscription-cart',
    lazy: page(() => import('../../features/subscriptions/pages/subscription-cart-page.tsx')),
  },
];
