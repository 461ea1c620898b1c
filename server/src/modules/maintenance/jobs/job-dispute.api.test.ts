import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, jobApi } from '@fleetcare/shared';
import { maintenanceJobMedia } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { expectLedgerSound, heldBalance, UNKNOWN_ID, type TestAgent } from '../booking/booking.test-support.ts';
import { jpegPhoto } from '../media/media.test-support.ts';
import { runAutoCompleteSweep } from './auto-complete.service.ts';
import { adminCancelJobInTransaction, resolveDisputeInTransaction } from './job-decisions.service.ts';
import {
  bookedJob,
  HOUR,
  jobOf,
  jobRow,
  paidSurcharge,
  platformRevenue,
  takeSteps,
  QUOTATION_TOTAL,
  releasesPerHold,
  setClock,
  SURCHARGE_TOTAL,
  walletBalance,
  type BookedJob,
} from './job.test-support.ts';

/*
 * Disputes: the customer raises one within 72 hours of "work done" (a reason and up to four photos), release waits,
 * and an admin resolves it (release, partial refund, full refund) or cancels a job under way with the refund they
 * choose; the admin decisions are called as the admin actions call them, inside a transaction.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  adminId = await insertMoneyUser(t.database.db, 'admin');
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const disputePath = (id: string) => apiPath(jobApi.raiseDispute, { id });
const REASON = 'The oil still leaks from the filter after the work.';

async function dispute(agent: TestAgent, id: string, reason: string | null = REASON, photos = 0, status?: number) {
  let req = agent.post(disputePath(id));
  if (reason !== null) req = req.field('reason', reason);
  for (let n = 0; n < photos; n += 1) req = req.attach('files', await jpegPhoto(60 + n * 20), `leak-${n}.jpg`);
  const res = await req;
  if (status !== undefined) expect(res.status, res.text).toBe(status);
  return res;
}

const mediaOf = (requestId: string) =>
  t.database.db.select().from(maintenanceJobMedia).where(eq(maintenanceJobMedia.requestId, requestId));

async function disputedJob(options: { surcharge?: boolean } = {}): Promise<BookedJob> {
  const job = await bookedJob(t, {
    progress: options.surcharge ? 'en-route' : 'work-done',
    funds: options.surcharge ? SURCHARGE_TOTAL : 0,
  });
  if (options.surcharge) {
    await paidSurcharge(job);
    await takeSteps(job.technician.agent, job.requestId, ['arrived', 'in-progress', 'work-done']);
  }
  await dispute(job.customer.agent, job.requestId, REASON, 0, 200);
  return job;
}

const resolve = (requestId: string, resolution: 'release' | 'partial-refund' | 'full-refund', refund = 0) =>
  t.database.db.transaction((tx) =>
    resolveDisputeInTransaction(t.deps, tx, { requestId, adminId, resolution, refund, note: 'Checked the photos.' }),
  );

const adminCancel = (requestId: string, refund: number) =>
  t.database.db.transaction((tx) =>
    adminCancelJobInTransaction(t.deps, tx, { requestId, adminId, refund, reason: 'The customer called support.' }),
  );

describe('the customer raises a dispute', () => {
  it('when within 72 hours of work done, with photos, then the job is disputed and release waits', async () => {
    const job = await bookedJob(t, { progress: 'work-done' });
    setClock(t, new Date(t.deps.now().getTime() + 71 * HOUR));
    const res = await dispute(job.customer.agent, job.requestId, REASON, 2, 200);
    expect(jobOf(res)).toMatchObject({
      status: 'disputed',
      job: { dispute: { reason: REASON, resolution: null }, held: QUOTATION_TOTAL },
    });
    expect(jobOf(res).job?.dispute?.media).toHaveLength(2);
    expect(await mediaOf(job.requestId)).toHaveLength(2);

    // The sweep leaves a disputed job alone, however long it waits.
    setClock(t, new Date(t.deps.now().getTime() + 10 * 24 * HOUR));
    await runAutoCompleteSweep(t.deps);
    expect((await jobRow(t, job.requestId)).status).toBe('disputed');
    expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
    expect(await walletBalance(t, job.technician.user._id)).toBe(0);
  });

  it('when the reason is missing or short, or there are more than four photos, then 400 naming the field', async () => {
    const job = await bookedJob(t, { progress: 'work-done' });
    for (const [reason, field, photos] of [
      [null, 'reason', 0],
      ['Bad.', 'reason', 0],
      [REASON, 'files', 5],
    ] as const) {
      const res = await dispute(job.customer.agent, job.requestId, reason, photos);
      expect(res.status, `${reason} ${photos}`).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty(field);
    }
    const bad = await job.customer.agent
      .post(disputePath(job.requestId))
      .field('reason', REASON)
      .attach('files', Buffer.from('not a picture at all'), 'a.jpg');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await jobRow(t, job.requestId)).status).toBe('work-done');
    expect(await mediaOf(job.requestId)).toEqual([]);
  });

  it('when signed out, the technician, a stranger, or no such job, then 401 or 404 and nothing changes', async () => {
    const job = await bookedJob(t, { progress: 'work-done' });
    expect((await request(t.app).post(disputePath(job.requestId)).field('reason', REASON)).status).toBe(401);
    expect((await dispute(job.technician.agent, job.requestId)).status).toBe(404);
    const stranger = await signUpAndSignIn(t);
    expect((await dispute(stranger.agent, job.requestId)).status).toBe(404);
    expect((await dispute(job.customer.agent, UNKNOWN_ID)).status).toBe(404);
    expect((await jobRow(t, job.requestId)).status).toBe('work-done');
  });

  it('when the work is not done, the 72 hours are over, or it is disputed already, then 409 naming the status', async () => {
    const early = await bookedJob(t, { progress: 'in-progress' });
    const notYet = await dispute(early.customer.agent, early.requestId, REASON, 1);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'in-progress' });

    const late = await bookedJob(t, { progress: 'work-done' });
    const workDoneAt = (await jobRow(t, late.requestId)).workDoneAt ?? new Date(0);
    setClock(t, new Date(workDoneAt.getTime() + 72 * HOUR + 60_000));
    const over = await dispute(late.customer.agent, late.requestId, REASON, 1);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'work-done' });
    expect((await jobRow(t, late.requestId)).status).toBe('work-done');
    // The photos of a refused dispute are not kept.
    expect(await mediaOf(late.requestId)).toEqual([]);
    t.clock.reset();

    const twice = await disputedJob();
    const again = await dispute(twice.customer.agent, twice.requestId);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'disputed' });
  });
});

describe('an admin resolves a dispute', () => {
  it('when they release it all, then the technician gets the quotation and surcharge less the commission', async () => {
    const job = await disputedJob({ surcharge: true });
    const total = QUOTATION_TOTAL + SURCHARGE_TOTAL;
    const revenue = await platformRevenue(t);
    const decision = await resolve(job.requestId, 'release');
    await decision.afterCommit();
    expect(decision.job).toMatchObject({ status: 'completed', disputeResolution: 'release', refundedAmount: 0 });
    expect(await walletBalance(t, job.technician.user._id)).toBe(total - commissionOf(total, 1500));
    expect(await walletBalance(t, job.customer.user._id)).toBe(0);
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    expect((await platformRevenue(t)) - revenue).toBe(commissionOf(total, 1500));
    expect(await releasesPerHold(t, job.requestId)).toEqual([1, 1]);
    await expectLedgerSound(t);
  });

  it('when they refund part, then that part comes back and the rest is released less the commission', async () => {
    const job = await disputedJob();
    const refund = 10_000_00;
    const decision = await resolve(job.requestId, 'partial-refund', refund);
    expect(decision.job).toMatchObject({
      status: 'completed',
      disputeResolution: 'partial-refund',
      refundedAmount: refund,
      releasedAmount: QUOTATION_TOTAL - refund,
      commissionAmount: commissionOf(QUOTATION_TOTAL - refund, 1500),
    });
    expect(await walletBalance(t, job.customer.user._id)).toBe(refund);
    expect(await walletBalance(t, job.technician.user._id)).toBe(
      QUOTATION_TOTAL - refund - commissionOf(QUOTATION_TOTAL - refund, 1500),
    );
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when they refund it all, then the job is cancelled by the admin and the customer has everything back', async () => {
    const job = await disputedJob({ surcharge: true });
    const decision = await resolve(job.requestId, 'full-refund');
    expect(decision.job).toMatchObject({ status: 'canceled', canceledBy: 'admin', cancelRule: 'admin' });
    expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL + SURCHARGE_TOTAL);
    expect(await walletBalance(t, job.technician.user._id)).toBe(0);
    expect(await releasesPerHold(t, job.requestId)).toEqual([0, 0]);
    await expectLedgerSound(t);
  });

  it('when the refund is out of range or the job is not disputed, then refused and nothing moves', async () => {
    const job = await disputedJob();
    for (const refund of [0, QUOTATION_TOTAL, QUOTATION_TOTAL + 1, -1]) {
      await expect(resolve(job.requestId, 'partial-refund', refund), String(refund)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await jobRow(t, job.requestId)).status).toBe('disputed');
    expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);

    const undisputed = await bookedJob(t, { progress: 'work-done' });
    await expect(resolve(undisputed.requestId, 'release')).rejects.toMatchObject({
      code: 'ACTION_NOT_APPLICABLE',
      detail: 'work-done',
    });
    await expect(resolve(UNKNOWN_ID, 'release')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await walletBalance(t, undisputed.technician.user._id)).toBe(0);
    await expectLedgerSound(t);
  });
});

describe('an admin cancels a job under way', () => {
  it('when they choose a refund, then it comes back and the rest is released less the commission', async () => {
    const job = await bookedJob(t, { funds: SURCHARGE_TOTAL, progress: 'en-route' });
    await paidSurcharge(job);
    const held = QUOTATION_TOTAL + SURCHARGE_TOTAL;
    const refund = 40_000_00;
    const decision = await adminCancel(job.requestId, refund);
    await decision.afterCommit();
    expect(decision.job).toMatchObject({
      status: 'canceled',
      canceledBy: 'admin',
      cancelRule: 'admin',
      refundedAmount: refund,
      releasedAmount: held - refund,
      commissionAmount: commissionOf(held - refund, 1500),
    });
    expect(await walletBalance(t, job.customer.user._id)).toBe(refund);
    expect(await walletBalance(t, job.technician.user._id)).toBe(held - refund - commissionOf(held - refund, 1500));
    expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when they refund everything or nothing, then the customer or the technician gets it all', async () => {
    const full = await bookedJob(t, { progress: 'in-progress' });
    await adminCancel(full.requestId, QUOTATION_TOTAL);
    expect(await walletBalance(t, full.customer.user._id)).toBe(QUOTATION_TOTAL);
    expect(await walletBalance(t, full.technician.user._id)).toBe(0);

    const none = await disputedJob();
    await adminCancel(none.requestId, 0);
    expect(await walletBalance(t, none.customer.user._id)).toBe(0);
    expect(await walletBalance(t, none.technician.user._id)).toBe(
      QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500),
    );
    expect((await jobRow(t, none.requestId)).status).toBe('canceled');
    await expectLedgerSound(t);
  });

  it('when the refund is more than is held, or the job is settled already, then refused and nothing moves', async () => {
    const job = await bookedJob(t);
    await expect(adminCancel(job.requestId, QUOTATION_TOTAL + 1)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await jobRow(t, job.requestId)).status).toBe('booked');
    await adminCancel(job.requestId, QUOTATION_TOTAL);
    await expect(adminCancel(job.requestId, QUOTATION_TOTAL)).rejects.toMatchObject({
      code: 'ACTION_NOT_APPLICABLE',
      detail: 'canceled',
    });
    expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
    await expectLedgerSound(t);
  });
});
