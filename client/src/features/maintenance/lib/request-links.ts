import { screens } from '@fleetcare/shared';

/** Leaving the app for the gateway's checkout page: the one every payment uses. */
export { checkoutNavigation } from '../../../components/payment/checkout-navigation.ts';

/** Where a booking ends: /status/booking-successful?maintenance=…, with the card payment's reference when waiting. */
export function bookingSuccessfulPath(maintenanceId: string, reference?: string): string {
  const query = new URLSearchParams({ maintenance: maintenanceId });
  if (reference) query.set('reference', reference);
  return `${screens.bookingSuccessful}?${query.toString()}`;
}

export const maintenanceDetailsPath = (maintenanceId: string) =>
  screens.maintenanceDetails.replace(':maintenanceId', encodeURIComponent(maintenanceId));

export const editRequestPath = (maintenanceId: string) =>
  screens.editMaintenance.replace(':maintenanceId', encodeURIComponent(maintenanceId));

export const REQUESTS_PATH = screens.maintenance;

/** Where a cancelled booking ends: /status/booking-canceled?maintenance=…, saying what was refunded. */
export const bookingCanceledPath = (maintenanceId: string) =>
  `${screens.bookingCanceled}?${new URLSearchParams({ maintenance: maintenanceId }).toString()}`;

/** A booked job's receipt: /dashboard/order-details/{id}?type=maintenance. */
export const jobReceiptPath = (maintenanceId: string) =>
  `${screens.orderDetails.replace(':orderId', encodeURIComponent(maintenanceId))}?type=maintenance`;
