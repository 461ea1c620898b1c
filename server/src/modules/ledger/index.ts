export {
  postInTransaction,
  postLedgerTransaction,
  publishBalances,
  getWalletBalances,
  walletOf,
  promoOf,
  escrowOf,
  platformAccount,
  type AccountKey,
  type LedgerTransactionRow,
  type Posting,
  type PostResult,
  type LedgerTransactionSpec,
  type Spend,
  type SpendSplit,
} from './ledger.service.ts';
export { chargeWallet, chargeWalletInTransaction, type WalletChargeInput } from './charge.service.ts';
export {
  grantPromotionalCredit,
  grantPromotionalCreditInTransaction,
  type PromotionalCreditInput,
} from './promo.service.ts';
export {
  holdInTransaction,
  holdFromWallet,
  releaseHold,
  releaseHoldInTransaction,
  refundHold,
  refundHoldInTransaction,
  settleHoldInTransaction,
  getHold,
  type HoldInput,
  type HoldResult,
  type ReleaseInput,
  type RefundInput,
  type SettleInput,
} from './escrow.service.ts';
export {
  checkLedgerInvariants,
  describeLedgerProblems,
  type LedgerInvariantReport,
} from './ledger-invariants.service.ts';
export { ledgerAdmin } from './admin/ledger.admin.ts';
