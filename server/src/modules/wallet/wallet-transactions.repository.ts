import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Currency, LedgerAccountKind, LedgerTransactionKind } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  escrowHolds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  payouts,
} from '../../db/schema/index.ts';

/** One entry on a user's wallet or promotional credit with what it came from (a payment, payout, hold or coupon). */
export interface WalletEntryRow {
  id: string;
  transactionId: string;
  kind: LedgerTransactionKind;
  accountKind: LedgerAccountKind;
  amount: number;
  balanceAfter: number;
  currency: Currency;
  description: string;
  paymentId: string | null;
  payoutId: string | null;
  paymentReference: string | null;
  payoutReference: string | null;
  holdPurposeKey: string | null;
  couponCode: string | null;
  createdAt: Date;
}

export interface WalletEntryFilter {
  kind?: LedgerTransactionKind | undefined;
  /** Inclusive start instant. */
  from?: Date | undefined;
  /** Exclusive end instant. */
  to?: Date | undefined;
}

const entryFields = {
  id: ledgerEntries.id,
  transactionId: ledgerEntries.transactionId,
  kind: ledgerTransactions.kind,
  accountKind: ledgerAccounts.kind,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  currency: ledgerAccounts.currency,
  description: ledgerTransactions.description,
  paymentId: ledgerTransactions.paymentId,
  payoutId: ledgerTransactions.payoutId,
  paymentReference: payments.reference,
  payoutReference: payouts.reference,
  holdPurposeKey: escrowHolds.purposeKey,
  couponCode: coupons.code,
  createdAt: ledgerEntries.createdAt,
};

/** The user's cash and promotional credit: what "wallet transactions" list (escrow shows as the holds). */
const ofUserWallet = (userId: string) =>
  and(inArray(ledgerAccounts.kind, ['wallet', 'promo']), eq(ledgerAccounts.ownerId, userId));

function entriesQuery(db: Db) {
  return db
    .select(entryFields)
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
    .leftJoin(payouts, eq(payouts.id, ledgerTransactions.payoutId))
    .leftJoin(escrowHolds, eq(escrowHolds.id, ledgerTransactions.holdId))
    .leftJoin(couponRedemptions, eq(couponRedemptions.ledgerTransactionId, ledgerTransactions.id))
    .leftJoin(coupons, eq(coupons.id, couponRedemptions.couponId));
}

/** One page of the entries on a user's wallet and promotional-credit accounts, newest first, and the count. */
export async function listWalletEntries(
  db: Db,
  userId: string,
  filter: WalletEntryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: WalletEntryRow[]; total: number }> {
  const where = and(
    ofUserWallet(userId),
    filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerEntries.createdAt, filter.to) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    entriesQuery(db)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One entry, only when it is on the user's own wallet or promotional credit. */
export async function findWalletEntry(db: Db, userId: string, entryId: string): Promise<WalletEntryRow | undefined> {
  const [row] = await entriesQuery(db)
    .where(and(ofUserWallet(userId), eq(ledgerEntries.id, entryId)))
    .limit(1);
  return row;
}
