import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceStatus } from '@fleetcare/shared';
import { maintenanceJobMedia, maintenanceSurcharges, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { technician } from '../../../../test/job-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { availableBalance, expectLedgerSound, heldBalance } from '../booking/booking.test-support.ts';
import { jpegPhoto } from '../media/media.test-support.ts';
import {
  addSurcharge,
  BOOKING_TOTAL,
  cancelPath,
  CREATE,
  declinePath,
  jobUnderWay,
  listPath,
  noticesOf,
  paySurcharge,
  paymentOf,
  setJobStatus,
  SURCHARGE_TOTAL,
  surchargeBody,
  surchargeEvents,
  surchargeHolds,
  surchargeOf,
  surchargeRow,
  uploadPath,
} from './surcharges.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-surcharges-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const customerJobPath = (requestId: string) => `/dashboard/maintenance/show/${requestId}`;
const technicianJobPath = (requestId: string) => `/inspector/inspector-job-notification?job=${requestId}`;

/** A job en route with one pending surcharge of SURCHARGE_TOTAL; the customer's wallet keeps `funds` after booking. */
async function jobWithSurcharge(funds = SURCHARGE_TOTAL) {
  const job = await jobUnderWay(t, { funds });
  const surchargeId = await addSurcharge(job.technician.agent, job.requestId);
  return { ...job, surchargeId };
}

const surchargesOf = async (requestId: string) =>
  t.database.db.select().from(maintenanceSurcharges).where(eq(maintenanceSurcharges.requestId, requestId));

describe('POST /api/surcharges/create-surcharge', () => {
  it('when the booked technician asks for more on the way, then a pending surcharge priced on the server, on the timeline, and the customer told', async () => {
    const { customer, technician: mechanic, requestId } = await jobUnderWay(t);

    const res = await mechanic.agent.post(CREATE).send(surchargeBody(requestId));

    expect(res.status).toBe(201);
    const dto = surchargeOf(res);
    expect(dto).toEqual({
      _id: expect.any(String),
      maintenanceId: requestId,
      status: 'pending',
      reason: 'The oil filter housing is cracked and leaks.',
      labour: [{ service: 'oil-change', name: 'Oil change', amount: 5_000_00 }],
      parts: [{ name: 'Oil filter housing', quantity: 1, unitPrice: 15_000_00, grade: 'new-oem', amount: 15_000_00 }],
      totals: { labour: 5_000_00, parts: 15_000_00, callOutFee: 0, total: SURCHARGE_TOTAL },
      media: [],
      declineReason: null,
      createdAt: expect.any(String),
      answeredAt: null,
    });
    expect(await surchargeRow(t, dto._id)).toMatchObject({
      technicianId: mechanic.user._id,
      status: 'pending',
      holdKey: null,
      total: SURCHARGE_TOTAL,
    });
    expect(await surchargeEvents(t, requestId)).toEqual([
      {
        kind: 'surcharge-added',
        actor: 'technician',
        actorId: mechanic.user._id,
        amount: SURCHARGE_TOTAL,
        note: 'The oil filter housing is cracked and leaks.',
      },
    ]);
    expect(await noticesOf(t, customer.user._id)).toContainEqual({
      message: expect.stringMatching(/asks for a surcharge of ₦20,000\.00.*The oil filter housing is cracked/),
      actionPath: customerJobPath(requestId),
      category: 'bookings',
    });
  });

  it('is taken while the job is en route, arrived or in progress', async () => {
    for (const status of ['arrived', 'in-progress'] as const) {
      const { technician: mechanic, requestId } = await jobUnderWay(t, { status });
      await mechanic.agent.post(CREATE).send(surchargeBody(requestId)).expect(201);
    }
  });

  it('when only parts are asked for, then the labour is empty and the total is the parts', async () => {
    const { technician: mechanic, requestId } = await jobUnderWay(t);
    const res = await mechanic.agent.post(CREATE).send(surchargeBody(requestId, { labour: [] }));
    expect(res.status).toBe(201);
    expect(surchargeOf(res).totals).toEqual({ labour: 0, parts: 15_000_00, callOutFee: 0, total: 15_000_00 });
  });

  it('tells a Norwegian customer in Norwegian and names the labour in the technician’s language', async () => {
    const { customer, technician: mechanic, requestId } = await jobUnderWay(t);
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, customer.user._id));
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, mechanic.user._id));

    const res = await mechanic.agent.post(CREATE).send(surchargeBody(requestId)).expect(201);

    expect(surchargeOf(res).labour[0]?.name).toBe('Oljeskift');
    const [notice] = await noticesOf(t, customer.user._id).then((rows) => rows.slice(-1));
    expect(notice?.message).toBe(
      'Mekanikeren din ber om et tilleggsbeløp på ₦20\u00a0000,00: betal eller avslå det på oppdragets side. Begrunnelse: The oil filter housing is cracked and leaks.',
    );
  });

  it('when the body is not valid, then 400 naming the field and nothing is written', async () => {
    const { technician: mechanic, requestId } = await jobUnderWay(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '' }, 'reason'],
      [{ labour: [], parts: [] }, ''],
      [{ labour: [{ service: 'brake-repair', amount: 1_000_00 }] }, 'labour'],
      [
        {
          labour: [
            { service: 'oil-change', amount: 1_000_00 },
            { service: 'oil-change', amount: 2_000_00 },
          ],
        },
        'labour',
      ],
      [{ labour: [{ service: 'oil-change', amount: 0 }], parts: [] }, 'labour'],
      [{ parts: [{ name: 'Filter', quantity: 0, unitPrice: 100, grade: 'new-oem' }] }, 'parts[0].quantity'],
      [{ maintenanceId: 'not-a-uuid' }, 'maintenanceId'],
    ];
    for (const [overrides, field] of cases) {
      const res = await mechanic.agent.post(CREATE).send(surchargeBody(requestId, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(res.body.fieldErrors), JSON.stringify(overrides)).toContain(field);
    }
    expect(await surchargesOf(requestId)).toEqual([]);
  });

  it('when signed out, then 401', async () => {
    const { requestId } = await jobUnderWay(t);
    const res = await request(t.app).post(CREATE).send(surchargeBody(requestId));
    expect(res.status).toBe(401);
  });

  it('when the caller is the job’s customer, another technician or the job does not exist, then 404 and nothing is written', async () => {
    const { customer, requestId } = await jobUnderWay(t);
    const other = await technician(t);
    for (const agent of [customer.agent, other.agent]) {
      const res = await agent.post(CREATE).send(surchargeBody(requestId));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const unknown = await other.agent.post(CREATE).send(surchargeBody(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(await surchargesOf(requestId)).toEqual([]);
  });

  it('when the job is not under way (booked, work done, completed), then 409 naming its status', async () => {
    const { technician: mechanic, requestId } = await jobUnderWay(t, { status: 'booked' });
    for (const status of ['booked', 'work-done', 'completed'] as MaintenanceStatus[]) {
      await setJobStatus(t, requestId, status);
      const res = await mechanic.agent.post(CREATE).send(surchargeBody(requestId));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: status });
    }
    expect(await surchargesOf(requestId)).toEqual([]);
  });

  it('when five surcharges wait for the customer, then a sixth is 409 until one is answered', async () => {
    const { technician: mechanic, requestId } = await jobUnderWay(t);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await addSurcharge(mechanic.agent, requestId));

    const refused = await mechanic.agent.post(CREATE).send(surchargeBody(requestId));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', detail: 'surcharges-pending-full' });
    expect(refused.body.message).toMatch(/at most 5 surcharges waiting/);

    await mechanic.agent.patch(cancelPath(ids[0] ?? '')).expect(200);
    await mechanic.agent.post(CREATE).send(surchargeBody(requestId)).expect(201);
  });
});

describe('POST /api/surcharges/upload-surcharge-photo/:id', () => {
  it('when photos are announced with the surcharge, then the customer is told once the last of them is in', async () => {
    const { customer, technician: mechanic, requestId } = await jobUnderWay(t);
    const before = (await noticesOf(t, customer.user._id)).length;
    const created = await mechanic.agent
      .post(CREATE)
      .send(surchargeBody(requestId, { photos: 2 }))
      .expect(201);
    const surchargeId = surchargeOf(created)._id;
    expect(await noticesOf(t, customer.user._id)).toHaveLength(before);
    await mechanic.agent
      .post(uploadPath(surchargeId))
      .attach('file', await jpegPhoto(), 'one.jpg')
      .expect(201);
    expect(await noticesOf(t, customer.user._id)).toHaveLength(before);
    await mechanic.agent
      .post(uploadPath(surchargeId))
      .attach('file', await jpegPhoto(), 'two.jpg')
      .expect(201);
    expect(await noticesOf(t, customer.user._id)).toHaveLength(before + 1);
  });

  it('when the technician adds a photo to their pending surcharge, then it is stored without its metadata and shown by a signed link', async () => {
    const { technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();

    const res = await mechanic.agent.post(uploadPath(surchargeId)).attach('file', await jpegPhoto(), 'leak.jpg');

    expect(res.status).toBe(201);
    const { media } = surchargeOf(res);
    expect(media).toEqual([
      { _id: expect.any(String), kind: 'photo', url: expect.any(String), contentType: 'image/jpeg' },
    ]);
    const [row] = await t.database.db
      .select()
      .from(maintenanceJobMedia)
      .where(eq(maintenanceJobMedia.surchargeId, surchargeId));
    expect(row).toMatchObject({ requestId, contentType: 'image/jpeg' });
    expect(row?.fileKey).toMatch(new RegExp(`^maintenance/${requestId}/job/`));
    expect(media[0]?.url).toMatch(new RegExp(`^/files/maintenance/${requestId}/job/[\\w-]+\\.jpg\\?exp=\\d+&sig=`));
    const served = await request(t.app).get(media[0]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('when the surcharge holds four photos, then a fifth is 409 and not stored', async () => {
    const { technician: mechanic, surchargeId } = await jobWithSurcharge();
    for (let index = 0; index < 4; index += 1) {
      await mechanic.agent
        .post(uploadPath(surchargeId))
        .attach('file', await jpegPhoto(100 + index), `p${index}.jpg`)
        .expect(201);
    }
    const res = await mechanic.agent.post(uploadPath(surchargeId)).attach('file', await jpegPhoto(), 'p5.jpg');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', detail: 'photos-full' });
    const rows = await t.database.db
      .select()
      .from(maintenanceJobMedia)
      .where(eq(maintenanceJobMedia.surchargeId, surchargeId));
    expect(rows).toHaveLength(4);
  });

  it('when no file or not a photo is sent, then 400 or 415 and nothing is stored', async () => {
    const { technician: mechanic, surchargeId } = await jobWithSurcharge();
    const none = await mechanic.agent.post(uploadPath(surchargeId)).send({});
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toHaveProperty('file');
    const text = await mechanic.agent
      .post(uploadPath(surchargeId))
      .attach('file', Buffer.from('not a picture at all'), 'a.jpg');
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const bad = await mechanic.agent.post(uploadPath('nope')).attach('file', await jpegPhoto(), 'a.jpg');
    expect(bad.status).toBe(400);
  });

  it('when signed out, the customer, another technician or an unknown surcharge, then 401 or 404', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    const photo = await jpegPhoto();
    expect((await request(t.app).post(uploadPath(surchargeId)).attach('file', photo, 'a.jpg')).status).toBe(401);
    const other = await technician(t);
    for (const agent of [customer.agent, other.agent]) {
      expect((await agent.post(uploadPath(surchargeId)).attach('file', photo, 'a.jpg')).status).toBe(404);
    }
    expect((await other.agent.post(uploadPath(randomUUID())).attach('file', photo, 'a.jpg')).status).toBe(404);
  });

  it('when the surcharge is answered already, then 409 naming its status', async () => {
    const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge();
    await customer.agent.patch(declinePath(surchargeId)).send({}).expect(200);
    const res = await mechanic.agent.post(uploadPath(surchargeId)).attach('file', await jpegPhoto(), 'a.jpg');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'declined' });
  });
});

describe('POST /api/surcharges/pay-surcharge from the wallet', () => {
  it('when the wallet holds enough, then the total is held in the job’s escrow under the surcharge’s key, it is paid, on the timeline and the technician told', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge(50_000_00);

    const res = await paySurcharge(customer.agent, { surchargeId, method: 'wallet' });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = paymentOf(res);
    expect(answer).toMatchObject({ status: 'paid', checkoutUrl: null });
    expect(answer.surcharge).toMatchObject({ _id: surchargeId, status: 'paid', answeredAt: expect.any(String) });
    expect(await surchargeRow(t, surchargeId)).toMatchObject({
      status: 'paid',
      holdKey: `surcharge:${surchargeId}:wallet`,
      paymentId: null,
    });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([
      { amount: SURCHARGE_TOTAL, status: 'held', payerId: customer.user._id },
    ]);
    expect(await availableBalance(t, customer.user._id)).toBe(50_000_00 - SURCHARGE_TOTAL);
    expect(await heldBalance(t, customer.user._id)).toBe(BOOKING_TOTAL + SURCHARGE_TOTAL);
    expect((await surchargeEvents(t, requestId)).map((event) => [event.kind, event.actor])).toEqual([
      ['surcharge-added', 'technician'],
      ['surcharge-paid', 'customer'],
    ]);
    expect(await noticesOf(t, mechanic.user._id)).toContainEqual({
      message: 'The customer paid your surcharge of ₦20,000.00. It is held with the job until the work is done.',
      actionPath: technicianJobPath(requestId),
      category: 'bookings',
    });
    await expectLedgerSound(t);
  });

  it('when a paid surcharge is paid again, then it answers paid and nothing moves', async () => {
    const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge(50_000_00);
    await paySurcharge(customer.agent, { surchargeId, method: 'wallet' }).expect(200);
    const told = (await noticesOf(t, mechanic.user._id)).length;

    for (const method of ['wallet', 'new-card'] as const) {
      const again = await paySurcharge(customer.agent, { surchargeId, method });
      expect(again.status).toBe(200);
      expect(paymentOf(again)).toMatchObject({ status: 'paid', checkoutUrl: null, surcharge: { status: 'paid' } });
    }

    expect(await surchargeHolds(t, surchargeId)).toHaveLength(1);
    expect(await availableBalance(t, customer.user._id)).toBe(50_000_00 - SURCHARGE_TOTAL);
    expect(await noticesOf(t, mechanic.user._id)).toHaveLength(told);
    await expectLedgerSound(t);
  });

  it('when the wallet is short, then 402 INSUFFICIENT_FUNDS and nothing changes', async () => {
    const { customer, surchargeId } = await jobWithSurcharge(5_000_00);
    const res = await paySurcharge(customer.agent, { surchargeId, method: 'wallet' });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await surchargeRow(t, surchargeId)).toMatchObject({ status: 'pending', holdKey: null });
    expect(await surchargeHolds(t, surchargeId)).toEqual([]);
    expect(await availableBalance(t, customer.user._id)).toBe(5_000_00);
  });

  it('when the body is not valid, then 400', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    for (const body of [
      { surchargeId: 'nope', method: 'wallet' },
      { surchargeId, method: 'cheque' },
      { surchargeId, method: 'saved-card' },
      { method: 'wallet' },
    ]) {
      const res = await paySurcharge(customer.agent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await surchargeRow(t, surchargeId)).status).toBe('pending');
  });

  it('when signed out, the technician, someone else or an unknown surcharge, then 401 or 404 and nothing moves', async () => {
    const { technician: mechanic, surchargeId } = await jobWithSurcharge();
    const res = await request(t.app).post('/api/surcharges/pay-surcharge').send({ surchargeId, method: 'wallet' });
    expect(res.status).toBe(401);
    const stranger = await signUpAndSignIn(t);
    for (const agent of [mechanic.agent, stranger.agent]) {
      const refused = await paySurcharge(agent, { surchargeId, method: 'wallet' });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    expect((await paySurcharge(stranger.agent, { surchargeId: randomUUID(), method: 'wallet' })).status).toBe(404);
    expect(await surchargeHolds(t, surchargeId)).toEqual([]);
  });

  it('when the surcharge was declined or withdrawn, then 409 naming its status', async () => {
    const declined = await jobWithSurcharge();
    await declined.customer.agent.patch(declinePath(declined.surchargeId)).send({}).expect(200);
    const withdrawn = await jobWithSurcharge();
    await withdrawn.technician.agent.patch(cancelPath(withdrawn.surchargeId)).expect(200);

    for (const [job, status] of [
      [declined, 'declined'],
      [withdrawn, 'canceled'],
    ] as const) {
      const res = await paySurcharge(job.customer.agent, { surchargeId: job.surchargeId, method: 'wallet' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: status });
      expect(await surchargeHolds(t, job.surchargeId)).toEqual([]);
    }
  });

  it('when the job has moved past taking surcharges, then 409 naming its status and nothing moves', async () => {
    const { customer, requestId, surchargeId } = await jobWithSurcharge();
    await setJobStatus(t, requestId, 'work-done');
    const res = await paySurcharge(customer.agent, { surchargeId, method: 'wallet' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'work-done' });
    expect(await surchargeHolds(t, surchargeId)).toEqual([]);
  });
});

describe('PATCH /api/surcharges/decline-surcharge/:id', () => {
  it('when the customer declines with a reason, then it is declined with it, on the timeline, and the technician told', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();

    const res = await customer.agent.patch(declinePath(surchargeId)).send({ reason: 'I will buy the part myself.' });

    expect(res.status).toBe(200);
    expect(surchargeOf(res)).toMatchObject({
      status: 'declined',
      declineReason: 'I will buy the part myself.',
      answeredAt: expect.any(String),
    });
    expect((await surchargeEvents(t, requestId)).at(-1)).toEqual({
      kind: 'surcharge-declined',
      actor: 'customer',
      actorId: customer.user._id,
      amount: SURCHARGE_TOTAL,
      note: 'I will buy the part myself.',
    });
    expect(await noticesOf(t, mechanic.user._id)).toContainEqual({
      message: 'The customer declined your surcharge of ₦20,000.00. The reason: I will buy the part myself.',
      actionPath: technicianJobPath(requestId),
      category: 'bookings',
    });
  });

  it('when the customer declines without a reason, then it is declined and the technician told without one', async () => {
    const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge();
    const res = await customer.agent.patch(declinePath(surchargeId)).send({ reason: '   ' });
    expect(res.status).toBe(200);
    expect(surchargeOf(res)).toMatchObject({ status: 'declined', declineReason: null });
    expect((await noticesOf(t, mechanic.user._id)).map((row) => row.message)).toContain(
      'The customer declined your surcharge of ₦20,000.00.',
    );
  });

  it('when the reason is too long or the id not one, then 400 and nothing changes', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    const long = await customer.agent.patch(declinePath(surchargeId)).send({ reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty('reason');
    expect((await customer.agent.patch(declinePath('nope')).send({})).status).toBe(400);
    expect((await surchargeRow(t, surchargeId)).status).toBe('pending');
  });

  it('when signed out, the technician, someone else or an unknown surcharge, then 401 or 404', async () => {
    const { technician: mechanic, surchargeId } = await jobWithSurcharge();
    expect((await request(t.app).patch(declinePath(surchargeId)).send({})).status).toBe(401);
    const stranger = await signUpAndSignIn(t);
    for (const agent of [mechanic.agent, stranger.agent]) {
      expect((await agent.patch(declinePath(surchargeId)).send({})).status).toBe(404);
    }
    expect((await stranger.agent.patch(declinePath(randomUUID())).send({})).status).toBe(404);
    expect((await surchargeRow(t, surchargeId)).status).toBe('pending');
  });

  it('when the surcharge is paid already, then 409 naming its status', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    await paySurcharge(customer.agent, { surchargeId, method: 'wallet' }).expect(200);
    const res = await customer.agent.patch(declinePath(surchargeId)).send({});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'paid' });
  });
});

describe('PATCH /api/surcharges/cancel-surcharge/:id', () => {
  it('when the technician withdraws a pending surcharge, then it is canceled, on the timeline, and the customer told', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();

    const res = await mechanic.agent.patch(cancelPath(surchargeId));

    expect(res.status).toBe(200);
    expect(surchargeOf(res)).toMatchObject({ status: 'canceled', answeredAt: expect.any(String) });
    expect((await surchargeEvents(t, requestId)).at(-1)).toMatchObject({
      kind: 'surcharge-canceled',
      actor: 'technician',
      actorId: mechanic.user._id,
      amount: SURCHARGE_TOTAL,
    });
    expect(await noticesOf(t, customer.user._id)).toContainEqual({
      message: 'Your technician withdrew the surcharge of ₦20,000.00. You need do nothing.',
      actionPath: customerJobPath(requestId),
      category: 'bookings',
    });
  });

  it('when the surcharge is paid, then it cannot be withdrawn: 409 and the money stays held', async () => {
    const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge();
    await paySurcharge(customer.agent, { surchargeId, method: 'wallet' }).expect(200);

    const res = await mechanic.agent.patch(cancelPath(surchargeId));

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'paid' });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([{ status: 'held' }]);
  });

  it('when withdrawn twice, then the second is 409 naming "canceled"', async () => {
    const { technician: mechanic, surchargeId } = await jobWithSurcharge();
    await mechanic.agent.patch(cancelPath(surchargeId)).expect(200);
    const res = await mechanic.agent.patch(cancelPath(surchargeId));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'canceled' });
  });

  it('when signed out, the customer, another technician, an unknown or malformed id, then 401, 404 or 400', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    expect((await request(t.app).patch(cancelPath(surchargeId))).status).toBe(401);
    const other = await technician(t);
    for (const agent of [customer.agent, other.agent]) {
      expect((await agent.patch(cancelPath(surchargeId))).status).toBe(404);
    }
    expect((await other.agent.patch(cancelPath(randomUUID()))).status).toBe(404);
    expect((await other.agent.patch(cancelPath('nope'))).status).toBe(400);
    expect((await surchargeRow(t, surchargeId)).status).toBe('pending');
  });
});

describe('GET /api/surcharges/get-maintenance-surcharges/:maintenanceId', () => {
  it('shows the job’s surcharges, oldest first, to its customer and its technician alike', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();
    t.clock.advance(1000);
    const second = await addSurcharge(mechanic.agent, requestId, { labour: [] });
    await mechanic.agent
      .post(uploadPath(second))
      .attach('file', await jpegPhoto(), 'a.jpg')
      .expect(201);
    await customer.agent.patch(declinePath(surchargeId)).send({ reason: 'No.' }).expect(200);

    for (const agent of [customer.agent, mechanic.agent]) {
      const res = await agent.get(listPath(requestId));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const list = (res.body as { data: { _id: string; status: string; media: unknown[] }[] }).data;
      expect(list.map((item) => [item._id, item.status, item.media.length])).toEqual([
        [surchargeId, 'declined', 0],
        [second, 'pending', 1],
      ]);
    }
  });

  it('when the job has none, then an empty list', async () => {
    const { customer, requestId } = await jobUnderWay(t);
    const res = await customer.agent.get(listPath(requestId)).expect(200);
    expect(res.body.data).toEqual([]);
  });

  it('when signed out, someone else, an unknown or malformed job, then 401, 404 or 400', async () => {
    const { requestId } = await jobWithSurcharge();
    expect((await request(t.app).get(listPath(requestId))).status).toBe(401);
    const stranger = await signUpAndSignIn(t);
    expect((await stranger.agent.get(listPath(requestId))).status).toBe(404);
    expect((await stranger.agent.get(listPath(randomUUID()))).status).toBe(404);
    expect((await stranger.agent.get(listPath('nope'))).status).toBe(400);
  });
});
