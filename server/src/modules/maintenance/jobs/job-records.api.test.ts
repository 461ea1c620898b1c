import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, jobApi, type EarningsDto, type OrderDetailsDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { technician } from '../../../../test/job-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { customer, expectLedgerSound, requestOf, UNKNOWN_ID } from '../booking/booking.test-support.ts';
import {
  bookedJob,
  CALL_OUT_FEE,
  cancel,
  LABOUR,
  paidSurcharge,
  progress,
  takeSteps,
  QUOTATION_TOTAL,
  SURCHARGE_TOTAL,
} from './job.test-support.ts';

/*
 * The records of a job: its receipt (get-order-details) for its customer and its booked technician, the commission
 * only in the technician's view; and the technician's earnings (get-my-earnings), totals and pages.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
});
afterAll(() => t.close());

const orderPath = (id: string) => apiPath(jobApi.getOrderDetails, { id });
const EARNINGS = apiPath(jobApi.getMyEarnings);
const orderOf = (res: { body: unknown }) => (res.body as { data: OrderDetailsDto }).data;
const earningsOf = (res: { body: unknown }) => (res.body as { data: EarningsDto }).data;

const EARNED = QUOTATION_TOTAL - commissionOf(QUOTATION_TOTAL, 1500);

describe('the receipt', () => {
  it('when the job is settled, then both sides see it, the commission only in the technician view', async () => {
    const job = await bookedJob(t, { funds: SURCHARGE_TOTAL, progress: 'en-route' });
    await paidSurcharge(job);
    await takeSteps(job.technician.agent, job.requestId, ['arrived', 'in-progress', 'work-done']);
    const before = orderOf(await job.customer.agent.get(orderPath(job.requestId)).expect(200));
    expect(before).toMatchObject({ status: 'work-done', paid: QUOTATION_TOTAL + SURCHARGE_TOTAL, settlement: null });
    await progress(job.customer.agent, job.requestId, 'completed').expect(200);

    const total = QUOTATION_TOTAL + SURCHARGE_TOTAL;
    const commission = commissionOf(total, 1500);
    const mine = orderOf(await job.customer.agent.get(orderPath(job.requestId)).expect(200));
    expect(mine).toMatchObject({
      orderId: job.requestId,
      status: 'completed',
      viewer: 'customer',
      quotation: { totals: { labour: LABOUR, parts: 0, callOutFee: CALL_OUT_FEE, total: QUOTATION_TOTAL } },
      paid: total,
      settlement: { paid: total, refunded: 0, released: total, commission: null, technicianEarnings: null },
    });
    expect(mine.payments).toEqual([
      expect.objectContaining({ for: 'booking', method: 'wallet', amount: QUOTATION_TOTAL }),
      expect.objectContaining({ for: 'surcharge', method: 'wallet', amount: SURCHARGE_TOTAL }),
    ]);
    expect(mine.surcharges).toHaveLength(1);

    const theirs = orderOf(await job.technician.agent.get(orderPath(job.requestId)).expect(200));
    expect(theirs).toMatchObject({
      viewer: 'technician',
      settlement: { paid: total, refunded: 0, released: total, commission, technicianEarnings: total - commission },
    });
    await expectLedgerSound(t);
  });

  it('when a stranger asks, the request was never booked, or there is no such order, then 404', async () => {
    const job = await bookedJob(t);
    const stranger = await signUpAndSignIn(t);
    expect((await stranger.agent.get(orderPath(job.requestId))).status).toBe(404);
    const other = await technician(t);
    expect((await other.agent.get(orderPath(job.requestId))).status).toBe(404);

    const payer = await customer(t);
    const unbooked = await requestOf(t, payer.user._id);
    expect((await payer.agent.get(orderPath(unbooked))).status).toBe(404);
    expect((await job.customer.agent.get(orderPath(UNKNOWN_ID))).status).toBe(404);
  });

  it('when signed out, then 401; when the id is not one, then 400 naming it', async () => {
    const job = await bookedJob(t);
    expect((await request(t.app).get(orderPath(job.requestId))).status).toBe(401);
    const bad = await job.customer.agent.get(orderPath('nope'));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
  });

  it('when the customer cancelled in time, then the receipt says everything was refunded', async () => {
    const job = await bookedJob(t);
    await cancel(job.customer.agent, job.requestId).expect(200);
    const order = orderOf(await job.technician.agent.get(orderPath(job.requestId)).expect(200));
    expect(order.settlement).toMatchObject({ refunded: QUOTATION_TOTAL, released: 0, commission: 0 });
  });
});

describe('the technician earnings', () => {
  it('when three jobs are settled, one refunded and one under way, then totals, pending and pages add up', async () => {
    const mechanic = await technician(t);
    const settled: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const job = await bookedJob(t, { technician: mechanic, progress: 'work-done' });
      await progress(job.customer.agent, job.requestId, 'completed').expect(200);
      settled.push(job.requestId);
    }
    const refunded = await bookedJob(t, { technician: mechanic });
    await cancel(refunded.customer.agent, refunded.requestId).expect(200);
    await bookedJob(t, { technician: mechanic, progress: 'en-route' });

    const first = earningsOf(await mechanic.agent.get(EARNINGS).query({ limit: 2 }).expect(200));
    expect(first).toMatchObject({
      totalEarned: 3 * EARNED,
      totalCommission: 3 * commissionOf(QUOTATION_TOTAL, 1500),
      pending: QUOTATION_TOTAL,
      jobsSettled: 3,
      jobs: { total: 3, page: 1, limit: 2 },
    });
    expect(first.jobs.items).toHaveLength(2);
    expect(first.jobs.items[0]).toMatchObject({
      status: 'completed',
      released: QUOTATION_TOTAL,
      commission: commissionOf(QUOTATION_TOTAL, 1500),
      earned: EARNED,
    });
    const second = earningsOf(await mechanic.agent.get(EARNINGS).query({ limit: 2, page: 2 }).expect(200));
    expect(second.jobs.items).toHaveLength(1);
    const listed = [...first.jobs.items, ...second.jobs.items].map((item) => item.maintenanceId);
    expect([...listed].sort()).toEqual([...settled].sort());
    // Newest first.
    expect(listed[0]).toBe(settled[2]);
  });

  it('when a technician with nothing settled asks, then zeros and an empty page', async () => {
    const mechanic = await technician(t);
    const res = await mechanic.agent.get(EARNINGS).expect(200);
    expect(earningsOf(res)).toEqual({
      totalEarned: 0,
      totalCommission: 0,
      pending: 0,
      jobsSettled: 0,
      jobs: { items: [], total: 0, page: 1, limit: 20 },
    });
  });

  it('when not a technician, signed out, or the page is not one, then 403, 401, 400', async () => {
    const someone = await signUpAndSignIn(t);
    const refused = await someone.agent.get(EARNINGS);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_A_TECHNICIAN');
    expect((await request(t.app).get(EARNINGS)).status).toBe(401);
    const mechanic = await technician(t);
    const bad = await mechanic.agent.get(EARNINGS).query({ limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('limit');
  });
});
