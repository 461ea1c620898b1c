import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliersApi, type SupplierProfileDto } from '@fleetcare/shared';
import { signIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { supplierProfileEvents, supplierProfiles, users } from '../../../db/schema/index.ts';
import { runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { seedStepsFor } from '../../../seed-steps.ts';

const logger = createLogger('silent');

describe('the demo suppliers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    const seeded = await runSeed({ db: t.database.db, logger, demoData: true }, seedStepsFor(t.deps));
    expect(seeded).toContain('demo-suppliers');
  }, 180_000);
  afterAll(() => t?.close());

  const profiles = () =>
    t.database.db
      .select({ profile: supplierProfiles, email: users.email })
      .from(supplierProfiles)
      .innerJoin(users, eq(users.id, supplierProfiles.userId));

  it('the demo supplier signs in to an approved profile of a Lagos parts shop that delivers to Lagos', async () => {
    const { agent } = await signIn(t, DEMO_EMAILS.supplier, DEMO_PASSWORD);
    const dto = (await agent.get(apiPath(suppliersApi.getMySupplierProfile)).expect(200)).body
      .data as SupplierProfileDto;
    expect(dto).toMatchObject({
      status: 'approved',
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      address: { town: 'Mushin', state: 'Lagos' },
      missing: [],
      changesUnderReview: false,
    });
    expect(dto.deliveryStates).toContain('Lagos');
  });

  it('two suppliers are approved by the demo admin and deliver to Lagos; one more waits for review, none of them in the future', async () => {
    const rows = await profiles();
    const approved = rows.filter((row) => row.profile.status === 'approved');
    expect(approved.map((row) => row.email).sort()).toEqual(
      ['chukwuemeka.nwosu@demo.fleetcare.ng', DEMO_EMAILS.supplier].sort(),
    );
    expect(approved.every((row) => row.profile.deliveryStates.includes('Lagos'))).toBe(true);
    expect(rows.filter((row) => row.profile.status === 'submitted').map((row) => row.email)).toEqual([
      'sani.abubakar@demo.fleetcare.ng',
    ]);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    const now = t.deps.now().getTime();
    for (const row of approved) {
      expect(row.profile.reviewedBy).toBe(admin?.id);
      const events = await t.database.db
        .select()
        .from(supplierProfileEvents)
        .where(eq(supplierProfileEvents.userId, row.profile.userId));
      expect(events.map((event) => event.status)).toEqual(['submitted', 'approved']);
      expect(events.every((event) => event.createdAt.getTime() < now)).toBe(true);
      expect(row.profile.submittedAt?.getTime()).toBeLessThan(row.profile.decidedAt?.getTime() ?? 0);
    }
  });
});
