export { reportsRouter } from './report.router.ts';
export { reportViewScreen } from './report-page.ts';
