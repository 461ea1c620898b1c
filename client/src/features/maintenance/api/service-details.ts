import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceApi, type ServiceDetailsDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { isLocale, type Locale } from '../../../lib/i18n.ts';

export const servicesKeys = {
  all: ['services'] as const,
  details: (locale: Locale) => [...servicesKeys.all, 'details', locale] as const,
};

export function fetchServiceDetails(locale: Locale): Promise<ServiceDetailsDto[]> {
  return callApi(maintenanceApi.getServiceDetails, { query: { locale } });
}

export const serviceDetailsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: servicesKeys.details(locale),
    queryFn: () => fetchServiceDetails(locale),
    staleTime: 10 * 60_000,
  });

/** The whole service catalogue (a handful of entries) in the visitor's language. */
export function useServiceDetails() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery(serviceDetailsQueryOptions(isLocale(language) ? language : 'en'));
}
