export { vehiclesRouter } from './vehicles/vehicles.router.ts';
export { routineChecksRouter } from './routine-checks/routine-checks.router.ts';
export { runDueSweep } from './due/due-sweep.service.ts';
export { fleetRecordsRouter, obdIngestRouter } from './fleet-records.router.ts';
export { sendDocumentReminders } from './documents/document-reminders.service.ts';
export { demoFleetSeedStep } from './demo/demo-fleet.ts';
export { vehiclesAdmin } from './admin/vehicles.admin.ts';
