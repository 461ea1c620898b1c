import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminRoleGrants, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { adminRolesOf, grantAdminRole, listAdmins, revokeAdminRole } from './admin-roles.service.ts';

describe('admin roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newUser = async (overrides: Record<string, unknown> = {}) => (await signUpAndSignIn(t, overrides)).user._id;
  const grant = (userId: string, role: Parameters<typeof grantAdminRole>[1]['role'], grantedBy: string | null = null) =>
    t.deps.db.transaction((tx) => grantAdminRole(tx, { userId, role, grantedBy }));
  const revoke = (userId: string, role: Parameters<typeof revokeAdminRole>[1]['role'], revokedBy: string | null) =>
    t.deps.db.transaction((tx) => revokeAdminRole(tx, { userId, role, revokedBy }));
  const rolesColumn = async (userId: string) => {
    const [row] = await t.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return row?.roles;
  };
  const grantsOf = (userId: string) =>
    t.deps.db.select().from(adminRoleGrants).where(eq(adminRoleGrants.userId, userId));

  it('when a customer is granted a role, then the grant names who gave it and users.roles holds admin beside customer', async () => {
    const granter = await newUser();
    const userId = await newUser();
    expect(await grant(userId, 'finance', granter)).toEqual({ changed: true, before: [], after: ['finance'] });
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer']);
    const rows = await grantsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'finance', grantedBy: granter });
  });

  it('when a role already held is granted again, then nothing changes and the answer says so', async () => {
    const userId = await newUser();
    await grant(userId, 'support');
    expect(await grant(userId, 'support')).toEqual({ changed: false, before: ['support'], after: ['support'] });
    expect(await grantsOf(userId)).toHaveLength(1);
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer']);
  });

  it('when roles are granted in any order, then they read back in the catalogue order', async () => {
    const userId = await newUser();
    await grant(userId, 'content');
    await grant(userId, 'finance');
    const change = await grant(userId, 'super-admin');
    expect(change.after).toEqual(['super-admin', 'finance', 'content']);
    expect(await adminRolesOf(t.deps.db, userId)).toEqual(['super-admin', 'finance', 'content']);
  });

  it('when the user does not exist, then granting and revoking are NOT_FOUND and no grant is written', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(grant(nobody, 'support')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(revoke(nobody, 'support', null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await grantsOf(nobody)).toEqual([]);
  });

  it('when one of two roles is revoked, then the user stays an admin; when the last one goes, admin leaves users.roles and customer stays', async () => {
    const userId = await newUser();
    await grant(userId, 'operations');
    await grant(userId, 'support');
    expect(await revoke(userId, 'operations', null)).toEqual({
      changed: true,
      before: ['operations', 'support'],
      after: ['support'],
    });
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer']);
    expect(await revoke(userId, 'support', null)).toEqual({ changed: true, before: ['support'], after: [] });
    expect(await rolesColumn(userId)).toEqual(['customer']);
    expect(await grantsOf(userId)).toEqual([]);
  });

  it('when a role not held is revoked, then nothing changes', async () => {
    const userId = await newUser();
    await grant(userId, 'content');
    expect(await revoke(userId, 'finance', null)).toEqual({ changed: false, before: ['content'], after: ['content'] });
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer']);
  });

  it('when an account whose only role was admin loses its last admin role, then it is left a customer', async () => {
    const userId = await newUser();
    await t.deps.db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, userId));
    await grant(userId, 'support');
    expect(await rolesColumn(userId)).toEqual(['admin']);
    await revoke(userId, 'support', null);
    expect(await rolesColumn(userId)).toEqual(['customer']);
  });

  it('when a technician becomes an admin and stops being one, then the technician role is kept throughout', async () => {
    const userId = await newUser({ role: 'technician' });
    expect(await rolesColumn(userId)).toEqual(['customer', 'technician']);
    await grant(userId, 'support');
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer', 'technician']);
    await revoke(userId, 'support', null);
    expect(await rolesColumn(userId)).toEqual(['customer', 'technician']);
  });

  it('when a super admin revokes their own super-admin role, then LAST_SUPER_ADMIN and they keep it', async () => {
    const userId = await newUser();
    await grant(userId, 'super-admin');
    await grant(userId, 'finance');
    const refused = await revoke(userId, 'super-admin', userId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'LAST_SUPER_ADMIN', status: 409 });
    expect(await adminRolesOf(t.deps.db, userId)).toEqual(['super-admin', 'finance']);
    expect(await rolesColumn(userId)).toEqual(['admin', 'customer']);
  });

  it('when a super admin drops another of their own roles, or another super admin takes theirs away, then it is done', async () => {
    const self = await newUser();
    const other = await newUser();
    await grant(self, 'super-admin');
    await grant(self, 'support');
    await grant(other, 'super-admin');
    expect((await revoke(self, 'support', self)).after).toEqual(['super-admin']);
    expect((await revoke(self, 'super-admin', other)).after).toEqual([]);
    expect(await rolesColumn(self)).toEqual(['customer']);
  });

  it('when admins are listed, then only role holders appear, by e-mail, with their roles, two-step and suspension', async () => {
    const first = await newUser({ email: `aaa.list.${Date.now()}@example.com` });
    const second = await newUser({ email: `aab.list.${Date.now()}@example.com` });
    const customer = await newUser();
    await grant(first, 'finance');
    await grant(first, 'super-admin');
    await grant(second, 'content');
    await t.deps.db
      .update(users)
      .set({ totpEnabledAt: new Date(), suspendedAt: new Date(), suspendedReason: 'test' })
      .where(eq(users.id, second));

    const admins = await listAdmins(t.deps.db);
    expect(admins.map((admin) => admin._id)).not.toContain(customer);
    const emails = admins.map((admin) => admin.email);
    expect(emails).toEqual([...emails].sort());
    expect(admins.find((admin) => admin._id === first)).toMatchObject({
      roles: ['super-admin', 'finance'],
      twoFactorEnabled: false,
      suspended: false,
    });
    expect(admins.find((admin) => admin._id === second)).toMatchObject({
      roles: ['content'],
      twoFactorEnabled: true,
      suspended: true,
    });
  });
});
