/**
 * The spare-parts feature's query keys, written once. `supplierProfile()` is the one copy of the signed-in
 * supplier's SupplierProfileDto: every supplier call answers it whole, and its answer replaces the cached one.
 * Everything about one of the customer's requests sits under `request(id)`: every call that changes a request
 * answers it whole, and the answer replaces it there; anything that changes what a list shows also invalidates
 * `requestLists()`.
 */
export const sparePartKeys = {
  all: ['spare-parts'] as const,
  supplierProfile: () => [...sparePartKeys.all, 'supplier-profile'] as const,
  requestLists: () => [...sparePartKeys.all, 'requests'] as const,
  requests: (query: { page: number; status: string | null }) => [...sparePartKeys.requestLists(), query] as const,
  request: (id: string) => [...sparePartKeys.all, 'request', id] as const,
  vehicleChoices: () => [...sparePartKeys.all, 'vehicle-choices'] as const,
  jobChoices: () => [...sparePartKeys.all, 'job-choices'] as const,
  invitationLists: () => [...sparePartKeys.all, 'invitations'] as const,
  invitations: (page: number) => [...sparePartKeys.invitationLists(), page] as const,
  invitation: (id: string) => [...sparePartKeys.all, 'invitation', id] as const,
};
