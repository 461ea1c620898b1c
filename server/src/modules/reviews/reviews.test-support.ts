import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewsApi, type CustomerReviewDto, type MaintenanceStatus } from '@fleetcare/shared';
import { customerReviews, technicianProfiles } from '../../db/schema/index.ts';
import { customer, present, request, seedServices, technician, type Session } from '../../../test/job-helpers.ts';
import { apiPath, type TestApp } from '../../../test/test-app.ts';

/*
 * Jobs for the review tests: a customer's request for brake repair and an oil change, booked with a technician and
 * written straight into its status (the booking and the job's steps are the maintenance module's work).
 */

export const DAY = 86_400_000;

export const CREATE = apiPath(reviewsApi.createCustomerReview);
export const MINE = apiPath(reviewsApi.getMyCustomerReviews);
export const replyPath = (id: string) => apiPath(reviewsApi.replyToReview, { id });
export const jobReviewPath = (maintenanceId: string) => apiPath(reviewsApi.getJobReview, { maintenanceId });
export const technicianReviewsPath = (technicianId: string) =>
  apiPath(reviewsApi.getTechnicianReviews, { technicianId });

export const reviewOf = (res: { body: unknown }) => (res.body as { data: CustomerReviewDto }).data;

export interface ReviewableJob {
  customer: Session;
  technician: Session;
  requestId: string;
}

/**
 * A job of a new customer booked with `mechanic` (a new technician unless given), in `status` (completed
 * `completedDaysAgo` days ago unless told otherwise).
 */
export async function jobFor(
  t: TestApp,
  options: { mechanic?: Session; status?: MaintenanceStatus; completedDaysAgo?: number } = {},
): Promise<ReviewableJob> {
  await seedServices(t);
  const owner = await customer(t);
  const mechanic = options.mechanic ?? (await technician(t));
  const status = options.status ?? 'completed';
  const now = t.clock.now().getTime();
  const row = await request(t, owner.user._id, {
    status,
    technicianId: mechanic.user._id,
    bookedQuotationId: randomUUID(),
    bookedAt: new Date(now - 40 * DAY),
    bookingHoldKey: `maintenance:${randomUUID()}:wallet:${randomUUID()}`,
    commissionBps: 1500,
    completedAt: status === 'completed' ? new Date(now - (options.completedDaysAgo ?? 1) * DAY) : null,
  });
  return { customer: owner, technician: mechanic, requestId: row.id };
}

/** The job's customer reviews it: the answer. */
export function review(job: ReviewableJob, body: Record<string, unknown> = {}) {
  return job.customer.agent.post(CREATE).send({ orderId: job.requestId, rating: 4, text: 'Quick and tidy.', ...body });
}

/** The technician's stored rating. */
export async function storedRating(t: TestApp, technicianId: string) {
  const [row] = await t.database.db
    .select({ count: technicianProfiles.ratingCount, sum: technicianProfiles.ratingSum })
    .from(technicianProfiles)
    .where(eq(technicianProfiles.userId, technicianId));
  return present(row, 'technician profile');
}

export async function reviewsOfJob(t: TestApp, requestId: string) {
  return t.database.db.select().from(customerReviews).where(eq(customerReviews.requestId, requestId));
}
