import type { Db } from '../../db/client.ts';
import { driftedBalances, negativeUserAccounts, unbalancedTransactions } from './ledger.repository.ts';

export interface LedgerInvariantReport {
  ok: boolean;
  /** Transactions whose entries do not sum to zero (or that have fewer than two entries). */
  unbalanced: { transactionId: string; sum: number }[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  drifted: { accountId: string; cached: number; fromEntries: number }[];
  /** Wallets or escrow accounts below zero. */
  negative: { accountId: string; balance: number }[];
}

/** Checks the whole ledger (scripts/check-ledger.ts and the tests' helper). */
export async function checkLedgerInvariants(db: Db): Promise<LedgerInvariantReport> {
  const [unbalanced, drifted, negative] = [
    await unbalancedTransactions(db),
    await driftedBalances(db),
    await negativeUserAccounts(db),
  ];
  return { ok: unbalanced.length + drifted.length + negative.length === 0, unbalanced, drifted, negative };
}
