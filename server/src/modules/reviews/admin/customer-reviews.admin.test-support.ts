import { eq } from 'drizzle-orm';
import { customerReviews, technicianProfiles } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { jobFor, review, reviewOf } from '../reviews.test-support.ts';

/* The admin panel's samples for customer reviews (not a test file itself). */

/** hide's sample: a fresh visible review of a completed job, with the reason kept in the audit log. */
export async function hideReviewSample(t: TestApp) {
  const res = await review(await jobFor(t), { rating: 1 });
  if (res.status !== 201) throw new Error(`hideReviewSample: review answered ${res.status} ${res.text}`);
  return { recordId: reviewOf(res)._id, input: {}, reason: 'Names the mechanic’s family; against the rules.' };
}

/** unhide's sample: a review hidden a moment ago (and taken out of the rating as hide does). */
export async function unhideReviewSample(t: TestApp) {
  const sample = await hideReviewSample(t);
  const [row] = await t.database.db
    .update(customerReviews)
    .set({ hiddenAt: t.deps.now(), hiddenReason: sample.reason })
    .where(eq(customerReviews.id, sample.recordId))
    .returning();
  if (!row) throw new Error('unhideReviewSample: no review');
  // The technician is new: this was their one review.
  await t.database.db
    .update(technicianProfiles)
    .set({ ratingCount: 0, ratingSum: 0 })
    .where(eq(technicianProfiles.userId, row.technicianId));
  return { recordId: sample.recordId, input: {}, reason: 'Checked again: the review keeps to the rules.' };
}
