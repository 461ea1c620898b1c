export { maintenanceRouter } from './maintenance.router.ts';
export { maintenanceRequestsRouter } from './maintenance-requests.router.ts';
export { maintenanceAdmin } from './admin/service-catalogue.admin.ts';
export { unknownServiceSlugs } from './service-catalogue.service.ts';
export { runDispatchSweep } from './dispatch/dispatch.service.ts';
export { runExpirySweep } from './expiry/expiry.service.ts';
export { maintenanceRequestsAdmin } from './admin/maintenance-requests.admin.ts';
export { eraseMaintenancePersonalData } from './erasure/maintenance-erasure.service.ts';
export { listMaintenanceAppointments, type MaintenanceAppointment } from './calendar/maintenance-calendar.service.ts';
