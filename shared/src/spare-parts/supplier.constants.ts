/**
 * The spare-parts supplier's vocabulary: what a supplier sells (part categories and brands; the grades are
 * quotations' `partGrades`), where their profile stands and how it moves, and the limits of each field. The server checks with these; the client draws the
 * profile form from them.
 */

/** The kinds of parts FleetCare's requests are sorted by; a supplier names the ones they stock. */
export const sparePartCategories = [
  'engine',
  'brakes',
  'suspension',
  'electrical',
  'body',
  'tyres',
  'batteries',
  'lubricants',
  'filters',
  'cooling',
  'transmission',
  'exhaust',
  'lighting',
  'interior',
  'accessories',
] as const;
export type SparePartCategory = (typeof sparePartCategories)[number];

/**
 * The vehicle makes a supplier carries parts for: the makes most common on Nigerian roads, and `other` for the rest.
 * (A vehicle's own make is free text; this list is what suppliers choose from.)
 */
export const partBrands = [
  'toyota',
  'lexus',
  'honda',
  'hyundai',
  'kia',
  'nissan',
  'mercedes-benz',
  'peugeot',
  'ford',
  'volkswagen',
  'mitsubishi',
  'mazda',
  'bmw',
  'land-rover',
  'suzuki',
  'isuzu',
  'innoson',
  'other',
] as const;
export type PartBrand = (typeof partBrands)[number];

/**
 * Where a supplier's profile stands: a draft the supplier fills in → submitted (waiting for an admin's review) →
 * approved, or rejected with a reason (edited and submitted again).
 */
export const supplierStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

export type SupplierActor = 'supplier' | 'admin';

export interface SupplierTransition {
  from: readonly SupplierStatus[];
  to: SupplierStatus;
  actor: SupplierActor;
  /** The supplier is told why (a rejection's reason). */
  reasonRequired: boolean;
}

/**
 * The supplier profile's process, as data: each step names the statuses it leaves, the one it enters, who takes it
 * and whether it needs a reason the supplier reads. Every change of status goes through it (a step it does not
 * allow is a 409 naming the current status, and nothing changes); the admin panel offers a step only where it
 * applies, and the tests are generated from it.
 */
export const supplierTransitions = {
  /** The supplier sends a complete profile for review (again after a rejection, once edited). */
  submit: { from: ['draft', 'rejected'], to: 'submitted', actor: 'supplier', reasonRequired: false },
  approve: { from: ['submitted'], to: 'approved', actor: 'admin', reasonRequired: false },
  reject: { from: ['submitted'], to: 'rejected', actor: 'admin', reasonRequired: true },
  /** An approved supplier's changed business details (name, CAC number, address) were checked and are in order. */
  'accept-changes': { from: ['approved'], to: 'approved', actor: 'admin', reasonRequired: false },
} as const satisfies Record<string, SupplierTransition>;

export type SupplierTransitionName = keyof typeof supplierTransitions;

export const supplierTransitionNames = Object.keys(supplierTransitions) as SupplierTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canSupplierTransition(
  name: SupplierTransitionName,
  status: SupplierStatus,
  actor: SupplierActor,
): boolean {
  const transition: SupplierTransition = supplierTransitions[name];
  return transition.actor === actor && transition.from.includes(status);
}

/**
 * The two parts of a profile, as edits treat them: `identity` is who the business is (name, CAC number, address),
 * `coverage` what it sells and where (states, categories, brands, grades).
 */
export type SupplierEditTarget = 'identity' | 'coverage';

/**
 * What a change does in each status: `edit` saves it; `review` saves it and puts the profile in the admins' queue
 * again while the approved supplier keeps working (their identity is what was vetted); `locked` refuses it with a
 * 409 and changes nothing (an admin has the profile).
 */
export type SupplierEditOutcome = 'edit' | 'review' | 'locked';

export const supplierEditRules: Record<SupplierStatus, Record<SupplierEditTarget, SupplierEditOutcome>> = {
  draft: { identity: 'edit', coverage: 'edit' },
  submitted: { identity: 'locked', coverage: 'locked' },
  approved: { identity: 'review', coverage: 'edit' },
  rejected: { identity: 'edit', coverage: 'edit' },
};

/** The profile's fields of each edit target. */
export const supplierFieldsOf = {
  identity: ['businessName', 'cacNumber', 'address'],
  coverage: ['deliveryStates', 'partCategories', 'brands', 'grades'],
} as const satisfies Record<SupplierEditTarget, readonly string[]>;

/** Whether the supplier may save their profile in `status` at all. */
export const supplierMayEdit = (status: SupplierStatus) =>
  Object.values(supplierEditRules[status]).some((outcome) => outcome !== 'locked');

export const SUPPLIER_LIMITS = {
  businessNameMax: 120,
  /** The digits of a CAC number after RC or BN. */
  cacDigitsMax: 8,
  /** A rejection's reason, characters. */
  reasonMax: 1000,
} as const;
