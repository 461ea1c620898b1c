import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow, MaintenanceStatus } from '@fleetcare/shared';
import { adminAuditLog, maintenanceRequests, notifications, quotations } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  insertDispatch,
  insertQuotation,
  insertRequest,
  insertTechnician,
  insertUser,
  ALAUSA,
} from '../maintenance-fixtures.test-support.ts';

/*
 * Maintenance requests in the admin panel: the list's search and filters, the unserved counter's filter, what a
 * list never shows (the exact address), and the cancel action (where it applies, the reason, the quotations
 * declined, the customer and technicians told, audited, replayable).
 */

const RESOURCE = 'maintenance-requests';
const LIST = `/api/custom-admin/get-resources-list/${RESOURCE}`;
const RECORD = `/api/custom-admin/get-resource-record/${RESOURCE}`;
const ACTION = `/api/custom-admin/run-action/${RESOURCE}/cancel`;
const DAY = 86_400_000;

type Agent = ReturnType<typeof request.agent>;
let t: TestApp;
/** Operations: reads and cancels requests. */
let operations: Agent;
let operationsId: string;
/** Support: reads requests only. */
let support: Agent;

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  const signedIn = await signInAdmin(t, ['operations']);
  operations = signedIn.agent;
  operationsId = signedIn.user._id;
  support = (await signInAdmin(t, ['support'])).agent;
}, 60_000);
afterAll(() => t?.close());

const ids = async (query: Record<string, string>) =>
  ((await support.get(LIST).query(query).expect(200)).body.data.items as AdminRow[]).map((row) => row._id);

async function statusOf(id: string): Promise<MaintenanceStatus | undefined> {
  const [row] = await t.deps.db
    .select({ status: maintenanceRequests.status })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id));
  return row?.status;
}

const auditRowsOf = (id: string) =>
  t.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.recordId, id), eq(adminAuditLog.action, 'cancel')));

const noticesOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

function cancel(agent: Agent, body: { recordId: string; reason?: string; idempotencyKey?: string }) {
  return agent.post(ACTION).send({ idempotencyKey: randomUUID().replaceAll('-', ''), input: {}, ...body });
}

describe('the list', () => {
  it('shows requests newest first, with the customer, vehicle, place and dispatch, never the address line', async () => {
    const customer = await insertUser(t, { emailPrefix: `list${randomUUID().slice(0, 6)}` });
    const older = await insertRequest(t, {
      status: 'open',
      customerId: customer.id,
      createdAt: new Date(t.deps.now().getTime() - DAY),
      dispatchRound: 1,
    });
    const newer = await insertRequest(t, { status: 'draft', customerId: customer.id });
    const technicianId = await insertTechnician(t, ALAUSA);
    await insertDispatch(t, older.id, technicianId);
    await insertQuotation(t, older.id, technicianId);

    const res = await support.get(LIST).query({ q: customer.email }).expect(200);
    const items = res.body.data.items as AdminRow[];
    expect(items.map((row) => row._id)).toEqual([newer.id, older.id]);
    expect(items[1]).toMatchObject({
      status: 'open',
      customerEmail: customer.email,
      town: 'Ikeja',
      state: 'Lagos',
      services: ['brake-repair'],
      techniciansAsked: 1,
      liveQuotations: 1,
    });
    expect(String(items[1]?.vehicle)).toMatch(/^Toyota Corolla 2016 · LAG/);
    expect(items[1]).not.toHaveProperty('addressLine');
    expect(items[1]).not.toHaveProperty('landmark');
    const record = await support.get(`${RECORD}/${older.id}`).expect(200);
    expect(record.body.data.record).toMatchObject({ addressLine: '14 Obafemi Awolowo Way' });
  });

  it('searches by the customer’s e-mail and the town, and filters by status, state, created date and unserved', async () => {
    const town = `Town${randomUUID().slice(0, 6)}`;
    const kano = await insertRequest(t, { status: 'open', town, state: 'Kano' });
    const quoted = await insertRequest(t, { status: 'quoted', town, dispatchRound: 1 });
    const old = await insertRequest(t, {
      status: 'expired',
      town,
      createdAt: new Date(t.deps.now().getTime() - 10 * DAY),
    });
    await insertDispatch(t, quoted.id, await insertTechnician(t, ALAUSA));

    expect((await ids({ q: town })).sort()).toEqual([kano.id, quoted.id, old.id].sort());
    const only = (filter: Record<string, unknown>) => ids({ q: town, filter: JSON.stringify(filter) });
    expect((await only({ status: { in: ['open', 'quoted'] } })).sort()).toEqual([kano.id, quoted.id].sort());
    expect(await only({ state: { equals: 'Kano' } })).toEqual([kano.id]);
    const since = new Date(t.deps.now().getTime() - DAY).toISOString();
    expect((await only({ createdAt: { from: since } })).sort()).toEqual([kano.id, quoted.id].sort());
    // Open and nobody asked: the home page's counter.
    expect(await only({ unserved: { equals: true } })).toEqual([kano.id]);
  });

  it('lists a request’s dispatches and quotations in its related sections', async () => {
    const request = await insertRequest(t, { status: 'quoted', dispatchRound: 1 });
    const technicianId = await insertTechnician(t, ALAUSA);
    await insertDispatch(t, request.id, technicianId);
    const quotation = await insertQuotation(t, request.id, technicianId);
    const record = await support.get(`${RECORD}/${request.id}`).expect(200);
    expect(JSON.stringify(record.body.data)).toContain('maintenance-dispatches');
    const filter = JSON.stringify({ requestId: { equals: request.id } });
    const dispatches = await support
      .get('/api/custom-admin/get-resources-list/maintenance-dispatches')
      .query({ filter })
      .expect(200);
    expect(dispatches.body.data.items).toHaveLength(1);
    expect(dispatches.body.data.items[0]).toMatchObject({ round: 1, status: 'offered', distanceKm: 2 });
    const quotes = await support
      .get('/api/custom-admin/get-resources-list/maintenance-quotations')
      .query({ filter })
      .expect(200);
    expect(quotes.body.data.items.map((row: AdminRow) => row._id)).toEqual([quotation.id]);
    expect(quotes.body.data.items[0]).toMatchObject({ status: 'submitted', total: 2_000_000 });
  });

  it('counts the requests nobody can serve on the home page', async () => {
    const res = await operations.get('/api/custom-admin/get-overview').expect(200);
    const counter = (res.body.data.counters as { key: string; count: number }[]).find(
      (entry) => entry.key === 'unserved-requests',
    );
    expect(counter?.count).toBeGreaterThanOrEqual(1);
  });
});

describe('cancel', () => {
  it('cancels an open request: live quotations declined, the customer told with the reason, technicians told, audited, a replay changes nothing', async () => {
    const request = await insertRequest(t, { status: 'quoted', dispatchRound: 1 });
    const asked = await insertTechnician(t, ALAUSA);
    const quoting = await insertTechnician(t, ALAUSA);
    await insertDispatch(t, request.id, asked);
    await insertDispatch(t, request.id, quoting);
    const quotation = await insertQuotation(t, request.id, quoting);
    const record = await operations.get(`${RECORD}/${request.id}`).expect(200);
    expect(record.body.data.actions).toContain('cancel');

    const reason = 'The customer phoned support to call it off.';
    const body = { recordId: request.id, reason, idempotencyKey: randomUUID().replaceAll('-', '') };
    const res = await cancel(operations, body).expect(200);
    expect(res.body.data).toMatchObject({ replayed: false, record: { status: 'canceled', canceledBy: 'admin' } });
    const replay = await cancel(operations, body).expect(200);
    expect(replay.body.data.replayed).toBe(true);

    const [row] = await t.deps.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, request.id));
    expect(row).toMatchObject({ status: 'canceled', canceledBy: 'admin', cancelReason: reason });
    const [declined] = await t.deps.db.select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(declined?.status).toBe('declined');
    const [audit, ...more] = await auditRowsOf(request.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ adminId: operationsId, resource: RESOURCE, reason });
    const customerNotices = await noticesOf(request.customerId);
    expect(customerNotices).toHaveLength(1);
    expect(customerNotices[0]?.message).toContain(reason);
    expect(await noticesOf(asked)).toHaveLength(1);
    expect(await noticesOf(quoting)).toHaveLength(1);
  });

  it('needs a reason', async () => {
    const request = await insertRequest(t, { status: 'open' });
    const res = await cancel(operations, { recordId: request.id, reason: '  ' }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('reason');
    expect(await statusOf(request.id)).toBe('open');
  });

  it.each(['booked', 'expired', 'canceled'] as const)(
    'is not offered for a %s request and is refused with 409 ACTION_NOT_APPLICABLE, changing nothing',
    async (status) => {
      const request = await insertRequest(t, { status });
      const record = await operations.get(`${RECORD}/${request.id}`).expect(200);
      expect(record.body.data.actions).not.toContain('cancel');
      const res = await cancel(operations, { recordId: request.id, reason: 'Too late.' }).expect(409);
      expect(res.body).toMatchObject({ code: 'ACTION_NOT_APPLICABLE', detail: status });
      expect(await statusOf(request.id)).toBe(status);
      expect(await auditRowsOf(request.id)).toEqual([]);
      expect(await noticesOf(request.customerId)).toEqual([]);
    },
  );

  it('is refused to an admin who only reads requests', async () => {
    const request = await insertRequest(t, { status: 'open' });
    await cancel(support, { recordId: request.id, reason: 'No.' }).expect(403);
    expect(await statusOf(request.id)).toBe('open');
  });
});
