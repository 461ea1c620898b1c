import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PartGrade, QuotationStatus } from '@fleetcare/shared';
import { maintenanceRequests } from './maintenance.ts';
import { createdAt, kobo, userRef } from './money-columns.ts';

/*
 * Quotations: a technician's itemised price for a maintenance request. Amounts are kobo; the totals are computed by
 * the server from the items and stored beside them (a check keeps the sum), so lists and sorting read columns.
 */

/** Labour for one requested service (its catalogue slug), in kobo. */
export interface QuotationLabourItem {
  service: string;
  amount: number;
}

/** A part with its grade; `unitPrice` is kobo for one. */
export interface QuotationPartItem {
  name: string;
  quantity: number;
  unitPrice: number;
  grade: PartGrade;
}

/** What a revision replaced: the items and totals the customer saw before. */
export interface QuotationPrevious {
  labour: QuotationLabourItem[];
  parts: QuotationPartItem[];
  callOutFee: number;
  labourTotal: number;
  partsTotal: number;
  total: number;
  /** When the replaced version was sent (ISO time). */
  sentAt: string;
}

/**
 * One technician's quotation for one request. A revision updates the live (submitted) row in place: `revision`
 * counts up and `previous` keeps what it replaced. Withdrawn, declined and expired quotations stay as records, so a
 * technician may quote again after withdrawing; only one of theirs per request is live at a time.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    technicianId: userRef(),
    status: text().$type<QuotationStatus>().notNull().default('submitted'),
    labour: jsonb().$type<QuotationLabourItem[]>().notNull().default([]),
    parts: jsonb().$type<QuotationPartItem[]>().notNull().default([]),
    callOutFee: kobo().notNull().default(0),
    labourTotal: kobo().notNull(),
    partsTotal: kobo().notNull(),
    /** labourTotal + partsTotal + callOutFee: what the customer pays into escrow on booking. */
    total: kobo().notNull(),
    earliestArrival: timestamp({ withTimezone: true }).notNull(),
    /** After this the quotation expires unless booked. */
    validUntil: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull().default(''),
    revision: integer().notNull().default(1),
    /** The items and totals the latest revision replaced; null for a first version. */
    previous: jsonb().$type<QuotationPrevious>(),
    /** The customer's reason when they declined it. */
    declineReason: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** One live quotation per technician per request (a race of two submits: one insert wins). */
    uniqueIndex('quotations_live_unique')
      .on(table.requestId, table.technicianId)
      .where(sql`${table.status} = 'submitted'`),
    /** A request's quotations by status: the customer's comparison, the count of live ones for widening. */
    index('quotations_request_idx').on(table.requestId, table.status),
    /** The expiry sweep: live quotations whose validity has passed (its WHERE is this predicate, written literally). */
    index('quotations_live_valid_until_idx')
      .on(table.validUntil)
      .where(sql`${table.status} = 'submitted'`),
    /** A technician's quotations, newest first. */
    index('quotations_technician_idx').on(table.technicianId, table.createdAt.desc()),
    check(
      'quotations_amounts_not_negative',
      sql`${table.callOutFee} >= 0 and ${table.labourTotal} >= 0 and ${table.partsTotal} >= 0 and ${table.total} >= 0`,
    ),
    check('quotations_total', sql`${table.total} = ${table.labourTotal} + ${table.partsTotal} + ${table.callOutFee}`),
    check('quotations_revision', sql`${table.revision} >= 1`),
  ],
);
