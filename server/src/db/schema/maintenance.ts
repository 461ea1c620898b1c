import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
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
  CancellationRule,
  DisputeResolution,
  JobCancelActor,
  JobEventActor,
  JobEventKind,
  MaintenanceMediaKind,
  MaintenanceStatus,
  MaintenanceTimeWindow,
  SurchargeStatus,
} from '@fleetcare/shared';
import { createdAt, kobo, userRef } from './money-columns.ts';
import type { QuotationLabourItem, QuotationPartItem } from './quotations.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/** A service FleetCare sells (maintenance, inspection, parts sourcing...), with typical prices per vehicle class. */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    kind: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Per-locale texts: { en: { name, summary, includes[] }, nb: {...} }. */
    texts: jsonb().$type<Record<string, { name: string; summary: string; includes: string[] }>>().notNull(),
    /** Typical price range in kobo per vehicle class: [{ vehicleClass, minKobo, maxKobo }]. */
    priceRanges: jsonb().$type<{ vehicleClass: string; minKobo: number; maxKobo: number }[]>().notNull(),
    durationMinutesMin: integer().notNull(),
    durationMinutesMax: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('service_types_slug_unique').on(table.slug)],
);

/*
 * Maintenance requests: a customer asks for services on one vehicle at one place; the nearest qualified technicians
 * are asked to quote (one dispatch row each), the customer books one quotation (quotations.ts) and pays into escrow.
 * Requests, their files and dispatches are records of the marketplace: they are never deleted, so nothing cascades.
 */

/**
 * A customer's request for one vehicle. A draft may lack its address, point and date; submitting fills them, opens
 * the request and starts dispatch. The address is a copy of what the customer gave (an AddressDto), so a later
 * change of a saved address leaves the request where the vehicle was.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: userRef(),
    /** Vehicles are archived, never deleted: the reference always holds. */
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id),
    status: text().$type<MaintenanceStatus>().notNull().default('draft'),
    /** Service slugs from the catalogue: every one must be among a technician's services for them to be asked. */
    services: jsonb().$type<string[]>().notNull().default([]),
    description: text().notNull().default(''),
    /** Where the vehicle is: the address with its town, LGA, state and point (null only while a draft). */
    addressLine: text(),
    landmark: text(),
    town: text(),
    lga: text(),
    state: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** The place's IANA zone: the preferred date and time window are its local clock. */
    timeZone: text().notNull().default('Africa/Lagos'),
    /** YYYY-MM-DD in the place's time zone. */
    preferredDate: text(),
    timeWindow: text().$type<MaintenanceTimeWindow>(),
    /** How far dispatch has reached, in km from the vehicle (null until the first round). */
    dispatchRadiusKm: integer(),
    /** Rounds of technicians asked so far (0 for a draft); a widening round asks the next batch. */
    dispatchRound: integer().notNull().default(0),
    lastDispatchAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    /** When the request stops taking quotations if nobody has booked. */
    expiresAt: timestamp({ withTimezone: true }),
    /**
     * The accepted quotation once booked. No foreign key: quotations reference their request, and booking writes
     * both rows in one transaction.
     */
    bookedQuotationId: uuid(),
    /** The booked technician (the accepted quotation's), kept here for their list of jobs and the open-jobs count. */
    technicianId: uuid().references(() => users.id),
    canceledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    canceledBy: text().$type<JobCancelActor>(),
    /** Which cancellation rule moved the money of a cancelled booked job (null before booking). */
    cancelRule: text().$type<CancellationRule>(),
    /** The job after booking: when it was booked, under which escrow key, at which commission rate. */
    bookedAt: timestamp({ withTimezone: true }),
    /** The booking payment's escrow hold (one key per booking: a re-opened request is paid again under another). */
    bookingHoldKey: text(),
    /** The platform's commission on this job in basis points, fixed when it was booked. */
    commissionBps: integer(),
    /** The technician's steps; each is set once, when taken. */
    etaMinutes: integer(),
    enRouteAt: timestamp({ withTimezone: true }),
    arrivedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    workDoneAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** A reschedule one side proposed, waiting for the other's answer. */
    rescheduleDate: text(),
    rescheduleWindow: text().$type<MaintenanceTimeWindow>(),
    rescheduleBy: text().$type<'customer' | 'technician'>(),
    rescheduleAt: timestamp({ withTimezone: true }),
    /** The customer's dispute of the work, and the admin's resolution. */
    disputeReason: text(),
    disputedAt: timestamp({ withTimezone: true }),
    disputeResolution: text().$type<DisputeResolution>(),
    disputeNote: text(),
    disputeResolvedAt: timestamp({ withTimezone: true }),
    /** Where the escrow went when the job was settled (completed, cancelled after booking, resolved), kobo. */
    settledAt: timestamp({ withTimezone: true }),
    refundedAmount: kobo(),
    releasedAmount: kobo(),
    commissionAmount: kobo(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The customer's requests, newest first. */
    index('maintenance_requests_customer_idx').on(table.customerId, table.createdAt.desc()),
    /** A vehicle's requests by status (one open request per vehicle, its history). */
    index('maintenance_requests_vehicle_idx').on(table.vehicleId, table.status),
    /** A technician's jobs by status; dispatch counts each candidate's open (booked) jobs with it. */
    index('maintenance_requests_technician_idx')
      .on(table.technicianId, table.status)
      .where(sql`${table.technicianId} is not null`),
    /** The admins' list, newest first (its order: created_at, then the id, both descending). */
    index('maintenance_requests_created_idx').on(table.createdAt.desc(), table.id.desc()),
    /** The admins' search of the town by its beginning: `lower(town) like 'ike%'`. */
    index('maintenance_requests_town_prefix_idx').using('btree', sql`lower(${table.town}) text_pattern_ops`),
    /** The dispatch sweep: requests still asking, longest since their last round first. */
    index('maintenance_requests_dispatch_idx')
      .on(table.status, table.lastDispatchAt)
      .where(sql`${table.status} in ('open', 'quoted')`),
    check('maintenance_requests_services', sql`jsonb_typeof(${table.services}) = 'array'`),
    check(
      'maintenance_requests_point',
      sql`(${table.lat} is null) = (${table.lng} is null) and (${table.lat} is null or (${table.lat} between -90 and 90 and ${table.lng} between -180 and 180))`,
    ),
    check(
      'maintenance_requests_dispatch',
      sql`${table.dispatchRound} >= 0 and (${table.dispatchRadiusKm} is null or ${table.dispatchRadiusKm} >= 0)`,
    ),
    check(
      'maintenance_requests_canceled_by',
      sql`${table.canceledBy} is null or ${table.canceledBy} in ('customer', 'technician', 'admin')`,
    ),
    /** A job under way or done names its booking, its hold and its commission rate. */
    check(
      'maintenance_requests_job',
      sql`${table.status} not in ('booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed', 'completed') or (${table.bookedQuotationId} is not null and ${table.technicianId} is not null and ${table.bookedAt} is not null and ${table.bookingHoldKey} is not null and ${table.commissionBps} between 0 and 10000)`,
    ),
    /** A settled job's money adds up: nothing negative, commission within what was released. */
    check(
      'maintenance_requests_settlement',
      sql`(${table.settledAt} is null) = (${table.refundedAmount} is null) and (${table.settledAt} is null) = (${table.releasedAmount} is null) and (${table.settledAt} is null) = (${table.commissionAmount} is null) and (${table.settledAt} is null or (${table.refundedAmount} >= 0 and ${table.releasedAmount} >= 0 and ${table.commissionAmount} between 0 and ${table.releasedAmount}))`,
    ),
    /** The auto-completion sweep: jobs whose work is done, oldest first. */
    index('maintenance_requests_work_done_idx')
      .on(table.workDoneAt)
      .where(sql`${table.status} = 'work-done'`),
    /** A technician's earnings: their settled jobs, newest first. */
    index('maintenance_requests_earnings_idx')
      .on(table.technicianId, table.settledAt.desc())
      .where(sql`${table.settledAt} is not null`),
    /** A booked request names its quotation and technician; a canceled one when and by whom. */
    check(
      'maintenance_requests_canceled',
      sql`${table.status} <> 'canceled' or (${table.canceledAt} is not null and ${table.canceledBy} is not null)`,
    ),
  ],
);

/** A photo or video of the problem, stored privately under the request and shown through signed links. */
export const maintenanceRequestMedia = pgTable(
  'maintenance_request_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    kind: text().$type<MaintenanceMediaKind>().notNull(),
    fileKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    /** A request's files in the order they were added. */
    index('maintenance_request_media_request_idx').on(table.requestId, table.createdAt),
    check('maintenance_request_media_kind', sql`${table.kind} in ('photo', 'video')`),
    check('maintenance_request_media_size', sql`${table.sizeBytes} > 0`),
  ],
);

/**
 * A technician asked to quote for a request (the job notification they receive): in which round, how far they were
 * from the vehicle then, and what they did with it. A technician is asked at most once per request.
 */
export const maintenanceDispatches = pgTable(
  'maintenance_dispatches',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    technicianId: userRef(),
    round: integer().notNull(),
    distanceKm: doublePrecision().notNull(),
    status: text().$type<'offered' | 'declined' | 'quoted'>().notNull().default('offered'),
    offeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    declinedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    /** Who has been asked already: the next round skips them. */
    uniqueIndex('maintenance_dispatches_request_technician_unique').on(table.requestId, table.technicianId),
    /** A technician's job offers, newest first. */
    index('maintenance_dispatches_technician_idx').on(table.technicianId, table.offeredAt.desc()),
    check('maintenance_dispatches_status', sql`${table.status} in ('offered', 'declined', 'quoted')`),
    check('maintenance_dispatches_round', sql`${table.round} >= 0 and ${table.distanceKm} >= 0`),
    check('maintenance_dispatches_declined', sql`${table.status} <> 'declined' or ${table.declinedAt} is not null`),
  ],
);

/**
 * A card payment started to book a request with one quotation: when the payment settles, the booking looks the
 * attempt up by the payment to know which quotation was paid for. The attempt is written before the payment (with
 * the payment's id chosen beforehand, so no foreign key), because a saved card settles while it is being started.
 */
export const maintenancePaymentAttempts = pgTable(
  'maintenance_payment_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    /** No foreign key: quotations reference their request (see bookedQuotationId). */
    quotationId: uuid().notNull(),
    paymentId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('maintenance_payment_attempts_payment_unique').on(table.paymentId),
    /** A request's attempts (its admin page, its history). */
    index('maintenance_payment_attempts_request_idx').on(table.requestId, table.createdAt),
  ],
);

/**
 * A booked job's timeline: every step, reschedule, surcharge, dispute and cancellation, who took it and when.
 * Written in the same transaction as the change it records; never edited.
 */
export const maintenanceJobEvents = pgTable(
  'maintenance_job_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    kind: text().$type<JobEventKind>().notNull(),
    actor: text().$type<JobEventActor>().notNull(),
    actorId: uuid().references(() => users.id),
    etaMinutes: integer(),
    note: text(),
    amount: kobo(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('maintenance_job_events_request_idx').on(table.requestId, table.at, table.id),
    check('maintenance_job_events_actor', sql`${table.actor} in ('customer', 'technician', 'admin', 'system')`),
  ],
);

/**
 * A surcharge: extra labour or parts the booked technician found on the job, priced like a quotation. Paid into the
 * same job's escrow under its own hold (`holdKey`), released or refunded with the job; never deleted.
 */
export const maintenanceSurcharges = pgTable(
  'maintenance_surcharges',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    technicianId: userRef(),
    status: text().$type<SurchargeStatus>().notNull().default('pending'),
    reason: text().notNull(),
    labour: jsonb().$type<QuotationLabourItem[]>().notNull().default([]),
    parts: jsonb().$type<QuotationPartItem[]>().notNull().default([]),
    labourTotal: kobo().notNull(),
    partsTotal: kobo().notNull(),
    total: kobo().notNull(),
    /**
     * How many photos the technician said would follow it: the customer is told of the surcharge once they are all
     * in (at once when none), so they decide with its photos in front of them.
     */
    photosExpected: integer().notNull().default(0),
    /** The escrow hold that holds it once paid, and the card payment when paid by card. */
    holdKey: text(),
    paymentId: uuid(),
    declineReason: text(),
    createdAt: createdAt(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('maintenance_surcharges_request_idx').on(table.requestId, table.createdAt),
    check('maintenance_surcharges_status', sql`${table.status} in ('pending', 'paid', 'declined', 'canceled')`),
    check(
      'maintenance_surcharges_total',
      sql`${table.total} > 0 and ${table.total} = ${table.labourTotal} + ${table.partsTotal}`,
    ),
    check('maintenance_surcharges_paid', sql`(${table.status} = 'paid') = (${table.holdKey} is not null)`),
  ],
);

/** Photos with a dispute or a surcharge, stored privately and shown through signed links like the request's. */
export const maintenanceJobMedia = pgTable(
  'maintenance_job_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    /** The surcharge it shows; null for the dispute's photos. */
    surchargeId: uuid().references(() => maintenanceSurcharges.id),
    fileKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('maintenance_job_media_request_idx').on(table.requestId, table.createdAt),
    index('maintenance_job_media_surcharge_idx')
      .on(table.surchargeId)
      .where(sql`${table.surchargeId} is not null`),
    check('maintenance_job_media_size', sql`${table.sizeBytes} > 0`),
  ],
);

/**
 * A strike against a technician: a no-show or a cancellation after booking. Enough of them within the window put
 * the technician in admin review. One per job and reason.
 */
export const technicianStrikes = pgTable(
  'technician_strikes',
  {
    id: uuid().primaryKey().defaultRandom(),
    technicianId: userRef(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    reason: text().$type<'no-show' | 'technician-canceled'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('technician_strikes_request_unique').on(table.requestId, table.technicianId, table.reason),
    index('technician_strikes_technician_idx').on(table.technicianId, table.createdAt.desc()),
    check('technician_strikes_reason', sql`${table.reason} in ('no-show', 'technician-canceled')`),
  ],
);
