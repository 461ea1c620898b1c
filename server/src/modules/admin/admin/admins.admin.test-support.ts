import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@fleetcare/shared';
import { users } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { grantAdminRole } from '../admin-roles.service.ts';

/** Samples of the admins resource's actions for the generated authorization test (not a test file itself). */

/** An account straight in the database, holding these admin roles (none: a plain customer). */
async function insertAccount(t: TestApp, roles: AdminRole[]) {
  const [row] = await t.deps.db
    .insert(users)
    .values({
      email: `admin.sample.${randomUUID()}@example.com`,
      firstName: 'Halima',
      lastName: 'Sule',
      emailVerifiedAt: t.deps.now(),
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('account not created');
  await t.deps.db.transaction(async (tx) => {
    for (const role of roles) await grantAdminRole(tx, { userId: row.id, role, grantedBy: null });
  });
  return row;
}

/** grant-role's sample: a support admin given finance too. */
export async function grantRoleSample(t: TestApp) {
  const admin = await insertAccount(t, ['support']);
  return { recordId: admin.id, input: { role: 'finance' }, reason: 'Covers refunds while the finance team is away.' };
}

/** revoke-role's sample: an admin holding support and content loses content. */
export async function revokeRoleSample(t: TestApp) {
  const admin = await insertAccount(t, ['support', 'content']);
  return { recordId: admin.id, input: { role: 'content' }, reason: 'Moved to the support team only.' };
}

/** add-admin's sample: an existing customer account made a support admin. */
export async function addAdminSample(t: TestApp) {
  const person = await insertAccount(t, []);
  return { input: { email: person.email, role: 'support' }, reason: 'Joined the support team.' };
}
