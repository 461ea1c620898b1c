import { useQuery } from '@tanstack/react-query';
import { maintenanceApi } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { isLocale } from '../../../lib/i18n.ts';
import { technicianKeys } from './technician-keys.ts';

/** The service catalogue in the reader's language: the services a technician may say they offer. */
export function useServiceCatalogue() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : 'en';
  return useQuery({
    queryKey: technicianKeys.serviceCatalogue(locale),
    queryFn: () => callApi(maintenanceApi.getServiceDetails, { query: { locale } }),
    staleTime: 10 * 60_000,
  });
}
