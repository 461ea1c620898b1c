import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdminRole } from '@fleetcare/shared';
import { users } from './users.ts';

/* Admin rights and the audit log. */

/** The admin roles a user holds; a user holds the `admin` role in users.roles exactly while they hold one here. */
export const adminRoleGrants = pgTable(
  'admin_role_grants',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<AdminRole>().notNull(),
    /** Who granted it; null when the command line or ADMIN_EMAIL did. */
    grantedBy: uuid().references(() => users.id),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/** A field an admin action changed: its value before and after. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/**
 * Every admin action and every admin read of another user's personal data: who, when, what, the record, the
 * reason and the before/after of changed fields. Append-only (a trigger refuses updates and deletes), like the
 * ledger. An action's idempotency key is unique: a replay finds the first attempt's row and repeats its result.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The admin who acted; null for the command line and start-up (ADMIN_EMAIL). */
    adminId: uuid().references(() => users.id),
    /** "read", "list", "export", or the action's name ("suspend", "refund"). */
    action: text().notNull(),
    resource: text().notNull(),
    recordId: text(),
    reason: text(),
    changes: jsonb().$type<Record<string, AuditChange>>(),
    /** What a read asked for (search, filter, sort); an action's input beyond the changed fields. */
    detail: jsonb().$type<Record<string, unknown>>(),
    /** The client's key for an action attempt ("<admin id>:<key>"). */
    idempotencyKey: text(),
    /** What the action answered, repeated to a replay. */
    result: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('admin_audit_log_idempotency_unique')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('admin_audit_log_time_idx').on(table.createdAt.desc(), table.id.desc()),
    index('admin_audit_log_admin_idx').on(table.adminId, table.createdAt.desc()),
    index('admin_audit_log_resource_idx').on(table.resource, table.recordId, table.createdAt.desc()),
  ],
);
