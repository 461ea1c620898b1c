import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { users } from '../../../db/schema/index.ts';
import { adminRolesOf, grantAdminRole } from '../admin-roles.service.ts';
import type { AdminActionSpec } from '../registry.ts';
import { adminsResource } from './admins.admin.ts';

/*
 * The admins resource's own SQL and actions, run as the admin engine runs them: the fields read in one select
 * restricted by the resource's `where`, an action's input checked by its schema, then run in a transaction.
 */

describe('the admins resource', () => {
  let t: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await newUser();
    await grant(superAdmin, 'super-admin');
  });
  afterAll(() => t.close());

  async function newUser(overrides: Record<string, unknown> = {}) {
    return (await signUpAndSignIn(t, overrides)).user._id;
  }
  function grant(userId: string, role: AdminRole) {
    return t.deps.db.transaction((tx) => grantAdminRole(tx, { userId, role, grantedBy: null }));
  }

  /** The rows of these users that the resource lists, with every declared field. */
  async function listed(ids: string[]) {
    const fields = Object.fromEntries(adminsResource.fields.map((field) => [field.key, field.sql]));
    return t.deps.db
      .select({ _id: users.id, ...fields })
      .from(users)
      .where(and(inArray(users.id, ids), adminsResource.where));
  }

  function action(name: string): AdminActionSpec {
    const found = adminsResource.actions?.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no action ${name}`);
    return found;
  }

  /** Checks the input with the action's schema and runs it as `adminId`, as the engine does. */
  async function run(name: string, input: Record<string, unknown>, recordId: string | null, adminId = superAdmin) {
    const spec = action(name);
    const parsed = await spec.schema.validate(input, { abortEarly: false, stripUnknown: true });
    return t.deps.db.transaction((tx) =>
      spec.run({
        deps: t.deps,
        tx,
        admin: { id: adminId, ip: null, userAgent: null },
        recordId,
        input: parsed,
        reason: 'Role review',
        locale: 'en',
      }),
    );
  }

  it('lists only users holding an admin role, with roles in catalogue order, two-step and suspension', async () => {
    const admin = await newUser();
    const customer = await newUser();
    await grant(admin, 'content');
    await grant(admin, 'finance');
    await t.deps.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, admin));

    const rows = await listed([admin, customer]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: admin,
      roles: ['finance', 'content'],
      twoFactor: true,
      suspended: false,
    });
  });

  it('grant-role gives the role and records roles before and after', async () => {
    const admin = await newUser();
    await grant(admin, 'support');
    const outcome = await run('grant-role', { role: 'finance' }, admin);
    expect(outcome).toEqual({
      recordId: admin,
      changes: { roles: { before: ['support'], after: ['finance', 'support'] } },
    });
    expect(await adminRolesOf(t.deps.db, admin)).toEqual(['finance', 'support']);
  });

  it('grant-role of a role already held is refused on the role field, and nothing changes', async () => {
    const admin = await newUser();
    await grant(admin, 'support');
    await expect(run('grant-role', { role: 'support' }, admin)).rejects.toMatchObject({
      code: 'ACTION_NOT_APPLICABLE',
      fieldErrors: { role: 'This admin already holds this role.' },
      fieldErrorKeys: { role: 'validation:adminRoleHeld' },
    });
    expect(await adminRolesOf(t.deps.db, admin)).toEqual(['support']);
  });

  it('an unknown role is refused by the schema with its message', async () => {
    await expect(action('grant-role').schema.validate({ role: 'owner' })).rejects.toMatchObject({
      errors: ['validation:adminRoleInvalid'],
    });
    await expect(action('add-admin').schema.validate({ email: 'a@example.com' })).rejects.toMatchObject({
      errors: ['validation:adminRoleInvalid'],
    });
  });

  it('grant-role is offered while a role is missing, revoke-role while any is held', () => {
    const record = (roles: string[]) => ({ _id: 'x', roles });
    expect(action('grant-role').appliesTo?.(record(['support']))).toBe(true);
    expect(
      action('grant-role').appliesTo?.(record(['super-admin', 'operations', 'finance', 'support', 'content'])),
    ).toBe(false);
    expect(action('revoke-role').appliesTo?.(record(['support']))).toBe(true);
    expect(action('revoke-role').appliesTo?.(record([]))).toBe(false);
  });

  it('revoke-role takes one role away; taking the last one leaves no admin record and a plain customer', async () => {
    const admin = await newUser();
    await grant(admin, 'support');
    await grant(admin, 'content');
    expect(await run('revoke-role', { role: 'support' }, admin)).toEqual({
      recordId: admin,
      changes: { roles: { before: ['support', 'content'], after: ['content'] } },
    });
    expect(await run('revoke-role', { role: 'content' }, admin)).toEqual({
      recordId: null,
      changes: { roles: { before: ['content'], after: [] } },
    });
    expect(await listed([admin])).toEqual([]);
    const [row] = await t.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, admin));
    expect(row?.roles).toEqual(['customer']);
  });

  it('revoke-role of a role not held is refused on the role field', async () => {
    const admin = await newUser();
    await grant(admin, 'support');
    await expect(run('revoke-role', { role: 'finance' }, admin)).rejects.toMatchObject({
      code: 'ACTION_NOT_APPLICABLE',
      fieldErrorKeys: { role: 'validation:adminRoleNotHeld' },
    });
  });

  it('a super admin revoking their own super-admin role is LAST_SUPER_ADMIN; another super admin may', async () => {
    const self = await newUser();
    await grant(self, 'super-admin');
    await expect(run('revoke-role', { role: 'super-admin' }, self, self)).rejects.toMatchObject({
      code: 'LAST_SUPER_ADMIN',
    });
    expect(await adminRolesOf(t.deps.db, self)).toEqual(['super-admin']);
    expect((await run('revoke-role', { role: 'super-admin' }, self, superAdmin)).changes).toEqual({
      roles: { before: ['super-admin'], after: [] },
    });
  });

  it('add-admin makes an existing account an admin, found by its e-mail in any case', async () => {
    const email = `new.admin.${Date.now()}@example.com`;
    const userId = await newUser({ email });
    const outcome = await run('add-admin', { email: `  ${email.toUpperCase()} `, role: 'operations' }, null);
    expect(outcome).toEqual({ recordId: userId, changes: { roles: { before: [], after: ['operations'] } } });
    expect((await listed([userId]))[0]).toMatchObject({ roles: ['operations'] });
  });

  it('add-admin of an address without an account is NOT_FOUND on the email field, and nobody is made an admin', async () => {
    await expect(run('add-admin', { email: 'nobody.here@example.com', role: 'support' }, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      fieldErrors: { email: 'No FleetCare account uses this email. Ask the person to sign up first.' },
      fieldErrorKeys: { email: 'validation:adminNoAccountWithEmail' },
    });
  });

  it('add-admin of an erased account is NOT_FOUND too', async () => {
    const email = `erased.${Date.now()}@example.com`;
    const userId = await newUser({ email });
    await t.deps.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, userId));
    await expect(run('add-admin', { email, role: 'support' }, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await adminRolesOf(t.deps.db, userId)).toEqual([]);
  });

  it('add-admin of someone already holding the role is refused on the role field', async () => {
    const email = `held.${Date.now()}@example.com`;
    const userId = await newUser({ email });
    await grant(userId, 'finance');
    await expect(run('add-admin', { email, role: 'finance' }, null)).rejects.toMatchObject({
      code: 'ACTION_NOT_APPLICABLE',
      fieldErrorKeys: { role: 'validation:adminRoleHeld' },
    });
  });
});
