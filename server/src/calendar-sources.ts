import { listMaintenanceAppointments } from './modules/maintenance/index.ts';
import type { CalendarAppointmentSource } from './modules/vehicles/index.ts';

/**
 * What other modules put on the user's calendar besides the fleet's own checks and papers (see getCalendarEvents):
 * wired here so the vehicles module imports none of them.
 */
export const calendarSources: readonly CalendarAppointmentSource[] = [listMaintenanceAppointments];
