export { reportsRouter } from './report.router.ts';
