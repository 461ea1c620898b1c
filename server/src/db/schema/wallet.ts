import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from '@fleetcare/shared';
import { kobo, createdAt, userRef, currency } from './money-columns.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './ledger.ts';

/* The wallet's outside world: payout bank accounts, payouts and coupons. */

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
