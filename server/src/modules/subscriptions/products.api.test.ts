import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionProducts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(subscriptionProducts).values([
    {
      slug: 'fleet',
      sortOrder: 2,
      texts: { en: { name: 'Fleet', description: 'For fleets', features: ['Priority'] } },
      monthlyPriceKobo: 4_500_000,
      monthlyDiscount: 0.1,
      annualDiscount: 0.15,
    },
    {
      slug: 'care',
      sortOrder: 1,
      texts: {
        en: { name: 'Care Plan', description: 'Peace of mind', features: ['Routine checks', 'Free diagnostics'] },
        nb: { name: 'Omsorgsplan', description: 'Trygghet', features: ['Rutinekontroller'] },
      },
      monthlyPriceKobo: 1_500_000,
      monthlyDiscount: 0.1,
      annualDiscount: 0.2,
    },
    {
      slug: 'retired',
      sortOrder: 0,
      texts: { en: { name: 'Old', description: 'x', features: [] } },
      monthlyPriceKobo: 100,
      active: false,
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/users/get-subscription-products', () => {
  it('lists active products in display order with the spec fields, prices in kobo', async () => {
    const res = await request(t.app).get('/api/users/get-subscription-products').expect(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Care Plan',
      description: 'Peace of mind',
      monthlyPrice: 1_500_000,
      monthlyDiscount: 0.1,
      annualDiscount: 0.2,
      currency: 'NGN',
      features: ['Routine checks', 'Free diagnostics'],
    });
  });

  it('speaks Norwegian, falling back to English where a text is missing', async () => {
    const res = await request(t.app).get('/api/users/get-subscription-products?locale=nb').expect(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Omsorgsplan', 'Fleet']);
  });

  it('rejects an unknown language', async () => {
    await request(t.app).get('/api/users/get-subscription-products?locale=xx').expect(400);
  });
});
