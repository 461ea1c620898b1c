export { subscriptionsRouter } from './subscriptions.router.ts';
export { subscriptionsAdmin } from './admin/subscriptions.admin.ts';
