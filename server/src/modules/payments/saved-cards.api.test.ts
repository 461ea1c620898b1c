import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCardDto } from '@fleetcare/shared';
import { payments, savedCards } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  availableBalance,
  CREDIT,
  expectLedgerSound,
  FIVE_THOUSAND,
  GENERATE,
  payAtSandbox,
  paymentRow,
  startCheckout,
  topUpCount,
  withGatewayDown,
  type TestAgent,
} from './payments.test-support.ts';
import { sandboxGatewayOf, type SandboxCardId } from '../../adapters/payments/sandbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const CARDS = api('/payments/get-saved-bank-cards');
const SAVE = api('/payments/save-bank-card-authorization');
const DELETE = (id: string) => api(`/payments/delete-saved-bank-card/${id}`);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A top-up paid with a sandbox test card and confirmed by the browser; answers its reference. */
async function paidWithCard(agent: TestAgent, card: SandboxCardId = 'visa-4081', amount = FIVE_THOUSAND) {
  const payment = await startCheckout(agent, { amount });
  await payAtSandbox(t, payment.reference, 'success', card);
  await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
  return payment;
}

async function saveCard(agent: TestAgent, card: SandboxCardId = 'visa-4081') {
  const payment = await paidWithCard(agent, card);
  const res = await agent.post(SAVE).send({ reference: payment.reference }).expect(201);
  return res.body.data as SavedCardDto;
}

describe('POST /api/payments/save-bank-card-authorization', () => {
  it('when the payment succeeded with a reusable card, then the card is saved without its authorization code', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await paidWithCard(agent);
    const res = await agent.post(SAVE).send({ reference: payment.reference }).expect(201);
    expect(res.body.data).toEqual({
      _id: expect.any(String),
      brand: 'visa',
      last4: '4081',
      expMonth: '12',
      expYear: '2030',
      bank: 'Sandbox Bank',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/AUTH_sandbox|authorizationCode|signature|@/);
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user._id));
    expect(row).toMatchObject({ email: user.email, last4: '4081' });
    expect(row?.authorizationCode).toMatch(/^AUTH_sandbox_/);
  });

  it('when the same card is saved again (another payment with it), then the card already saved is answered, 200', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const saved = await saveCard(agent);
    const again = await paidWithCard(agent);
    const res = await agent.post(SAVE).send({ reference: again.reference }).expect(200);
    expect(res.body.data._id).toBe(saved._id);
    const [twice] = await Promise.all([
      agent.post(SAVE).send({ reference: again.reference }),
      agent.post(SAVE).send({ reference: again.reference }),
    ]);
    expect(twice.status).toBe(200);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user._id))).toHaveLength(1);
  });

  it('keeps different cards apart', async () => {
    const { agent } = await signUpAndSignIn(t);
    await saveCard(agent, 'visa-4081');
    await saveCard(agent, 'mastercard-5559');
    const list = await agent.get(CARDS).expect(200);
    expect(list.body.data.items.map((card: SavedCardDto) => card.last4)).toEqual(['5559', '4081']);
  });

  it('when the payment has not succeeded, then 409 PAYMENT_NOT_SUCCESSFUL', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const pending = await startCheckout(agent);
    const res = await agent.post(SAVE).send({ reference: pending.reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user._id))).toEqual([]);
  });

  it('when the card cannot be reused, then 409 CONFLICT', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await paidWithCard(agent);
    const row = await paymentRow(t, payment.reference);
    if (!row.authorization) throw new Error('no authorization');
    await t.database.db
      .update(payments)
      .set({ authorization: { ...row.authorization, reusable: false } })
      .where(eq(payments.id, row.id));
    const res = await agent.post(SAVE).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user._id))).toEqual([]);
  });

  it('when the payment is another user’s or unknown, then 404', async () => {
    const owner = await signUpAndSignIn(t);
    const payment = await paidWithCard(owner.agent);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.post(SAVE).send({ reference: payment.reference }).expect(404)).body.code).toBe(
      'NOT_FOUND',
    );
    await other.agent.post(SAVE).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(404);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, other.user._id))).toEqual([]);
  });

  it('refuses a malformed reference and anonymous callers', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(SAVE).send({ reference: '??' }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ reference: 'validation:referenceInvalid' });
    expect((await request(t.app).post(SAVE).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(401);
  });
});

describe('GET /api/payments/get-saved-bank-cards', () => {
  it('answers an empty page to a user with none, never another user’s cards, and 401 anonymous', async () => {
    const owner = await signUpAndSignIn(t);
    await saveCard(owner.agent);
    const other = await signUpAndSignIn(t);
    const res = await other.agent.get(CARDS).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    expect((await owner.agent.get(CARDS).expect(200)).body.data.total).toBe(1);
    expect((await request(t.app).get(CARDS)).status).toBe(401);
  });

  it('refuses bad paging', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(`${CARDS}?page=x`).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ page: 'validation:pageInvalid' });
  });
});

describe('DELETE /api/payments/delete-saved-bank-card/:id', () => {
  it('deletes the caller’s card', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const card = await saveCard(agent);
    const res = await agent.delete(DELETE(card._id)).expect(200);
    expect(res.body.data._id).toBe(card._id);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user._id))).toEqual([]);
    await agent.delete(DELETE(card._id)).expect(404);
  });

  it('answers 404 for another user’s card (which stays), 404 unknown, 400 malformed, 401 anonymous', async () => {
    const owner = await signUpAndSignIn(t);
    const card = await saveCard(owner.agent);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.delete(DELETE(card._id)).expect(404)).body.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.id, card._id))).toHaveLength(1);
    await owner.agent.delete(DELETE(UNKNOWN_ID)).expect(404);
    const bad = await owner.agent.delete(DELETE('card-1')).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ id: 'validation:savedCardInvalid' });
    expect((await request(t.app).delete(DELETE(card._id))).status).toBe(401);
  });
});

describe('paying with a saved card (generate-payment-reference with savedCardId)', () => {
  it('when the card is the caller’s, then it is charged and settled at once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const card = await saveCard(agent);
    const res = await agent
      .post(GENERATE)
      .send({ purpose: 'wallet-top-up', amount: 2_000_00, savedCardId: card._id })
      .expect(201);
    expect(res.body.data).toMatchObject({ amount: 2_000_00, status: 'success', authorizationUrl: null });
    expect(await paymentRow(t, res.body.data.reference)).toMatchObject({
      channel: 'saved-card',
      savedCardId: card._id,
      status: 'success',
      cardSummary: 'visa •••• 4081',
      callbackPath: null,
    });
    expect(await topUpCount(t, res.body.data.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND + 2_000_00);
    await expectLedgerSound(t);
  });

  it('when the gateway declines the card, then the payment is failed and nothing is credited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const card = await saveCard(agent);
    await t.database.db
      .update(savedCards)
      .set({ authorizationCode: 'AUTH_sandbox_unknown' })
      .where(eq(savedCards.id, card._id));
    const res = await agent
      .post(GENERATE)
      .send({ purpose: 'wallet-top-up', amount: 2_000_00, savedCardId: card._id })
      .expect(201);
    expect(res.body.data.status).toBe('failed');
    expect(await paymentRow(t, res.body.data.reference)).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the card is another user’s or unknown, then 404 and no payment is made', async () => {
    const owner = await signUpAndSignIn(t);
    const card = await saveCard(owner.agent);
    const other = await signUpAndSignIn(t);
    for (const savedCardId of [card._id, UNKNOWN_ID]) {
      const res = await other.agent
        .post(GENERATE)
        .send({ purpose: 'wallet-top-up', amount: 2_000_00, savedCardId })
        .expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, other.user._id))).toEqual([]);
  });

  it('when the gateway is down, then 502, the payment says failed and nothing is credited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const card = await saveCard(agent);
    const res = await withGatewayDown(t, ['chargeAuthorization'], () =>
      agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: 2_000_00, savedCardId: card._id }),
    );
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
    const rows = await t.database.db.select().from(payments).where(eq(payments.savedCardId, card._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed' });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await sandboxGatewayOf(t.deps).idle();
    await expectLedgerSound(t);
  });
});
