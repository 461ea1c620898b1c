export { subscriptionsRouter } from './subscriptions.router.ts';
