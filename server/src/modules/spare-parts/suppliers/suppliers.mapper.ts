import { missingSupplierItems, type AddressDto, type SupplierProfileDto } from '@fleetcare/shared';
import type { SupplierProfileRow } from './suppliers.repository.ts';

/** The stored address, or null while none was given (a stored address always has its line, town, state and point). */
function addressOf(row: SupplierProfileRow): AddressDto | null {
  if (row.addressLine === null || row.town === null || row.state === null || row.lat === null || row.lng === null) {
    return null;
  }
  return {
    line: row.addressLine,
    landmark: row.landmark,
    town: row.town,
    lga: row.lga,
    state: row.state,
    lat: row.lat,
    lng: row.lng,
  };
}

/** A supplier's profile as they see it; `row` undefined is an account that has saved nothing yet (an empty draft). */
export function toSupplierProfileDto(userId: string, row: SupplierProfileRow | undefined): SupplierProfileDto {
  const profile = {
    businessName: row?.businessName ?? null,
    cacNumber: row?.cacNumber ?? null,
    address: row ? addressOf(row) : null,
    deliveryStates: row?.deliveryStates ?? [],
    partCategories: row?.partCategories ?? [],
    brands: row?.brands ?? [],
    grades: row?.grades ?? [],
  };
  const status = row?.status ?? 'draft';
  return {
    userId,
    status,
    ...profile,
    changesUnderReview: row?.changesUnderReview ?? false,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    rejectionReason: status === 'rejected' ? (row?.decisionMessage ?? null) : null,
    missing: missingSupplierItems(profile),
    savedAt: row?.savedAt?.toISOString() ?? null,
  };
}
