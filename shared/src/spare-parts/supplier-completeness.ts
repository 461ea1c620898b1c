import { v } from '../validation/messages.ts';
import type { SupplierMissingItemDto } from './supplier.dto.ts';

/** A profile as stored, or as its form holds it. */
export interface SupplierCompletenessInput {
  businessName: string | null;
  cacNumber: string | null;
  /** The address given, or null while there is none. */
  address: object | null;
  deliveryStates: readonly string[];
  partCategories: readonly string[];
  brands: readonly string[];
  grades: readonly string[];
}

/**
 * What a profile still lacks, field by field in the form's order. Submitting is refused until this is empty (and an
 * approved supplier's profile must stay so); the profile screen shows the same list.
 */
export function missingSupplierItems(profile: SupplierCompletenessInput): SupplierMissingItemDto[] {
  const missing: SupplierMissingItemDto[] = [];
  const need = (given: boolean, field: SupplierMissingItemDto['field'], message: string) => {
    if (!given) missing.push({ field, message });
  };
  need(!!profile.businessName?.trim(), 'businessName', v.businessNameRequired);
  need(!!profile.cacNumber?.trim(), 'cacNumber', v.cacNumberRequired);
  need(profile.address !== null, 'address', v.supplierAddressRequired);
  need(profile.deliveryStates.length > 0, 'deliveryStates', v.deliveryStatesRequired);
  need(profile.partCategories.length > 0, 'partCategories', v.partCategoriesRequired);
  need(profile.brands.length > 0, 'brands', v.partBrandsRequired);
  need(profile.grades.length > 0, 'grades', v.partGradesRequired);
  return missing;
}
