import { bookedJobColumns } from '../maintenance-fixtures.test-support.ts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsApi, quotationsApi, type JobDto, type Page } from '@fleetcare/shared';
import { maintenanceRequests, quotations } from '../../../db/schema/index.ts';
import {
  CUSTOMER_PHONE,
  customer,
  dispatch,
  EXACT_LINE,
  LANDMARK,
  quotationBody,
  request as maintenanceRequest,
  present,
  seedServices,
  technician,
} from '../../../../test/job-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t);
});
afterAll(() => t.close());

const myJobs = apiPath(jobsApi.getMyJobs);
const job = (id: string) => apiPath(jobsApi.getJob, { id });
const decline = (id: string) => apiPath(jobsApi.declineJob, { id });
const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

/** A quotation row of the technician's, written straight (the quotations API has its own tests). */
async function quotationRow(requestId: string, technicianId: string, status: 'submitted' | 'accepted' = 'submitted') {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(quotations)
    .values({
      requestId,
      technicianId,
      status,
      labour: [{ service: 'brake-repair', amount: 100 }],
      labourTotal: 100,
      partsTotal: 0,
      total: 100,
      earliestArrival: new Date(now.getTime() + 3_600_000),
      validUntil: new Date(now.getTime() + 48 * 3_600_000),
    })
    .returning();
  return present(row, 'quotation');
}

describe('jobs: who may call', () => {
  it('when signed out, then every call is 401', async () => {
    await request(t.app).get(myJobs).expect(401);
    await request(t.app).get(job(MISSING)).expect(401);
    await request(t.app).post(decline(MISSING)).expect(401);
  });

  it('when a customer calls, then every call is 403 NOT_A_TECHNICIAN', async () => {
    const { agent } = await customer(t);
    for (const res of [await agent.get(myJobs), await agent.get(job(MISSING)), await agent.post(decline(MISSING))]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_A_TECHNICIAN');
    }
  });

  it('when the id is not a uuid or the state is unknown, then 400 names the field', async () => {
    const { agent } = await technician(t);
    const bad = await agent.get(job('nope')).expect(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
    const state = await agent.get(myJobs).query({ state: 'everything' }).expect(400);
    expect(state.body.fieldErrors).toHaveProperty('state');
    await agent.post(decline('nope')).expect(400);
  });
});

describe('get-job', () => {
  it('when the technician was asked, then the job shows the area and the distance and nothing of the street or the customer', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id, { distanceKm: 4.26 });
    const res = await mechanic.agent.get(job(req.id)).expect(200);
    const dto = res.body.data as JobDto;
    expect(dto).toMatchObject({
      _id: req.id,
      status: 'open',
      area: { town: 'Ikoyi', lga: 'Eti-Osa', state: 'Lagos' },
      distanceKm: 4.3,
      accepted: false,
      declined: false,
      isJobStillAvailable: true,
      myQuotationId: null,
      customerContact: null,
      exactAddress: null,
      vehicle: { label: '2019 Toyota Corolla' },
      services: [
        { slug: 'brake-repair', name: 'Brake repair' },
        { slug: 'oil-change', name: 'Oil change' },
      ],
      quotationsCount: 0,
    });
    expect(res.text).not.toContain(EXACT_LINE);
    expect(res.text).not.toContain(LANDMARK);
    expect(res.text).not.toContain(CUSTOMER_PHONE.number);
    expect(res.text).not.toContain('Okafor');
    expect(res.text).not.toContain('6.4541');
  });

  it('when another technician quoted, then the job counts it but shows nothing of theirs', async () => {
    const owner = await customer(t);
    const [mine, other] = [await technician(t), await technician(t)];
    const req = await maintenanceRequest(t, owner.user._id, { status: 'quoted' });
    await dispatch(t, req.id, mine.user._id);
    await dispatch(t, req.id, other.user._id, { status: 'quoted' });
    const theirs = await quotationRow(req.id, other.user._id);
    const res = await mine.agent.get(job(req.id)).expect(200);
    expect(res.body.data).toMatchObject({ quotationsCount: 1, myQuotationId: null, accepted: false });
    expect(res.text).not.toContain(theirs.id);
  });

  it('when this technician is the booked one, then the exact address and the customer contact are filled', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id, { status: 'quoted' });
    const accepted = await quotationRow(req.id, mechanic.user._id, 'accepted');
    await t.database.db
      .update(maintenanceRequests)
      .set({
        status: 'booked',
        bookedQuotationId: accepted.id,
        technicianId: mechanic.user._id,
        ...bookedJobColumns(t.clock.now()),
      })
      .where(eq(maintenanceRequests.id, req.id));
    const dto = (await mechanic.agent.get(job(req.id)).expect(200)).body.data as JobDto;
    expect(dto).toMatchObject({
      status: 'booked',
      accepted: true,
      isJobStillAvailable: false,
      myQuotationId: accepted.id,
      exactAddress: { line: EXACT_LINE, landmark: LANDMARK, town: 'Ikoyi', state: 'Lagos' },
      customerContact: { name: 'Amaka Okafor', phone: CUSTOMER_PHONE },
    });
    const stranger = await technician(t);
    await dispatch(t, req.id, stranger.user._id);
    const other = await stranger.agent.get(job(req.id)).expect(200);
    expect(other.body.data).toMatchObject({ exactAddress: null, customerContact: null, isJobStillAvailable: false });
    expect(other.text).not.toContain(EXACT_LINE);
    expect(other.text).not.toContain(LANDMARK);
    expect(other.text).not.toContain(CUSTOMER_PHONE.number);
  });

  it('when the technician was never asked about the request, or it does not exist, then 404', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await mechanic.agent.get(job(req.id)).expect(404);
    await mechanic.agent.get(job(MISSING)).expect(404);
  });
});

describe('get-my-jobs', () => {
  it('lists the offers newest first, by state, paged', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const me = mechanic.user._id;
    const open = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, open.id, me, { offeredAt: new Date(t.clock.now().getTime() - 4 * 60_000) });
    const quoted = await maintenanceRequest(t, owner.user._id, { status: 'quoted' });
    await dispatch(t, quoted.id, me, { status: 'quoted', offeredAt: new Date(t.clock.now().getTime() - 3 * 60_000) });
    await quotationRow(quoted.id, me);
    const declined = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, declined.id, me, {
      status: 'declined',
      declinedAt: t.clock.now(),
      offeredAt: new Date(t.clock.now().getTime() - 2 * 60_000),
    });
    const expired = await maintenanceRequest(t, owner.user._id, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    await dispatch(t, expired.id, me, { offeredAt: new Date(t.clock.now().getTime() - 60_000) });
    const ids = async (state?: string, extra: Record<string, unknown> = {}) => {
      const res = await mechanic.agent
        .get(myJobs)
        .query({ ...(state ? { state } : {}), ...extra })
        .expect(200);
      const page = res.body.data as Page<JobDto>;
      return { ids: page.items.map((item) => item._id), total: page.total, page: page.page, limit: page.limit };
    };
    expect(await ids()).toEqual({ ids: [expired.id, declined.id, quoted.id, open.id], total: 4, page: 1, limit: 20 });
    expect((await ids('available')).ids).toEqual([open.id]);
    expect((await ids('quoted')).ids).toEqual([quoted.id]);
    expect((await ids('booked')).ids).toEqual([]);
    expect(await ids('all', { page: 2, limit: 3 })).toEqual({ ids: [open.id], total: 4, page: 2, limit: 3 });
  });
});

describe('decline-job', () => {
  it('when an offered job is declined, then it is final: a second decline is 409 JOB_ALREADY_DECLINED', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id);
    const res = await mechanic.agent.post(decline(req.id)).expect(200);
    expect(res.body.data).toMatchObject({ _id: req.id, declined: true, accepted: false });
    expect(res.text).not.toContain(EXACT_LINE);
    const again = await mechanic.agent.post(decline(req.id)).expect(409);
    expect(again.body.code).toBe('JOB_ALREADY_DECLINED');
    const quote = await mechanic.agent
      .post(apiPath(quotationsApi.createOrUpdateQuotation))
      .send(quotationBody(t, req.id))
      .expect(409);
    expect(quote.body.code).toBe('JOB_ALREADY_DECLINED');
  });

  it.each(['booked', 'expired', 'canceled'] as const)(
    'when the request is %s, then 409 JOB_NOT_AVAILABLE',
    async (status) => {
      const owner = await customer(t);
      const mechanic = await technician(t);
      const other = await technician(t);
      const req = await maintenanceRequest(t, owner.user._id);
      await dispatch(t, req.id, mechanic.user._id);
      const accepted = status === 'booked' ? await quotationRow(req.id, other.user._id, 'accepted') : undefined;
      await t.database.db
        .update(maintenanceRequests)
        .set({
          status,
          ...(accepted
            ? { bookedQuotationId: accepted.id, technicianId: other.user._id, ...bookedJobColumns(t.clock.now()) }
            : {}),
          ...(status === 'canceled' ? { canceledAt: t.clock.now(), canceledBy: 'customer' as const } : {}),
        })
        .where(eq(maintenanceRequests.id, req.id));
      const res = await mechanic.agent.post(decline(req.id)).expect(409);
      expect(res.body.code).toBe('JOB_NOT_AVAILABLE');
    },
  );

  it('when the technician has a live quotation, then 409 QUOTATION_STATUS_CONFLICT (submitted): withdraw it first', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id);
    const sent = await mechanic.agent
      .post(apiPath(quotationsApi.createOrUpdateQuotation))
      .send(quotationBody(t, req.id))
      .expect(200);
    const res = await mechanic.agent.post(decline(req.id)).expect(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'submitted' });
    await mechanic.agent
      .patch(apiPath(quotationsApi.cancelQuotation, { id: sent.body.data._id as string }))
      .expect(200);
    const declined = await mechanic.agent.post(decline(req.id)).expect(200);
    expect(declined.body.data).toMatchObject({ declined: true, accepted: false, myQuotationId: sent.body.data._id });
  });

  it("when the technician's quotation has passed its validity (not swept yet), then it is not live: the decline goes through", async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id);
    await mechanic.agent
      .post(apiPath(quotationsApi.createOrUpdateQuotation))
      .send(quotationBody(t, req.id, { validityHours: 1 }))
      .expect(200);
    t.clock.advance(HOUR + 1000);
    const res = await mechanic.agent.post(decline(req.id)).expect(200);
    expect(res.body.data).toMatchObject({ declined: true, isJobStillAvailable: true });
  });

  it('when the technician was never asked, then 404', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await mechanic.agent.post(decline(req.id)).expect(404);
  });
});
