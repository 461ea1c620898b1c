import { defineApi, returns, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type {
  BankAccountDto,
  CouponRedemptionDto,
  CreditedPaymentDto,
  PayoutBankDto,
  PayoutDto,
  PayoutTransferFeeDto,
  VerifiedBankAccountDto,
  WalletBalancesDto,
  WalletTransactionDto,
} from './wallet.dto.ts';
import type {
  bankAccountIdParamsSchema,
  bankAccountSchema,
  paymentReferenceSchema,
  payoutFeeQuerySchema,
  redeemCouponSchema,
  transferToBankSchema,
  walletPageQuerySchema,
  walletTransactionIdParamsSchema,
  walletTransactionsQuerySchema,
} from './wallet.schemas.ts';

/** Wallet calls. Paths are under /api. */
export const walletsApi = defineApi({
  /** Body { reference }: confirms a top-up from the browser after the checkout (verified with the gateway). */
  creditPaymentToWallet: {
    method: 'POST',
    path: '/wallets/credit-payment-to-wallet',
    body: schema<typeof paymentReferenceSchema>(),
    response: returns<CreditedPaymentDto>(),
  },
  /** Body { bankCode, accountNumber }: the account name from the gateway, before saving. */
  verifyBankAccount: {
    method: 'POST',
    path: '/wallets/verify-bank-account',
    body: schema<typeof bankAccountSchema>(),
    response: returns<VerifiedBankAccountDto>(),
  },
  /** Body { bankCode, accountNumber }: resolved again and saved (at most 5). */
  addBankAccount: {
    method: 'POST',
    path: '/wallets/add-bank-account',
    body: schema<typeof bankAccountSchema>(),
    response: returns<BankAccountDto>(),
  },
  /** Body { bankAccountId, amount, reference, otp }: amount + fee leave the wallet at once. */
  transferToBankAccount: {
    method: 'POST',
    path: '/wallets/transfer-to-bank-account',
    body: schema<typeof transferToBankSchema>(),
    response: returns<PayoutDto>(),
  },
  /** Body { code }. */
  redeemCoupon: {
    method: 'POST',
    path: '/wallets/redeem-coupon',
    body: schema<typeof redeemCouponSchema>(),
    response: returns<CouponRedemptionDto>(),
  },
  deleteBankAccount: {
    method: 'DELETE',
    path: '/wallets/delete-bank-account/:id',
    params: schema<typeof bankAccountIdParamsSchema>(),
    response: returns<BankAccountDto>(),
  },
  /** The older reading of the notes (POST); same effect. */
  deleteBankAccountPost: {
    method: 'POST',
    path: '/wallets/delete-bank-account/:id',
    params: schema<typeof bankAccountIdParamsSchema>(),
    response: returns<BankAccountDto>(),
  },
  /** ?page&limit&kind&from&to (dates YYYY-MM-DD, Lagos time). */
  myWalletTransactions: {
    method: 'GET',
    path: '/wallets/my-wallet-transactions',
    query: schema<typeof walletTransactionsQuerySchema>(),
    response: returns<Page<WalletTransactionDto>>(),
  },
  getWalletTransaction: {
    method: 'GET',
    path: '/wallets/get-wallet-transaction/:id',
    params: schema<typeof walletTransactionIdParamsSchema>(),
    response: returns<WalletTransactionDto>(),
  },
  getPayoutBanks: { method: 'GET', path: '/wallets/get-payout-banks', response: returns<PayoutBankDto[]>() },
  getSavedBankAccounts: {
    method: 'GET',
    path: '/wallets/get-saved-bank-accounts',
    response: returns<BankAccountDto[]>(),
  },
  /** ?amount= (kobo). */
  getPayoutTransferFee: {
    method: 'GET',
    path: '/wallets/get-payout-transfer-fee',
    query: schema<typeof payoutFeeQuerySchema>(),
    response: returns<PayoutTransferFeeDto>(),
  },

  // FleetCare's own
  getWalletBalances: {
    method: 'GET',
    path: '/wallets/get-wallet-balances',
    response: returns<WalletBalancesDto>(),
  },
  /** ?page&limit. */
  myPayouts: {
    method: 'GET',
    path: '/wallets/my-payouts',
    query: schema<typeof walletPageQuerySchema>(),
    response: returns<Page<PayoutDto>>(),
  },
});
