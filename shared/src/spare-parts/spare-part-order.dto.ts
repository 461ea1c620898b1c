import type { AddressDto } from '../places/address.dto.ts';
import type { PaymentReferenceDto } from '../wallet/wallet.dto.ts';

/*
 * A spare-part request after one quotation was paid into escrow: the order, as its customer and its paid supplier
 * see it. Amounts are kobo; times are ISO.
 */

/** A phone number as its owner entered it: the country's dial code and the number. */
export interface SparePartPhoneDto {
  dialCode: string;
  number: string;
}

/** What accept-quotation-and-pay answers: paid at once (wallet, saved card), or waiting for the checkout (new card). */
export type SparePartPaymentStatus = 'paid' | 'awaiting-payment';

export interface SparePartPaymentDto {
  requestId: string;
  quotationId: string;
  /** The quotation's revision paid for. */
  revision: number;
  status: SparePartPaymentStatus;
  /** The quotation's total: what is held in escrow until the customer confirms the delivery. */
  amount: number;
  /** The card payment: for a new card, the checkout to send the browser to; null when paid from the wallet. */
  payment: PaymentReferenceDto | null;
}

/** How far the order has got, for both sides. */
export interface SparePartOrderStepsDto {
  quotationId: string;
  revision: number;
  itemsTotal: number;
  deliveryFee: number;
  /** itemsTotal + deliveryFee: what the customer paid into escrow. */
  total: number;
  /** The days to deliver the supplier promised, from payment. */
  deliveryDays: number;
  paidAt: string;
  dispatchedAt: string | null;
  /** How the parts travel (the rider and their phone, or the waybill), as the supplier wrote it at dispatch. */
  dispatchNote: string | null;
  deliveredAt: string | null;
  /** When a delivered order completes by itself unless the customer confirms it first; null until delivered. */
  autoCompletesAt: string | null;
  /** Confirmed (or completed by itself): the escrow was released to the supplier. */
  completedAt: string | null;
  /** Canceled after payment (by the customer before dispatch, or by an admin): the escrow went back to the wallet. */
  canceledAt: string | null;
  /** What went back to the customer's wallet, kobo; null unless canceled after payment. */
  refunded: number | null;
}

/** The paid supplier, as the customer sees them once paid. */
export interface SparePartOrderSupplierDto {
  /** The supplier's user id. */
  _id: string;
  businessName: string;
  /** The supplier account's phone number, for the delivery; null when they gave none. */
  phone: SparePartPhoneDto | null;
}

/** The order in the customer's request. */
export interface SparePartOrderDto extends SparePartOrderStepsDto {
  supplier: SparePartOrderSupplierDto;
}

/** The order in the paid supplier's view of the request, with what they are paid. */
export interface SupplierSparePartOrderDto extends SparePartOrderStepsDto {
  /** The platform's commission rate fixed at payment, basis points (1000 = 10%). */
  commissionBps: number;
  /** The platform's part of the total, kobo, taken when the escrow is released. */
  commission: number;
  /** What the supplier's wallet receives on completion: total − commission. */
  payout: number;
}

/** Where the parts go and who receives them: shown to the paid supplier only, from payment on. */
export interface SparePartDeliveryDto {
  address: AddressDto;
  customerName: string;
  /** Null when the customer gave none. */
  customerPhone: SparePartPhoneDto | null;
}
