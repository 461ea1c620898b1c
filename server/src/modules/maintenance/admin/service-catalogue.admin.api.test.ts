import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTypes } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/* The service catalogue through the admin API: read-only, both languages of each service. */

const LIST = '/api/custom-admin/get-resources-list/service-catalogue';
const RECORD = '/api/custom-admin/get-resource-record/service-catalogue';

let t: TestApp;
let content: Awaited<ReturnType<typeof signInAdmin>>;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  content = await signInAdmin(t, ['content']);
  const [row] = await t.deps.db
    .insert(serviceTypes)
    .values({
      slug: `brake-service-${randomUUID().slice(0, 6)}`,
      kind: 'maintenance',
      sortOrder: 7,
      texts: {
        en: { name: 'Brake service', summary: 'Pads, discs and fluid.', includes: ['Brake pads', 'Brake fluid'] },
        nb: { name: 'Bremseservice', summary: 'Klosser, skiver og væske.', includes: ['Bremseklosser', 'Bremsevæske'] },
      },
      priceRanges: [{ vehicleClass: 'car', minKobo: 2_000_000, maxKobo: 4_500_000 }],
      durationMinutesMin: 60,
      durationMinutesMax: 120,
    })
    .returning();
  serviceId = row?.id ?? '';
}, 60_000);
afterAll(() => t.close());

describe('the service catalogue', () => {
  it('lists services in catalogue order with their names in both languages, found by name', async () => {
    const res = await content.agent.get(LIST).query({ q: 'bremse' }).expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        _id: serviceId,
        nameEn: 'Brake service',
        nameNb: 'Bremseservice',
        kind: 'maintenance',
        includesEn: ['Brake pads', 'Brake fluid'],
        includesNb: ['Bremseklosser', 'Bremsevæske'],
        priceRanges: [{ vehicleClass: 'car', minKobo: 2_000_000, maxKobo: 4_500_000 }],
        durationMinutesMin: 60,
        durationMinutesMax: 120,
      }),
    ]);
    const record = await content.agent.get(`${RECORD}/${serviceId}`).expect(200);
    expect(record.body.data).toMatchObject({ title: 'Brake service', actions: [] });
  });

  it('when the service does not exist, then 404; signed out, then 401; without content:read, then 403', async () => {
    await content.agent.get(`${RECORD}/${randomUUID()}`).expect(404);
    await request(t.app).get(LIST).expect(401);
    const operations = await signInAdmin(t, ['operations']);
    await operations.agent.get(LIST).expect(403);
  });
});
