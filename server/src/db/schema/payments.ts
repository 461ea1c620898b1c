import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@fleetcare/shared';
import { kobo, createdAt, userRef, currency } from './money-columns.ts';

/* Payments through the gateway: checkouts, saved cards, webhook events and the sandbox gateway's own records. */

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
