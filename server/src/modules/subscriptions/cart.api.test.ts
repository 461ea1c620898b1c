import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionCartItems, subscriptionProducts } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let care: string;
let fleet: string;
let retired: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(subscriptionProducts)
    .values([
      {
        slug: 'care',
        sortOrder: 1,
        texts: { en: { name: 'Care Plan', description: 'd', features: [] } },
        monthlyPriceKobo: 1_500_000,
        monthlyDiscount: 0.1,
        annualDiscount: 0.2,
      },
      {
        slug: 'fleet',
        sortOrder: 2,
        texts: { en: { name: 'Fleet', description: 'd', features: [] } },
        monthlyPriceKobo: 4_500_000,
        monthlyDiscount: 0,
        annualDiscount: 0.15,
      },
      {
        slug: 'old',
        texts: { en: { name: 'Old', description: 'd', features: [] } },
        monthlyPriceKobo: 100,
        active: false,
      },
    ])
    .returning();
  [care, fleet, retired] = rows.map((row) => row.id) as [string, string, string];
});
afterAll(() => t.close());

const add = '/api/subscriptions/add-subscription-item-to-cart';
const get = '/api/subscriptions/get-subscription-cart';
const remove = (id: string) => `/api/subscriptions/remove-subscription-item-from-cart/${id}`;

describe('subscription cart', () => {
  it('starts empty', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(get).expect(200);
    expect(res.body.data).toEqual({ items: [], itemCount: 0, total: 0, currency: 'NGN' });
  });

  it('adds a plan for a year at the annual price, and a second plan monthly', async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await agent.post(add).send({ productId: care, noOfMonths: 12 }).expect(200);
    expect(first.body.message).toBe('Added to your cart.');
    expect(first.body.data.items[0]).toMatchObject({ productId: care, noOfMonths: 12, total: 12_960_000 });
    const second = await agent.post(add).send({ productId: fleet, noOfMonths: 1 }).expect(200);
    expect(second.body.data).toMatchObject({ itemCount: 2, total: 12_960_000 + 4_500_000 });
  });

  it('adding the same plan again changes its term rather than doubling it, even when raced', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await Promise.all([
      agent.post(add).send({ productId: care, noOfMonths: 1 }),
      agent.post(add).send({ productId: care, noOfMonths: 1 }),
      agent.post(add).send({ productId: care, noOfMonths: 1 }),
    ]);
    await agent.post(add).send({ productId: care, noOfMonths: 12 }).expect(200);
    const rows = await t.database.db
      .select()
      .from(subscriptionCartItems)
      .where(eq(subscriptionCartItems.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.noOfMonths).toBe(12);
  });

  it('removes a line', async () => {
    const { agent } = await signUpAndSignIn(t);
    const added = await agent.post(add).send({ productId: care, noOfMonths: 12 }).expect(200);
    const res = await agent.post(remove(added.body.data.items[0]._id)).expect(200);
    expect(res.body).toMatchObject({ message: 'Removed from your cart.', data: { itemCount: 0 } });
  });

  it("never shows or removes another user's cart lines", async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const added = await owner.agent.post(add).send({ productId: care, noOfMonths: 12 }).expect(200);
    expect((await other.agent.get(get).expect(200)).body.data.itemCount).toBe(0);
    const res = await other.agent.post(remove(added.body.data.items[0]._id)).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await owner.agent.get(get)).body.data.itemCount).toBe(1);
  });

  it('refuses a term other than 1 or 12 months, and a missing or malformed product', async () => {
    const { agent } = await signUpAndSignIn(t);
    const term = await agent.post(add).send({ productId: care, noOfMonths: 6 }).expect(400);
    expect(term.body.fieldErrors).toEqual({ noOfMonths: 'Choose monthly or annual billing.' });
    const product = await agent.post(add).send({ productId: 'x', noOfMonths: 1 }).expect(400);
    expect(product.body.fieldErrors).toHaveProperty('productId');
    expect((await agent.get(get)).body.data.itemCount).toBe(0);
  });

  it('answers 404 for an unknown or retired plan, and for an unknown line', async () => {
    const { agent } = await signUpAndSignIn(t);
    await agent.post(add).send({ productId: retired, noOfMonths: 1 }).expect(404);
    await agent.post(add).send({ productId: '00000000-0000-4000-8000-000000000000', noOfMonths: 1 }).expect(404);
    await agent.post(remove('00000000-0000-4000-8000-000000000000')).expect(404);
  });

  it('requires a signed-in user', async () => {
    expect((await request(t.app).get(get).expect(401)).body.detail).toBe(
      'Authentication credentials were not provided.',
    );
    await request(t.app).post(add).send({ productId: care, noOfMonths: 12 }).expect(401);
    await request(t.app).post(remove(care)).expect(401);
  });
});
