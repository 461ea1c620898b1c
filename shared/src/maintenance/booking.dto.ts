import type { PaymentReferenceDto } from '../wallet/wallet.dto.ts';

/** What booking a technician answers: booked at once (wallet, saved card), or waiting for the checkout (new card). */
export type MaintenanceBookingStatus = 'booked' | 'awaiting-payment';

export interface MaintenanceBookingDto {
  maintenanceId: string;
  quotationId: string;
  status: MaintenanceBookingStatus;
  /** The quotation's total in kobo: what is held in escrow until the job is done. */
  amount: number;
  /** The card payment: for a new card, the checkout to send the browser to; null when paid from the wallet. */
  payment: PaymentReferenceDto | null;
}
