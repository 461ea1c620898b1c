import type { AddressDto } from '../places/address.dto.ts';
import type { NigerianStateName } from '../places/nigeria.ts';
import type { PartGrade } from '../quotations/quotation.constants.ts';
import type { PartBrand, SparePartCategory, SupplierStatus } from './supplier.constants.ts';

/** The fields of a supplier profile, as the form and the field errors name them. */
export type SupplierProfileField =
  'businessName' | 'cacNumber' | 'address' | 'deliveryStates' | 'partCategories' | 'brands' | 'grades';

/** One thing a profile still lacks before it can be submitted. */
export interface SupplierMissingItemDto {
  field: SupplierProfileField;
  /** A `validation:` key naming what to do. */
  message: string;
}

/** The signed-in supplier's profile as they see it; an account that has saved nothing yet gets an empty draft. */
export interface SupplierProfileDto {
  userId: string;
  status: SupplierStatus;
  businessName: string | null;
  /** "RC 1234567" or "BN 1234567". */
  cacNumber: string | null;
  /** Where the business is (its point comes from the place picked). */
  address: AddressDto | null;
  deliveryStates: NigerianStateName[];
  partCategories: SparePartCategory[];
  brands: PartBrand[];
  grades: PartGrade[];
  /** An approved supplier changed their business name, CAC number or address: an admin checks it again. */
  changesUnderReview: boolean;
  submittedAt: string | null;
  decidedAt: string | null;
  /** Why the profile was not approved, while it is rejected; null otherwise. */
  rejectionReason: string | null;
  /** What is still missing before submitting (empty when complete). */
  missing: SupplierMissingItemDto[];
  /** When the supplier last saved it; null before the first save. */
  savedAt: string | null;
}
