import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, jobApi, type CancellationTermsDto } from '@fleetcare/shared';
import { maintenanceDispatches, technicianProfiles, technicianStrikes } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { dispatch, technician } from '../../../../test/job-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { expectLedgerSound, heldBalance, UNKNOWN_ID } from '../booking/booking.test-support.ts';
import {
  bookedJob,
  CALL_OUT_FEE,
  cancel,
  cancelPath,
  DAY,
  HOUR,
  jobOf,
  jobRow,
  paidSurcharge,
  progress,
  QUOTATION_TOTAL,
  releasesPerHold,
  setClock,
  strikesOf,
  SURCHARGE_TOTAL,
  walletBalance,
  type BookedJob,
} from './job.test-support.ts';

/*
 * Cancelling a booked job (cancel-maintenance) by the shared cancellation rules, what get-cancellation-terms says it
 * would do, strikes and the review after three within thirty days, and re-opening a request whose technician
 * cancelled. Every refund and release is checked to the kobo, and the ledger stays sound.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const termsPath = (id: string) => apiPath(jobApi.getCancellationTerms, { id });
const reopenPath = (id: string) => apiPath(jobApi.reopenMaintenance, { id });
const termsOf = (res: { body: unknown }) => (res.body as { data: CancellationTermsDto }).data;

/** What the customer gets back and the technician keeps when the call-out fee is kept. */
const FEE_KEPT = {
  refund: QUOTATION_TOTAL - CALL_OUT_FEE,
  release: CALL_OUT_FEE,
  earned: CALL_OUT_FEE - commissionOf(CALL_OUT_FEE, 1500),
};

async function expectFullRefund(job: BookedJob) {
  expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
  expect(await heldBalance(t, job.customer.user._id)).toBe(0);
  expect(await walletBalance(t, job.technician.user._id)).toBe(0);
  expect(await releasesPerHold(t, job.requestId)).toEqual([0]);
}

async function expectFeeKept(job: BookedJob) {
  expect(await walletBalance(t, job.customer.user._id)).toBe(FEE_KEPT.refund);
  expect(await heldBalance(t, job.customer.user._id)).toBe(0);
  expect(await walletBalance(t, job.technician.user._id)).toBe(FEE_KEPT.earned);
  expect(await jobRow(t, job.requestId)).toMatchObject({
    refundedAmount: FEE_KEPT.refund,
    releasedAmount: FEE_KEPT.release,
    commissionAmount: commissionOf(CALL_OUT_FEE, 1500),
  });
}

describe('the customer cancels a booked job', () => {
  it('when 24 hours or more before the window, then everything comes back to the wallet', async () => {
    const job = await bookedJob(t);
    const terms = await job.customer.agent.get(termsPath(job.requestId)).expect(200);
    expect(termsOf(terms)).toEqual({
      allowed: true,
      rule: 'full-refund',
      refund: QUOTATION_TOTAL,
      release: 0,
      strike: false,
      status: 'booked',
    });
    setClock(t, new Date(job.windowStart.getTime() - 25 * HOUR));
    const res = await cancel(job.customer.agent, job.requestId, 'Plans changed.').expect(200);
    expect(jobOf(res)).toMatchObject({
      status: 'canceled',
      job: { cancellation: { by: 'customer', reason: 'Plans changed.', rule: 'full-refund' } },
    });
    await expectFullRefund(job);
    expect(await strikesOf(t, job.technician.user._id)).toEqual([]);
    await expectLedgerSound(t);
  });

  it('when less than 24 hours before the window, then the call-out fee less commission goes to the technician', async () => {
    const job = await bookedJob(t);
    setClock(t, new Date(job.windowStart.getTime() - 23 * HOUR));
    const terms = termsOf(await job.customer.agent.get(termsPath(job.requestId)).expect(200));
    expect(terms).toEqual({
      allowed: true,
      rule: 'call-out-fee-kept',
      refund: FEE_KEPT.refund,
      release: FEE_KEPT.release,
      strike: false,
      status: 'booked',
    });
    const res = await cancel(job.customer.agent, job.requestId).expect(200);
    expect(jobOf(res).job?.cancellation).toMatchObject({ by: 'customer', rule: 'call-out-fee-kept' });
    await expectFeeKept(job);
    expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
    await expectLedgerSound(t);
  });

  it('when the technician is en route or has arrived, then the call-out fee is kept, however early', async () => {
    for (const status of ['en-route', 'arrived'] as const) {
      const job = await bookedJob(t, { progress: status });
      expect(termsOf(await job.customer.agent.get(termsPath(job.requestId)).expect(200))).toMatchObject({
        allowed: true,
        rule: 'call-out-fee-kept',
        status,
      });
      await cancel(job.customer.agent, job.requestId).expect(200);
      await expectFeeKept(job);
    }
    await expectLedgerSound(t);
  });

  it('when a paid surcharge is held too, then it all comes back but the call-out fee', async () => {
    const job = await bookedJob(t, { funds: SURCHARGE_TOTAL, progress: 'en-route' });
    await paidSurcharge(job);
    await cancel(job.customer.agent, job.requestId).expect(200);
    expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL + SURCHARGE_TOTAL - CALL_OUT_FEE);
    expect(await walletBalance(t, job.technician.user._id)).toBe(FEE_KEPT.earned);
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    // The booking's hold releases the fee; the surcharge's goes back whole.
    expect((await releasesPerHold(t, job.requestId)).sort()).toEqual([0, 1]);
    await expectLedgerSound(t);
  });

  it('when the technician has not arrived 2 hours after the window started, then a full refund and a strike', async () => {
    for (const status of ['booked', 'en-route'] as const) {
      const job = await bookedJob(t, { progress: status });
      setClock(t, new Date(job.windowStart.getTime() + 2 * HOUR + 60_000));
      expect(termsOf(await job.customer.agent.get(termsPath(job.requestId)).expect(200))).toMatchObject({
        allowed: true,
        rule: 'no-show',
        refund: QUOTATION_TOTAL,
        strike: true,
      });
      const res = await cancel(job.customer.agent, job.requestId).expect(200);
      expect(jobOf(res)).toMatchObject({ status: 'canceled', job: { cancellation: { rule: 'no-show' } } });
      await expectFullRefund(job);
      expect(await strikesOf(t, job.technician.user._id)).toEqual([{ requestId: job.requestId, reason: 'no-show' }]);
      t.clock.reset();
    }
    await expectLedgerSound(t);
  });

  it('when the technician arrived, even late, then it is no no-show: the call-out fee is kept, no strike', async () => {
    const job = await bookedJob(t, { progress: 'arrived' });
    setClock(t, new Date(job.windowStart.getTime() + 3 * HOUR));
    await cancel(job.customer.agent, job.requestId).expect(200);
    await expectFeeKept(job);
    expect(await strikesOf(t, job.technician.user._id)).toEqual([]);
    await expectLedgerSound(t);
  });

  it('when the work has started, then 409 naming the status, the terms say dispute instead, nothing moves', async () => {
    for (const status of ['in-progress', 'work-done'] as const) {
      const job = await bookedJob(t, { progress: status });
      expect(termsOf(await job.customer.agent.get(termsPath(job.requestId)).expect(200))).toEqual({
        allowed: false,
        refusal: 'dispute-instead',
        status,
      });
      const res = await cancel(job.customer.agent, job.requestId);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: status });
      expect((await jobRow(t, job.requestId)).status).toBe(status);
      expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
    }
  });

  it('when the job is cancelled already, then 409 naming the status and no money moves twice', async () => {
    const job = await bookedJob(t);
    await cancel(job.customer.agent, job.requestId).expect(200);
    const again = await cancel(job.customer.agent, job.requestId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
    await expectFullRefund(job);
    await expectLedgerSound(t);
  });

  it('when the reason is too long, then 400 naming reason and nothing changes', async () => {
    const job = await bookedJob(t);
    const res = await cancel(job.customer.agent, job.requestId, 'x'.repeat(501));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('reason');
    const badId = await job.customer.agent.post(cancelPath('nope')).send({});
    expect(badId.status).toBe(400);
    expect(badId.body.fieldErrors).toHaveProperty('id');
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
    expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
  });

  it('when signed out, a stranger, or the job does not exist, then 401, 404, 404 and nothing changes', async () => {
    const job = await bookedJob(t);
    expect((await request(t.app).post(cancelPath(job.requestId)).send({})).status).toBe(401);
    expect((await request(t.app).get(termsPath(job.requestId))).status).toBe(401);
    const stranger = await signUpAndSignIn(t);
    const refused = await cancel(stranger.agent, job.requestId);
    expect(refused.status).toBe(404);
    expect((await stranger.agent.get(termsPath(job.requestId))).status).toBe(404);
    expect((await cancel(job.customer.agent, UNKNOWN_ID)).status).toBe(404);
    expect((await job.customer.agent.get(termsPath(UNKNOWN_ID))).status).toBe(404);
    expect((await job.customer.agent.get(termsPath('nope'))).status).toBe(400);
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
  });
});

describe('the technician cancels a booked job', () => {
  it('when they drop it before the work starts, then technician-canceled, a full refund and a strike', async () => {
    const job = await bookedJob(t, { progress: 'en-route' });
    expect(termsOf(await job.technician.agent.get(termsPath(job.requestId)).expect(200))).toEqual({
      allowed: true,
      rule: 'technician-canceled',
      refund: QUOTATION_TOTAL,
      release: 0,
      strike: true,
      status: 'en-route',
    });
    const res = await cancel(job.technician.agent, job.requestId, 'My van broke down.').expect(200);
    expect(jobOf(res).status).toBe('technician-canceled');
    await expectFullRefund(job);
    expect(await strikesOf(t, job.technician.user._id)).toEqual([
      { requestId: job.requestId, reason: 'technician-canceled' },
    ]);
    // They are no longer on the job: a second try is someone else's request.
    expect((await cancel(job.technician.agent, job.requestId)).status).toBe(404);
    await expectLedgerSound(t);
  });

  it('when the work has started, then 409 naming the status and nothing moves', async () => {
    const job = await bookedJob(t, { progress: 'in-progress' });
    expect(termsOf(await job.technician.agent.get(termsPath(job.requestId)).expect(200))).toEqual({
      allowed: false,
      refusal: 'not-cancelable',
      status: 'in-progress',
    });
    const res = await cancel(job.technician.agent, job.requestId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'in-progress' });
    expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
    expect(await strikesOf(t, job.technician.user._id)).toEqual([]);
  });

  it('when a third strike comes within 30 days, then the technician goes back to review, off duty', async () => {
    const mechanic = await technician(t);
    const profile = eq(technicianProfiles.userId, mechanic.user._id);
    await t.database.db.update(technicianProfiles).set({ onDuty: true }).where(profile);
    const profileOf = async () => {
      const [row] = await t.database.db
        .select({ status: technicianProfiles.status, onDuty: technicianProfiles.onDuty })
        .from(technicianProfiles)
        .where(profile);
      return row;
    };

    // A strike older than 30 days does not count.
    const old = await bookedJob(t, { technician: mechanic });
    await cancel(mechanic.agent, old.requestId).expect(200);
    await t.database.db
      .update(technicianStrikes)
      .set({ createdAt: new Date(t.deps.now().getTime() - 31 * DAY) })
      .where(eq(technicianStrikes.requestId, old.requestId));
    for (let n = 0; n < 2; n += 1) {
      const job = await bookedJob(t, { technician: mechanic });
      await cancel(mechanic.agent, job.requestId).expect(200);
    }
    expect(await profileOf()).toEqual({ status: 'approved', onDuty: true });

    // A no-show is a strike too: the third within the window.
    const late = await bookedJob(t, { technician: mechanic, progress: 'en-route' });
    setClock(t, new Date(late.windowStart.getTime() + 2 * HOUR + 60_000));
    await cancel(late.customer.agent, late.requestId).expect(200);
    expect(await strikesOf(t, mechanic.user._id)).toHaveLength(4);
    expect(await profileOf()).toEqual({ status: 'in-review', onDuty: false });
    await expectLedgerSound(t);
  });
});

describe('re-opening a request whose technician cancelled', () => {
  async function droppedJob() {
    const job = await bookedJob(t);
    const others = [await technician(t), await technician(t)];
    await dispatch(t, job.requestId, job.technician.user._id, { status: 'quoted' });
    await dispatch(t, job.requestId, others[0]?.user._id ?? '', { status: 'quoted' });
    await dispatch(t, job.requestId, others[1]?.user._id ?? '', { status: 'declined', declinedAt: t.deps.now() });
    await cancel(job.technician.agent, job.requestId).expect(200);
    return { job, others };
  }

  const dispatchStatuses = async (requestId: string) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ technicianId: maintenanceDispatches.technicianId, status: maintenanceDispatches.status })
          .from(maintenanceDispatches)
          .where(eq(maintenanceDispatches.requestId, requestId))
      ).map((row) => [row.technicianId, row.status]),
    );

  it('when the customer re-opens it, then it is open, the technician cleared, the others offered it again', async () => {
    const { job, others } = await droppedJob();
    const res = await job.customer.agent.post(reopenPath(job.requestId)).expect(200);
    expect(jobOf(res)).toMatchObject({ status: 'open', job: null });
    expect(await jobRow(t, job.requestId)).toMatchObject({
      status: 'open',
      technicianId: null,
      bookedQuotationId: null,
      bookedAt: null,
      bookingHoldKey: null,
      commissionBps: null,
      settledAt: null,
      canceledAt: null,
    });
    expect(await dispatchStatuses(job.requestId)).toMatchObject({
      [job.technician.user._id]: 'declined',
      [others[0]?.user._id ?? '']: 'offered',
      [others[1]?.user._id ?? '']: 'offered',
    });
    // The money went back when the technician cancelled; re-opening moves none.
    await expectFullRefund(job);
    const again = await job.customer.agent.post(reopenPath(job.requestId));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'open' });
    await expectLedgerSound(t);
  });

  it('when the appointment is over, then 409 and it stays technician-canceled; the customer may cancel free', async () => {
    const { job } = await droppedJob();
    setClock(t, new Date(job.windowStart.getTime() + 5 * HOUR));
    const res = await job.customer.agent.post(reopenPath(job.requestId));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'technician-canceled' });
    expect((await jobRow(t, job.requestId)).status).toBe('technician-canceled');
    const canceled = await cancel(job.customer.agent, job.requestId).expect(200);
    expect(jobOf(canceled).status).toBe('canceled');
    await expectFullRefund(job);
    await expectLedgerSound(t);
  });

  it('when the job is not technician-canceled, then 409 naming the status', async () => {
    const job = await bookedJob(t);
    const res = await job.customer.agent.post(reopenPath(job.requestId));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'booked' });
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
  });

  it('when signed out, the technician who dropped it, a stranger, or no such request, then 401 or 404', async () => {
    const { job } = await droppedJob();
    expect((await request(t.app).post(reopenPath(job.requestId))).status).toBe(401);
    expect((await job.technician.agent.post(reopenPath(job.requestId))).status).toBe(404);
    const stranger = await signUpAndSignIn(t);
    expect((await stranger.agent.post(reopenPath(job.requestId))).status).toBe(404);
    expect((await job.customer.agent.post(reopenPath(UNKNOWN_ID))).status).toBe(404);
    const badId = await job.customer.agent.post(reopenPath('nope'));
    expect(badId.status).toBe(400);
    expect(badId.body.fieldErrors).toHaveProperty('id');
    expect((await jobRow(t, job.requestId)).status).toBe('technician-canceled');
    expect(
      await t.database.db
        .select()
        .from(maintenanceDispatches)
        .where(
          and(
            eq(maintenanceDispatches.requestId, job.requestId),
            eq(maintenanceDispatches.technicianId, job.technician.user._id),
          ),
        ),
    ).toEqual([expect.objectContaining({ status: 'quoted' })]);
  });
});

describe('progress after a cancellation', () => {
  it('when the technician steps a job the customer cancelled, then 409 naming the status', async () => {
    const job = await bookedJob(t);
    await cancel(job.customer.agent, job.requestId).expect(200);
    const res = await progress(job.technician.agent, job.requestId, 'en-route');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
  });
});
