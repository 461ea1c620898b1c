import { sql } from 'drizzle-orm';
import {
  boolean,
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
  CredentialKind,
  LanguageLevel,
  ReferenceAnswer,
  ReferenceRelationship,
  RegistrationStep,
  TechnicianLanguage,
  TechnicianStatus,
  TechnicianTrade,
  Weekday,
} from '@fleetcare/shared';
import { createdAt, userRef } from './money-columns.ts';
import { users } from './users.ts';

/* Technicians: the registration and application, papers, references and the review's history. */

/** One per technician account: the registration's sections, the application's status and the profile. */
export const technicianProfiles = pgTable(
  'technician_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id),
    status: text().$type<TechnicianStatus>().notNull().default('incomplete'),
    dateOfBirth: text(),
    bio: text().notNull().default(''),
    trades: jsonb().$type<TechnicianTrade[]>().notNull().default([]),
    /** Service slugs from the catalogue. */
    services: jsonb().$type<string[]>().notNull().default([]),
    yearsExperience: integer(),
    languages: jsonb().$type<{ code: TechnicianLanguage; level: LanguageLevel }[]>().notNull().default([]),
    /** The base address (where the technician works from), with its coordinates. */
    addressLine: text(),
    landmark: text(),
    town: text(),
    lga: text(),
    state: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    radiusKm: integer().notNull().default(15),
    workingDays: jsonb().$type<{ day: Weekday; from: string; to: string }[]>().notNull().default([]),
    nin: text(),
    savedSteps: jsonb().$type<RegistrationStep[]>().notNull().default([]),
    onDuty: boolean().notNull().default(false),
    /** An approved technician changed skills, radius or credentials; an admin looks again without stopping work. */
    changesUnderReview: boolean().notNull().default(false),
    changesSubmittedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    reviewStartedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** The latest message from the review: a rejection's reason, the changes asked for, a suspension's reason. */
    decisionMessage: text(),
    reapplyAfter: timestamp({ withTimezone: true }),
    /**
     * The customers' visible ratings: how many and their sum (the average is sum / count). Changed only with the
     * profile row locked, in the transaction that writes or hides a review.
     */
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The review queue: waiting applications and approved ones with changes, oldest first. */
    index('technician_profiles_status_idx').on(table.status, table.submittedAt),
    index('technician_profiles_changes_idx')
      .on(table.changesSubmittedAt)
      .where(sql`${table.changesUnderReview}`),
    /**
     * Dispatch's bounding-box prefilter: a range of latitude, then longitude checked inside the index, over the
     * technicians who can be asked at all (approved and on duty), so applicants and those off duty cost nothing.
     */
    index('technician_profiles_dispatch_idx')
      .on(table.lat, table.lng)
      .where(sql`${table.status} = 'approved' and ${table.onDuty}`),
    check('technician_profiles_radius', sql`${table.radiusKm} between 1 and 100`),
    check('technician_profiles_rating', sql`${table.ratingCount} >= 0 and ${table.ratingSum} >= 0`),
    check('technician_profiles_nin', sql`${table.nin} is null or ${table.nin} ~ '^[0-9]{11}$'`),
  ],
);

/** A paper a technician uploaded: ID document, trade test, certificate, driver's licence. Stored privately. */
export const technicianCredentials = pgTable(
  'technician_credentials',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text().$type<CredentialKind>().notNull(),
    title: text().notNull(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('technician_credentials_user_idx').on(table.userId, table.createdAt)],
);

/** Someone who vouches for an applicant; answers once through a signed, expiring link. */
export const technicianReferences = pgTable(
  'technician_references',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    name: text().notNull(),
    phoneDialCode: text().notNull(),
    phoneNumber: text().notNull(),
    email: text().notNull(),
    relationship: text().$type<ReferenceRelationship>().notNull(),
    yearsKnown: integer().notNull(),
    /** SHA-256 of the link's token; the token itself is only in the messages sent. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answer: text().$type<ReferenceAnswer>(),
    comment: text(),
    answeredAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('technician_references_token_unique').on(table.tokenHash),
    index('technician_references_user_idx').on(table.userId, table.createdAt),
  ],
);

/** The application's history: every status it entered, with the message the applicant sees. Append-only. */
export const technicianApplicationEvents = pgTable(
  'technician_application_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    status: text().$type<TechnicianStatus>().notNull(),
    message: text(),
    /** The admin who took the step; null for the applicant's own steps. */
    adminId: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('technician_application_events_user_idx').on(table.userId, table.createdAt)],
);
