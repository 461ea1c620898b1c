/**
 * The fleet screens' paths (/dashboard/fleet, /new, /edit/{vehicleId}, /show/{vehicleId}), written
 * once for links and redirects. The list reads its filters from the address, so other screens (the dashboard's
 * figures) can link to a filtered list: /dashboard/fleet?due=overdue, ?due=due-soon, ?category=truck, ?search=…,
 * ?sort=due, ?page=2.
 */
export const FLEET_PATH = '/dashboard/fleet';
export const NEW_VEHICLE_PATH = `${FLEET_PATH}/new`;

/** The edit page; `justCreated` shows the "vehicle added, now add a photo" step right after a create. */
export function editVehiclePath(vehicleId: string, options: { justCreated?: boolean } = {}): string {
  const path = `${FLEET_PATH}/edit/${encodeURIComponent(vehicleId)}`;
  return options.justCreated ? `${path}?justCreated=true` : path;
}

/** The vehicle page, optionally on one of its tabs (?tab=checks). */
export function vehiclePath(vehicleId: string, tab?: string): string {
  const path = `${FLEET_PATH}/show/${encodeURIComponent(vehicleId)}`;
  return tab ? `${path}?tab=${encodeURIComponent(tab)}` : path;
}
