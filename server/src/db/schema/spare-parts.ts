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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  NigerianStateName,
  PartBrand,
  PartGrade,
  SparePartCategory,
  SparePartQuotationStatus,
  SparePartRequestStatus,
  SupplierStatus,
} from '@fleetcare/shared';
import { maintenanceRequests } from './maintenance.ts';
import { createdAt, kobo, userRef } from './money-columns.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/*
 * Spare parts: the suppliers' profiles and their review; customers' requests for parts with their photos, the
 * suppliers invited and their quotations.
 */

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
    /** Who called a paid request off (the customer before dispatch, or an admin with `cancelReason`). */
    canceledBy: text().$type<'customer' | 'admin'>(),
    cancelReason: text(),
    /**
     * The order, written at payment in the transaction that holds the money: the quotation paid (no foreign key:
     * quotations reference their request; both rows change in one transaction) at its revision and total, its
     * supplier, the escrow hold's purpose key and the commission rate of the day, which the release uses.
     */
    paidQuotationId: uuid(),
    paidRevision: integer(),
    supplierId: uuid().references(() => users.id),
    holdKey: text(),
    total: kobo(),
    commissionBps: integer(),
    paidAt: timestamp({ withTimezone: true }),
    dispatchedAt: timestamp({ withTimezone: true }),
    /** How the parts travel (rider and phone, waybill), as the supplier wrote it at dispatch. */
    dispatchNote: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** The escrow's settlement: refunded to the customer (canceled after payment) or released less the commission. */
    settledAt: timestamp({ withTimezone: true }),
    refundedAmount: kobo(),
    releasedAmount: kobo(),
    commissionAmount: kobo(),
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
    /** The paid supplier's orders. */
    index('spare_part_requests_supplier_idx').on(table.supplierId, table.paidAt.desc()),
    /** The auto-completion sweep: delivered orders, by when they were delivered. */
    index('spare_part_requests_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.status} = 'delivered'`),
    /** Paid or later (a paid order canceled keeps them): the order's facts are all there. */
    check(
      'spare_part_requests_order',
      sql`${table.paidAt} is null or (${table.paidQuotationId} is not null and ${table.paidRevision} >= 1 and ${table.supplierId} is not null and ${table.holdKey} is not null and ${table.total} > 0 and ${table.commissionBps} between 0 and 10000)`,
    ),
    /** A settled order's money adds up: refunded whole, or released whole with the commission within it. */
    check(
      'spare_part_requests_settlement',
      sql`${table.settledAt} is null or (coalesce(${table.refundedAmount}, 0) + coalesce(${table.releasedAmount}, 0) = ${table.total} and coalesce(${table.commissionAmount}, 0) between 0 and coalesce(${table.releasedAmount}, 0))`,
    ),
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

/**
 * A photo of the old part of a request's item, stored privately (`file_key`, its small JPEG in `thumbnail_key`) and
 * served by signed links. Added and removed only while the request is a draft; deleted with its item or draft (the
 * stored files are removed after the commit).
 */
export const sparePartItemFiles = pgTable(
  'spare_part_item_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => sparePartRequests.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => sparePartRequestItems.id, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    thumbnailKey: text(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (table) => [
    /** A request's photos (its DTOs read them all at once). */
    index('spare_part_item_files_request_idx').on(table.requestId),
    /** An item's photos in the order they were added (their count, and the delete with its item). */
    index('spare_part_item_files_item_idx').on(table.itemId, table.createdAt),
    check('spare_part_item_files_size', sql`${table.sizeBytes} > 0`),
  ],
);

/**
 * An invited supplier's quotation for a request: one per supplier and request (the unique index settles any race),
 * revised in place while submitted, under the request's row lock, `revision` counting up so a payment can name the
 * version it pays. Amounts are kobo; the totals are computed by the server from the lines and stored beside them
 * (a check keeps the sum).
 */
export const sparePartQuotations = pgTable(
  'spare_part_quotations',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => sparePartRequests.id),
    supplierId: userRef(),
    status: text().$type<SparePartQuotationStatus>().notNull().default('submitted'),
    /** The available lines' quantity × unit price, added up. */
    itemsTotal: kobo().notNull(),
    deliveryFee: kobo().notNull(),
    /** itemsTotal + deliveryFee: what the customer pays into escrow. */
    total: kobo().notNull(),
    deliveryDays: integer().notNull(),
    /** After this the quotation cannot be paid until revised. */
    validUntil: timestamp({ withTimezone: true }).notNull(),
    revision: integer().notNull().default(1),
    createdAt: createdAt(),
    /** The latest revision's time. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** One quotation per supplier per request; also a request's quotations, by its first column. */
    uniqueIndex('spare_part_quotations_request_supplier_unique').on(table.requestId, table.supplierId),
    /** A supplier's quotations, newest first. */
    index('spare_part_quotations_supplier_idx').on(table.supplierId, table.createdAt.desc(), table.id.desc()),
    check('spare_part_quotations_status', sql`${table.status} in ('submitted', 'accepted', 'lost')`),
    check(
      'spare_part_quotations_amounts',
      sql`${table.itemsTotal} >= 0 and ${table.deliveryFee} >= 0 and ${table.total} = ${table.itemsTotal} + ${table.deliveryFee}`,
    ),
    check('spare_part_quotations_delivery_days', sql`${table.deliveryDays} >= 0`),
    check('spare_part_quotations_revision', sql`${table.revision} >= 1`),
  ],
);

/**
 * A quotation's answer for one item of its request: available or not, and an available part's grade, brand, unit
 * price, line total and warranty. The item's quantity and what identifies the part (its part number without
 * separators, upper-cased, and its name lower-cased and trimmed: `sparePartKeys`) are copied in, so the fair-price
 * hint finds past lines for the same part and grade on the partial indexes below. Replaced whole by a revision.
 */
export const sparePartQuotationItems = pgTable(
  'spare_part_quotation_items',
  {
    quotationId: uuid()
      .notNull()
      .references(() => sparePartQuotations.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => sparePartRequestItems.id),
    available: boolean().notNull(),
    grade: text().$type<PartGrade>(),
    brand: text(),
    unitPrice: kobo(),
    quantity: integer().notNull(),
    lineTotal: kobo().notNull(),
    warrantyDays: integer(),
    partNameKey: text().notNull(),
    partNumberKey: text(),
    /** When this line's price was sent (its revision's time). */
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.quotationId, table.itemId] }),
    /** Fair prices by part name and grade: offered lines only, the latest first. */
    index('spare_part_quotation_items_name_idx')
      .on(table.partNameKey, table.grade, table.createdAt.desc())
      .where(sql`${table.available}`),
    /** Fair prices by part number and grade. */
    index('spare_part_quotation_items_number_idx')
      .on(table.partNumberKey, table.grade, table.createdAt.desc())
      .where(sql`${table.available} and ${table.partNumberKey} is not null`),
    check(
      'spare_part_quotation_items_offer',
      sql`(${table.available} and ${table.grade} is not null and ${table.unitPrice} > 0 and ${table.warrantyDays} >= 0 and ${table.lineTotal} = ${table.quantity} * ${table.unitPrice}) or (not ${table.available} and ${table.grade} is null and ${table.unitPrice} is null and ${table.lineTotal} = 0)`,
    ),
    check('spare_part_quotation_items_quantity', sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * A card payment started for a quotation: which quotation, at which revision, the payment pays for. The payments
 * module's settlement step finds it by the payment's id and pays the request only if that revision is still the
 * quotation's and still payable; otherwise the money goes to the customer's wallet.
 */
export const sparePartPaymentAttempts = pgTable(
  'spare_part_payment_attempts',
  {
    paymentId: uuid().primaryKey(),
    requestId: uuid()
      .notNull()
      .references(() => sparePartRequests.id),
    quotationId: uuid()
      .notNull()
      .references(() => sparePartQuotations.id),
    revision: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('spare_part_payment_attempts_request_idx').on(table.requestId, table.createdAt)],
);
