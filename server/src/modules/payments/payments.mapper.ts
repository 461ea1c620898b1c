import type { PaymentReferenceDto, PaymentTransactionDto, SavedCardDto } from '@fleetcare/shared';
import type { PaymentRow } from './payments.repository.ts';
import type { SavedCardRow } from './saved-cards.repository.ts';

/** Row → DTO with an explicit field list: the card's authorization (its reusable code) never leaves the server. */
export function toPaymentTransactionDto(row: PaymentRow): PaymentTransactionDto {
  return {
    _id: row.id,
    reference: row.reference,
    purpose: row.purpose,
    payForId: row.payForId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    channel: row.channel,
    gateway: row.gateway,
    cardSummary: row.cardSummary,
    failureReason: row.failureReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentReferenceDto(row: PaymentRow): PaymentReferenceDto {
  return {
    paymentId: row.id,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    authorizationUrl: row.channel === 'checkout' ? row.authorizationUrl : null,
    status: row.status,
  };
}

/** A saved card without its authorization code or the e-mail it is charged with. */
export function toSavedCardDto(row: SavedCardRow): SavedCardDto {
  return {
    _id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    bank: row.bank,
    createdAt: row.createdAt.toISOString(),
  };
}
