import { maintenanceJobStatuses, screens, type MaintenanceStatus } from '@fleetcare/shared';

/** The report view of a job (`maintenanceId` is the maintenance request, the order). */
export const reportPath = (maintenanceId: string) =>
  screens.viewReport.replace(':orderId', encodeURIComponent(maintenanceId));

/** A job has its report from its booking on: while it is under way (a draft) and once it is completed. */
export const hasReport = (status: MaintenanceStatus) =>
  status === 'completed' || maintenanceJobStatuses.includes(status);
