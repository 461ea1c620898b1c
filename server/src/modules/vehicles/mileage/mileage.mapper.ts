import type { MileageEntryDto } from '@fleetcare/shared';
import type { MileageEntryWithAuthor } from './mileage.repository.ts';

/** Row → DTO with an explicit field list. */
export function toMileageEntryDto({ entry, author }: MileageEntryWithAuthor): MileageEntryDto {
  return {
    _id: entry.id,
    valueKm: entry.valueKm,
    recordedAt: entry.recordedAt.toISOString(),
    source: entry.source,
    correctionReason: entry.correctionReason,
    recordedBy: author ? { _id: author.id, fullName: `${author.firstName} ${author.lastName}`.trim() } : null,
  };
}
