import type { AdminContribution } from '../../admin/index.ts';
import { cartsResource } from './carts.admin.ts';
import { subscriptionProductsResource } from './subscription-products.admin.ts';

/** The subscriptions module's part of the admin panel: the plans (with price edits) and the carts. */
export const subscriptionsAdmin: AdminContribution = { resources: [subscriptionProductsResource, cartsResource] };
