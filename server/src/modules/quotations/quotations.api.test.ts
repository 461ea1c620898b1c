// @embedded-db: races: two quotations of one technician sent at once, side by side on PostgreSQL
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira, jobsApi, quotationsApi, QUOTATION_LIMITS, type QuotationDto } from '@fleetcare/shared';
import { maintenanceDispatches, maintenanceRequests, notifications, quotations } from '../../db/schema/index.ts';
import {
  customer,
  dispatch,
  quotationBody,
  request as maintenanceRequest,
  present,
  seedServices,
  technician,
  type Session,
} from '../../../test/job-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t);
});
afterAll(() => t.close());

const send = apiPath(quotationsApi.createOrUpdateQuotation);
const sendUnderMaintenances = apiPath(quotationsApi.technicianSubmitsMaintenanceQuotation);
const cancel = (id: string) => apiPath(quotationsApi.cancelQuotation, { id });
const decline = (id: string) => apiPath(quotationsApi.declineQuotation, { id });
const ofRequest = (maintenanceId: string) => apiPath(quotationsApi.getMaintenanceQuotations, { maintenanceId });
const one = (id: string) => apiPath(quotationsApi.getQuotation, { id });
const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

/** 2 × ₦12,500 of pads + ₦15,000 + ₦5,000 of labour + ₦2,000 call-out. */
const TOTAL = 47_000_00;

/** A customer's open request that the technician (and `others`) were asked about. */
async function scene(others = 0) {
  const owner = await customer(t);
  const mechanic = await technician(t);
  const rivals: Session[] = [];
  for (let index = 0; index < others; index += 1) rivals.push(await technician(t));
  const req = await maintenanceRequest(t, owner.user._id);
  for (const person of [mechanic, ...rivals]) await dispatch(t, req.id, person.user._id);
  return { owner, mechanic, rivals, req };
}

async function quote(session: Session, maintenanceId: string, overrides: Record<string, unknown> = {}) {
  const res = await session.agent.post(send).send(quotationBody(t, maintenanceId, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as QuotationDto;
}

async function requestStatus(id: string) {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  return present(row).status;
}

async function dispatchStatus(requestId: string, technicianId: string) {
  const [row] = await t.database.db
    .select()
    .from(maintenanceDispatches)
    .where(and(eq(maintenanceDispatches.requestId, requestId), eq(maintenanceDispatches.technicianId, technicianId)));
  return present(row).status;
}

async function latestNotice(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  return row?.message;
}

describe('create-or-update-quotation', () => {
  it('when a technician asked about an open request quotes, then revision 1 with server totals, the request is quoted and the customer told', async () => {
    const { owner, mechanic, req } = await scene();
    const res = await mechanic.agent
      .post(send)
      .send({ ...quotationBody(t, req.id), totals: { total: 1 } })
      .expect(200);
    const dto = res.body.data as QuotationDto;
    expect(dto).toMatchObject({
      maintenanceId: req.id,
      status: 'submitted',
      revision: 1,
      previous: null,
      totals: { labour: 20_000_00, parts: 25_000_00, callOutFee: 2_000_00, total: TOTAL },
      labour: [
        { service: 'brake-repair', name: 'Brake repair', amount: 15_000_00 },
        { service: 'oil-change', name: 'Oil change', amount: 5_000_00 },
      ],
      parts: [{ name: 'Brake pads (front)', quantity: 2, unitPrice: 12_500_00, amount: 25_000_00 }],
      technician: {
        _id: mechanic.user._id,
        name: 'Chinedu O.',
        avatarUrl: null,
        rating: null,
        ratingCount: 0,
        completedJobs: 0,
        yearsExperience: 7,
        distanceKm: 4.3,
      },
      declineReason: null,
    });
    expect(Date.parse(dto.validUntil) - t.clock.now().getTime()).toBeGreaterThan(47.9 * HOUR);
    expect(Date.parse(dto.validUntil) - t.clock.now().getTime()).toBeLessThanOrEqual(48 * HOUR);
    expect(await requestStatus(req.id)).toBe('quoted');
    expect(await dispatchStatus(req.id, mechanic.user._id)).toBe('quoted');
    expect(await latestNotice(owner.user._id)).toContain(formatNaira(TOTAL));
    const job = await mechanic.agent.get(apiPath(jobsApi.getJob, { id: req.id })).expect(200);
    expect(job.body.data).toMatchObject({ accepted: true, myQuotationId: dto._id, quotationsCount: 1 });
  });

  it('when the technician sends again, then the live quotation is revised: revision 2, previous kept, customer told', async () => {
    const { owner, mechanic, req } = await scene();
    const first = await quote(mechanic, req.id);
    t.clock.advance(60_000);
    const second = await quote(mechanic, req.id, { parts: [], callOutFee: 0 });
    expect(second).toMatchObject({
      _id: first._id,
      revision: 2,
      totals: { total: 20_000_00 },
      previous: { totals: { total: TOTAL }, sentAt: first.updatedAt, parts: [{ name: 'Brake pads (front)' }] },
    });
    expect(await t.database.db.select().from(quotations).where(eq(quotations.requestId, req.id))).toHaveLength(1);
    const notice = await latestNotice(owner.user._id);
    expect(notice).toContain(formatNaira(20_000_00));
    expect(notice).toContain(formatNaira(TOTAL));
  });

  it('when sent under /maintenances/technician-submits-maintenance-quotation, then it is the same call', async () => {
    const { mechanic, req } = await scene();
    const res = await mechanic.agent.post(sendUnderMaintenances).send(quotationBody(t, req.id)).expect(200);
    expect(res.body.data).toMatchObject({ revision: 1, totals: { total: TOTAL } });
  });

  it('when the body is wrong, the labour is not the requested services or the arrival is past, then 400 names the field', async () => {
    const { mechanic, req } = await scene();
    const empty = await mechanic.agent
      .post(send)
      .send(quotationBody(t, req.id, { labour: [] }))
      .expect(400);
    expect(empty.body.fieldErrors).toHaveProperty('labour');
    const short = await mechanic.agent
      .post(send)
      .send(quotationBody(t, req.id, { labour: [{ service: 'brake-repair', amount: 100 }] }))
      .expect(400);
    expect(short.body.fieldErrorKeys).toEqual({ labour: 'validation:labourServicesMismatch' });
    const extra = quotationBody(t, req.id).labour.concat([{ service: 'diagnostics', amount: 1 }]);
    await mechanic.agent
      .post(send)
      .send(quotationBody(t, req.id, { labour: extra }))
      .expect(400);
    const past = await mechanic.agent
      .post(send)
      .send(quotationBody(t, req.id, { earliestArrival: new Date(t.clock.now().getTime() - 60_000).toISOString() }))
      .expect(400);
    expect(past.body.fieldErrorKeys).toEqual({ earliestArrival: 'validation:earliestArrivalPast' });
    await mechanic.agent
      .post(send)
      .send(quotationBody(t, req.id, { validityHours: QUOTATION_LIMITS.validityHoursMax + 1 }))
      .expect(400);
    expect(await t.database.db.select().from(quotations).where(eq(quotations.requestId, req.id))).toHaveLength(0);
  });

  it('when signed out, 401; a customer, 403 NOT_A_TECHNICIAN; a technician never asked, 404', async () => {
    const { owner, req } = await scene();
    await request(t.app).post(send).send(quotationBody(t, req.id)).expect(401);
    const refused = await owner.agent.post(send).send(quotationBody(t, req.id)).expect(403);
    expect(refused.body.code).toBe('NOT_A_TECHNICIAN');
    const stranger = await technician(t);
    await stranger.agent.post(send).send(quotationBody(t, req.id)).expect(404);
    await stranger.agent.post(send).send(quotationBody(t, MISSING)).expect(404);
  });

  it('when the request is past its expiry or canceled, then 409 JOB_NOT_AVAILABLE', async () => {
    const { mechanic, req } = await scene();
    await t.database.db
      .update(maintenanceRequests)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(maintenanceRequests.id, req.id));
    const expired = await mechanic.agent.post(send).send(quotationBody(t, req.id)).expect(409);
    expect(expired.body.code).toBe('JOB_NOT_AVAILABLE');
    await t.database.db
      .update(maintenanceRequests)
      .set({ status: 'canceled', canceledAt: t.clock.now(), canceledBy: 'customer' })
      .where(eq(maintenanceRequests.id, req.id));
    const canceled = await mechanic.agent.post(send).send(quotationBody(t, req.id)).expect(409);
    expect(canceled.body.code).toBe('JOB_NOT_AVAILABLE');
  });

  it('when the live quotation has passed its validity, then it shows expired and cannot be revised (409 QUOTATION_EXPIRED)', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id, { validityHours: 1 });
    t.clock.advance(HOUR + 1000);
    const res = await mechanic.agent.post(send).send(quotationBody(t, req.id)).expect(409);
    expect(res.body.code).toBe('QUOTATION_EXPIRED');
    const shown = await owner.agent.get(one(sent._id)).expect(200);
    expect(shown.body.data.status).toBe('expired');
    const withdraw = await mechanic.agent.patch(cancel(sent._id)).expect(409);
    expect(withdraw.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'expired' });
  });

  it('when the same technician sends twice at once, then one live quotation: revision 2 (or one 409)', async () => {
    const { mechanic, req } = await scene();
    const results = await Promise.all([
      mechanic.agent.post(send).send(quotationBody(t, req.id)),
      mechanic.agent.post(send).send(quotationBody(t, req.id, { callOutFee: 0 })),
    ]);
    const statuses = results.map((res) => res.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const rows = await t.database.db.select().from(quotations).where(eq(quotations.requestId, req.id));
    expect(rows).toHaveLength(1);
    if (statuses[1] === 200) expect(present(rows[0]).revision).toBe(2);
    expect(await requestStatus(req.id)).toBe('quoted');
  });
});

describe('cancel-quotation', () => {
  it('when the technician withdraws the last live quotation, then it is withdrawn, the request open again and the customer told', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    const res = await mechanic.agent.patch(cancel(sent._id)).expect(200);
    expect(res.body.data).toMatchObject({ _id: sent._id, status: 'withdrawn' });
    expect(await requestStatus(req.id)).toBe('open');
    expect(await dispatchStatus(req.id, mechanic.user._id)).toBe('offered');
    expect(await latestNotice(owner.user._id)).toContain('withdrew');
    const again = await mechanic.agent.patch(cancel(sent._id)).expect(409);
    expect(again.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'withdrawn' });
    const anew = await quote(mechanic, req.id);
    expect(anew).toMatchObject({ revision: 1, status: 'submitted' });
    expect(anew._id).not.toBe(sent._id);
  });

  it('when another live quotation remains, then the request stays quoted', async () => {
    const { mechanic, rivals, req } = await scene(1);
    const mine = await quote(mechanic, req.id);
    await quote(present(rivals[0]), req.id);
    await mechanic.agent.patch(cancel(mine._id)).expect(200);
    expect(await requestStatus(req.id)).toBe('quoted');
  });

  it("when another technician's, 404; the customer, 403; signed out, 401; a bad id, 400", async () => {
    const { owner, mechanic, rivals, req } = await scene(1);
    const sent = await quote(mechanic, req.id);
    await present(rivals[0]).agent.patch(cancel(sent._id)).expect(404);
    const refused = await owner.agent.patch(cancel(sent._id)).expect(403);
    expect(refused.body.code).toBe('NOT_A_TECHNICIAN');
    await request(t.app).patch(cancel(sent._id)).expect(401);
    await mechanic.agent.patch(cancel('nope')).expect(400);
    await mechanic.agent.patch(cancel(MISSING)).expect(404);
  });
});

describe('decline-quotation', () => {
  it('when the customer declines with a reason, then it is declined, the technician reads the reason, the request open again', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    const res = await owner.agent.patch(decline(sent._id)).send({ reason: ' Too dear. ' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'declined', declineReason: 'Too dear.' });
    expect(await requestStatus(req.id)).toBe('open');
    const notice = await latestNotice(mechanic.user._id);
    expect(notice).toContain('Too dear.');
    expect(notice).toContain(formatNaira(TOTAL));
    expect(notice).not.toContain('Bourdillon');
    const seen = await mechanic.agent.get(one(sent._id)).expect(200);
    expect(seen.body.data).toMatchObject({ status: 'declined', declineReason: 'Too dear.' });
    const again = await owner.agent.patch(decline(sent._id)).send({}).expect(409);
    expect(again.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'declined' });
  });

  it('when another customer or the quoting technician declines, then 404; a reason too long, 400; signed out, 401', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    const stranger = await customer(t);
    await stranger.agent.patch(decline(sent._id)).send({}).expect(404);
    await mechanic.agent.patch(decline(sent._id)).send({}).expect(404);
    const long = await owner.agent
      .patch(decline(sent._id))
      .send({ reason: 'x'.repeat(QUOTATION_LIMITS.declineReasonMax + 1) })
      .expect(400);
    expect(long.body.fieldErrors).toHaveProperty('reason');
    await request(t.app).patch(decline(sent._id)).send({}).expect(401);
    expect(await requestStatus(req.id)).toBe('quoted');
  });

  it('when the technician withdrew it first, then 409 naming withdrawn', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    await mechanic.agent.patch(cancel(sent._id)).expect(200);
    const res = await owner.agent.patch(decline(sent._id)).send({}).expect(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'withdrawn' });
  });
});

describe('get-maintenance-quotations and get-quotation', () => {
  it('when the customer lists a request, then live quotations first, each group by total', async () => {
    const { owner, mechanic, rivals, req } = await scene(3);
    const dear = await quote(mechanic, req.id);
    const cheap = await quote(present(rivals[0]), req.id, { parts: [] });
    const cheapest = await quote(present(rivals[1]), req.id, { parts: [], callOutFee: 0 });
    await present(rivals[1]).agent.patch(cancel(cheapest._id)).expect(200);
    const middle = await quote(present(rivals[2]), req.id, { callOutFee: 0 });
    const res = await owner.agent.get(ofRequest(req.id)).expect(200);
    const list = res.body.data as QuotationDto[];
    expect(list.map((item) => item._id)).toEqual([cheap._id, middle._id, dear._id, cheapest._id]);
    expect(list.map((item) => item.status)).toEqual(['submitted', 'submitted', 'submitted', 'withdrawn']);
  });

  it('when someone else asks, then 404; signed out 401; a bad id 400', async () => {
    const { mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    const stranger = await customer(t);
    await stranger.agent.get(ofRequest(req.id)).expect(404);
    await mechanic.agent.get(ofRequest(req.id)).expect(404);
    await stranger.agent.get(one(sent._id)).expect(404);
    const rival = await technician(t);
    await rival.agent.get(one(sent._id)).expect(404);
    await request(t.app).get(ofRequest(req.id)).expect(401);
    await request(t.app).get(one(sent._id)).expect(401);
    await stranger.agent.get(ofRequest('nope')).expect(400);
    await stranger.agent.get(one('nope')).expect(400);
    await mechanic.agent.get(one(MISSING)).expect(404);
  });

  it('when its technician or the customer asks, then the quotation', async () => {
    const { owner, mechanic, req } = await scene();
    const sent = await quote(mechanic, req.id);
    for (const session of [owner, mechanic]) {
      const res = await session.agent.get(one(sent._id)).expect(200);
      expect(res.body.data).toMatchObject({
        _id: sent._id,
        totals: { total: TOTAL },
        technician: { name: 'Chinedu O.' },
      });
    }
  });
});
