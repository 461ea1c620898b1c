export { maintenanceRouter } from './maintenance.router.ts';
