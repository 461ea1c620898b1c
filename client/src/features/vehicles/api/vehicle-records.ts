import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@fleetcare/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { vehicleKeys } from './vehicle-keys.ts';

/** Lists of a vehicle's records come 20 at a time ("Load more"). */
export const RECORDS_PAGE_SIZE = 20;

/** The next page number of a paged list, or undefined at its end. */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * A change to a vehicle's records: afterwards everything under the vehicle (its due state, mileage, schedules,
 * checks, documents, history) and the fleet lists (due badges, mileage) are asked for again; only what is on
 * screen is fetched at once. A failed change may still have happened (a timeout after the write), so a failure
 * refreshes too (a refusal, 4xx, changed nothing and does not).
 */
export function useVehicleRecordMutation<Input, Output>(
  vehicleId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.vehicle(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
    ]);
  return useMutation({
    mutationFn,
    onSuccess: refresh,
    onError: (error) => {
      if (!(isApiError(error) && error.status >= 400 && error.status < 500)) void refresh();
    },
  });
}
