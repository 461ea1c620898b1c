import { leadsToScreen, screens, type MaintenanceStatus } from '@fleetcare/shared';

export const MAINTENANCE_PATH = screens.maintenance;
export const NEW_MAINTENANCE_PATH = screens.newMaintenance;
export const ADD_VEHICLE_PATH = screens.newVehicle;

/** The request form's query parameter naming the vehicle it starts with (the vehicle page's "Book a mechanic"). */
export const VEHICLE_PARAM = 'vehicle';

export const newMaintenancePathFor = (vehicleId: string) =>
  `${NEW_MAINTENANCE_PATH}?${new URLSearchParams({ [VEHICLE_PARAM]: vehicleId }).toString()}`;

export const editMaintenancePath = (maintenanceId: string) =>
  screens.editMaintenance.replace(':maintenanceId', encodeURIComponent(maintenanceId));

export const showMaintenancePath = (maintenanceId: string) =>
  `${MAINTENANCE_PATH}/show/${encodeURIComponent(maintenanceId)}`;

/**
 * Where a request of the list leads: its page once that screen exists; until then a draft opens in the form, and
 * anything else has no page to open (null).
 */
export function requestLinkOf(request: { _id: string; status: MaintenanceStatus }): string | null {
  const show = showMaintenancePath(request._id);
  if (leadsToScreen(show)) return show;
  return request.status === 'draft' ? editMaintenancePath(request._id) : null;
}

/** Where a saved or submitted request goes next: its page once that screen exists, else the list. */
export function afterSavePath(maintenanceId: string): string {
  const show = showMaintenancePath(maintenanceId);
  return leadsToScreen(show) ? show : MAINTENANCE_PATH;
}
