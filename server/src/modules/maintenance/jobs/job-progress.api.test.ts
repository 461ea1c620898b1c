import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commissionOf, formatNaira, vehiclesApi, type Page, type VehicleHistoryEntryDto } from '@fleetcare/shared';
import { notifications, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { expectLedgerSound, heldBalance, UNKNOWN_ID } from '../booking/booking.test-support.ts';
import { runAutoCompleteSweep } from './auto-complete.service.ts';
import { customerJobPath, technicianJobPath } from './job-actions.service.ts';
import {
  bookedJob,
  HOUR,
  jobOf,
  jobRow,
  paidSurcharge,
  platformRevenue,
  fillReport,
  progress,
  takeSteps,
  QUOTATION_TOTAL,
  releasesPerHold,
  setClock,
  SURCHARGE_TOTAL,
  timelineKinds,
  UPDATE,
  walletBalance,
} from './job.test-support.ts';

/*
 * The job's steps through update-maintenance `progress`: the technician's en route (with an estimate), arrived,
 * working and work done; the customer's confirmation, which releases the escrow less the commission fixed at
 * booking; and the sweep that completes a job nobody confirmed or disputed within 72 hours of "work done".
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const historyPath = (vehicleId: string) => apiPath(vehiclesApi.getVehicleHistory, { id: vehicleId });

describe('the technician steps through the job', () => {
  it('when the booked technician sets off, arrives, starts and finishes, then each step is recorded in turn', async () => {
    const job = await bookedJob(t);
    const { agent } = job.technician;

    const enRoute = await progress(agent, job.requestId, 'en-route', 40).expect(200);
    expect(jobOf(enRoute)).toMatchObject({ status: 'en-route', job: { etaMinutes: 40 } });
    expect(jobOf(enRoute).job?.enRouteAt).toEqual(expect.any(String));

    const arrived = await progress(agent, job.requestId, 'arrived').expect(200);
    expect(jobOf(arrived)).toMatchObject({ status: 'arrived' });
    expect(jobOf(arrived).job?.arrivedAt).toEqual(expect.any(String));

    await progress(agent, job.requestId, 'in-progress').expect(200);
    await fillReport(agent, job.requestId);
    const done = await progress(agent, job.requestId, 'work-done').expect(200);
    expect(jobOf(done).status).toBe('work-done');
    expect(jobOf(done).job?.workDoneAt).toEqual(expect.any(String));
    expect(jobOf(done).job?.autoCompletesAt).toEqual(expect.any(String));

    expect(await timelineKinds(t, job.requestId)).toEqual([
      'booked',
      'en-route',
      'arrived',
      'in-progress',
      'work-done',
    ]);
    // Nothing is released before the customer confirms.
    expect(await walletBalance(t, job.technician.user._id)).toBe(0);
    expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
  });

  it('when en-route comes without an estimate, or another step with one, then 400 naming etaMinutes', async () => {
    const job = await bookedJob(t);
    const { agent } = job.technician;
    const missing = await agent.patch(UPDATE).send({ id: job.requestId, progress: 'en-route' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('etaMinutes');

    const tooLong = await progress(agent, job.requestId, 'en-route', 601);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toHaveProperty('etaMinutes');

    const extra = await agent.patch(UPDATE).send({ id: job.requestId, progress: 'arrived', etaMinutes: 10 });
    expect(extra.status).toBe(400);
    expect(extra.body.fieldErrors).toHaveProperty('etaMinutes');

    const unknown = await agent.patch(UPDATE).send({ id: job.requestId, progress: 'teleported' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('progress');

    const badId = await progress(agent, 'not-a-uuid', 'arrived');
    expect(badId.status).toBe(400);
    expect(badId.body.fieldErrors).toHaveProperty('id');

    expect((await jobRow(t, job.requestId)).status).toBe('booked');
  });

  it('when signed out, then 401', async () => {
    const job = await bookedJob(t);
    const res = await request(t.app).patch(UPDATE).send({ id: job.requestId, progress: 'en-route', etaMinutes: 10 });
    expect(res.status).toBe(401);
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
  });

  it('when a stranger or another technician steps the job, or it does not exist, then 404 and nothing changes', async () => {
    const job = await bookedJob(t);
    const stranger = await signUpAndSignIn(t);
    const other = await bookedJob(t);
    for (const agent of [stranger.agent, other.technician.agent]) {
      const res = await progress(agent, job.requestId, 'en-route');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await progress(job.technician.agent, UNKNOWN_ID, 'en-route')).status).toBe(404);
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
  });

  it("when the customer takes a technician's step, then 409 naming the status and nothing changes", async () => {
    const job = await bookedJob(t);
    const res = await progress(job.customer.agent, job.requestId, 'en-route');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'booked' });
    const row = await jobRow(t, job.requestId);
    expect(row).toMatchObject({ status: 'booked', enRouteAt: null, etaMinutes: null });
  });

  it('when a step comes out of turn, then 409 naming the status and nothing changes', async () => {
    const job = await bookedJob(t, { progress: 'en-route' });
    const { agent } = job.technician;
    for (const step of ['work-done', 'in-progress', 'completed']) {
      const res = await progress(agent, job.requestId, step);
      expect(res.status, step).toBe(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'en-route' });
    }
    const again = await progress(agent, job.requestId, 'en-route', 5);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'en-route' });
    const row = await jobRow(t, job.requestId);
    expect(row).toMatchObject({ status: 'en-route', etaMinutes: 25, arrivedAt: null });
    expect(await timelineKinds(t, job.requestId)).toEqual(['booked', 'en-route']);
  });
});

describe('the customer confirms the work', () => {
  it('when they confirm, then the quotation and the paid surcharge go to the technician less the commission', async () => {
    const job = await bookedJob(t, { funds: SURCHARGE_TOTAL, progress: 'en-route' });
    await paidSurcharge(job);
    await takeSteps(job.technician.agent, job.requestId, ['arrived', 'in-progress', 'work-done']);
    const total = QUOTATION_TOTAL + SURCHARGE_TOTAL;
    const commission = commissionOf(total, 1500);
    expect(commission).toBe(7_500_00);
    const revenueBefore = await platformRevenue(t);

    const res = await progress(job.customer.agent, job.requestId, 'completed').expect(200);
    expect(jobOf(res)).toMatchObject({
      status: 'completed',
      // The technician's completed jobs now count this one.
      technician: { completedJobs: 1 },
      job: {
        held: 0,
        // The customer never sees the commission.
        commissionBps: null,
        settlement: { paid: total, refunded: 0, released: total, commission: null, technicianEarnings: null },
      },
    });
    expect(await walletBalance(t, job.technician.user._id)).toBe(total - commission);
    expect(await walletBalance(t, job.customer.user._id)).toBe(0);
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    expect((await platformRevenue(t)) - revenueBefore).toBe(commission);
    expect(await releasesPerHold(t, job.requestId)).toEqual([1, 1]);
    expect(await jobRow(t, job.requestId)).toMatchObject({
      status: 'completed',
      releasedAmount: total,
      refundedAmount: 0,
      commissionAmount: commission,
    });
    expect((await timelineKinds(t, job.requestId)).at(-1)).toBe('completed');

    // The vehicle's history has the finished job with what it cost.
    const history = await job.customer.agent.get(historyPath(job.vehicleId)).expect(200);
    const entries = (history.body as { data: Page<VehicleHistoryEntryDto> }).data.items;
    expect(entries.filter((entry) => entry.type === 'maintenance-completed')).toEqual([
      expect.objectContaining({
        detail: { maintenanceId: job.requestId, services: ['oil-change'], cost: total },
        actor: expect.objectContaining({ _id: job.technician.user._id }),
      }),
    ]);
    await expectLedgerSound(t);
  });

  it('when they confirm again, or before the work is done, then 409 and no money moves', async () => {
    const early = await bookedJob(t, { progress: 'in-progress' });
    const refused = await progress(early.customer.agent, early.requestId, 'completed');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'in-progress' });
    expect(await heldBalance(t, early.customer.user._id)).toBe(QUOTATION_TOTAL);

    const job = await bookedJob(t, { progress: 'work-done' });
    const byTechnician = await progress(job.technician.agent, job.requestId, 'completed');
    expect(byTechnician.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'work-done' });
    await progress(job.customer.agent, job.requestId, 'completed').expect(200);
    const earned = await walletBalance(t, job.technician.user._id);
    expect(earned).toBe(QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500));

    const again = await progress(job.customer.agent, job.requestId, 'completed');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'completed' });
    expect(await walletBalance(t, job.technician.user._id)).toBe(earned);
    expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
    await expectLedgerSound(t);
  });

  it('when the commission rate changes after booking, then the job is settled at the rate it was booked at', async () => {
    const job = await bookedJob(t, { progress: 'work-done' });
    const rate = t.deps.config.commissionBps;
    (t.deps.config as { commissionBps: number }).commissionBps = 2000;
    try {
      await progress(job.customer.agent, job.requestId, 'completed').expect(200);
    } finally {
      (t.deps.config as { commissionBps: number }).commissionBps = rate;
    }
    expect(await walletBalance(t, job.technician.user._id)).toBe(QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500));
    await expectLedgerSound(t);
  });
});

describe('the auto-completion sweep', () => {
  it('when 72 hours pass after work done with no answer, then the job completes and is released once', async () => {
    const job = await bookedJob(t, { progress: 'work-done' });
    const early = await bookedJob(t, { progress: 'in-progress' });
    const workDoneAt = (await jobRow(t, job.requestId)).workDoneAt ?? new Date(0);

    setClock(t, new Date(workDoneAt.getTime() + 71 * HOUR));
    await runAutoCompleteSweep(t.deps);
    expect((await jobRow(t, job.requestId)).status).toBe('work-done');
    expect(await walletBalance(t, job.technician.user._id)).toBe(0);

    setClock(t, new Date(workDoneAt.getTime() + 72 * HOUR + 60_000));
    const first = await runAutoCompleteSweep(t.deps);
    expect(first.completed).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBe(0);
    const row = await jobRow(t, job.requestId);
    expect(row).toMatchObject({ status: 'completed', releasedAmount: QUOTATION_TOTAL, refundedAmount: 0 });
    const earned = QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500);
    expect(await walletBalance(t, job.technician.user._id)).toBe(earned);
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    expect(await timelineKinds(t, job.requestId)).toContain('completed');

    // A second run finds nothing; a job whose work is not done is left alone.
    expect(await runAutoCompleteSweep(t.deps)).toEqual({ completed: 0, failed: 0 });
    expect(await walletBalance(t, job.technician.user._id)).toBe(earned);
    expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
    expect((await jobRow(t, early.requestId)).status).toBe('in-progress');

    const history = await job.customer.agent.get(historyPath(job.vehicleId)).expect(200);
    const entries = (history.body as { data: Page<VehicleHistoryEntryDto> }).data.items;
    expect(entries.map((entry) => entry.type)).toContain('maintenance-completed');
    await expectLedgerSound(t);
  });

  it('when the sweep completes jobs, then both sides of each are told in their language, the technician what they earned', async () => {
    const english = await bookedJob(t, { progress: 'work-done' });
    const norwegian = await bookedJob(t, { progress: 'work-done' });
    await t.deps.db.update(users).set({ locale: 'nb' }).where(eq(users.id, norwegian.technician.user._id));
    const workDoneAt = (await jobRow(t, norwegian.requestId)).workDoneAt ?? new Date(0);
    setClock(t, new Date(workDoneAt.getTime() + 72 * HOUR + 60_000));
    await runAutoCompleteSweep(t.deps);

    const told = async (userId: string) =>
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => [
        row.message,
        row.actionPath,
      ]);
    const earned = QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500);
    expect(await told(english.customer.user._id)).toContainEqual([
      'Your job completed: nobody reported a problem within 72 hours of the work being done.',
      customerJobPath(english.requestId),
    ]);
    expect(await told(english.technician.user._id)).toContainEqual([
      `The job completed by itself 72 hours after the work was done. ${formatNaira(earned)} is in your wallet.`,
      technicianJobPath(english.requestId),
    ]);
    expect(await told(norwegian.technician.user._id)).toContainEqual([
      `Oppdraget ble fullført av seg selv 72 timer etter at arbeidet var ferdig. ${formatNaira(earned, { locale: 'nb' })} er i lommeboken din.`,
      technicianJobPath(norwegian.requestId),
    ]);
  });
});
