import type { CalendarAppointmentDto, CalendarEventDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';

/** Who asks for the calendar: the user and their language. */
export interface CalendarViewer {
  id: string;
  locale: string;
}

/** An appointment another module puts on the user's calendar (a maintenance request or job), as plain data. */
export interface CalendarAppointment extends CalendarAppointmentDto {
  requestId: string;
  /** YYYY-MM-DD. */
  date: string;
  vehicle: CalendarEventDto['vehicle'];
  actionPath: string;
}

/**
 * A module's appointments of a user on days in [from, to] (both included). The sources are wired at the composition
 * root (server/src/calendar-sources.ts), so the calendar imports none of the modules that feed it.
 */
export type CalendarAppointmentSource = (
  deps: Pick<AppDeps, 'db'>,
  viewer: CalendarViewer,
  span: { from: string; to: string },
) => Promise<CalendarAppointment[]>;
