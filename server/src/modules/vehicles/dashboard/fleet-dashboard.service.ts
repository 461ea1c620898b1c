import {
  documentDueState,
  dueDateOf,
  forecastDate,
  lagosToday,
  type CalendarEventDto,
  type CalendarQuery,
  type DashboardSummariesDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import type { CalendarViewer } from './calendar-sources.ts';
import { getUnseenCount } from '../../notifications/index.ts';
import {
  toDashboardSummariesDto,
  toDocumentExpiryEventDto,
  toMaintenanceEventDto,
  toRoutineCheckEventDto,
} from './fleet-dashboard.mapper.ts';
import { calendarDocuments, calendarSchedules, fleetCounts } from './fleet-dashboard.repository.ts';

/** get-dashboard-summaries: the caller's fleet at a glance (own and shared vehicles that are not archived). */
export async function getDashboardSummaries(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
): Promise<DashboardSummariesDto> {
  const today = lagosToday(deps.now());
  const counts = await fleetCounts(deps.db, userId, today);
  const unseen = await getUnseenCount(deps, userId);
  return toDashboardSummariesDto(counts, unseen.count);
}

/**
 * get-calendar-events: in [from, to] (both included), each routine-check item on the day it falls due — its due
 * date, or the day its km limit is forecast when that comes first, or today when it is not known when it was last
 * done — and each paper on its expiry date, over the caller's own and shared vehicles that are not archived; and
 * the appointments of the calendar sources (deps.calendarSources: maintenance requests and jobs) on their days. With
 * `overdue: 'include'`, also the overdue items and expired papers dated before `from`. Sorted by date, then vehicle
 * plate, then kind.
 */
export async function getCalendarEvents(
  deps: Pick<AppDeps, 'db' | 'now' | 'calendarSources'>,
  viewer: CalendarViewer,
  query: CalendarQuery,
): Promise<CalendarEventDto[]> {
  const userId = viewer.id;
  const today = lagosToday(deps.now());
  const overdue = query.overdue === 'include';
  const range = { from: query.from, to: query.to, today, overdue };
  const [schedules, documents] = [
    await calendarSchedules(deps.db, userId, range),
    await calendarDocuments(deps.db, userId, range),
  ];
  const events: CalendarEventDto[] = [];
  for (const row of schedules) {
    const forecast = forecastDate(row.nextDueKm, row.totalMileageKm, row.averageDailyKm, today);
    const date = dueDateOf(row, forecast, today);
    const late = overdue && row.dueState === 'overdue' && date !== null && date < query.from;
    if (date === null || ((date < query.from || date > query.to) && !late)) continue;
    events.push(toRoutineCheckEventDto(row, date));
  }
  for (const row of documents) {
    events.push(toDocumentExpiryEventDto(row, documentDueState(row.expiresOn, today)));
  }
  for (const source of deps.calendarSources) {
    for (const appointment of await source(deps, viewer, { from: query.from, to: query.to })) {
      events.push(toMaintenanceEventDto(appointment));
    }
  }
  return events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.vehicle.plateNumber.localeCompare(b.vehicle.plateNumber) ||
      a.kind.localeCompare(b.kind) ||
      a.id.localeCompare(b.id),
  );
}
