import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoleGrants, users } from '../../db/schema/index.ts';
import { grantAdminRoles } from '../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createRateLimiterFactory, type RateLimiterFactory } from '../../lib/rate-limit.ts';
import { adminAgent, createEngineTestApp } from './engine.test-support.ts';

/*
 * The gate in front of every admin call: signed in, an admin role held now (read on every request), two-step
 * sign-in for admins who can change things, and a budget of reads and actions per admin.
 */

const PRIVILEGES = '/api/custom-admin/get-assigned-privileges';
const LIST = '/api/custom-admin/get-resources-list';
const ACTION = '/api/custom-admin/run-action';

/** The real limiter, with the admin budgets cut to a few requests so a test can reach them. */
function smallAdminBudgets(): RateLimiterFactory {
  const real = createRateLimiterFactory();
  return {
    create: (rule) =>
      real.create(rule.name === 'admin-reads' || rule.name === 'admin-actions' ? { ...rule, points: 5 } : rule),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createEngineTestApp(undefined, { limits: smallAdminBudgets() });
}, 60_000);
afterAll(() => t.close());

describe('the admin gate', () => {
  it('is 401 signed out and 403 for a signed-in user without an admin role', async () => {
    const anonymous = await request(t.app).get(`${LIST}/people`).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(t.app).get(PRIVILEGES).expect(401);
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.get(PRIVILEGES).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await agent.get(`${LIST}/people`).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('sends an admin who can change things without two-step sign-in to set it up: only their privileges answer', async () => {
    const admin = await adminAgent(t, ['support'], { twoFactor: false });
    const mine = await admin.agent.get(PRIVILEGES).expect(200);
    expect(mine.body.data.twoFactor).toEqual({ required: true, enabled: false });
    const refused = await admin.agent.get(`${LIST}/people`).expect(403);
    expect(refused.body.code).toBe('ADMIN_TWO_FACTOR_REQUIRED');
    await admin.agent
      .post(`${ACTION}/people/leave-note`)
      .send({ idempotencyKey: 'gate-2fa-0001', input: { text: 'x' } })
      .expect(403);
    // Set up (an authenticator, or the phone), the same session goes on.
    await t.deps.db.update(users).set({ phone2faEnabledAt: new Date() }).where(eq(users.id, admin.id));
    await admin.agent.get(`${LIST}/people`).expect(200);
  });

  it('reads roles on every request: a granted role opens at once, a revoked one closes at once', async () => {
    const admin = await adminAgent(t, ['content']);
    await admin.agent.get(`${LIST}/people`).expect(403);
    await grantAdminRoles(t, admin.id, ['support']);
    await admin.agent.get(`${LIST}/people`).expect(200);
    await t.deps.db
      .delete(adminRoleGrants)
      .where(and(eq(adminRoleGrants.userId, admin.id), eq(adminRoleGrants.role, 'support')));
    await admin.agent.get(`${LIST}/people`).expect(403);
    await t.deps.db.delete(adminRoleGrants).where(eq(adminRoleGrants.userId, admin.id));
    expect((await admin.agent.get(PRIVILEGES).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('limits reads and actions per admin, each on its own budget, with Retry-After', async () => {
    const admin = await adminAgent(t, ['super-admin']);
    for (let i = 0; i < 5; i += 1) await admin.agent.get(`${LIST}/cars`).expect(200);
    const limited = await admin.agent.get(`${LIST}/cars`).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Actions have their own budget…
    for (let i = 0; i < 5; i += 1) {
      await admin.agent
        .post(`${ACTION}/people/leave-note`)
        .send({ idempotencyKey: `gate-budget-${i}-000`, input: { text: 'note' } })
        .expect(200);
    }
    await admin.agent
      .post(`${ACTION}/people/leave-note`)
      .send({ idempotencyKey: 'gate-budget-9-000', input: { text: 'note' } })
      .expect(429);
    // …and another admin has theirs.
    const other = await adminAgent(t, ['super-admin']);
    await other.agent.get(`${LIST}/cars`).expect(200);
  });
});

describe('get-assigned-privileges', () => {
  it('answers roles, privileges, two-step sign-in and the resources the admin may read with only their actions', async () => {
    const admin = await adminAgent(t, ['support']);
    const res = await admin.agent.get(PRIVILEGES).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body.data;
    expect(data.roles).toEqual(['support']);
    expect(data.privileges).toContain('users:read');
    expect(data.privileges).not.toContain('users:suspend');
    expect(data.twoFactor).toEqual({ required: true, enabled: true });
    // Support reads people and cars, not the audit log; it may take neither of people's actions.
    expect(data.resources.map((resource: { name: string }) => resource.name)).toEqual(['people', 'cars']);
    const people = data.resources[0];
    expect(people).toMatchObject({
      name: 'people',
      group: 'people',
      privilege: 'users:read',
      searchable: ['email', 'firstName', 'lastName', 'userId', 'locale'],
      defaultSort: { field: 'createdAt', order: 'desc' },
      titleField: 'email',
      actions: [],
    });
    expect(people.fields[0]).toEqual({ key: 'email', type: 'email', list: true, sortable: true, filter: null });
    expect(people.fields.find((field: { key: string }) => field.key === 'accountType')).toEqual({
      key: 'accountType',
      type: 'enum',
      list: true,
      sortable: false,
      filter: 'in',
      options: ['individual', 'business'],
    });
    expect(JSON.stringify(data)).not.toMatch(/"sql"|users\.|select/);

    const superAdmin = await adminAgent(t, ['super-admin']);
    const all = (await superAdmin.agent.get(PRIVILEGES).expect(200)).body.data;
    expect(all.resources.map((resource: { name: string }) => resource.name)).toEqual(['people', 'cars', 'audit-log']);
    expect(all.resources[0].actions).toEqual([
      {
        name: 'rename',
        scope: 'record',
        privilege: 'users:suspend',
        reasonRequired: true,
        danger: false,
        fields: [{ name: 'firstName', type: 'text', required: true, max: 60, from: 'firstName' }],
      },
      {
        name: 'leave-note',
        scope: 'collection',
        privilege: 'content:write',
        reasonRequired: false,
        danger: false,
        fields: [{ name: 'text', type: 'text', required: true, max: 100 }],
      },
    ]);
  });
});
