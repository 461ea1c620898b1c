import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi, type FaqTopicDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n.ts';
import { contentKeys } from './content-keys.ts';
import { useContentLocale } from './use-content-locale.ts';

/** The server takes at most 100 characters of search text. */
export const FAQ_SEARCH_MAX = 100;

export function fetchFaq(locale: Locale, search: string): Promise<FaqTopicDto[]> {
  return callApi(contentApi.getAllFaq, { query: { locale, q: search || undefined } });
}

export const faqQueryOptions = (locale: Locale, search: string) =>
  queryOptions({
    queryKey: contentKeys.faq(locale, search),
    queryFn: () => fetchFaq(locale, search),
    staleTime: 5 * 60_000,
  });

/** Help articles grouped by topic; while a new search runs, the previous answers stay on screen. */
export function useFaq(search: string) {
  const locale = useContentLocale();
  return useQuery({
    ...faqQueryOptions(locale, search.trim().slice(0, FAQ_SEARCH_MAX)),
    placeholderData: keepPreviousData,
  });
}
