import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import { customerReviews, maintenanceRequests, technicianProfiles, users } from '../../../db/schema/index.ts';
import { runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { seedStepsFor } from '../../../seed-steps.ts';

const logger = createLogger('silent');

describe('the demo reviews', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    const seeded = await runSeed({ db: t.database.db, logger, demoData: true }, seedStepsFor(t.deps));
    expect(seeded).toContain('demo-reviews');
  }, 180_000);
  afterAll(() => t?.close());

  const userId = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };

  it('the demo customer rated the job Emeka completed for her five stars, he replied, and his rating counts it', async () => {
    const emekaId = await userId(DEMO_EMAILS.technician);
    const rows = await t.database.db
      .select({
        review: customerReviews,
        status: maintenanceRequests.status,
        completedAt: maintenanceRequests.completedAt,
      })
      .from(customerReviews)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, customerReviews.requestId))
      .where(eq(customerReviews.technicianId, emekaId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      status: 'completed',
      review: { customerId: await userId(DEMO_EMAILS.customer), rating: 5, hiddenAt: null },
    });
    expect(row?.review.reply).toEqual(expect.any(String));
    expect(row?.review.createdAt.getTime()).toBeGreaterThan(row?.completedAt?.getTime() ?? Infinity);
    const [profile] = await t.database.db
      .select({ count: technicianProfiles.ratingCount, sum: technicianProfiles.ratingSum })
      .from(technicianProfiles)
      .where(eq(technicianProfiles.userId, emekaId));
    expect(profile).toEqual({ count: 1, sum: 5 });
  });
});
