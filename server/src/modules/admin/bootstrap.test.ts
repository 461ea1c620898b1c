import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomIp, signIn, signUpAndSignIn, STRONG_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bootstrapAccounts, bootstrapAdminFromEnvironment, createSuperAdmin } from '../../admin-bootstrap.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { adminRolesOf } from './admin-roles.service.ts';
import { bootstrapAdminEmail, BootstrapRefused } from './bootstrap.ts';

/*
 * The first super admin without the demo data: `npm run admin:create` (createSuperAdmin) and ADMIN_EMAIL at
 * start-up (bootstrapAdminFromEnvironment), on the app's own database and through its API for the link.
 */

const HOUR = 3_600_000;

describe('admin bootstrap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.reset());

  let counter = 0;
  const freshEmail = (prefix = 'boss') => {
    counter += 1;
    return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
  };
  const accountOf = async (email: string) => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const bootstrapRows = (userId: string) =>
    t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.recordId, userId), eq(adminAuditLog.action, 'bootstrap')))
      .orderBy(adminAuditLog.createdAt);
  const commandLine = (email: string, names: { firstName?: string; lastName?: string } = {}) =>
    createSuperAdmin(t.deps, { email, ...names, source: 'command-line', issueLink: true });

  /** The id and token of a set-password link, as the page at /enter-new-password reads them. */
  const partsOf = (url: string) => {
    const link = new URL(url);
    return { id: link.searchParams.get('id') ?? '', token: link.searchParams.get('token') ?? '' };
  };
  const choosePassword = (url: string, agent = request.agent(t.app).set('X-Forwarded-For', randomIp())) =>
    agent
      .post('/api/users/save-new-password')
      .send({ ...partsOf(url), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });

  describe('npm run admin:create', () => {
    it('makes a new address a super admin: an unconfirmed account without a password, an audit row by no admin, and a set-password link', async () => {
      const email = freshEmail();
      const before = t.clock.now().getTime();
      const result = await commandLine(` ${email.toUpperCase()} `, { firstName: 'Ifeoma', lastName: 'Nwosu' });
      const after = t.clock.now().getTime();

      expect(result).toMatchObject({
        email,
        accountCreated: true,
        roleGranted: true,
        hasPassword: false,
        suspended: false,
      });
      const account = await accountOf(email);
      expect(account).toMatchObject({
        id: result.userId,
        firstName: 'Ifeoma',
        lastName: 'Nwosu',
        passwordHash: null,
        emailVerifiedAt: null,
        roles: ['admin'],
      });
      expect(await adminRolesOf(t.deps.db, result.userId)).toEqual(['super-admin']);

      const link = new URL(result.link?.url ?? '');
      expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/enter-new-password');
      expect(link.searchParams.get('id')).toBe(result.userId);
      const expiresAt = result.link?.expiresAt.getTime() ?? 0;
      expect(expiresAt).toBeGreaterThanOrEqual(before + HOUR);
      expect(expiresAt).toBeLessThanOrEqual(after + HOUR);

      const rows = await bootstrapRows(result.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        adminId: null,
        action: 'bootstrap',
        resource: 'admins',
        reason: 'npm run admin:create',
        changes: { roles: { before: [], after: ['super-admin'] } },
        detail: { source: 'command-line', accountCreated: true, linkExpiresAt: result.link?.expiresAt.toISOString() },
      });
    });

    it('without names, the new account is called FleetCare Admin', async () => {
      const email = freshEmail();
      await commandLine(email);
      expect(await accountOf(email)).toMatchObject({ firstName: 'FleetCare', lastName: 'Admin' });
    });

    it('the link sets the password once, confirms the address and signs in; the admin is then asked for two-step before the panel answers', async () => {
      const email = freshEmail();
      const { link, userId } = await commandLine(email);
      const url = link?.url ?? '';
      const { id, token } = partsOf(url);
      await request(t.app).get(`/api/users/password-reset/${id}/${token}`).expect(200);

      const agent = request.agent(t.app).set('X-Forwarded-For', randomIp());
      const saved = await choosePassword(url, agent);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.status).toBe('signed-in');
      const account = await accountOf(email);
      expect(account?.passwordHash).not.toBeNull();
      expect(account?.emailVerifiedAt).not.toBeNull();

      const privileges = await agent.get('/api/custom-admin/get-assigned-privileges').expect(200);
      expect(privileges.body.data).toMatchObject({
        roles: ['super-admin'],
        twoFactor: { required: true, enabled: false },
      });
      const list = await agent.get('/api/custom-admin/get-resources-list/admins');
      expect(list.status).toBe(403);
      expect(list.body.code).toBe('ADMIN_TWO_FACTOR_REQUIRED');

      const again = await choosePassword(url);
      expect(again.status).toBe(410);
      expect(again.body.code).toBe('LINK_USED');

      const { res } = await signIn(t, email, STRONG_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.data.user._id).toBe(userId);
    });

    it('the link expires as reset links do, after an hour', async () => {
      const { link } = await commandLine(freshEmail());
      t.clock.advance(HOUR + 1000);
      const late = await choosePassword(link?.url ?? '');
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('LINK_EXPIRED');
    });

    it('run twice: no second account or grant, the first link stops working and the second one works', async () => {
      const email = freshEmail();
      const first = await commandLine(email);
      const second = await commandLine(email);
      expect(second).toMatchObject({ userId: first.userId, accountCreated: false, roleGranted: false });
      expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
      expect(await adminRolesOf(t.deps.db, first.userId)).toEqual(['super-admin']);

      const stale = await choosePassword(first.link?.url ?? '');
      expect(stale.body.code).toBe('LINK_USED');
      expect((await choosePassword(second.link?.url ?? '')).status).toBe(200);

      const rows = await bootstrapRows(first.userId);
      expect(rows.map((row) => row.changes)).toEqual([{ roles: { before: [], after: ['super-admin'] } }, {}]);
    });

    it('promotes an existing customer, keeping their name, password, sessions and customer role', async () => {
      const { agent, user, password } = await signUpAndSignIn(t, { firstName: 'Bola', lastName: 'Ade' });
      const result = await commandLine(user.email, { firstName: 'Ignored', lastName: 'Name' });
      expect(result).toMatchObject({ accountCreated: false, roleGranted: true, hasPassword: true });
      expect(await accountOf(user.email)).toMatchObject({
        firstName: 'Bola',
        lastName: 'Ade',
        roles: ['admin', 'customer'],
      });
      await agent.get('/api/users/get-user').expect(200);
      expect((await signIn(t, user.email, password)).res.status).toBe(200);
    });

    it('refuses an erased account and something that is not an e-mail address, changing nothing', async () => {
      const { user } = await signUpAndSignIn(t);
      await t.deps.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, user._id));
      await expect(commandLine(user.email)).rejects.toBeInstanceOf(BootstrapRefused);
      expect(await adminRolesOf(t.deps.db, user._id)).toEqual([]);
      expect(await bootstrapRows(user._id)).toEqual([]);
      await expect(commandLine('not-an-address')).rejects.toThrow('"not-an-address" is not an e-mail address.');
    });
  });

  describe('ADMIN_EMAIL at start-up', () => {
    const quietLogger = () => ({ info: vi.fn(), warn: vi.fn() });
    const startUp = (adminEmail: string | undefined, logger = quietLogger()) =>
      bootstrapAdminFromEnvironment({
        ...t.deps,
        config: { ...t.deps.config, adminEmail },
        logger: logger as unknown as Logger,
      });

    it('is read from the environment and validated', async () => {
      const other = await createTestApp({ ADMIN_EMAIL: ' Ops@Example.com ' });
      try {
        expect(other.config.adminEmail).toBe('ops@example.com');
      } finally {
        await other.close();
      }
      await expect(createTestApp({ ADMIN_EMAIL: 'nobody' })).rejects.toThrow('ADMIN_EMAIL: must be an e-mail address');
    });

    it('when unset, does nothing', async () => {
      const logger = quietLogger();
      expect(await startUp(undefined, logger)).toBeNull();
      expect(logger.info).not.toHaveBeenCalled();
    });

    it('makes a new address a super admin and logs the set-password link at info level, once', async () => {
      const email = freshEmail('ops');
      const logger = quietLogger();
      const outcome = await startUp(email, logger);
      expect(outcome?.status).toBe('bootstrapped');
      const result = outcome?.status === 'bootstrapped' ? outcome.result : null;
      expect(result).toMatchObject({ email, accountCreated: true, roleGranted: true });
      expect(logger.info).toHaveBeenCalledWith(
        expect.objectContaining({ adminEmail: email, setPasswordLink: result?.link?.url }),
        expect.stringContaining('set-password link'),
      );
      const rows = await bootstrapRows(result?.userId ?? '');
      expect(rows[0]).toMatchObject({ reason: 'ADMIN_EMAIL at start-up', detail: { source: 'ADMIN_EMAIL' } });

      // The next start (or a second process) finds the link still working: no new link, no new row.
      const restart = quietLogger();
      expect((await startUp(email, restart))?.status).toBe('link-pending');
      expect(restart.info).toHaveBeenCalledWith(
        expect.not.objectContaining({ setPasswordLink: expect.anything() }),
        expect.stringContaining('still works'),
      );
      expect(await bootstrapRows(result?.userId ?? '')).toHaveLength(1);
      expect((await choosePassword(result?.link?.url ?? '')).status).toBe(200);

      // Once the password is chosen, start-up leaves the admin alone.
      expect((await startUp(email))?.status).toBe('set-up');
      expect(await bootstrapRows(result?.userId ?? '')).toHaveLength(1);
    });

    it('when the first link expired unused, the next start logs a new one', async () => {
      const email = freshEmail('ops');
      const first = await startUp(email);
      t.clock.advance(HOUR + 1000);
      const later = await startUp(email);
      expect(later?.status).toBe('bootstrapped');
      const link = later?.status === 'bootstrapped' ? later.result.link : null;
      expect(link).not.toBeNull();
      expect(link?.url).not.toBe(first?.status === 'bootstrapped' ? first.result.link?.url : undefined);
      expect((await choosePassword(link?.url ?? '')).status).toBe(200);
    });

    it('promotes an existing account with a password without logging any link', async () => {
      const { user } = await signUpAndSignIn(t);
      const logger = quietLogger();
      const outcome = await startUp(user.email, logger);
      expect(outcome).toMatchObject({ status: 'bootstrapped', result: { roleGranted: true, link: null } });
      expect(JSON.stringify(logger.info.mock.calls)).not.toContain('enter-new-password');
      expect(await adminRolesOf(t.deps.db, user._id)).toEqual(['super-admin']);
      expect((await startUp(user.email))?.status).toBe('set-up');
    });

    it('an erased account is reported as a warning and start-up goes on', async () => {
      const { user } = await signUpAndSignIn(t);
      await t.deps.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, user._id));
      const logger = quietLogger();
      expect(await startUp(user.email, logger)).toBeNull();
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), 'ADMIN_EMAIL: the super admin was not set up');
      expect(await adminRolesOf(t.deps.db, user._id)).toEqual([]);
    });

    it('the core check needs no logger: a super admin with a password is left as is', async () => {
      const { user } = await signUpAndSignIn(t);
      await createSuperAdmin(t.deps, { email: user.email, source: 'command-line', issueLink: false });
      expect(await bootstrapAdminEmail(t.deps, bootstrapAccounts, user.email)).toEqual({ status: 'set-up' });
    });
  });
});
