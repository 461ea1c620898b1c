// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf } from '@fleetcare/shared';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { expectLedgerSound, heldBalance } from '../booking/booking.test-support.ts';
import { runAutoCompleteSweep } from './auto-complete.service.ts';
import {
  bookedJob,
  CALL_OUT_FEE,
  cancel,
  HOUR,
  jobRow,
  fillReport,
  progress,
  QUOTATION_TOTAL,
  releasesPerHold,
  setClock,
  walletBalance,
  type BookedJob,
} from './job.test-support.ts';

/*
 * The job's money under concurrent calls: a customer cancelling while the technician takes a step, a customer
 * confirming while the auto-completion sweep runs, and two sweeps at once. Each job ends in one outcome, its holds
 * settled once (one release transaction at most per hold), and the ledger sound.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const EARNED = QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500);
const FEE_EARNED = CALL_OUT_FEE - commissionOf(CALL_OUT_FEE, 1500);

/** Moves the clock 72 hours and a minute past the latest "work done" of the jobs. */
async function pastAutoComplete(jobs: readonly BookedJob[]): Promise<void> {
  let latest = 0;
  for (const job of jobs) latest = Math.max(latest, (await jobRow(t, job.requestId)).workDoneAt?.getTime() ?? 0);
  setClock(t, new Date(latest + 72 * HOUR + 60_000));
}

describe('cancelling while the technician works', () => {
  it('when the customer cancels as the technician marks the work done, then the work is done and nothing moves', async () => {
    for (let round = 0; round < 3; round += 1) {
      const job = await bookedJob(t, { progress: 'in-progress' });
      await fillReport(job.technician.agent, job.requestId);
      const [canceled, done] = await Promise.all([
        cancel(job.customer.agent, job.requestId),
        progress(job.technician.agent, job.requestId, 'work-done'),
      ]);
      expect(done.status).toBe(200);
      expect(canceled.status).toBe(409);
      expect(canceled.body.code).toBe('MAINTENANCE_STATUS_CONFLICT');
      expect(['in-progress', 'work-done']).toContain(canceled.body.detail);
      expect((await jobRow(t, job.requestId)).status).toBe('work-done');
      expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
      expect(await releasesPerHold(t, job.requestId)).toEqual([0]);
      // Confirmed, so that no job is left for the sweeps below.
      await progress(job.customer.agent, job.requestId, 'completed').expect(200);
    }
    await expectLedgerSound(t);
  });

  it('when the customer cancels as the technician starts the work, then exactly one of them wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const job = await bookedJob(t, { progress: 'arrived' });
      const [canceled, started] = await Promise.all([
        cancel(job.customer.agent, job.requestId),
        progress(job.technician.agent, job.requestId, 'in-progress'),
      ]);
      expect([canceled.status, started.status].sort()).toEqual([200, 409]);
      const row = await jobRow(t, job.requestId);
      if (canceled.status === 200) {
        expect(started.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
        expect(row.status).toBe('canceled');
        expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL - CALL_OUT_FEE);
        expect(await walletBalance(t, job.technician.user._id)).toBe(FEE_EARNED);
        expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
      } else {
        expect(canceled.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'in-progress' });
        expect(row.status).toBe('in-progress');
        expect(await heldBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
        expect(await walletBalance(t, job.technician.user._id)).toBe(0);
        expect(await releasesPerHold(t, job.requestId)).toEqual([0]);
      }
    }
    await expectLedgerSound(t);
  });

  it('when both sides cancel at once, then one cancellation settles the money, once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const job = await bookedJob(t, { progress: 'en-route' });
      const [byCustomer, byTechnician] = await Promise.all([
        cancel(job.customer.agent, job.requestId),
        cancel(job.technician.agent, job.requestId),
      ]);
      const row = await jobRow(t, job.requestId);
      if (byTechnician.status === 200) {
        // The technician's came first: everything went back. The customer's then met the request dropped (409), or
        // saw it dropped and called it off for free.
        expect([200, 409]).toContain(byCustomer.status);
        expect(row.status).toBe(byCustomer.status === 200 ? 'canceled' : 'technician-canceled');
        expect(row.cancelRule).toBe('technician-canceled');
        expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL);
        expect(await walletBalance(t, job.technician.user._id)).toBe(0);
        expect(await releasesPerHold(t, job.requestId)).toEqual([0]);
      } else {
        expect(byCustomer.status).toBe(200);
        expect(byTechnician.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
        expect(row).toMatchObject({ status: 'canceled', cancelRule: 'call-out-fee-kept' });
        expect(await walletBalance(t, job.customer.user._id)).toBe(QUOTATION_TOTAL - CALL_OUT_FEE);
        expect(await walletBalance(t, job.technician.user._id)).toBe(FEE_EARNED);
        expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
      }
      expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    }
    await expectLedgerSound(t);
  });
});

describe('confirming while the sweep runs', () => {
  it('when the customer confirms as the sweep completes the job, then it is completed and released once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const job = await bookedJob(t, { progress: 'work-done' });
      await pastAutoComplete([job]);
      const [confirmed, sweep] = await Promise.all([
        progress(job.customer.agent, job.requestId, 'completed'),
        runAutoCompleteSweep(t.deps),
      ]);
      expect(sweep.failed).toBe(0);
      if (confirmed.status === 200) {
        expect(sweep.completed).toBe(0);
      } else {
        expect(confirmed.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'completed' });
        expect(sweep.completed).toBe(1);
      }
      expect(await jobRow(t, job.requestId)).toMatchObject({ status: 'completed', releasedAmount: QUOTATION_TOTAL });
      expect(await walletBalance(t, job.technician.user._id)).toBe(EARNED);
      expect(await heldBalance(t, job.customer.user._id)).toBe(0);
      expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
      t.clock.reset();
    }
    await expectLedgerSound(t);
  });
});

describe('two sweeps at once', () => {
  it('when two sweeps run over the same due jobs, then each job is completed and released exactly once', async () => {
    const jobs: BookedJob[] = [];
    for (let n = 0; n < 8; n += 1) jobs.push(await bookedJob(t, { progress: 'work-done' }));
    await pastAutoComplete(jobs);
    const [first, second] = await Promise.all([runAutoCompleteSweep(t.deps), runAutoCompleteSweep(t.deps)]);
    expect(first.failed + second.failed).toBe(0);
    expect(first.completed + second.completed).toBe(jobs.length);
    for (const job of jobs) {
      expect((await jobRow(t, job.requestId)).status).toBe('completed');
      expect(await releasesPerHold(t, job.requestId)).toEqual([1]);
      expect(await walletBalance(t, job.technician.user._id)).toBe(EARNED);
      expect(await heldBalance(t, job.customer.user._id)).toBe(0);
    }
    expect(await runAutoCompleteSweep(t.deps)).toEqual({ completed: 0, failed: 0 });
    await expectLedgerSound(t);
  });
});
