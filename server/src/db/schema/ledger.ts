import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HoldStatus, LedgerAccountKind, LedgerTransactionKind } from '@fleetcare/shared';
import { kobo, createdAt, userRef, currency } from './money-columns.ts';
import { users } from './users.ts';

/*
 * Money. Amounts are kobo in bigint columns read as JS numbers (safe up to ₦90 trillion).
 * The ledger is double-entry: every movement is one ledger transaction whose entries sum to zero; entries and
 * transactions are never updated or deleted (a trigger in the migration refuses it), corrections are new
 * transactions. An account's `balance` caches the sum of its entries, updated in the same database transaction
 * under the account's row lock; user accounts cannot go below zero (a check constraint backs the service's test).
 * Users are erased, never deleted, so money rows reference users without cascading.
 */

/**
 * A ledger account: a user's wallet (cash), promo (promotional credit, never withdrawable) or escrow, or one of the
 * platform's accounts (ownerId null).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<LedgerAccountKind>().notNull(),
    ownerId: uuid().references(() => users.id),
    currency: currency(),
    balance: kobo().notNull().default(0),
    /** Only the platform's accounts may go below zero. */
    allowNegative: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_unique')
      .on(table.kind, table.ownerId, table.currency)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex('ledger_accounts_platform_unique')
      .on(table.kind, table.currency)
      .where(sql`${table.ownerId} is null`),
    check('ledger_accounts_not_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
    check(
      'ledger_accounts_owner_kind',
      sql`(${table.ownerId} is null) = (${table.kind} not in ('wallet', 'promo', 'escrow'))`,
    ),
  ],
);

/** One movement of money; its entries sum to zero. `idempotencyKey` makes a replay return the first result. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<LedgerTransactionKind>().notNull(),
    /** "payment:FC-…", "webhook:…", "payout:…", "coupon:…:user:…:1", "hold:…" — unique over the whole ledger. */
    idempotencyKey: text().notNull(),
    /** Who caused it (the payer, the redeemer), when a user did. */
    userId: uuid().references(() => users.id),
    description: text().notNull(),
    /** What it came from, to link to: a payment, payout, hold or coupon redemption id. */
    paymentId: uuid(),
    payoutId: uuid(),
    holdId: uuid(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_unique').on(table.idempotencyKey),
    // A payment's or payout's movements, read on its admin record page.
    index('ledger_transactions_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    index('ledger_transactions_payout_idx')
      .on(table.payoutId)
      .where(sql`${table.payoutId} is not null`),
  ],
);

/** One leg of a ledger transaction: `amount` is added to the account's balance (negative takes away). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: kobo().notNull(),
    /** The account's balance after this entry (the account row was locked while it was written). */
    balanceAfter: kobo().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Money held in a payer's escrow for one job until it is released to the payee or refunded. `promoAmount` is the
 * part that came from the payer's promotional credit: a refund gives it back there, the rest to the wallet.
 */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    payerId: userRef(),
    amount: kobo().notNull(),
    promoAmount: kobo().notNull().default(0),
    currency: currency(),
    status: text().$type<HoldStatus>().notNull().default('held'),
    /** What it pays for ("maintenance:<id>"); one hold per purpose key. */
    purposeKey: text().notNull(),
    description: text().notNull(),
    payeeId: uuid().references(() => users.id),
    commission: kobo(),
    /** The part given back to the payer: all of it when refunded, some when a settlement split it. */
    refundedAmount: kobo().notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('escrow_holds_purpose_unique').on(table.purposeKey),
    index('escrow_holds_payer_idx').on(table.payerId, table.createdAt.desc()),
    check('escrow_holds_amount_positive', sql`${table.amount} > 0`),
    check(
      'escrow_holds_refunded_within',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount} and (${table.status} <> 'refunded' or ${table.refundedAmount} = ${table.amount}) and (${table.status} <> 'held' or ${table.refundedAmount} = 0)`,
    ),
    check(
      'escrow_holds_promo_amount_within',
      sql`${table.promoAmount} >= 0 and ${table.promoAmount} <= ${table.amount}`,
    ),
  ],
);
