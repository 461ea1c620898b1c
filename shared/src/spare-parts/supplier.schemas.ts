import * as yup from 'yup';
import { addressSchema } from '../places/address.schemas.ts';
import { NIGERIAN_STATE_NAMES } from '../places/nigeria.ts';
import { v } from '../validation/messages.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { partGrades } from '../quotations/quotation.constants.ts';
import { partBrands, sparePartCategories, SUPPLIER_LIMITS as L } from './supplier.constants.ts';

/**
 * Request schemas of the supplier profile. A draft may be saved with anything still empty (each field given is
 * checked); `completeSupplierProfileSchema` is what submitting asks for, and the profile form checks with it before
 * it submits. The server's own check of a stored profile is `missingSupplierItems`.
 */

/**
 * A CAC registration number as stored: RC (a registered company) or BN (a registered business name), a space, and
 * 1 to 8 digits without a leading zero.
 */
export const CAC_NUMBER_PATTERN = new RegExp(`^(?:RC|BN) [1-9]\\d{0,${L.cacDigitsMax - 1}}$`);

/**
 * A CAC number as people write it ("rc1234567", "RC-1234567", "BN 123 4567") in its one form, "RC 1234567"; null
 * when it is not RC or BN followed by 1 to 8 digits (no leading zero).
 */
export function normaliseCacNumber(value: string): string | null {
  const compact = withoutInvisibles(value)
    .toUpperCase()
    .replace(/[\s.\-/#:]/g, '');
  const match = /^(RC|BN)(\d+)$/.exec(compact);
  if (!match) return null;
  const normalised = `${match[1]} ${match[2]}`;
  return CAC_NUMBER_PATTERN.test(normalised) ? normalised : null;
}

const unique = (values: readonly unknown[] | undefined) => !values || new Set(values).size === values.length;

const businessNameField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value))
    .trim()
    .max(L.businessNameMax, v.businessNameTooLong);

const cacNumberField = () =>
  yup
    .string()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      return normaliseCacNumber(value) ?? value.trim();
    })
    .test('cac-number', v.cacNumberInvalid, (value) => !value || CAC_NUMBER_PATTERN.test(value));

/** A list of choices from `options`, each once. */
const choices = <T extends string>(options: readonly T[], invalid: string) =>
  yup
    .array(yup.string().required(invalid).oneOf(options, invalid))
    .max(options.length, invalid)
    .test('unique', invalid, unique);

/** save-supplier-profile: the whole profile as it stands, empty parts allowed while it is a draft. */
export const saveSupplierProfileSchema = yup.object({
  businessName: businessNameField().default(''),
  cacNumber: cacNumberField().default(''),
  address: addressSchema.nullable().default(null),
  deliveryStates: choices(NIGERIAN_STATE_NAMES, v.deliveryStateInvalid).default([]),
  partCategories: choices(sparePartCategories, v.partCategoryInvalid).default([]),
  brands: choices(partBrands, v.partBrandInvalid).default([]),
  grades: choices(partGrades, v.partGradeInvalid).default([]),
});
export type SaveSupplierProfileInput = yup.InferType<typeof saveSupplierProfileSchema>;

/** A profile that may be submitted: every part given. The messages are those of `missingSupplierItems`. */
export const completeSupplierProfileSchema = yup.object({
  businessName: businessNameField().required(v.businessNameRequired),
  cacNumber: cacNumberField().required(v.cacNumberRequired),
  address: addressSchema.required(),
  deliveryStates: choices(NIGERIAN_STATE_NAMES, v.deliveryStateInvalid)
    .required(v.deliveryStatesRequired)
    .min(1, v.deliveryStatesRequired),
  partCategories: choices(sparePartCategories, v.partCategoryInvalid)
    .required(v.partCategoriesRequired)
    .min(1, v.partCategoriesRequired),
  brands: choices(partBrands, v.partBrandInvalid).required(v.partBrandsRequired).min(1, v.partBrandsRequired),
  grades: choices(partGrades, v.partGradeInvalid).required(v.partGradesRequired).min(1, v.partGradesRequired),
});
