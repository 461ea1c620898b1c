import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type AdminRole } from '@fleetcare/shared';
import { adminAuditLog, oneTimeTokens, securityEvents, sessions, users } from '../../../db/schema/index.ts';
import { grantAdminRoles, signInAdmin } from '../../../../test/admin-helpers.ts';
import { latestMessage, signIn, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import {
  connect,
  nextEvent,
  sessionCookieFor,
  startLiveServer,
  type LiveServer,
} from '../../../../test/socket-helpers.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../../test/test-app.ts';
import { insertCustomer } from './users.admin.test-support.ts';

/*
 * The users resource through the admin API: the list and record (no credential ever leaves the server), and the
 * suspend, reinstate and resend-confirmation actions with their refusals, replays and audit rows.
 */

const ACTION = '/api/custom-admin/run-action/users';
const LIST = '/api/custom-admin/get-resources-list/users';
const RECORD = '/api/custom-admin/get-resource-record/users';
const REASON = 'Chargebacks on three top-ups';

let t: TestApp;
let live: LiveServer;
let operations: Awaited<ReturnType<typeof signInAdmin>>;
let support: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  live = await startLiveServer(t.app, t.deps);
  operations = await signInAdmin(t, ['operations']);
  support = await signInAdmin(t, ['support']);
}, 60_000);
afterAll(async () => {
  await live.close();
  await t.close();
});

const newKey = () => randomUUID().replace(/-/g, '');

function act(
  agent: request.Agent | request.SuperTest<request.Test>,
  action: string,
  body: { recordId?: string; reason?: string; idempotencyKey?: string; input?: Record<string, unknown> },
) {
  return agent.post(`${ACTION}/${action}`).send({ idempotencyKey: newKey(), input: {}, ...body });
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function auditRows(recordId: string, action: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.recordId, recordId), eq(adminAuditLog.action, action)));
}

describe('the users list and record', () => {
  it('finds an account by the start of its e-mail, filters the suspended, and never shows a credential', async () => {
    const customer = await insertCustomer(t, {
      email: `prefix-${randomUUID().slice(0, 6)}@example.com`,
      passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$secret',
      totpSecret: 'encrypted-totp-secret',
      suspendedAt: new Date(),
      suspendedReason: REASON,
    });
    const found = await operations.agent
      .get(LIST)
      .query({ q: customer.email.slice(0, 13), filter: JSON.stringify({ suspended: { equals: true } }) })
      .expect(200);
    expect(found.body.data.items.map((row: { _id: string }) => row._id)).toEqual([customer.id]);
    const record = await operations.agent.get(`${RECORD}/${customer.id}`).expect(200);
    expect(record.body.data.record).toMatchObject({
      email: customer.email,
      suspended: true,
      suspendedReason: REASON,
      twoFactor: false,
    });
    expect(record.body.data.actions).toEqual(['reinstate']);
    const text = JSON.stringify(record.body);
    for (const secret of ['argon2id', 'encrypted-totp-secret', 'passwordHash', 'totpSecret', 'failedLoginCount']) {
      expect(text).not.toContain(secret);
    }
  });

  it('when the caller is signed out, then 401; when they are a customer, then 403', async () => {
    await request(t.app).get(LIST).expect(401);
    const { agent } = await signUpAndSignIn(t);
    await agent.get(LIST).expect(403);
  });
});

describe('suspend', () => {
  it('suspends the account, ends its sessions, tells its open tab why, and writes the audit row with before and after', async () => {
    const customer = await signUpAndSignIn(t);
    const laptop = await sessionCookieFor(t.deps, customer.user._id);
    const socket = await connect(live.url, { Cookie: laptop.cookie });
    try {
      const heard = nextEvent(socket, serverEvents.SESSION_ENDED);
      const res = await act(operations.agent, 'suspend', { recordId: customer.user._id, reason: REASON }).expect(200);

      expect(res.body.data).toMatchObject({ replayed: false, record: { _id: customer.user._id, suspended: true } });
      expect(await heard).toEqual({ reason: 'suspended', detail: REASON });
    } finally {
      socket.close();
    }
    const row = await userRow(customer.user._id);
    expect(row.suspendedReason).toBe(REASON);
    expect((await customer.agent.get('/api/users/get-user').expect(401)).body.detail).toBe('Invalid token.');
    const signInAgain = await signIn(t, customer.user.email, customer.password);
    expect(signInAgain.res.status).toBe(403);
    expect(signInAgain.res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', detail: REASON });

    const [audit, ...more] = await auditRows(customer.user._id, 'suspend');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ adminId: operations.user._id, resource: 'users', reason: REASON });
    expect(audit?.changes).toEqual({
      suspendedAt: { before: null, after: row.suspendedAt?.toISOString() },
      suspendedReason: { before: null, after: REASON },
      liveSessions: { before: 2, after: 0 },
    });
  });

  it('when the same request is sent again, then it answers replayed and nothing happens a second time', async () => {
    const customer = await insertCustomer(t);
    const idempotencyKey = newKey();
    await act(operations.agent, 'suspend', { recordId: customer.id, reason: REASON, idempotencyKey }).expect(200);
    const again = await act(operations.agent, 'suspend', {
      recordId: customer.id,
      reason: REASON,
      idempotencyKey,
    }).expect(200);
    expect(again.body.data).toMatchObject({ replayed: true, record: { suspended: true } });
    expect(await auditRows(customer.id, 'suspend')).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, customer.id), eq(securityEvents.type, 'account-suspended')));
    expect(events).toHaveLength(1);
  });

  it('when no reason is given, then 400 on the reason and the account is untouched', async () => {
    const customer = await insertCustomer(t);
    const res = await act(operations.agent, 'suspend', { recordId: customer.id }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { reason: 'validation:reasonRequired' },
    });
    expect((await userRow(customer.id)).suspendedAt).toBeNull();
  });

  it('when the caller is signed out or lacks users:suspend, then 401 or 403 and the account is untouched', async () => {
    const customer = await insertCustomer(t);
    await request(t.app)
      .post(`${ACTION}/suspend`)
      .send({ recordId: customer.id, reason: REASON, idempotencyKey: newKey(), input: {} })
      .expect(401);
    const refused = await act(support.agent, 'suspend', { recordId: customer.id, reason: REASON }).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await userRow(customer.id)).suspendedAt).toBeNull();
    expect(await auditRows(customer.id, 'suspend')).toHaveLength(0);
  });

  it('when the account does not exist, then 404', async () => {
    const res = await act(operations.agent, 'suspend', { recordId: randomUUID(), reason: REASON }).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('when the account is already suspended, or is the admin’s own, then 409 ACTION_NOT_APPLICABLE', async () => {
    const customer = await insertCustomer(t, { suspendedAt: new Date(), suspendedReason: 'Earlier reason' });
    const again = await act(operations.agent, 'suspend', { recordId: customer.id, reason: REASON }).expect(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect((await userRow(customer.id)).suspendedReason).toBe('Earlier reason');

    const self = await act(operations.agent, 'suspend', { recordId: operations.user._id, reason: REASON }).expect(409);
    expect(self.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect((await userRow(operations.user._id)).suspendedAt).toBeNull();
  });

  it('when the account holds an admin role, then only a super admin may suspend it', async () => {
    const other = await insertCustomer(t);
    await grantAdminRoles(t, other.id, ['support' satisfies AdminRole]);
    const refused = await act(operations.agent, 'suspend', { recordId: other.id, reason: REASON }).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await userRow(other.id)).suspendedAt).toBeNull();

    const superAdmin = await signInAdmin(t, ['super-admin']);
    await act(superAdmin.agent, 'suspend', { recordId: other.id, reason: REASON }).expect(200);
    expect((await userRow(other.id)).suspendedAt).toBeInstanceOf(Date);
  });
});

describe('reinstate', () => {
  it('lifts the suspension (audit row with before and after) and the user can sign in again', async () => {
    const customer = await signUpAndSignIn(t);
    await act(operations.agent, 'suspend', { recordId: customer.user._id, reason: REASON }).expect(200);
    const suspendedAt = (await userRow(customer.user._id)).suspendedAt;

    const res = await act(operations.agent, 'reinstate', {
      recordId: customer.user._id,
      reason: 'The bank confirmed the top-ups',
    }).expect(200);
    expect(res.body.data.record).toMatchObject({ suspended: false, suspendedReason: null });
    const [audit] = await auditRows(customer.user._id, 'reinstate');
    expect(audit?.changes).toEqual({
      suspendedAt: { before: suspendedAt?.toISOString(), after: null },
      suspendedReason: { before: REASON, after: null },
    });
    expect((await signIn(t, customer.user.email, customer.password)).res.status).toBe(200);
    // The sessions the suspension ended stay ended.
    await customer.agent.get('/api/users/get-user').expect(401);
  });

  it('when the account is not suspended, then 409; without a reason, then 400', async () => {
    const customer = await insertCustomer(t);
    const res = await act(operations.agent, 'reinstate', { recordId: customer.id, reason: 'Why not' }).expect(409);
    expect(res.body.code).toBe('ACTION_NOT_APPLICABLE');
    await act(operations.agent, 'reinstate', { recordId: customer.id }).expect(400);
  });
});

describe('resend-confirmation', () => {
  it('e-mails a new confirmation link (the earlier one stops working) and records it', async () => {
    const unconfirmed = await insertCustomer(t, { emailVerifiedAt: null });
    const res = await act(support.agent, 'resend-confirmation', { recordId: unconfirmed.id }).expect(200);
    expect(res.body.data.replayed).toBe(false);
    const message = await latestMessage(t, unconfirmed.email, 'verify-email');
    expect(message.subject).toBe('Confirm your email address for FleetCare');
    const tokens = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, unconfirmed.id), eq(oneTimeTokens.purpose, 'verify-email')));
    expect(tokens).toHaveLength(1);

    await act(support.agent, 'resend-confirmation', { recordId: unconfirmed.id }).expect(200);
    const live = (
      await t.database.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, unconfirmed.id), eq(oneTimeTokens.purpose, 'verify-email')))
    ).filter((token) => !token.usedAt);
    expect(live).toHaveLength(1);
    const [audit] = await auditRows(unconfirmed.id, 'resend-confirmation');
    expect(audit?.changes).toEqual({ confirmationEmail: { before: null, after: unconfirmed.email } });
  });

  it('when the address is already confirmed, then 409 and nothing is sent', async () => {
    const confirmed = await insertCustomer(t);
    const res = await act(support.agent, 'resend-confirmation', { recordId: confirmed.id }).expect(409);
    expect(res.body.code).toBe('ACTION_NOT_APPLICABLE');
    await expect(latestMessage(t, confirmed.email, 'verify-email')).rejects.toThrow();
  });

  it('when the caller is a content admin (no users privileges), then 403', async () => {
    const unconfirmed = await insertCustomer(t, { emailVerifiedAt: null });
    const content = await signInAdmin(t, ['content']);
    await act(content.agent, 'resend-confirmation', { recordId: unconfirmed.id }).expect(403);
    await expect(latestMessage(t, unconfirmed.email, 'verify-email')).rejects.toThrow();
  });
});

describe('security events', () => {
  it('lists one account’s security log, newest first, read-only', async () => {
    const customer = await signUpAndSignIn(t);
    await act(operations.agent, 'suspend', { recordId: customer.user._id, reason: REASON }).expect(200);
    const res = await operations.agent
      .get('/api/custom-admin/get-resources-list/security-events')
      .query({ filter: JSON.stringify({ userId: { equals: customer.user._id } }) })
      .expect(200);
    expect(res.body.data.items.map((row: { type: string }) => row.type)).toEqual([
      'account-suspended',
      'email-verified',
      'signup',
    ]);
    const sessionRows = await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.user._id));
    expect(sessionRows.every((row) => row.revokedReason === 'suspended')).toBe(true);
  });
});
