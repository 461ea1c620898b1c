import { defineApi, returns, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type { PaymentReferenceDto, PaymentTransactionDto, SavedCardDto } from '../wallet/wallet.dto.ts';
import type {
  generatePaymentReferenceSchema,
  paymentIdParamsSchema,
  paymentReferenceSchema,
  paymentTransactionsQuerySchema,
  savedCardIdParamsSchema,
  walletPageQuerySchema,
} from '../wallet/wallet.schemas.ts';

/** Payment calls. */
export const paymentsApi = defineApi({
  /** ?page&limit&status&purpose. */
  myPaymentTransactions: {
    method: 'GET',
    path: '/payments/my-payment-transactions',
    query: schema<typeof paymentTransactionsQuerySchema>(),
    response: returns<Page<PaymentTransactionDto>>(),
  },
  getPaymentTransaction: {
    method: 'GET',
    path: '/payments/get-payment-transaction/:id',
    params: schema<typeof paymentIdParamsSchema>(),
    response: returns<PaymentTransactionDto>(),
  },
  getSavedBankCards: {
    method: 'GET',
    path: '/payments/get-saved-bank-cards',
    query: schema<typeof walletPageQuerySchema>(),
    response: returns<Page<SavedCardDto>>(),
  },
  /** Body { purpose, amount, payForId?, savedCardId?, callbackPath? }. */
  generatePaymentReference: {
    method: 'POST',
    path: '/payments/generate-payment-reference',
    body: schema<typeof generatePaymentReferenceSchema>(),
    response: returns<PaymentReferenceDto>(),
  },
  /** Body { reference }: keeps the card of a successful payment for later payments. */
  saveBankCardAuthorization: {
    method: 'POST',
    path: '/payments/save-bank-card-authorization',
    body: schema<typeof paymentReferenceSchema>(),
    response: returns<SavedCardDto>(),
  },
  deleteSavedBankCard: {
    method: 'DELETE',
    path: '/payments/delete-saved-bank-card/:id',
    params: schema<typeof savedCardIdParamsSchema>(),
    response: returns<SavedCardDto>(),
  },

  // FleetCare's own
  /**
   * Body { reference }: the browser's confirmation on its return from the checkout. The caller's own payment of any
   * purpose, verified with the gateway and settled as the webhook settles it (the two together settle once).
   */
  confirmPayment: {
    method: 'POST',
    path: '/payments/confirm-payment',
    body: schema<typeof paymentReferenceSchema>(),
    response: returns<PaymentTransactionDto>(),
  },
  /**
   * The gateway's signed events (x-paystack-signature); no session, no Origin. The body is read raw and checked by
   * its signature, not by a schema.
   */
  webhook: {
    method: 'POST',
    path: '/payments/webhook',
    response: returns<{ received: true; duplicate: boolean }>(),
  },
});

/** The sandbox gateway's pages (outside /api): the checkout a payer completes or fails. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/:reference';
