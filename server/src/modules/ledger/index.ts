export {
  postInTransaction,
  postLedgerTransaction,
  publishBalances,
  getWalletBalances,
  walletOf,
  escrowOf,
  platformAccount,
  type Posting,
  type PostResult,
  type LedgerTransactionSpec,
} from './ledger.service.ts';
export { checkLedgerInvariants, type LedgerInvariantReport } from './ledger-invariants.service.ts';
export type { AccountKey, LedgerTransactionRow } from './ledger.repository.ts';
