export { contentRouter } from './content.router.ts';
