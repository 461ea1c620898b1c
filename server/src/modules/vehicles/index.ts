export { vehiclesRouter } from './vehicles/vehicles.router.ts';
export { routineChecksRouter } from './routine-checks/routine-checks.router.ts';
export { runDueSweep } from './due/due-sweep.service.ts';
export { fleetRecordsRouter, obdIngestRouter } from './fleet-records.router.ts';
export { sendDocumentReminders } from './documents/document-reminders.service.ts';
export { demoFleetSeedStep } from './demo/demo-fleet.ts';
export { vehiclesAdmin } from './admin/vehicles.admin.ts';
/** The caller's access to a vehicle (404 when neither theirs nor shared, 403 without the rights): other modules' check. */
export { loadVehicleFor, type VehicleNeed } from './vehicles/vehicle-access.ts';
export type { CalendarAppointment, CalendarAppointmentSource, CalendarViewer } from './dashboard/calendar-sources.ts';
export { recordCompletedMaintenance } from './vehicles/vehicle-history.service.ts';
/** A job report's mileage reading (one log entry per report) and next service (the matching schedules). */
export { recordReportMileage } from './mileage/mileage.service.ts';
export { setNextServiceOfItems } from './routine-checks/schedules.service.ts';
