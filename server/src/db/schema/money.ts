import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Currency,
  HoldStatus,
  LedgerAccountKind,
  LedgerTransactionKind,
  PaymentChannel,
  PaymentPurpose,
  PaymentStatus,
  PayoutStatus,
} from '@fleetcare/shared';
import { users } from './users.ts';

/*
 * Money. Amounts are kobo in bigint columns read as JS numbers (safe up to ₦90 trillion).
 * The ledger is double-entry: every movement is one ledger transaction whose entries sum to zero; entries and
 * transactions are never updated or deleted (a trigger in the migration refuses it), corrections are new
 * transactions. An account's `balance` caches the sum of its entries, updated in the same database transaction
 * under the account's row lock; user accounts cannot go below zero (a check constraint backs the service's test).
 * Users are erased, never deleted, so money rows reference users without cascading.
 */

const kobo = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id);
const currency = () => text().$type<Currency>().notNull().default('NGN');

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
  (table) => [uniqueIndex('ledger_transactions_idempotency_unique').on(table.idempotencyKey)],
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
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('escrow_holds_purpose_unique').on(table.purposeKey),
    index('escrow_holds_payer_idx').on(table.payerId, table.createdAt.desc()),
    check('escrow_holds_amount_positive', sql`${table.amount} > 0`),
    check(
      'escrow_holds_promo_amount_within',
      sql`${table.promoAmount} >= 0 and ${table.promoAmount} <= ${table.amount}`,
    ),
  ],
);

/** A payment through the gateway (a checkout or a saved card), from the reference to success or failure. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    /** Ours, sent to the gateway: "FC-" + 24 base32 characters. */
    reference: text().notNull(),
    purpose: text().$type<PaymentPurpose>().notNull(),
    payForId: uuid(),
    amount: kobo().notNull(),
    currency: currency(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    channel: text().$type<PaymentChannel>().notNull(),
    /** 'paystack' or 'sandbox'. */
    gateway: text().notNull(),
    savedCardId: uuid(),
    authorizationUrl: text(),
    callbackPath: text(),
    /** The gateway's transaction id once verified. */
    gatewayTransactionId: text(),
    /** The card used ("visa •••• 4081"), from the gateway's verification. */
    cardSummary: text(),
    /** The gateway's reusable authorization from this payment, kept until the user saves it or not. */
    authorization: jsonb().$type<GatewayAuthorization>(),
    failureReason: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    index('payments_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A reusable card authorization as the gateway reports it. */
export interface GatewayAuthorization {
  authorizationCode: string;
  /** The gateway's fingerprint of the card: the same card saved twice is one saved card. */
  signature: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  reusable: boolean;
}

/** A user's saved card: a reusable authorization from a successful charge. The card number is never stored. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    authorizationCode: text().notNull(),
    signature: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: text().notNull(),
    expYear: text().notNull(),
    bank: text(),
    /** The e-mail the gateway charged it with (charge_authorization needs the same one). */
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('saved_cards_user_signature_unique').on(table.userId, table.signature)],
);

/** Every gateway webhook received with a valid signature (the raw event, for audit and replays). */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    gateway: text().notNull(),
    event: text().notNull(),
    /** SHA-256 of the raw body: the same delivery twice is stored once. */
    bodyHash: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
    /** Why it changed nothing (unknown reference, mismatch), when it did not. */
    outcome: text(),
  },
  (table) => [uniqueIndex('gateway_events_body_unique').on(table.gateway, table.bodyHash)],
);

/** A bank account a user withdraws to (at most 5 live ones), with the gateway's transfer recipient. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    recipientCode: text().notNull(),
    createdAt: createdAt(),
    /** Deleted accounts stay for the payouts that went to them. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_user_number_unique')
      .on(table.userId, table.bankCode, table.accountNumber)
      .where(sql`${table.deletedAt} is null`),
    index('bank_accounts_user_idx').on(table.userId),
  ],
);

/** A withdrawal to a bank account: amount + fee leave the wallet when it starts; the gateway settles it. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    bankAccountId: uuid()
      .notNull()
      .references(() => bankAccounts.id),
    /** The client's reference for this withdrawal (one effect per reference), also sent to the gateway. */
    reference: text().notNull(),
    amount: kobo().notNull(),
    fee: kobo().notNull(),
    currency: currency(),
    status: text().$type<PayoutStatus>().notNull().default('pending'),
    transferCode: text(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payouts_reference_unique').on(table.reference),
    index('payouts_user_idx').on(table.userId, table.createdAt.desc()),
    index('payouts_pending_idx')
      .on(table.status)
      .where(sql`${table.status} = 'pending'`),
    check('payouts_amount_positive', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
);

/** An admin-defined coupon that credits wallets. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Upper case. */
    code: text().notNull(),
    amount: kobo().notNull(),
    currency: currency(),
    expiresAt: timestamp({ withTimezone: true }),
    /** Redemptions in all; null for no limit. */
    totalLimit: integer(),
    perUserLimit: integer().notNull().default(1),
    redeemedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    check('coupons_amount_positive', sql`${table.amount} > 0 and ${table.perUserLimit} >= 1`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    userId: userRef(),
    /** 1 for a user's first redemption of this coupon, 2 for the second (when perUserLimit allows). */
    sequence: integer().notNull(),
    ledgerTransactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('coupon_redemptions_unique').on(table.couponId, table.userId, table.sequence)],
);

/**
 * The sandbox gateway's own records (the default when no Paystack key is configured): checkouts and transfers
 * as the sandbox "bank" sees them, so verification reads what the payer chose on the sandbox checkout page.
 */
export const sandboxGatewayRecords = pgTable(
  'sandbox_gateway_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<'transaction' | 'transfer' | 'recipient'>().notNull(),
    reference: text().notNull(),
    amount: kobo().notNull(),
    currency: currency(),
    status: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_gateway_records_unique').on(table.kind, table.reference)],
);
