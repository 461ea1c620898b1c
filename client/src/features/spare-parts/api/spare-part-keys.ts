/**
 * The spare-parts feature's query keys, written once. `supplierProfile()` is the one copy of the signed-in
 * supplier's SupplierProfileDto: every supplier call answers it whole, and its answer replaces the cached one.
 */
export const sparePartKeys = {
  all: ['spare-parts'] as const,
  supplierProfile: () => [...sparePartKeys.all, 'supplier-profile'] as const,
};
