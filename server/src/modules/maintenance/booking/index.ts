export { bookingRouter } from './booking.router.ts';
/** The payments module's settlement step for the purpose "maintenance" (wired in payment-settlement-steps.ts). */
export { bookPaidMaintenance } from './booking.service.ts';
