import { defineApi, returns, schema } from '../http/api.ts';
import type { MaintenanceBookingDto } from './booking.dto.ts';
import type { payForMaintenanceSchema } from './maintenance-request.schemas.ts';

/**
 * Booking a technician: the customer accepts one live quotation of their open or quoted request and pays its total
 * into escrow. From the wallet (or a saved card) the request is booked at once; with a new card it is booked when
 * the checkout's payment settles. Another customer's request, or a quotation of another request, is 404.
 */
export const bookingApi = defineApi({
  payForMaintenanceServices: {
    method: 'POST',
    path: '/maintenances/pay-for-maintenance-services',
    body: schema<typeof payForMaintenanceSchema>(),
    response: returns<MaintenanceBookingDto>(),
  },
});
