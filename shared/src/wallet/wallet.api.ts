import { defineApi } from '../http/api.ts';

/** Wallet calls. Paths are under /api. */
export const walletsApi = defineApi({
  /** Body { reference }: confirms a top-up from the browser after the checkout (verified with the gateway). */
  creditPaymentToWallet: { method: 'POST', path: '/wallets/credit-payment-to-wallet' },
  /** Body { bankCode, accountNumber }: the account name from the gateway, before saving. */
  verifyBankAccount: { method: 'POST', path: '/wallets/verify-bank-account' },
  /** Body { bankCode, accountNumber }: resolved again and saved (at most 5). */
  addBankAccount: { method: 'POST', path: '/wallets/add-bank-account' },
  /** Body { bankAccountId, amount, reference, otp }: amount + fee leave the wallet at once. */
  transferToBankAccount: { method: 'POST', path: '/wallets/transfer-to-bank-account' },
  /** Body { code }. */
  redeemCoupon: { method: 'POST', path: '/wallets/redeem-coupon' },
  deleteBankAccount: { method: 'DELETE', path: '/wallets/delete-bank-account/:id' },
  /** The older reading of the notes (POST); same effect. */
  deleteBankAccountPost: { method: 'POST', path: '/wallets/delete-bank-account/:id' },
  /** ?page&limit&kind&from&to (dates YYYY-MM-DD, Lagos time). */
  myWalletTransactions: { method: 'GET', path: '/wallets/my-wallet-transactions' },
  getWalletTransaction: { method: 'GET', path: '/wallets/get-wallet-transaction/:id' },
  getPayoutBanks: { method: 'GET', path: '/wallets/get-payout-banks' },
  getSavedBankAccounts: { method: 'GET', path: '/wallets/get-saved-bank-accounts' },
  /** ?amount= (kobo). */
  getPayoutTransferFee: { method: 'GET', path: '/wallets/get-payout-transfer-fee' },

  // FleetCare's own
  getWalletBalances: { method: 'GET', path: '/wallets/get-wallet-balances' },
  /** ?page&limit. */
  myPayouts: { method: 'GET', path: '/wallets/my-payouts' },
});
