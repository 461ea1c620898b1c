export { vehiclesRouter } from './vehicles.router.ts';
export { routineChecksRouter } from './routine-checks.router.ts';
export { runDueSweep } from './due-sweep.service.ts';
export { fleetRecordsRouter, obdIngestRouter } from './fleet-records.router.ts';
export { sendDocumentReminders } from './document-reminders.service.ts';
