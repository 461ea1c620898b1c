import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegesOfRoles } from '@fleetcare/shared';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { users } from '../../../db/schema/index.ts';
import { coreSeedSteps, runSeed } from '../../../db/seed.ts';
import { decryptSecret } from '../../../lib/crypto.ts';
import { createLogger } from '../../../lib/logger.ts';
import { adminRolesOf } from '../admin-roles.service.ts';
import { DEMO_ADMIN_TOTP_SECRET, demoAdminsSeedStep } from './demo-admins.ts';

const logger = createLogger('silent');

describe('demo admins seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const steps = () => [...coreSeedSteps, demoAdminsSeedStep(t.deps)];
  const accountOf = async (app: TestApp, email: string) => {
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row;
  };

  /** Password, then the authenticator code of the demo secret at the app's clock: the session agent. */
  async function signInWithDemoCode(email: string) {
    // A code works once per 30-second step: each sign-in starts a step later than the one before.
    t.clock.advance(30_000);
    const { agent, res: first } = await signIn(t, email, DEMO_PASSWORD);
    expect(first.body.data.status).toBe('two-factor-required');
    const code = await generate({
      secret: DEMO_ADMIN_TOTP_SECRET,
      epoch: Math.floor(t.clock.now().getTime() / 1000),
    });
    const res = await agent
      .post('/api/users/login-two-factor')
      .send({ challengeId: first.body.data.challengeId, method: 'authenticator', code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return agent;
  }

  it('when demo data is off, then no admin role and no authenticator is given', async () => {
    const other = await createTestApp();
    try {
      await runSeed({ db: other.database.db, logger, demoData: false }, [demoAdminsSeedStep(other.deps)]);
      expect(await other.database.db.select({ id: users.id }).from(users)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('when demo data is on, then the demo admin is a super admin and the support admin holds support, both with the authenticator on, once', async () => {
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, steps())).toContain('demo-admins');
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, steps())).toEqual([]);

    const admin = await accountOf(t, DEMO_EMAILS.admin);
    const support = await accountOf(t, DEMO_EMAILS.supportAdmin);
    expect(await adminRolesOf(t.database.db, admin.id)).toEqual(['super-admin']);
    expect(await adminRolesOf(t.database.db, support.id)).toEqual(['support']);
    for (const account of [admin, support]) {
      expect(account.roles).toEqual(['admin']);
      expect(account.totpEnabledAt).not.toBeNull();
      expect(account.totpPendingSecret).toBeNull();
      // Encrypted at rest with the app's key for authenticator secrets, never stored as it is.
      expect(account.totpSecret).not.toContain(DEMO_ADMIN_TOTP_SECRET);
      expect(decryptSecret(t.deps.keys.totpSecrets, account.totpSecret ?? '')).toBe(DEMO_ADMIN_TOTP_SECRET);
    }
  });

  it('the demo admin signs in with the password and a code from the demo secret, and holds every privilege', async () => {
    const agent = await signInWithDemoCode(DEMO_EMAILS.admin);
    const res = await agent.get('/api/custom-admin/get-assigned-privileges').expect(200);
    expect(res.body.data).toMatchObject({
      roles: ['super-admin'],
      privileges: privilegesOfRoles(['super-admin']),
      twoFactor: { required: true, enabled: true },
    });
    await agent.get('/api/custom-admin/get-resources-list/admins').expect(200);
  });

  it('the support admin signs in the same way and may not manage admins', async () => {
    const agent = await signInWithDemoCode(DEMO_EMAILS.supportAdmin);
    const res = await agent.get('/api/custom-admin/get-assigned-privileges').expect(200);
    expect(res.body.data).toMatchObject({ roles: ['support'], privileges: privilegesOfRoles(['support']) });
    expect(res.body.data.privileges).not.toContain('roles:manage');
    const refused = await agent.get('/api/custom-admin/get-resources-list/admins');
    expect(refused.status).toBe(403);
  });

  it('a demo admin that set up an authenticator of its own keeps it when the step runs on an older database', async () => {
    const other = await createTestApp();
    try {
      await runSeed({ db: other.database.db, logger, demoData: true }, coreSeedSteps);
      const own = await accountOf(other, DEMO_EMAILS.admin);
      const enabledAt = new Date('2026-01-05T10:00:00Z');
      await other.database.db
        .update(users)
        .set({ totpSecret: 'sealed-own-secret', totpEnabledAt: enabledAt })
        .where(eq(users.id, own.id));
      await runSeed({ db: other.database.db, logger, demoData: true }, [demoAdminsSeedStep(other.deps)]);
      const after = await accountOf(other, DEMO_EMAILS.admin);
      expect(after).toMatchObject({ totpSecret: 'sealed-own-secret', totpEnabledAt: enabledAt });
      expect(await adminRolesOf(other.database.db, own.id)).toEqual(['super-admin']);
    } finally {
      await other.close();
    }
  });
});
