import type { Db } from '../../db/client.ts';
import {
  driftedBalances,
  escrowMismatches,
  mixedCurrencyTransactions,
  negativeUserAccounts,
  unbalancedTransactions,
} from './ledger-invariants.repository.ts';

export interface LedgerInvariantReport {
  ok: boolean;
  /** Transactions whose entries do not sum to zero (or that have fewer than two entries). */
  unbalanced: { transactionId: string; sum: number }[];
  /** Transactions whose entries touch accounts of more than one currency. */
  mixedCurrency: { transactionId: string; currencies: string }[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  drifted: { accountId: string; cached: number; fromEntries: number }[];
  /** Wallets or escrow accounts below zero. */
  negative: { accountId: string; balance: number }[];
  /** Payers whose escrow balance is not the sum of their holds in status 'held'. */
  escrow: { payerId: string; currency: string; held: number; escrowBalance: number }[];
}

/**
 * Checks the whole ledger (scripts/check-ledger.ts and the tests' helper). With `owners`, only those users'
 * accounts and holds and the transactions that touched them: fast enough after every step, but blind to the
 * platform accounts' totals, so finish with a whole check.
 */
export async function checkLedgerInvariants(
  db: Db,
  scope: { owners?: readonly string[] } = {},
): Promise<LedgerInvariantReport> {
  const { owners } = scope;
  const unbalanced = await unbalancedTransactions(db, owners);
  const mixedCurrency = await mixedCurrencyTransactions(db, owners);
  const drifted = await driftedBalances(db, owners);
  const negative = await negativeUserAccounts(db, owners);
  const escrow = await escrowMismatches(db, owners);
  const problems = unbalanced.length + mixedCurrency.length + drifted.length + negative.length + escrow.length;
  return { ok: problems === 0, unbalanced, mixedCurrency, drifted, negative, escrow };
}

/** The report as lines a person can read (empty when the ledger is sound). */
export function describeLedgerProblems(report: LedgerInvariantReport): string[] {
  return [
    ...report.unbalanced.map((row) => `transaction ${row.transactionId}: entries sum to ${row.sum} (or fewer than 2)`),
    ...report.mixedCurrency.map((row) => `transaction ${row.transactionId}: mixes currencies ${row.currencies}`),
    ...report.drifted.map(
      (row) => `account ${row.accountId}: cached balance ${row.cached}, entries sum to ${row.fromEntries}`,
    ),
    ...report.negative.map((row) => `account ${row.accountId}: user account below zero (${row.balance})`),
    ...report.escrow.map(
      (row) =>
        `payer ${row.payerId}: ${row.currency} holds in 'held' sum to ${row.held}, escrow is ${row.escrowBalance}`,
    ),
  ];
}
