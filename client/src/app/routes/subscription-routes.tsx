import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(
  async () => (await import('../../pages/subscriptions/subscription-screens.ts')).subscriptionScreens,
);
const plansPage = screen('plans');

/**
 * /dashboard/subscriptions/*: the plans and the subscription cart. my-subscriptions and order-history arrive with
 * subscription orders (the payments capability), each with its screen in the shared table.
 */
export const subscriptionRoutes: RouteObject[] = [
  { index: true, lazy: plansPage, ...titled('subscriptions') },
  { path: screens.subscriptionProducts, lazy: plansPage, ...titled('subscriptions') },
  {
    path: screens.subscriptionCart,
    lazy: screen('cart'),
    ...titled('subscriptionCart'),
  },
];
