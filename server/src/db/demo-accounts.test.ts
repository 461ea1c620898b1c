import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordField } from '@fleetcare/shared';
import { passwordContext } from '../lib/passwords.ts';
import { createLogger } from '../lib/logger.ts';
import { signIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './demo-accounts.ts';
import { businessProfiles, users } from './schema/index.ts';
import { runSeed } from './seed.ts';

const logger = createLogger('silent');
const demoEmails = demoAccounts.map((account) => account.email);

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the demo password passes the password rules, the common-password check included', async () => {
    await expect(passwordField().validate(DEMO_PASSWORD, { context: passwordContext })).resolves.toBe(DEMO_PASSWORD);
  });

  it('when seeding runs twice, then each demo account exists once, confirmed, with its role', async () => {
    expect(await runSeed({ db: t.database.db, logger, demoData: true })).toContain('demo-accounts');
    expect(await runSeed({ db: t.database.db, logger, demoData: true })).toEqual([]);
    const rows = await t.database.db.select().from(users).where(inArray(users.email, demoEmails));
    expect(rows.map((row) => row.email).sort()).toEqual([...demoEmails].sort());
    for (const row of rows) expect(row.emailVerifiedAt).not.toBeNull();
    const roles = Object.fromEntries(rows.map((row) => [row.email, row.roles]));
    expect(roles).toEqual({
      'customer@demo.fleetcare.ng': ['customer'],
      'business@demo.fleetcare.ng': ['customer'],
      'technician@demo.fleetcare.ng': ['customer', 'technician'],
      'supplier@demo.fleetcare.ng': ['customer', 'supplier'],
      'admin@demo.fleetcare.ng': ['admin'],
      'support@demo.fleetcare.ng': ['admin'],
    });
    const business = rows.find((row) => row.email === 'business@demo.fleetcare.ng');
    expect(business?.accountType).toBe('business');
    const profiles = await t.database.db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, business?.id ?? ''));
    expect(profiles).toHaveLength(1);
  });

  it.each(demoEmails)('%s signs in through the API with the demo password', async (email) => {
    const { agent, res } = await signIn(t, email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'signed-in', user: { email, emailVerified: true } });
    await agent.get('/api/users/get-user').expect(200);
  });

  it('the business demo account shows its company', async () => {
    const { res } = await signIn(t, 'business@demo.fleetcare.ng', DEMO_PASSWORD);
    expect(res.body.data.user).toMatchObject({
      accountType: 'business',
      business: { companyName: 'Danfo Logistics Ltd' },
    });
  });
});

describe('demo accounts on a database that already has accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds nothing: demo accounts are only for a new database', async () => {
    await signUpAndSignIn(t);
    await t.database.db.transaction((tx) => seedDemoAccounts(tx as unknown as typeof t.database.db));
    expect(await t.database.db.select().from(users).where(inArray(users.email, demoEmails))).toEqual([]);
  });

  it('are never made when demo data is off (production)', async () => {
    expect(await runSeed({ db: t.database.db, logger, demoData: false })).not.toContain('demo-accounts');
  });
});
