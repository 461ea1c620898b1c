import type { ServiceDetailsDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { listServiceTypes, type ServiceTypeRow } from './service-catalogue.repository.ts';

export function toServiceDetailsDto(row: ServiceTypeRow, locale: string): ServiceDetailsDto {
  const texts = row.texts[locale] ?? row.texts.en ?? Object.values(row.texts)[0];
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind as ServiceDetailsDto['kind'],
    name: texts?.name ?? row.slug,
    summary: texts?.summary ?? '',
    includes: texts?.includes ?? [],
    priceRanges: row.priceRanges as ServiceDetailsDto['priceRanges'],
    durationMinutes: { min: row.durationMinutesMin, max: row.durationMinutesMax },
  };
}

export async function getServiceDetails(deps: Pick<AppDeps, 'db'>, locale: string): Promise<ServiceDetailsDto[]> {
  return (await listServiceTypes(deps.db)).map((row) => toServiceDetailsDto(row, locale));
}
