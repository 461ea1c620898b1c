import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/** Every plan, in display order, with names and features in the visitor's language. */
export const fetchSubscriptionProducts = (locale: Locale) =>
  callApi(subscriptionsApi.getSubscriptionProducts, { query: { locale } });

export const subscriptionProductsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: subscriptionKeys.products(locale),
    queryFn: () => fetchSubscriptionProducts(locale),
    // Plans change rarely; the server lets caches keep them for 5 minutes too.
    staleTime: 5 * 60_000,
  });

/** The plans in the current language; `enabled: false` waits (the landing page asks once the section is near). */
export function useSubscriptionProducts({ enabled = true }: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'nb' ? 'nb' : 'en';
  return useQuery({ ...subscriptionProductsQueryOptions(locale), enabled });
}
