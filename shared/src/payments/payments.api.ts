import { defineApi } from '../http/api.ts';

/** Payment calls. */
export const paymentsApi = defineApi({
  /** ?page&limit&status&purpose. */
  myPaymentTransactions: { method: 'GET', path: '/payments/my-payment-transactions' },
  getPaymentTransaction: { method: 'GET', path: '/payments/get-payment-transaction/:id' },
  getSavedBankCards: { method: 'GET', path: '/payments/get-saved-bank-cards' },
  /** Body { purpose, amount, payForId?, savedCardId?, callbackPath? }. */
  generatePaymentReference: { method: 'POST', path: '/payments/generate-payment-reference' },
  /** Body { reference }: keeps the card of a successful payment for later payments. */
  saveBankCardAuthorization: { method: 'POST', path: '/payments/save-bank-card-authorization' },
  deleteSavedBankCard: { method: 'DELETE', path: '/payments/delete-saved-bank-card/:id' },

  // FleetCare's own
  /** The gateway's signed events (x-paystack-signature); no session, no Origin. */
  webhook: { method: 'POST', path: '/payments/webhook' },
});

/** The sandbox gateway's pages (outside /api): the checkout a payer completes or fails. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/:reference';
