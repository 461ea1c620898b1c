import { missingSupplierItems, type SupplierMissingItemDto, type SupplierProfileDto } from '@fleetcare/shared';
import { addressFormValue, type AddressFormValue } from '../../../components/address/address-value.ts';

/** The supplier profile as its form edits it (Formik values): text as typed, the address as the address field's. */
export interface SupplierProfileValues {
  businessName: string;
  cacNumber: string;
  address: AddressFormValue;
  deliveryStates: string[];
  partCategories: string[];
  brands: string[];
  grades: string[];
}

/** The form's values for a stored profile. */
export function profileValues(profile: SupplierProfileDto): SupplierProfileValues {
  return {
    businessName: profile.businessName ?? '',
    cacNumber: profile.cacNumber ?? '',
    address: addressFormValue(profile.address),
    deliveryStates: [...profile.deliveryStates],
    partCategories: [...profile.partCategories],
    brands: [...profile.brands],
    grades: [...profile.grades],
  };
}

/** Nothing of the address typed or picked yet. */
export function isBlankAddress(address: AddressFormValue): boolean {
  return (
    address.lat === null &&
    [address.line, address.landmark, address.town, address.lga, address.state].every((part) => part.trim() === '')
  );
}

/**
 * The request of save-supplier-profile: the values as they are, an address not begun as none (a draft may leave it
 * out; one begun is checked whole).
 */
export function saveInput(values: SupplierProfileValues) {
  return { ...values, address: isBlankAddress(values.address) ? null : values.address };
}

/** What the values still lack before the profile may be submitted (an address counts once its place is picked). */
export function missingNow(values: SupplierProfileValues): SupplierMissingItemDto[] {
  const placed = values.address.lat !== null && values.address.line.trim() !== '';
  return missingSupplierItems({ ...values, address: placed ? values.address : null });
}
