import type { SupplierProfileDto } from '@fleetcare/shared';

/** Everything a new profile lacks, as the server lists it. */
const everythingMissing: SupplierProfileDto['missing'] = [
  { field: 'businessName', message: 'validation:businessNameRequired' },
  { field: 'cacNumber', message: 'validation:cacNumberRequired' },
  { field: 'address', message: 'validation:supplierAddressRequired' },
  { field: 'deliveryStates', message: 'validation:deliveryStatesRequired' },
  { field: 'partCategories', message: 'validation:partCategoriesRequired' },
  { field: 'brands', message: 'validation:partBrandsRequired' },
  { field: 'grades', message: 'validation:partGradesRequired' },
];

/** A new supplier's profile: an empty draft never saved. */
export function emptySupplierProfile(overrides: Partial<SupplierProfileDto> = {}): SupplierProfileDto {
  return {
    userId: 'b0f1c7a2-6d7e-4f53-9a51-1c2d3e4f5a6b',
    status: 'draft',
    businessName: null,
    cacNumber: null,
    address: null,
    deliveryStates: [],
    partCategories: [],
    brands: [],
    grades: [],
    changesUnderReview: false,
    submittedAt: null,
    decidedAt: null,
    rejectionReason: null,
    missing: everythingMissing,
    savedAt: null,
    ...overrides,
  };
}

/** A whole profile of a parts shop at Ladipo market, Mushin (a draft unless `overrides` say otherwise). */
export function testSupplierProfile(overrides: Partial<SupplierProfileDto> = {}): SupplierProfileDto {
  return emptySupplierProfile({
    businessName: 'Bello Auto Parts Ltd',
    cacNumber: 'RC 1456789',
    address: {
      line: '14 Ladipo Street',
      landmark: null,
      town: 'Mushin',
      lga: 'Mushin',
      state: 'Lagos',
      lat: 6.5355,
      lng: 3.3506,
    },
    deliveryStates: ['Lagos'],
    partCategories: ['brakes'],
    brands: ['toyota'],
    grades: ['new-oem'],
    missing: [],
    savedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
