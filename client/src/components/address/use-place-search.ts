import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placesApi } from '@fleetcare/shared';
import { callApi } from '../../lib/api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long typing must pause before the suggestions are asked for. */
export const PLACE_SEARCH_DELAY_MS = 250;
const SUGGESTIONS = 8;

/** Type-ahead suggestions for the text typed, asked for once typing pauses; kept an hour (places do not move). */
export function usePlaceSearch(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim().slice(0, 100), PLACE_SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: ['places', 'search', q.toLowerCase()],
    queryFn: () => callApi(placesApi.searchPlaces, { query: { q, limit: SUGGESTIONS } }),
    enabled: enabled && q.length > 0,
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
  return { ...query, settledText: q, waiting: q !== text.trim().slice(0, 100) };
}
