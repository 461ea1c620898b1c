import type { MyJobsQuery, MyMaintenancesQuery } from '@fleetcare/shared';

/** What a list of the customer's requests asks: the page and the filters (status, vehicle). */
export type MaintenanceListQuery = Partial<Pick<MyMaintenancesQuery, 'page' | 'limit' | 'status' | 'vehicleId'>>;

/** What a list of the technician's jobs asks: the page and the state. */
export type JobListQuery = Partial<Pick<MyJobsQuery, 'page' | 'limit' | 'state'>>;

/**
 * The maintenance requests' query keys, written once. Everything about one request sits under `request(id)` (the
 * request and its quotations), so invalidating it refreshes both; anything that changes what a list shows also
 * invalidates `requestLists()` (and `pendingForVehicles()`). A job is the technician's view of a request: it sits
 * under `jobs()`.
 */
export const maintenanceKeys = {
  all: ['maintenance-requests'] as const,
  requestLists: () => [...maintenanceKeys.all, 'list'] as const,
  requests: (query: MaintenanceListQuery) => [...maintenanceKeys.requestLists(), query] as const,
  request: (maintenanceId: string) => [...maintenanceKeys.all, 'request', maintenanceId] as const,
  detail: (maintenanceId: string) => [...maintenanceKeys.request(maintenanceId), 'detail'] as const,
  quotations: (maintenanceId: string) => [...maintenanceKeys.request(maintenanceId), 'quotations'] as const,
  surcharges: (maintenanceId: string) => [...maintenanceKeys.request(maintenanceId), 'surcharges'] as const,
  orderDetails: (maintenanceId: string) => [...maintenanceKeys.request(maintenanceId), 'order-details'] as const,
  cancellationTerms: (maintenanceId: string) =>
    [...maintenanceKeys.request(maintenanceId), 'cancellation-terms'] as const,
  /** The technician's earnings (totals and pages). */
  earnings: () => [...maintenanceKeys.all, 'earnings'] as const,
  pendingForVehicles: () => [...maintenanceKeys.all, 'pending-for-vehicle'] as const,
  pendingForVehicle: (vehicleId: string) => [...maintenanceKeys.pendingForVehicles(), vehicleId] as const,
  quotation: (quotationId: string) => [...maintenanceKeys.all, 'quotation', quotationId] as const,
  jobs: () => [...maintenanceKeys.all, 'jobs'] as const,
  jobLists: () => [...maintenanceKeys.jobs(), 'list'] as const,
  jobList: (query: JobListQuery) => [...maintenanceKeys.jobLists(), query] as const,
  job: (maintenanceId: string) => [...maintenanceKeys.jobs(), 'job', maintenanceId] as const,
  /** The user's vehicles, as the request form's vehicle select shows them. */
  vehicleChoices: () => [...maintenanceKeys.all, 'vehicle-choices'] as const,
};
