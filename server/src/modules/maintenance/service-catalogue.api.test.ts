import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTypes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(serviceTypes).values({
    slug: 'brake-repair',
    kind: 'maintenance',
    sortOrder: 1,
    texts: {
      en: { name: 'Brake repair', summary: 'Pads, discs and fluid.', includes: ['Inspection', 'Pads'] },
      nb: { name: 'Bremsereparasjon', summary: 'Klosser, skiver og væske.', includes: ['Kontroll', 'Klosser'] },
    },
    priceRanges: [{ vehicleClass: 'car', minKobo: 1_500_000, maxKobo: 3_500_000 }],
    durationMinutesMin: 60,
    durationMinutesMax: 120,
  });
});
afterAll(() => t.close());

describe('GET /api/users/get-service-details', () => {
  it('lists the catalogue with what is included, prices in kobo and duration', async () => {
    const res = await request(t.app).get('/api/users/get-service-details').expect(200);
    expect(res.body.data).toEqual([
      {
        _id: expect.any(String),
        slug: 'brake-repair',
        kind: 'maintenance',
        name: 'Brake repair',
        summary: 'Pads, discs and fluid.',
        includes: ['Inspection', 'Pads'],
        priceRanges: [{ vehicleClass: 'car', minKobo: 1_500_000, maxKobo: 3_500_000 }],
        durationMinutes: { min: 60, max: 120 },
      },
    ]);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('answers in Norwegian', async () => {
    const res = await request(t.app).get('/api/users/get-service-details?locale=nb').expect(200);
    expect(res.body.data[0].name).toBe('Bremsereparasjon');
  });
});
