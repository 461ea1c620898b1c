import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  NigerianStateName,
  PartBrand,
  PartGrade,
  SparePartCategory,
  SparePartRequestStatus,
  SupplierStatus,
} from '@fleetcare/shared';
import { maintenanceRequests } from './maintenance.ts';
import { createdAt, userRef } from './money-columns.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/* Spare parts: the suppliers' profiles and their review; customers' requests for parts and the suppliers invited. */

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
    /**
     * Matching's bounding-box prefilter: a range of latitude, then longitude inside the index, over the suppliers
     * who may be invited at all (approved), so drafts and those under review cost nothing.
     */
    index('supplier_profiles_matching_idx')
      .on(table.lat, table.lng)
      .where(sql`${table.status} = 'approved'`),
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

/**
 * A customer's request for parts. A draft may lack its vehicle, address and needed-by day; submitting needs them
 * and at least one item, opens it and invites the matching suppliers. The vehicle is one of the customer's fleet
 * (archived, never deleted, so the reference holds) or a free description. The address is a copy of what the
 * customer gave. A draft may be deleted with its items and their photos; a submitted request is a record and stays.
 */
export const sparePartRequests = pgTable(
  'spare_part_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: userRef(),
    status: text().$type<SparePartRequestStatus>().notNull().default('draft'),
    vehicleId: uuid().references(() => vehicles.id),
    vehicleDescription: text(),
    addressLine: text(),
    landmark: text(),
    town: text(),
    lga: text(),
    state: text().$type<NigerianStateName>(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** YYYY-MM-DD, a Lagos day after the day it was set. */
    neededBy: text(),
    /** The customer's booked maintenance job the parts are delivered to; its booked technician may read the request. */
    maintenanceId: uuid().references(() => maintenanceRequests.id),
    submittedAt: timestamp({ withTimezone: true }),
    /** When an open or quoted request expires: 14 days after submission or the end of its needed-by day. */
    expiresAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The customer's list, newest first. */
    index('spare_part_requests_customer_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    /** The expiry sweep: requests still taking quotations, by when they expire. */
    index('spare_part_requests_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('open', 'quoted')`),
    index('spare_part_requests_maintenance_idx').on(table.maintenanceId),
    check(
      'spare_part_requests_status',
      sql`${table.status} in ('draft', 'open', 'quoted', 'paid', 'dispatched', 'delivered', 'completed', 'expired', 'canceled')`,
    ),
    check('spare_part_requests_one_vehicle', sql`${table.vehicleId} is null or ${table.vehicleDescription} is null`),
    check('spare_part_requests_point', sql`(${table.lat} is null) = (${table.lng} is null)`),
  ],
);

/** One part a request asks for. Deleted with its draft. */
export const sparePartRequestItems = pgTable(
  'spare_part_request_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => sparePartRequests.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    partNumber: text(),
    category: text().$type<SparePartCategory>().notNull(),
    quantity: integer().notNull(),
    grades: jsonb().$type<PartGrade[]>().notNull(),
    notes: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('spare_part_request_items_request_idx').on(table.requestId, table.createdAt),
    check('spare_part_request_items_quantity', sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * A supplier invited to quote on a request: one row per supplier and request (the key makes a second invitation
 * impossible, whatever races), with the distance from their address to the delivery address when invited.
 */
export const sparePartRequestInvitations = pgTable(
  'spare_part_request_invitations',
  {
    requestId: uuid()
      .notNull()
      .references(() => sparePartRequests.id, { onDelete: 'cascade' }),
    supplierId: userRef(),
    distanceKm: doublePrecision().notNull(),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.supplierId] }),
    /** The supplier's invitations, newest first. */
    index('spare_part_request_invitations_supplier_idx').on(table.supplierId, table.invitedAt.desc(), table.requestId),
    check('spare_part_request_invitations_distance', sql`${table.distanceKm} >= 0`),
  ],
);
