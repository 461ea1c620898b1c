import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NigerianStateName, PartBrand, PartGrade, SparePartCategory, SupplierStatus } from '@fleetcare/shared';
import { createdAt, userRef } from './money-columns.ts';
import { users } from './users.ts';

/* Spare parts: the suppliers' profiles and their review. */

/**
 * One per supplier account: who the business is (name, CAC number, address with its point), what it sells and
 * where it delivers, and where its review stands. Empty parts are null (or an empty list) while it is a draft.
 */
export const supplierProfiles = pgTable(
  'supplier_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id),
    status: text().$type<SupplierStatus>().notNull().default('draft'),
    businessName: text(),
    /** "RC 1234567" or "BN 1234567". */
    cacNumber: text(),
    addressLine: text(),
    landmark: text(),
    town: text(),
    lga: text(),
    state: text().$type<NigerianStateName>(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    deliveryStates: jsonb().$type<NigerianStateName[]>().notNull().default([]),
    partCategories: jsonb().$type<SparePartCategory[]>().notNull().default([]),
    brands: jsonb().$type<PartBrand[]>().notNull().default([]),
    grades: jsonb().$type<PartGrade[]>().notNull().default([]),
    /** An approved supplier changed their name, CAC number or address; an admin checks it without stopping them. */
    changesUnderReview: boolean().notNull().default(false),
    changesSubmittedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** The latest rejection's reason, which the supplier reads. */
    decisionMessage: text(),
    /** The supplier's last save; null while nothing was saved. */
    savedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The review queue: submitted profiles and approved ones with changes, oldest first. */
    index('supplier_profiles_status_idx').on(table.status, table.submittedAt),
    index('supplier_profiles_changes_idx')
      .on(table.changesSubmittedAt)
      .where(sql`${table.changesUnderReview}`),
    check(
      'supplier_profiles_cac_number',
      sql`${table.cacNumber} is null or ${table.cacNumber} ~ '^(RC|BN) [1-9][0-9]{0,7}$'`,
    ),
  ],
);

/** The profile's history: every status it entered, with the reason the supplier read. Append-only. */
export const supplierProfileEvents = pgTable(
  'supplier_profile_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    status: text().$type<SupplierStatus>().notNull(),
    reason: text(),
    /** The admin who took the step; null for the supplier's own. */
    adminId: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('supplier_profile_events_user_idx').on(table.userId, table.createdAt)],
);
