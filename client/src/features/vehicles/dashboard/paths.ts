/**
 * Where the overview's figures lead. The fleet list reads its filters from the address (features/vehicles/paths.ts
 * documents ?due=overdue | due-soon and ?isAddingNewVehicle=true); features do not import each other, so the
 * paths are written here as links.
 */
export const CALENDAR_PATH = '/dashboard/calendar';
export const FLEET_LIST_PATH = '/dashboard/fleet';
export const ADD_VEHICLE_PATH = '/dashboard/fleet?isAddingNewVehicle=true';
export const fleetListDuePath = (due: 'overdue' | 'due-soon') => `${FLEET_LIST_PATH}?due=${due}`;
export const calendarAgendaPath = (date?: string) =>
  date ? `${CALENDAR_PATH}?view=agenda&date=${date}` : `${CALENDAR_PATH}?view=agenda`;
