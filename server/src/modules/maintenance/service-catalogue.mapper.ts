import type { ServiceDetailsDto } from '@fleetcare/shared';
import type { ServiceTypeRow } from './service-catalogue.repository.ts';

/** A service type in `locale` (English, then any language it has, when that one is missing). */
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
