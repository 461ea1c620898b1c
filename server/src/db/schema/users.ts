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
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_deletion_due_idx').on(table.deletionScheduledFor),
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
