import { bookPaidMaintenance } from './modules/maintenance/booking/index.ts';
import { paySurchargeByCard } from './modules/maintenance/surcharges/index.ts';
import type { PaymentSettlementSteps } from './modules/payments/index.ts';
import { paySparePartsByCard } from './modules/spare-parts/index.ts';

/**
 * What each purpose's own module does inside a card payment's settlement, right after its money was held in escrow
 * (see settleVerifiedPayment): wired here so the payments module imports none of them. A purpose listed here is
 * paid only through its own module's call.
 */
export const paymentSettlementSteps: PaymentSettlementSteps = {
  maintenance: bookPaidMaintenance,
  surcharge: paySurchargeByCard,
  'spare-parts': paySparePartsByCard,
};
