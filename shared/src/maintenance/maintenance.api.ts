import { defineApi } from '../http/api.ts';

export const maintenanceApi = defineApi({
  /** The service catalogue: what each service includes, typical prices and duration. */
  getServiceDetails: { method: 'GET', path: '/users/get-service-details' },
});
