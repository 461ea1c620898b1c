import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenancesApi, type MaintenanceRequestDto } from '@fleetcare/shared';
import { maintenanceRequests, quotations, users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  availableBalance,
  bookingOf,
  customer,
  expectLedgerSound,
  GENERATE,
  heldBalance,
  holdsOf,
  notificationsOf,
  pay,
  PAY,
  payAtSandbox,
  paymentRow,
  postWebhook,
  quotationOf,
  quotationStatuses,
  referenceOf,
  requestOf,
  requestRow,
  saveCard,
  sentWebhook,
  technician,
  UNKNOWN_ID,
} from './booking.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // Webhooks are held back: each test sends the gateway's webhook itself, when it wants the payment to settle.
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const TOTAL = 30_000_00;
const DAY = 24 * 60 * 60 * 1000;

/** A customer's quoted request with three technicians' live quotations (the first for TOTAL). */
async function quotedRequest(funds: number) {
  const payer = await customer(t, funds);
  const requestId = await requestOf(t, payer.user._id);
  const technicians: [string, string, string] = [await technician(t), await technician(t), await technician(t)];
  const ids: [string, string, string] = [
    await quotationOf(t, requestId, technicians[0], { total: TOTAL }),
    await quotationOf(t, requestId, technicians[1], { total: 25_000_00 }),
    await quotationOf(t, requestId, technicians[2], { total: 35_000_00 }),
  ];
  return { ...payer, requestId, technicians, quotationIds: ids };
}

async function settleCheckout(reference: string) {
  await payAtSandbox(t, reference);
  const { rawBody, signature } = sentWebhook(t, reference);
  return postWebhook(t, rawBody, signature);
}

describe('POST /api/maintenances/pay-for-maintenance-services from the wallet', () => {
  it('when the wallet holds enough, then the total moves to escrow, the request is booked, the quotation accepted, the others declined and the technicians told', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest(50_000_00);
    const [winner, loser, withdrawn] = quotationIds as [string, string, string];
    await t.database.db.update(quotations).set({ status: 'withdrawn' }).where(eq(quotations.id, withdrawn));

    const res = await pay(agent, { maintenanceId: requestId, quotationId: winner, method: 'wallet' });

    expect(res.status).toBe(200);
    expect(bookingOf(res)).toEqual({
      maintenanceId: requestId,
      quotationId: winner,
      status: 'booked',
      amount: TOTAL,
      payment: null,
    });
    expect(await availableBalance(t, user._id)).toBe(20_000_00);
    expect(await heldBalance(t, user._id)).toBe(TOTAL);
    expect(await requestRow(t, requestId)).toMatchObject({
      status: 'booked',
      technicianId: technicians[0],
      bookedQuotationId: winner,
    });
    expect(await quotationStatuses(t, requestId)).toEqual({
      [winner]: 'accepted',
      [loser]: 'declined',
      [withdrawn]: 'withdrawn',
    });
    expect(await holdsOf(t, requestId)).toMatchObject([{ amount: TOTAL, status: 'held', payerId: user._id }]);
    const booked = await notificationsOf(t, technicians[0]);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.message).toMatch(/booked your quotation/);
    expect((await notificationsOf(t, technicians[1]))[0]?.message).toMatch(/booked another technician/);
    expect(await notificationsOf(t, technicians[2])).toHaveLength(0);
    expect((await notificationsOf(t, user._id)).map((row) => row.message)).toContainEqual(
      expect.stringMatching(/You booked a technician/),
    );
    await expectLedgerSound(t);
  });

  it('when the customer had declined a technician’s quotation before booking another, then that technician is told the job is booked too', async () => {
    const { agent, requestId, technicians, quotationIds } = await quotedRequest(50_000_00);
    await t.database.db.update(quotations).set({ status: 'declined' }).where(eq(quotations.id, quotationIds[1]));

    await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' }).expect(200);

    const told = await notificationsOf(t, technicians[1]);
    expect(told.map((row) => row.message)).toEqual([expect.stringMatching(/booked another technician/)]);
    expect(told[0]?.actionPath).toBe(`/inspector/inspector-job-notification?job=${requestId}`);
  });

  it('once booked, the customer’s request names the technician in full with the phone to call; before, nobody', async () => {
    const { agent, requestId, technicians, quotationIds } = await quotedRequest(50_000_00);
    await t.database.db
      .update(users)
      .set({ firstName: 'Chiamaka', lastName: 'Eze', phoneDialCode: '+234', phoneNumber: '8031234567' })
      .where(eq(users.id, technicians[0]));
    const read = async () =>
      (await agent.get(`/api${maintenancesApi.getMaintenance.path.replace(':id', requestId)}`).expect(200)).body
        .data as MaintenanceRequestDto;
    expect((await read()).technician).toBeNull();

    await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' }).expect(200);

    expect((await read()).technician).toEqual({
      _id: technicians[0],
      name: 'Chiamaka Eze',
      avatarUrl: null,
      rating: null,
      ratingCount: 0,
      completedJobs: 0,
      yearsExperience: null,
      phone: { dialCode: '+234', number: '8031234567' },
    });
  });

  it('when the wallet is short, then 402 INSUFFICIENT_FUNDS and nothing changes', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest(10_000_00);
    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await availableBalance(t, user._id)).toBe(10_000_00);
    expect(await heldBalance(t, user._id)).toBe(0);
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(Object.values(await quotationStatuses(t, requestId))).toEqual(['submitted', 'submitted', 'submitted']);
    expect(await holdsOf(t, requestId)).toHaveLength(0);
    await expectLedgerSound(t);
  });

  it('when signed out, then 401', async () => {
    const res = await request(t.app)
      .post(PAY)
      .send({ maintenanceId: UNKNOWN_ID, quotationId: UNKNOWN_ID, method: 'wallet' });
    expect(res.status).toBe(401);
  });

  it('when the e-mail address is not confirmed, then 403 EMAIL_NOT_VERIFIED and nothing is held', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest(50_000_00);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await availableBalance(t, user._id)).toBe(50_000_00);
    expect((await requestRow(t, requestId)).status).toBe('quoted');
  });

  it('when the body is not valid, then 400 naming the fields', async () => {
    const { agent } = await customer(t);
    const res = await pay(agent, { maintenanceId: 'nope', quotationId: UNKNOWN_ID, method: 'cash' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(['maintenanceId', 'method']);
  });

  it('when the request is another customer’s, or unknown, then 404 and nothing is held', async () => {
    const owner = await quotedRequest(50_000_00);
    const other = await customer(t, 50_000_00);
    for (const maintenanceId of [owner.requestId, UNKNOWN_ID]) {
      const res = await pay(other.agent, { maintenanceId, quotationId: owner.quotationIds[0], method: 'wallet' });
      expect(res.status).toBe(404);
    }
    expect(await availableBalance(t, other.user._id)).toBe(50_000_00);
    expect((await requestRow(t, owner.requestId)).status).toBe('quoted');
  });

  it('when the quotation is another request’s, then 404', async () => {
    const mine = await quotedRequest(50_000_00);
    const otherRequest = await requestOf(t, mine.user._id);
    const foreign = await quotationOf(t, otherRequest, await technician(t));
    const res = await pay(mine.agent, { maintenanceId: mine.requestId, quotationId: foreign, method: 'wallet' });
    expect(res.status).toBe(404);
    expect(await holdsOf(t, mine.requestId)).toHaveLength(0);
  });

  it('when the request is booked already, then 409 MAINTENANCE_STATUS_CONFLICT naming the status, and one hold', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest(100_000_00);
    await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' }).expect(200);
    for (const quotationId of [quotationIds[0], quotationIds[1]]) {
      const res = await pay(agent, { maintenanceId: requestId, quotationId, method: 'wallet' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'booked' });
    }
    expect(await availableBalance(t, user._id)).toBe(100_000_00 - TOTAL);
    expect(await holdsOf(t, requestId)).toHaveLength(1);
  });

  it('when the request is canceled, then 409 MAINTENANCE_STATUS_CONFLICT', async () => {
    const payer = await customer(t, 50_000_00);
    const requestId = await requestOf(t, payer.user._id, 'canceled');
    const quotationId = await quotationOf(t, requestId, await technician(t));
    const res = await pay(payer.agent, { maintenanceId: requestId, quotationId, method: 'wallet' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
  });

  it('when the request is past its expiry (not yet marked by the sweep), then 409 MAINTENANCE_STATUS_CONFLICT naming expired', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest(50_000_00);
    await t.database.db
      .update(maintenanceRequests)
      .set({ expiresAt: new Date(t.deps.now().getTime() - 60_000) })
      .where(eq(maintenanceRequests.id, requestId));
    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'expired' });
    expect(await availableBalance(t, user._id)).toBe(50_000_00);
    expect(await holdsOf(t, requestId)).toHaveLength(0);
  });

  it('when the quotation’s validity has passed, then 409 QUOTATION_EXPIRED and nothing is held', async () => {
    const payer = await customer(t, 50_000_00);
    const requestId = await requestOf(t, payer.user._id);
    const quotationId = await quotationOf(t, requestId, await technician(t), {
      validUntil: new Date(t.deps.now().getTime() - 60_000),
    });
    const res = await pay(payer.agent, { maintenanceId: requestId, quotationId, method: 'wallet' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('QUOTATION_EXPIRED');
    expect(await availableBalance(t, payer.user._id)).toBe(50_000_00);
  });

  it('when the quotation was withdrawn, then 409 QUOTATION_STATUS_CONFLICT naming its status', async () => {
    const payer = await customer(t, 50_000_00);
    const requestId = await requestOf(t, payer.user._id);
    const quotationId = await quotationOf(t, requestId, await technician(t), { status: 'withdrawn' });
    const res = await pay(payer.agent, { maintenanceId: requestId, quotationId, method: 'wallet' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'withdrawn' });
    expect(await holdsOf(t, requestId)).toHaveLength(0);
  });
});

describe('POST /api/maintenances/pay-for-maintenance-services by card', () => {
  it('with a saved card, then the card is charged, its money held and the request booked at once', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest(0);
    const card = await saveCard(t, agent);
    const before = await availableBalance(t, user._id);

    const res = await pay(agent, {
      maintenanceId: requestId,
      quotationId: quotationIds[0],
      method: 'saved-card',
      savedCardId: card._id,
    });

    expect(res.status).toBe(200);
    expect(bookingOf(res)).toMatchObject({ status: 'booked', amount: TOTAL, quotationId: quotationIds[0] });
    expect(bookingOf(res).payment).toMatchObject({ status: 'success', amount: TOTAL, authorizationUrl: null });
    expect(await availableBalance(t, user._id)).toBe(before);
    expect(await heldBalance(t, user._id)).toBe(TOTAL);
    expect(await requestRow(t, requestId)).toMatchObject({ status: 'booked', bookedQuotationId: quotationIds[0] });
    expect(await notificationsOf(t, technicians[0])).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('with a new card, then the checkout is answered and the request is booked once when the payment settles; a replayed webhook changes nothing', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest(0);

    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'new-card' });

    expect(res.status).toBe(200);
    const booking = bookingOf(res);
    expect(booking).toMatchObject({ status: 'awaiting-payment', amount: TOTAL });
    expect(booking.payment).toMatchObject({ status: 'pending', amount: TOTAL });
    expect(booking.payment?.authorizationUrl).toEqual(expect.any(String));
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(await holdsOf(t, requestId)).toHaveLength(0);
    const reference = referenceOf(res);
    expect((await paymentRow(t, reference)).callbackPath).toBe(`/status/booking-successful?maintenance=${requestId}`);

    const first = await settleCheckout(reference);
    expect(first.status).toBe(200);
    expect(await requestRow(t, requestId)).toMatchObject({ status: 'booked', bookedQuotationId: quotationIds[0] });
    expect(await quotationStatuses(t, requestId)).toEqual({
      [quotationIds[0]]: 'accepted',
      [quotationIds[1]]: 'declined',
      [quotationIds[2]]: 'declined',
    });

    const { rawBody, signature } = sentWebhook(t, reference);
    expect((await postWebhook(t, rawBody, signature)).status).toBe(200);
    expect(await holdsOf(t, requestId)).toMatchObject([{ amount: TOTAL, status: 'held' }]);
    expect(await heldBalance(t, user._id)).toBe(TOTAL);
    expect(await availableBalance(t, user._id)).toBe(0);
    expect(await notificationsOf(t, technicians[0])).toHaveLength(1);
    expect(await notificationsOf(t, technicians[1])).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('when the card settles after the request was booked from the wallet with another quotation, then one booking and the card’s money is in the wallet', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest(50_000_00);
    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'new-card' });
    const reference = referenceOf(res);
    await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[1], method: 'wallet' }).expect(200);

    expect((await settleCheckout(reference)).status).toBe(200);

    expect((await paymentRow(t, reference)).status).toBe('success');
    expect(await requestRow(t, requestId)).toMatchObject({ status: 'booked', bookedQuotationId: quotationIds[1] });
    // The card's own hold was made and refunded at once: one live hold, the wallet's.
    expect(await holdsOf(t, requestId)).toMatchObject([
      { amount: 25_000_00, status: 'held' },
      { amount: TOTAL, status: 'refunded' },
    ]);
    expect(await heldBalance(t, user._id)).toBe(25_000_00);
    expect(await availableBalance(t, user._id)).toBe(50_000_00 - 25_000_00 + TOTAL);
    await expectLedgerSound(t);
  });

  it('when the quotation was withdrawn before the card settled, then the hold is refunded to the wallet, nothing is booked and the customer is told', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest(0);
    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'new-card' });
    const reference = referenceOf(res);
    await t.database.db.update(quotations).set({ status: 'withdrawn' }).where(eq(quotations.id, quotationIds[0]));

    expect((await settleCheckout(reference)).status).toBe(200);

    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(await holdsOf(t, requestId)).toMatchObject([{ amount: TOTAL, status: 'refunded' }]);
    expect(await availableBalance(t, user._id)).toBe(TOTAL);
    expect(await heldBalance(t, user._id)).toBe(0);
    expect(await notificationsOf(t, technicians[0])).toHaveLength(0);
    expect((await notificationsOf(t, user._id)).map((row) => row.message)).toContainEqual(
      expect.stringMatching(/The money is in your wallet/),
    );
    await expectLedgerSound(t);
  });

  it('when the quotation expires while the checkout is open, then the settled payment is refunded to the wallet', async () => {
    const payer = await customer(t);
    const requestId = await requestOf(t, payer.user._id);
    const quotationId = await quotationOf(t, requestId, await technician(t), {
      validUntil: new Date(t.deps.now().getTime() + DAY),
    });
    const res = await pay(payer.agent, { maintenanceId: requestId, quotationId, method: 'new-card' });
    const reference = referenceOf(res);
    t.clock.advance(2 * DAY);
    try {
      expect((await settleCheckout(reference)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(await holdsOf(t, requestId)).toMatchObject([{ status: 'refunded' }]);
    expect(await availableBalance(t, payer.user._id)).toBe(TOTAL);
    await expectLedgerSound(t);
  });

  it('generate-payment-reference refuses the purpose "maintenance": it is paid only through this call', async () => {
    const { agent, requestId } = await quotedRequest(0);
    const res = await agent.post(GENERATE).send({ purpose: 'maintenance', amount: TOTAL, payForId: requestId });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['purpose']);
  });
});
