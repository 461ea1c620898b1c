import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { coupons } from '../../../db/schema/index.ts';
import { runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { DEMO_COUPON, demoCouponsSeedStep } from './demo-coupons.ts';

describe('demo coupons seed', () => {
  let t: TestApp;
  const logger = createLogger('silent');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const demoCoupons = () => [demoCouponsSeedStep(t.deps)];

  it('when demo data is off, then no demo coupon is made', async () => {
    await runSeed({ db: t.database.db, logger, demoData: false }, demoCoupons());
    expect(await t.database.db.select().from(coupons)).toEqual([]);
  });

  it('when demo data is on, then FLEETCARE500 worth ₦500, once per user, no total limit and no expiry, seeded once', async () => {
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, demoCoupons())).toEqual(['demo-coupons']);
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, demoCoupons())).toEqual([]);
    const rows = await t.database.db.select().from(coupons).where(eq(coupons.code, DEMO_COUPON.code));
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
