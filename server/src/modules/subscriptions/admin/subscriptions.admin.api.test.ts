import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termTotal } from '@fleetcare/shared';
import { adminAuditLog, subscriptionProducts } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../../test/test-app.ts';
import { insertProduct, productInput } from './subscriptions.admin.test-support.ts';

/*
 * Subscription plans and carts through the admin API: an edit of a plan's price and texts (reason required, bounds
 * checked), what the landing page's plans and the cart then show, replays, refusals and the audit row.
 */

const EDIT = '/api/custom-admin/run-action/subscription-products/edit';
const PRODUCTS = '/api/users/get-subscription-products';
const REASON = 'New prices from 1 December.';

let t: TestApp;
let finance: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  finance = await signInAdmin(t, ['finance']);
}, 60_000);
afterAll(() => t.close());

const newKey = () => randomUUID().replace(/-/g, '');

function edit(
  agent: request.Agent | request.SuperTest<request.Test>,
  body: { recordId?: string; reason?: string; idempotencyKey?: string; input?: Record<string, unknown> },
) {
  return agent.post(EDIT).send({ idempotencyKey: newKey(), reason: REASON, input: productInput(), ...body });
}

async function productRow(id: string) {
  const [row] = await t.database.db.select().from(subscriptionProducts).where(eq(subscriptionProducts.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function auditRows(recordId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.resource, 'subscription-products'), eq(adminAuditLog.recordId, recordId)));
}

describe('editing a subscription plan', () => {
  it('the plans and the cart show the new price and texts on their next load, and the audit row has before and after', async () => {
    const product = await insertProduct(t);
    const customer = await signUpAndSignIn(t);
    await customer.agent
      .post('/api/subscriptions/add-subscription-item-to-cart')
      .send({ productId: product.id, noOfMonths: 12 })
      .expect(200);
    const before = await request(t.app).get(PRODUCTS).query({ locale: 'en' }).expect(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = String(before.headers.etag);

    const input = productInput({ monthlyPriceKobo: 3_000_000, annualDiscount: 0.25, nameNb: 'Bilpark pluss' });
    const res = await edit(finance.agent, { recordId: product.id, input }).expect(200);
    expect(res.body.data.record).toMatchObject({
      monthlyPriceKobo: 3_000_000,
      annualDiscount: 0.25,
      nameNb: 'Bilpark pluss',
      featuresEn: input.featuresEn,
    });

    // A browser holding the old answer asks again and gets the new one, not a 304.
    const after = await request(t.app).get(PRODUCTS).query({ locale: 'en' }).set('If-None-Match', etag).expect(200);
    const plan = after.body.data.find((item: { _id: string }) => item._id === product.id);
    expect(plan).toMatchObject({ monthlyPrice: 3_000_000, annualDiscount: 0.25, features: input.featuresEn });
    const norwegian = await request(t.app).get(PRODUCTS).query({ locale: 'nb' }).expect(200);
    expect(norwegian.body.data.find((item: { _id: string }) => item._id === product.id)?.name).toBe('Bilpark pluss');
    const cart = await customer.agent.get('/api/subscriptions/get-subscription-cart').expect(200);
    expect(cart.body.data.items[0]).toMatchObject({
      productId: product.id,
      total: termTotal({ monthlyPrice: 3_000_000, monthlyDiscount: 0.1, annualDiscount: 0.25 }, 'annually'),
    });

    const [audit] = await auditRows(product.id);
    expect(audit).toMatchObject({ action: 'edit', reason: REASON, adminId: finance.user._id });
    expect(audit?.changes).toEqual({
      monthlyPriceKobo: { before: 2_000_000, after: 3_000_000 },
      annualDiscount: { before: 0.15, after: 0.25 },
      'texts.en': {
        before: product.texts.en,
        after: { name: 'Fleet Plan', description: 'Monthly checks for a fleet.', features: input.featuresEn },
      },
      'texts.nb': {
        before: product.texts.nb,
        after: { name: 'Bilpark pluss', description: input.descriptionNb, features: input.featuresNb },
      },
    });
  });

  it('a plan taken off sale leaves the plans list', async () => {
    const product = await insertProduct(t);
    await edit(finance.agent, { recordId: product.id, input: productInput({ active: false }) }).expect(200);
    const plans = await request(t.app).get(PRODUCTS).query({ locale: 'en' }).expect(200);
    expect(plans.body.data.map((item: { _id: string }) => item._id)).not.toContain(product.id);
  });

  it('when the same request is sent again, then it answers replayed and writes one audit row', async () => {
    const product = await insertProduct(t);
    const idempotencyKey = newKey();
    await edit(finance.agent, { recordId: product.id, idempotencyKey }).expect(200);
    const again = await edit(finance.agent, { recordId: product.id, idempotencyKey }).expect(200);
    expect(again.body.data.replayed).toBe(true);
    expect(await auditRows(product.id)).toHaveLength(1);
    const reused = await edit(finance.agent, { recordId: (await insertProduct(t)).id, idempotencyKey }).expect(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('when the reason is missing or the price, discounts or features are out of bounds, then 400 and nothing changes', async () => {
    const product = await insertProduct(t);
    const noReason = await edit(finance.agent, { recordId: product.id, reason: '' }).expect(400);
    expect(noReason.body.fieldErrorKeys).toEqual({ reason: 'validation:reasonRequired' });
    const bad = await edit(finance.agent, {
      recordId: product.id,
      input: productInput({ monthlyPriceKobo: 49_999, monthlyDiscount: 0.95, annualDiscount: -0.1, featuresEn: [] }),
    }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({
      monthlyPriceKobo: 'validation:productPriceInvalid',
      monthlyDiscount: 'validation:productDiscountInvalid',
      annualDiscount: 'validation:productDiscountInvalid',
      featuresEn: 'validation:productFeaturesInvalid',
    });
    const tooMuch = await edit(finance.agent, {
      recordId: product.id,
      input: productInput({ monthlyPriceKobo: 500_000_001 }),
    }).expect(400);
    expect(tooMuch.body.fieldErrorKeys).toEqual({ monthlyPriceKobo: 'validation:productPriceInvalid' });
    expect((await productRow(product.id)).monthlyPriceKobo).toBe(2_000_000);
    expect(await auditRows(product.id)).toHaveLength(0);
  });

  it('when the caller is signed out, then 401; a content admin (products:read only), then 403; an unknown plan, then 404', async () => {
    const product = await insertProduct(t);
    await request(t.app)
      .post(EDIT)
      .send({ recordId: product.id, reason: REASON, idempotencyKey: newKey(), input: productInput() })
      .expect(401);
    const content = await signInAdmin(t, ['content']);
    const record = await content.agent
      .get(`/api/custom-admin/get-resource-record/subscription-products/${product.id}`)
      .expect(200);
    expect(record.body.data.actions).toEqual([]);
    await edit(content.agent, { recordId: product.id }).expect(403);
    await edit(finance.agent, { recordId: randomUUID() }).expect(404);
    expect((await productRow(product.id)).monthlyPriceKobo).toBe(2_000_000);
  });
});

describe('carts', () => {
  it('lists what a customer has in their cart, with the plan', async () => {
    const product = await insertProduct(t);
    const customer = await signUpAndSignIn(t);
    await customer.agent
      .post('/api/subscriptions/add-subscription-item-to-cart')
      .send({ productId: product.id, noOfMonths: 1 })
      .expect(200);
    const support = await signInAdmin(t, ['support']);
    const res = await support.agent
      .get('/api/custom-admin/get-resources-list/carts')
      .query({ filter: JSON.stringify({ userId: { equals: customer.user._id } }) })
      .expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ productId: product.id, productName: 'Fleet Plan', months: 1 }),
    ]);
    await finance.agent.get('/api/custom-admin/get-resources-list/carts').expect(403);
  });
});
