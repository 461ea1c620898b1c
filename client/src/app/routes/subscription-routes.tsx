import type { RouteObject } from 'react-router';

/** /dashboard/subscriptions/*: the plans and the subscription cart. */
export const subscriptionRoutes: RouteObject[] = [];
