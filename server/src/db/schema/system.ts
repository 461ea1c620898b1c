import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation (when it was created, which seed steps have run). Seed steps record themselves
 * here so that running the seed twice changes nothing.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
