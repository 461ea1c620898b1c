import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  customerReviews,
  maintenanceRequests,
  serviceTypes,
  technicianProfiles,
  users,
  vehicles,
} from '../../db/schema/index.ts';

/*
 * Customer reviews and the technician's rating beside them. A review is written, hidden or shown again with its
 * technician's profile row locked first (lockTechnicianRating) and the rating's count and sum changed in the same
 * transaction; a reply is one conditional update of a review still without one, so of two racing replies one lands.
 */

export type ReviewRow = typeof customerReviews.$inferSelect;
export type NewReviewRow = typeof customerReviews.$inferInsert;
export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

/** A job as reviews need it: who its two sides are, where it stands, and what was done to which vehicle. */
export interface ReviewedJobRow {
  id: string;
  status: (typeof maintenanceRequests.$inferSelect)['status'];
  customerId: string;
  technicianId: string | null;
  completedAt: Date | null;
  services: string[];
  town: string | null;
}

/** A review with its job's services and vehicle and the names of both sides, for the lists and the DTOs. */
export interface ReviewListRow {
  review: ReviewRow;
  services: string[];
  vehicle: { brand: string; model: string; year: number; category: (typeof vehicles.$inferSelect)['category'] };
  customer: { firstName: string; lastName: string };
  technician: { firstName: string; lastName: string };
}

/** A technician's name and stored rating. */
export interface TechnicianRatingRow {
  id: string;
  firstName: string;
  lastName: string;
  ratingCount: number;
  ratingSum: number;
}

/** The rules of a list: whose reviews, newest first, hidden ones left out. */
export interface ReviewListQuery {
  side: 'customer' | 'technician';
  userId: string;
  page: number;
  limit: number;
}

export async function findReviewedJob(db: Db, requestId: string): Promise<ReviewedJobRow | undefined> {
  const [row] = await db
    .select({
      id: maintenanceRequests.id,
      status: maintenanceRequests.status,
      customerId: maintenanceRequests.customerId,
      technicianId: maintenanceRequests.technicianId,
      completedAt: maintenanceRequests.completedAt,
      services: maintenanceRequests.services,
      town: maintenanceRequests.town,
    })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, requestId));
  return row;
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(customerReviews).where(eq(customerReviews.id, id));
  return row;
}

export async function findReviewOfJob(db: Db, requestId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(customerReviews).where(eq(customerReviews.requestId, requestId));
  return row;
}

/** The review, row-locked until the transaction ends (take its technician's profile lock first). */
export async function lockReview(tx: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(customerReviews).where(eq(customerReviews.id, id)).for('update');
  return row;
}

/** The technician's profile row locked (the one order: the profile, then the review): their stored rating. */
export async function lockTechnicianRating(
  tx: Db,
  technicianId: string,
): Promise<{ ratingCount: number; ratingSum: number } | undefined> {
  const [row] = await tx
    .select({ ratingCount: technicianProfiles.ratingCount, ratingSum: technicianProfiles.ratingSum })
    .from(technicianProfiles)
    .where(eq(technicianProfiles.userId, technicianId))
    .for('update');
  return row;
}

/** Adds to (or, negative, takes from) the technician's rating: one review of `rating` stars in or out. */
export async function changeTechnicianRating(
  tx: Db,
  technicianId: string,
  change: { count: number; sum: number },
): Promise<void> {
  await tx
    .update(technicianProfiles)
    .set({
      ratingCount: sql`${technicianProfiles.ratingCount} + ${change.count}`,
      ratingSum: sql`${technicianProfiles.ratingSum} + ${change.sum}`,
    })
    .where(eq(technicianProfiles.userId, technicianId));
}

export async function insertReview(tx: Db, values: NewReviewRow): Promise<ReviewRow> {
  const [row] = await tx.insert(customerReviews).values(values).returning();
  if (!row) throw new Error('insertReview: no row returned');
  return row;
}

/** Sets the reply of a visible review that has none; undefined when it has one already (or is hidden). */
export async function setReply(tx: Db, id: string, reply: { text: string; at: Date }): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(customerReviews)
    .set({ reply: reply.text, repliedAt: reply.at })
    .where(and(eq(customerReviews.id, id), isNull(customerReviews.reply), isNull(customerReviews.hiddenAt)))
    .returning();
  return row;
}

/** Hides a review (an admin's decision with its reason), or shows it again with `null`. */
export async function setHidden(
  tx: Db,
  id: string,
  hidden: { at: Date; reason: string | null; by: string } | null,
): Promise<ReviewRow> {
  const [row] = await tx
    .update(customerReviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(customerReviews.id, id))
    .returning();
  if (!row) throw new Error(`setHidden: no review ${id}`);
  return row;
}

const customerUser = alias(users, 'review_customer');
const technicianUser = alias(users, 'review_technician');

/** Reviews with their job's services and vehicle and both sides' names, by `where`, newest first. */
function reviewListSelect(db: Db) {
  return db
    .select({
      review: customerReviews,
      services: maintenanceRequests.services,
      vehicle: {
        brand: vehicles.brand,
        model: vehicles.model,
        year: vehicles.year,
        category: vehicles.category,
      },
      customer: { firstName: customerUser.firstName, lastName: customerUser.lastName },
      technician: { firstName: technicianUser.firstName, lastName: technicianUser.lastName },
    })
    .from(customerReviews)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, customerReviews.requestId))
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .innerJoin(customerUser, eq(customerUser.id, customerReviews.customerId))
    .innerJoin(technicianUser, eq(technicianUser.id, customerReviews.technicianId));
}

/** One review with what its DTO needs. */
export async function findReviewListRow(db: Db, id: string): Promise<ReviewListRow | undefined> {
  const [row] = await reviewListSelect(db).where(eq(customerReviews.id, id));
  return row;
}

/** A page of the visible reviews the user wrote (customer) or received (technician), newest first, and the total. */
export async function listVisibleReviews(
  db: Db,
  query: ReviewListQuery,
): Promise<{ rows: ReviewListRow[]; total: number }> {
  const owner = query.side === 'customer' ? customerReviews.customerId : customerReviews.technicianId;
  const where = and(eq(owner, query.userId), isNull(customerReviews.hiddenAt));
  const [rows, [counted]] = await Promise.all([
    reviewListSelect(db)
      .where(where)
      .orderBy(desc(customerReviews.createdAt), desc(customerReviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(customerReviews).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The technician's name and stored rating; undefined when they have no technician profile. */
export async function findTechnicianRating(db: Db, technicianId: string): Promise<TechnicianRatingRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ratingCount: technicianProfiles.ratingCount,
      ratingSum: technicianProfiles.ratingSum,
    })
    .from(technicianProfiles)
    .innerJoin(users, eq(users.id, technicianProfiles.userId))
    .where(eq(technicianProfiles.userId, technicianId));
  return row;
}

/** The catalogue entries of these slugs (for the services' names in the reader's language). */
export async function serviceTypesOf(db: Db, slugs: readonly string[]): Promise<ServiceTypeRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(serviceTypes)
    .where(inArray(serviceTypes.slug, [...new Set(slugs)]));
}

/** The demo customer's completed jobs with the technician `technicianId` and no review yet, newest first. */
export async function findUnreviewedCompletedJobs(
  db: Db,
  customerId: string,
  technicianId: string,
): Promise<{ id: string; completedAt: Date | null }[]> {
  return db
    .select({ id: maintenanceRequests.id, completedAt: maintenanceRequests.completedAt })
    .from(maintenanceRequests)
    .leftJoin(customerReviews, eq(customerReviews.requestId, maintenanceRequests.id))
    .where(
      and(
        eq(maintenanceRequests.customerId, customerId),
        eq(maintenanceRequests.technicianId, technicianId),
        eq(maintenanceRequests.status, 'completed'),
        isNull(customerReviews.id),
      ),
    )
    .orderBy(desc(maintenanceRequests.completedAt));
}

/** Removes the text of every review the customer wrote (their stars stay: the rating is a record of the job). */
export async function blankReviewTextsOf(tx: Db, customerId: string): Promise<void> {
  await tx.update(customerReviews).set({ text: null }).where(eq(customerReviews.customerId, customerId));
}
