import { defineApi, returns, schema } from '../http/api.ts';
import type { SupplierProfileDto } from './supplier.dto.ts';
import type { saveSupplierProfileSchema } from './supplier.schemas.ts';

/**
 * The spare-parts supplier's own profile and its review (calls of FleetCare's own, not in the older spec). Every call
 * answers the whole SupplierProfileDto, so the screens keep one copy of it.
 */
export const suppliersApi = defineApi({
  /** The signed-in supplier's profile; one that has saved nothing yet gets an empty draft. */
  getMySupplierProfile: {
    method: 'GET',
    path: '/suppliers/get-my-supplier-profile',
    response: returns<SupplierProfileDto>(),
  },
  /**
   * Saves the whole profile (a draft may have empty parts). A signed-in account without the supplier role becomes a
   * supplier with its first save. While an admin reviews it nothing changes (409); an approved supplier's profile
   * stays complete, and a change of their business name, CAC number or address goes to an admin again.
   */
  saveSupplierProfile: {
    method: 'POST',
    path: '/suppliers/save-supplier-profile',
    body: schema<typeof saveSupplierProfileSchema>(),
    response: returns<SupplierProfileDto>(),
  },
  /** Sends the saved profile for review; refused with every missing part in `fieldErrors` until it is complete. */
  submitSupplierProfile: {
    method: 'PATCH',
    path: '/suppliers/submit-supplier-profile',
    response: returns<SupplierProfileDto>(),
  },
});
