import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
