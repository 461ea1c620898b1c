import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { maintenanceRequests } from './maintenance.ts';
import { createdAt, userRef } from './money-columns.ts';
import { users } from './users.ts';

/* Reviews: a customer's rating of the technician booked for a completed job. */

/**
 * One per job at most (the unique index backs the rule): the job's customer, its booked technician, 1 to 5 stars,
 * an optional text, the technician's one reply, and an admin's hiding of it. A visible review counts in the
 * technician's rating (technician_profiles.rating_count and rating_sum, kept with it in one transaction).
 */
export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    customerId: userRef(),
    technicianId: userRef(),
    rating: integer().notNull(),
    text: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** Hidden by an admin: out of the rating and of every list but the admins'. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_reviews_request_idx').on(table.requestId),
    /** A technician's visible reviews, newest first (their lists and the public read). */
    index('customer_reviews_technician_idx')
      .on(table.technicianId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    /** The reviews a customer wrote, newest first. */
    index('customer_reviews_customer_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    check('customer_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);
