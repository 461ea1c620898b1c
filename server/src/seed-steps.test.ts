// @embedded-db: the seed steps' advisory locks and the demo data on each engine
import { asc, count, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Db } from './db/client.ts';
import { appMeta, coupons, ledgerTransactions, mileageLogs, payments, users, vehicles } from './db/schema/index.ts';
import { coreSeedSteps, runSeed, type SeedStep } from './db/seed.ts';
import { createLogger } from './lib/logger.ts';
import { seedStepsFor } from './seed-steps.ts';

const logger = createLogger('silent');

/** How many rows the demo steps' tables hold. */
async function demoRows(db: Db) {
  const tally = async (table: PgTable) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    users: await tally(users),
    vehicles: await tally(vehicles),
    mileage: await tally(mileageLogs),
    payments: await tally(payments),
    ledger: await tally(ledgerTransactions),
    coupons: await tally(coupons),
  };
}

describe('the seed steps as the app runs them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when demo data is off (production), then only the core steps run and no demo record is made', async () => {
    const steps = seedStepsFor(t.deps);
    const applied = await runSeed({ db: t.database.db, logger, demoData: false }, steps);
    expect(applied).toEqual(steps.filter((step) => !step.demo).map((step) => step.name));
    expect(await demoRows(t.database.db)).toEqual({
      users: 0,
      vehicles: 0,
      mileage: 0,
      payments: 0,
      ledger: 0,
      coupons: 0,
    });
  });

  it('the core steps come first, then each module’s demo step', () => {
    const names = seedStepsFor(t.deps).map((step) => step.name);
    expect(names.slice(0, coreSeedSteps.length)).toEqual(coreSeedSteps.map((step) => step.name));
    expect(names.slice(coreSeedSteps.length)).toEqual([
      'demo-coupons',
      'demo-fleet',
      'demo-wallet',
      'demo-admins',
      'demo-technicians',
      'demo-maintenance',
      'demo-reviews',
      'demo-suppliers',
    ]);
  });

  it('a demo step that fails half way leaves none of its records, and runs whole on the next start', async () => {
    const fleet = seedStepsFor(t.deps).find((step) => step.name === 'demo-fleet');
    if (!fleet) throw new Error('no demo-fleet step');
    const crashing: SeedStep = {
      ...fleet,
      async run(tx) {
        await fleet.run(tx);
        throw new Error('power cut');
      },
    };
    const withCrash = seedStepsFor(t.deps).map((step) => (step.name === 'demo-fleet' ? crashing : step));
    await expect(runSeed({ db: t.database.db, logger, demoData: true }, withCrash)).rejects.toThrow('power cut');
    const afterCrash = await demoRows(t.database.db);
    expect(afterCrash.users).toBe(6);
    expect(afterCrash.vehicles).toBe(0);
    expect(afterCrash.mileage).toBe(0);

    expect(await runSeed({ db: t.database.db, logger, demoData: true }, seedStepsFor(t.deps))).toEqual([
      'demo-fleet',
      'demo-wallet',
      'demo-admins',
      'demo-technicians',
      'demo-maintenance',
      'demo-reviews',
      'demo-suppliers',
    ]);
    expect((await demoRows(t.database.db)).vehicles).toBe(16);
  });

  it('a second start adds nothing, and the ledger is sound', async () => {
    const before = await demoRows(t.database.db);
    const meta = await t.database.db.select().from(appMeta).orderBy(appMeta.key);
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, seedStepsFor(t.deps))).toEqual([]);
    expect(await demoRows(t.database.db)).toEqual(before);
    expect(await t.database.db.select().from(appMeta).orderBy(appMeta.key)).toEqual(meta);
    // The demo accounts, the three technician applicants, the four Lagos mechanics and the two other suppliers.
    expect(before).toMatchObject({ users: 15, vehicles: 16, coupons: 1 });
    expect(before.payments).toBeGreaterThan(0);
    expect(before.ledger).toBeGreaterThan(before.payments);
    await expectLedgerSound(t.database.db);
  });

  it('the demo steps record each seeding in app_meta', async () => {
    const rows = await t.database.db
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(like(appMeta.key, 'seed:demo-%'))
      .orderBy(asc(appMeta.key));
    expect(rows.map((row) => row.key)).toEqual([
      'seed:demo-accounts',
      'seed:demo-admins',
      'seed:demo-coupons',
      'seed:demo-fleet',
      'seed:demo-maintenance',
      'seed:demo-reviews',
      'seed:demo-suppliers',
      'seed:demo-technicians',
      'seed:demo-wallet',
    ]);
  });
});
