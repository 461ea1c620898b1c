import type { TestApp } from '../../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { maintenanceRequests } from '../../../db/schema/index.ts';
import { insertRequest } from '../maintenance-fixtures.test-support.ts';
import { BOOKING_TOTAL, jobUnderWay } from '../surcharges/surcharges.test-support.ts';

/* The admin panel's samples for maintenance requests (not a test file itself). */

/** cancel's sample for the authorization test: an open request, with the reason the customer reads. */
export async function cancelMaintenanceRequestSample(t: TestApp) {
  const request = await insertRequest(t, { status: 'open' });
  return { recordId: request.id, input: {}, reason: 'The customer asked support to call it off.' };
}

/** resolve-dispute's sample: a job booked from the wallet, its work done and disputed; a partial refund. */
export async function resolveDisputeSample(t: TestApp) {
  const { requestId } = await jobUnderWay(t, { status: 'work-done' });
  await t.database.db
    .update(maintenanceRequests)
    .set({ status: 'disputed', disputeReason: 'The brakes still squeal.', disputedAt: t.deps.now() })
    .where(eq(maintenanceRequests.id, requestId));
  return {
    recordId: requestId,
    input: { resolution: 'partial-refund', refund: 5_000_00 },
    reason: 'Half the pads were fitted; the customer gets part of the money back.',
  };
}

/** cancel-job's sample: a job booked from the wallet and on its way; everything refunded. */
export async function cancelJobSample(t: TestApp) {
  const { requestId } = await jobUnderWay(t, { status: 'en-route' });
  return {
    recordId: requestId,
    input: { refund: BOOKING_TOTAL },
    reason: 'The technician reported an accident on the way; the customer is refunded in full.',
  };
}
