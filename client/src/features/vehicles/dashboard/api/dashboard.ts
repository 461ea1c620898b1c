import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fleetDashboardApi } from '@fleetcare/shared';
import { callApi } from '../../../../lib/api-client.ts';
import type { DateRange } from '../calendar/calendar-model.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const fetchDashboardSummaries = () => callApi(fleetDashboardApi.getDashboardSummaries);

/**
 * Due checks and document expiries between two dates (inclusive; the server takes at most 100 days); with
 * `withOverdue`, also what is already late before the first date, first.
 */
export const fetchCalendarEvents = ({ from, to }: DateRange, withOverdue = false) =>
  callApi(fleetDashboardApi.getCalendarEvents, {
    query: withOverdue ? { from, to, overdue: 'include' } : { from, to },
  });

/** The overview's figures; asked again whenever the overview opens, since records change on other screens. */
export function useDashboardSummaries() {
  return useQuery({ queryKey: dashboardKeys.summaries(), queryFn: fetchDashboardSummaries, staleTime: 0 });
}

/** The events of the days on screen; the previous range stays visible while the next one loads. */
export function useCalendarEvents(
  range: DateRange,
  { keepPrevious = false, withOverdue = false }: { keepPrevious?: boolean; withOverdue?: boolean } = {},
) {
  return useQuery({
    queryKey: dashboardKeys.calendar(range.from, range.to, withOverdue),
    queryFn: () => fetchCalendarEvents(range, withOverdue),
    staleTime: 30_000,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
