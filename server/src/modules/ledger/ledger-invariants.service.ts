import type { Db } from '../../db/client.ts';
import {
  driftedBalances,
  escrowMismatches,
  holdSplitMismatches,
  mixedCurrencyTransactions,
  negativeUserAccounts,
  promotionalLeaks,
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
  /** Wallets, promotional-credit or escrow accounts below zero. */
  negative: { accountId: string; balance: number }[];
  /** Payers whose escrow balance is not the sum of their holds in status 'held'. */
  escrow: { payerId: string; currency: string; held: number; escrowBalance: number }[];
  /** Promotional credit moved by a transaction that may not move it (a withdrawal, a top-up, a release…). */
  promoLeaks: { entryId: string; transactionId: string; kind: string; amount: number }[];
  /** Holds whose promotional part differs from what their hold took from, or their refund gave back to, it. */
  holdSplits: { holdId: string; kind: string; promoAmount: number; promoMoved: number }[];
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
  const promoLeaks = await promotionalLeaks(db, owners);
  const holdSplits = await holdSplitMismatches(db, owners);
  const problems = [unbalanced, mixedCurrency, drifted, negative, escrow, promoLeaks, holdSplits].reduce(
    (sum, list) => sum + list.length,
    0,
  );
  return { ok: problems === 0, unbalanced, mixedCurrency, drifted, negative, escrow, promoLeaks, holdSplits };
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
    ...report.promoLeaks.map(
      (row) =>
        `entry ${row.entryId}: a ${row.kind} transaction (${row.transactionId}) moved ${row.amount} of promotional credit`,
    ),
    ...report.holdSplits.map(
      (row) =>
        `hold ${row.holdId}: promotional part ${row.promoAmount}, its ${row.kind} moved ${row.promoMoved} of promotional credit`,
    ),
  ];
}
