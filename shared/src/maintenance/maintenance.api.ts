import type { localeQuerySchema } from '../content/content.schemas.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { ServiceDetailsDto } from './service-details.dto.ts';

export const maintenanceApi = defineApi({
  /** The service catalogue: what each service includes, typical prices and duration. */
  getServiceDetails: {
    method: 'GET',
    path: '/users/get-service-details',
    query: schema<typeof localeQuerySchema>(),
    response: returns<ServiceDetailsDto[]>(),
  },
});
