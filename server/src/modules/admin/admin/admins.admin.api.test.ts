import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegesOfRoles } from '@fleetcare/shared';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../../test/test-app.ts';
import { adminAuditLog } from '../../../db/schema/index.ts';
import { adminRolesOf } from '../admin-roles.service.ts';

/* The admins resource through the app's own admin calls: role management as a super admin does it. */

const LIST = '/api/custom-admin/get-resources-list/admins';
const RECORD = '/api/custom-admin/get-resource-record/admins';
const ACTION = '/api/custom-admin/run-action/admins';

let t: TestApp;
let boss: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  boss = await signInAdmin(t, ['super-admin']);
});
afterAll(() => t.close());

const key = () => randomUUID().replaceAll('-', '');
const run = (action: string, body: Record<string, unknown>, agent = boss.agent) =>
  agent.post(`${ACTION}/${action}`).send({ idempotencyKey: key(), reason: 'Role review', ...body });
const auditRows = (recordId: string, action: string) =>
  t.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.recordId, recordId), eq(adminAuditLog.action, action)));

describe('the admins resource', () => {
  it('lists only admins, searchable by e-mail prefix and filterable by role', async () => {
    const finance = await signInAdmin(t, ['finance'], { email: `fin.${Date.now()}@example.com` });
    const customer = await signUpAndSignIn(t);

    const all = await boss.agent.get(LIST).query({ limit: 100 }).expect(200);
    const ids = (all.body.data.items as { _id: string }[]).map((row) => row._id);
    expect(ids).toContain(finance.user._id);
    expect(ids).toContain(boss.user._id);
    expect(ids).not.toContain(customer.user._id);

    const found = await boss.agent
      .get(LIST)
      .query({ q: finance.user.email.slice(0, 8) })
      .expect(200);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({ _id: finance.user._id, roles: ['finance'], twoFactor: true, suspended: false }),
    ]);
    const byRole = await boss.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ roles: { in: ['finance'] } }) })
      .expect(200);
    expect((byRole.body.data.items as { roles: string[] }[]).every((row) => row.roles.includes('finance'))).toBe(true);
  });

  it("an admin's record offers grant-role and revoke-role; a customer's id is not an admin record", async () => {
    const support = await signInAdmin(t, ['support']);
    const record = await boss.agent.get(`${RECORD}/${support.user._id}`).expect(200);
    expect(record.body.data.record).toMatchObject({ email: support.user.email, roles: ['support'] });
    expect(record.body.data.actions).toEqual(['grant-role', 'revoke-role']);
    const customer = await signUpAndSignIn(t);
    await boss.agent.get(`${RECORD}/${customer.user._id}`).expect(404);
  });

  it('grant-role changes what the admin may do on their very next request, and the audit log keeps roles before and after', async () => {
    const admin = await signInAdmin(t, ['support']);
    const before = await admin.agent.get('/api/custom-admin/get-assigned-privileges').expect(200);
    expect(before.body.data.privileges).toEqual(privilegesOfRoles(['support']));

    const res = await run('grant-role', { recordId: admin.user._id, input: { role: 'finance' } }).expect(200);
    expect(res.body.data.record).toMatchObject({ _id: admin.user._id, roles: ['finance', 'support'] });

    const after = await admin.agent.get('/api/custom-admin/get-assigned-privileges').expect(200);
    expect(after.body.data.privileges).toEqual(privilegesOfRoles(['finance', 'support']));
    const [row] = await auditRows(admin.user._id, 'grant-role');
    expect(row).toMatchObject({
      adminId: boss.user._id,
      resource: 'admins',
      reason: 'Role review',
      changes: { roles: { before: ['support'], after: ['finance', 'support'] } },
    });
  });

  it('grant-role without a reason, or with an unknown role, is a 400 that changes nothing', async () => {
    const admin = await signInAdmin(t, ['content']);
    const noReason = await boss.agent
      .post(`${ACTION}/grant-role`)
      .send({ idempotencyKey: key(), recordId: admin.user._id, input: { role: 'finance' } });
    expect(noReason.status).toBe(400);
    const unknown = await run('grant-role', { recordId: admin.user._id, input: { role: 'owner' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toMatchObject({ role: 'Choose one of the admin roles.' });
    expect(await adminRolesOf(t.deps.db, admin.user._id)).toEqual(['content']);
  });

  it('revoke-role of the last role answers no record, and the account leaves the list', async () => {
    const admin = await signInAdmin(t, ['content']);
    const res = await run('revoke-role', { recordId: admin.user._id, input: { role: 'content' } }).expect(200);
    expect(res.body.data.record).toBeNull();
    await boss.agent.get(`${RECORD}/${admin.user._id}`).expect(404);
    await admin.agent.get('/api/custom-admin/get-assigned-privileges').expect(403);
  });

  it('a super admin revoking their own super-admin role gets 409 LAST_SUPER_ADMIN, keeps it, and no audit row is written', async () => {
    const res = await run('revoke-role', { recordId: boss.user._id, input: { role: 'super-admin' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('LAST_SUPER_ADMIN');
    expect(await adminRolesOf(t.deps.db, boss.user._id)).toEqual(['super-admin']);
    expect(await auditRows(boss.user._id, 'revoke-role')).toEqual([]);
  });

  it('add-admin makes an existing account an admin; an unknown address is a 404 naming the email field', async () => {
    const person = await signUpAndSignIn(t);
    const res = await run('add-admin', { input: { email: person.user.email, role: 'operations' } }).expect(200);
    expect(res.body.data.record).toMatchObject({ _id: person.user._id, roles: ['operations'] });

    const missing = await run('add-admin', { input: { email: 'no.such.person@example.com', role: 'support' } });
    expect(missing.status).toBe(404);
    expect(missing.body.fieldErrors).toEqual({
      email: 'No FleetCare account uses this email. Ask the person to sign up first.',
    });
    expect(missing.body.fieldErrorKeys).toEqual({ email: 'validation:adminNoAccountWithEmail' });
  });

  it('an admin without roles:manage can neither list admins nor change roles', async () => {
    const finance = await signInAdmin(t, ['finance']);
    await finance.agent.get(LIST).expect(403);
    const refused = await run(
      'grant-role',
      { recordId: finance.user._id, input: { role: 'super-admin' } },
      finance.agent,
    );
    expect(refused.status).toBe(403);
    expect(await adminRolesOf(t.deps.db, finance.user._id)).toEqual(['finance']);
  });
});
