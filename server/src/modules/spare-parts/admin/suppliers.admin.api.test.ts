import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow, SupplierStatus } from '@fleetcare/shared';
import {
  adminAuditLog,
  notifications,
  supplierProfileEvents,
  supplierProfiles,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { insertSupplier } from './suppliers.admin.test-support.ts';

/*
 * The admins' review of spare-parts suppliers through the panel's calls: the queue's order, search and filters,
 * what a record shows, and the review's steps (where the process allows them, with the reason the supplier reads,
 * audited, replayable, the supplier told), refused to an admin without the review privilege.
 */

const RESOURCE = 'suppliers';
const LIST = `/api/custom-admin/get-resources-list/${RESOURCE}`;
const RECORD = `/api/custom-admin/get-resource-record/${RESOURCE}`;
const ACTION = `/api/custom-admin/run-action/${RESOURCE}`;
const HOUR = 3_600_000;

type Admin = { agent: ReturnType<typeof request.agent>; id: string };
let t: TestApp;
/** Operations: reads and reviews suppliers. */
let reviewer: Admin;
/** Support: reads suppliers only. */
let reader: Admin;

async function adminAgent(roles: Parameters<typeof signInAdmin>[1]): Promise<Admin> {
  const signedIn = await signInAdmin(t, roles);
  return { agent: signedIn.agent, id: signedIn.user._id };
}

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  reviewer = await adminAgent(['operations']);
  reader = await adminAgent(['support']);
}, 60_000);
afterAll(() => t?.close());

const ago = (hours: number) => new Date(t.deps.now().getTime() - hours * HOUR);

async function profileOf(userId: string) {
  const [row] = await t.deps.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId));
  return row;
}
const eventsOf = (userId: string) =>
  t.deps.db.select().from(supplierProfileEvents).where(eq(supplierProfileEvents.userId, userId));
const noticesOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
const auditRowsOf = (userId: string, action: string) =>
  t.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.recordId, userId), eq(adminAuditLog.action, action)));

function runAction(
  agent: ReturnType<typeof request.agent>,
  action: string,
  body: { recordId: string; reason?: string; idempotencyKey?: string },
) {
  return agent
    .post(`${ACTION}/${action}`)
    .send({ idempotencyKey: randomUUID().replaceAll('-', ''), input: {}, ...body });
}

const ids = async (agent: Admin['agent'], query: Record<string, string>) =>
  ((await agent.get(LIST).query(query).expect(200)).body.data.items as AdminRow[]).map((row) => row._id);

describe('the queue', () => {
  it('lists submitted profiles, the longest waiting first (an approved supplier’s changes by when they were sent), then the rest; drafts never', async () => {
    const businessName = `Queue Spares ${randomUUID().slice(0, 6)}`;
    const late = await insertSupplier(t, { status: 'submitted', businessName, submittedAt: ago(2) });
    const changes = await insertSupplier(t, {
      status: 'approved',
      businessName,
      submittedAt: ago(900),
      changesUnderReview: true,
      changesSubmittedAt: ago(4),
    });
    const early = await insertSupplier(t, { status: 'submitted', businessName, submittedAt: ago(3) });
    const approved = await insertSupplier(t, { status: 'approved', businessName, submittedAt: ago(800) });
    const rejected = await insertSupplier(t, { status: 'rejected', businessName, submittedAt: ago(700) });
    await insertSupplier(t, { status: 'draft', businessName });

    const res = await reader.agent.get(LIST).query({ q: businessName }).expect(200);
    const listed = (res.body.data.items as AdminRow[]).map((row) => row._id);
    expect(res.body.data.total).toBe(5);
    expect(listed.slice(0, 3)).toEqual([changes.user.id, early.user.id, late.user.id]);
    expect(new Set(listed.slice(3))).toEqual(new Set([approved.user.id, rejected.user.id]));
    expect(res.body.data.items[1]).toMatchObject({
      businessName,
      status: 'submitted',
      state: 'Lagos',
      partCategories: ['brakes', 'filters'],
    });
  });

  it('searches by business name, CAC number and e-mail, and filters by status, state, delivery state and category', async () => {
    const businessName = `Filter Spares ${randomUUID().slice(0, 6)}`;
    const kano = await insertSupplier(t, {
      status: 'submitted',
      businessName,
      cacNumber: 'BN 7654321',
      state: 'Kano',
      deliveryStates: ['Kano', 'Kaduna'],
      partCategories: ['tyres'],
    });
    const lagos = await insertSupplier(t, { status: 'approved', businessName });
    expect(await ids(reader.agent, { q: '7654321' })).toEqual([kano.user.id]);
    expect(await ids(reader.agent, { q: kano.user.email.slice(0, 20) })).toEqual([kano.user.id]);
    const only = (filter: Record<string, unknown>) =>
      ids(reader.agent, { q: businessName, filter: JSON.stringify(filter) });
    expect(await only({ status: { in: ['approved'] } })).toEqual([lagos.user.id]);
    expect(await only({ state: { equals: 'Kano' } })).toEqual([kano.user.id]);
    expect(await only({ deliveryStates: { in: ['Kaduna'] } })).toEqual([kano.user.id]);
    expect(await only({ partCategories: { in: ['brakes'] } })).toEqual([lagos.user.id]);
    await reader.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ status: { in: ['draft'] } }) })
      .expect(400);
  });

  it('the home page counts the suppliers waiting and the changes to review', async () => {
    const count = (body: { data: { counters: { key: string; count: number }[] } }, key: string) =>
      body.data.counters.find((counter) => counter.key === key)?.count ?? -1;
    const before = (await reader.agent.get('/api/custom-admin/get-overview').expect(200)).body;
    await insertSupplier(t, { status: 'submitted' });
    await insertSupplier(t, { status: 'approved', changesUnderReview: true, changesSubmittedAt: ago(1) });
    await insertSupplier(t, { status: 'approved' });
    const after = (await reader.agent.get('/api/custom-admin/get-overview').expect(200)).body;
    expect(count(after, 'suppliers-waiting')).toBe(count(before, 'suppliers-waiting') + 1);
    expect(count(after, 'supplier-changes-to-review')).toBe(count(before, 'supplier-changes-to-review') + 1);
  });
});

describe('a supplier’s record', () => {
  it('shows the whole profile with its history, and the steps the process offers to a reviewer only', async () => {
    const { user } = await insertSupplier(t, { status: 'submitted', cacNumber: 'RC 1456789' });
    const res = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(res.body.data.record).toMatchObject({
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      contactName: 'Aisha Bello',
      addressLine: '14 Ladipo Street',
      town: 'Mushin',
      point: '6.5355, 3.3506',
      deliveryStates: ['Lagos', 'Ogun'],
      brands: ['toyota', 'honda'],
      grades: ['new-oem', 'tokunbo'],
    });
    expect(res.body.data.actions).toEqual(['approve', 'reject']);
    const read = await reader.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(read.body.data.actions).toEqual([]);
  });

  it('every read of a profile is in the audit log', async () => {
    const { user } = await insertSupplier(t, { status: 'submitted' });
    await reader.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(await auditRowsOf(user.id, 'read')).toHaveLength(1);
  });

  it('a draft, or an id that is no profile, is not found', async () => {
    const { user } = await insertSupplier(t, { status: 'draft' });
    await reader.agent.get(`${RECORD}/${user.id}`).expect(404);
    await reader.agent.get(`${RECORD}/${randomUUID()}`).expect(404);
  });
});

const steps: {
  action: string;
  from: SupplierStatus;
  to: SupplierStatus;
  reason?: string;
  changesUnderReview?: boolean;
  notFrom: SupplierStatus;
  notice: RegExp;
}[] = [
  { action: 'approve', from: 'submitted', to: 'approved', notFrom: 'rejected', notice: /profile is approved/ },
  {
    action: 'reject',
    from: 'submitted',
    to: 'rejected',
    reason: 'The CAC number belongs to another business.',
    notFrom: 'approved',
    notice: /not approved\. Reason: "The CAC number belongs to another business\."/,
  },
  {
    action: 'accept-changes',
    from: 'approved',
    to: 'approved',
    changesUnderReview: true,
    notFrom: 'submitted',
    notice: /checked and accepted/,
  },
];

describe.each(steps)('$action', (step) => {
  const make = (status: SupplierStatus) =>
    insertSupplier(t, {
      status,
      changesUnderReview: step.changesUnderReview ?? false,
      changesSubmittedAt: step.changesUnderReview ? ago(1) : null,
    });

  it(`takes the profile from ${step.from} to ${step.to}, audited, and tells the supplier; a replay has no second effect`, async () => {
    const { user } = await make(step.from);
    const eventsBefore = (await eventsOf(user.id)).length;
    const idempotencyKey = randomUUID().replaceAll('-', '');
    const body = { recordId: user.id, reason: step.reason, idempotencyKey };
    const res = await runAction(reviewer.agent, step.action, body).expect(200);
    expect(res.body.data).toMatchObject({ replayed: false, record: { status: step.to } });
    const replay = await runAction(reviewer.agent, step.action, body).expect(200);
    expect(replay.body.data.replayed).toBe(true);

    expect(await profileOf(user.id)).toMatchObject({
      status: step.to,
      reviewedBy: reviewer.id,
      changesUnderReview: false,
      decisionMessage: step.reason ?? null,
    });
    const events = await eventsOf(user.id);
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toMatchObject({ status: step.to, adminId: reviewer.id, reason: step.reason ?? null });
    const [audit, ...more] = await auditRowsOf(user.id, step.action);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ adminId: reviewer.id, resource: RESOURCE, reason: step.reason ?? null });
    expect(audit?.changes).toHaveProperty('reviewedBy');
    const notices = await noticesOf(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ actionPath: '/dashboard/settings/supplier-profile' });
    expect(notices[0]?.message).toMatch(step.notice);
  });

  it(`is not offered from ${step.notFrom} and is refused with 409 naming the status, changing nothing`, async () => {
    const { user } = await make(step.notFrom);
    const before = await profileOf(user.id);
    const record = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(record.body.data.actions).not.toContain(step.action);
    const res = await runAction(reviewer.agent, step.action, { recordId: user.id, reason: step.reason }).expect(409);
    expect(res.body).toMatchObject({ code: 'SUPPLIER_STATUS_CONFLICT', detail: step.notFrom });
    expect(await profileOf(user.id)).toEqual(before);
    expect(await auditRowsOf(user.id, step.action)).toEqual([]);
    expect(await noticesOf(user.id)).toEqual([]);
  });

  if (step.reason) {
    it('needs the reason the supplier reads', async () => {
      const { user } = await make(step.from);
      const res = await runAction(reviewer.agent, step.action, { recordId: user.id, reason: '  ' }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('reason');
      expect((await profileOf(user.id))?.status).toBe(step.from);
    });
  }

  it('is refused with 403 to an admin without the review privilege, changing nothing and auditing nothing', async () => {
    const { user } = await make(step.from);
    const before = await profileOf(user.id);
    const res = await runAction(reader.agent, step.action, { recordId: user.id, reason: step.reason }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await profileOf(user.id)).toEqual(before);
    expect(await auditRowsOf(user.id, step.action)).toEqual([]);
  });

  it('on an id that is no profile, then 404', async () => {
    await runAction(reviewer.agent, step.action, { recordId: randomUUID(), reason: step.reason }).expect(404);
  });
});

describe('approve', () => {
  it('makes sure the account holds the supplier role', async () => {
    const { user } = await insertSupplier(t, { status: 'submitted', roles: ['customer'] });
    await runAction(reviewer.agent, 'approve', { recordId: user.id }).expect(200);
    const [account] = await t.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, user.id));
    expect(account?.roles).toEqual(['customer', 'supplier']);
  });
});

describe('accept-changes', () => {
  it('is not offered, and is refused, for an approved supplier with no changes waiting', async () => {
    const { user } = await insertSupplier(t, { status: 'approved' });
    const record = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(record.body.data.actions).toEqual([]);
    const res = await runAction(reviewer.agent, 'accept-changes', { recordId: user.id }).expect(409);
    expect(res.body.code).toBe('SUPPLIER_STATUS_CONFLICT');
  });
});
