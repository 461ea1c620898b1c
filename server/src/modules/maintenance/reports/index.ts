export { reportsRouter } from './report.router.ts';
/** The booking's step: a booked request gets its report in the booking's transaction. */
export { createReportInTransaction } from './report.service.ts';
