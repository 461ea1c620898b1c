import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { NotificationSettings } from '@fleetcare/shared';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text().notNull(),
    /** argon2id; null for accounts that only sign in with a social provider. */
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneDialCode: text(),
    phoneNumber: text(),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    accountType: text().notNull().default('individual'),
    roles: text()
      .array()
      .notNull()
      .default(sql`ARRAY['customer']::text[]`),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    avatarKey: text(),
    newsletterSubscribed: boolean().notNull().default(false),
    locale: text().notNull().default('en'),
    /** Authenticator secret, encrypted at rest (AES-256-GCM with the app key). */
    totpSecret: text(),
    /** A secret shown to the user but not yet confirmed with a code. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: bigint({ mode: 'number' }),
    phone2faEnabledAt: timestamp({ withTimezone: true }),
    notificationSettings: jsonb().$type<NotificationSettings>(),
    /** When the user last opened the notification bell: notifications created after it are unseen. */
    notificationsLastSeenAt: timestamp({ withTimezone: true }),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    deletionScheduledFor: timestamp({ withTimezone: true }),
    /** Personal data erased after the deletion grace period; the row stays for financial records. */
    erasedAt: timestamp({ withTimezone: true }),
    /** Suspended by an admin: every session ended, sign-in refused with the reason, until reinstated. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_deletion_due_idx').on(table.deletionScheduledFor),
    // The admin list of users: newest first, and prefix search on e-mail and names.
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_email_prefix_idx').using('btree', sql`${table.email} text_pattern_ops`),
    index('users_first_name_prefix_idx').using('btree', sql`lower(${table.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').using('btree', sql`lower(${table.lastName}) text_pattern_ops`),
  ],
);

export const businessProfiles = pgTable('business_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text().notNull(),
  rcNumber: text().notNull(),
  fleetSize: integer().notNull(),
  contactPerson: text().notNull(),
  ...timestamps,
});

export const securityAnswers = pgTable(
  'security_answers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    /** argon2id of the normalised answer. */
    answerHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.question] })],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerUserId: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_identities_provider_user_unique').on(table.provider, table.providerUserId),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/* Signing in: sessions, challenges, one-time tokens, OTP codes and the security log. */

const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A signed-in device. The JWT in the cookie names the row; revoking the row ends the session everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** The first step of a sign-in with two-factor passed (password checked); the second step completes it. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId)],
);

/** Single-use links sent by e-mail (verify-email, password-reset). Only a hash of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/** Six-digit codes sent by SMS or e-mail (phone verification, two-factor, transactions). Hash only. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text().notNull(),
    channel: text().notNull(),
    destination: text().notNull(),
    codeHash: text().notNull(),
    challengeId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('otp_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** The security log shown to the user as recent activities. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    type: text().notNull(),
    ip: text(),
    userAgent: text(),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('security_events_user_time_idx').on(table.userId, table.createdAt)],
);
