import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { createLogger } from '../lib/logger.ts';
import type { Database } from './client.ts';
import { DEMO_COUPON } from './demo-coupons.ts';
import { coupons } from './schema/index.ts';
import { runSeed, seedSteps } from './seed.ts';

describe('demo coupons seed', () => {
  let database: Database;
  const logger = createLogger('silent');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const demoCoupons = seedSteps.filter((step) => step.name === 'demo-coupons');

  it('when demo data is off, then no demo coupon is made', async () => {
    await runSeed({ db: database.db, logger, demoData: false }, demoCoupons);
    expect(await database.db.select().from(coupons)).toEqual([]);
  });

  it('when demo data is on, then FLEETCARE500 worth ₦500, once per user, no total limit and no expiry, seeded once', async () => {
    expect(await runSeed({ db: database.db, logger, demoData: true }, demoCoupons)).toEqual(['demo-coupons']);
    expect(await runSeed({ db: database.db, logger, demoData: true }, demoCoupons)).toEqual([]);
    const rows = await database.db.select().from(coupons).where(eq(coupons.code, DEMO_COUPON.code));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'FLEETCARE500',
      amount: 500_00,
      currency: 'NGN',
      perUserLimit: 1,
      totalLimit: null,
      expiresAt: null,
      active: true,
      redeemedCount: 0,
    });
  });
});
