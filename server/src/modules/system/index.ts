export { healthRouter } from './health.router.ts';
