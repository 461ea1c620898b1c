export { maintenanceRouter } from './maintenance.router.ts';
export { maintenanceAdmin } from './admin/service-catalogue.admin.ts';
