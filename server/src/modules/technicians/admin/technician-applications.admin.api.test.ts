import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow, TechnicianStatus } from '@fleetcare/shared';
import {
  adminAuditLog,
  notifications,
  serviceTypes,
  technicianApplicationEvents,
  technicianProfiles,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { insertApplication } from './technician-applications.admin.test-support.ts';

/*
 * The admin review of technician applications through the panel's calls: the queue's order and search, what the
 * record shows (the whole application, papers through ten-minute links), the review's steps (where the process
 * allows them, with the applicant's message, audited, replayable, the applicant told), and a pending application
 * that an admin who may review opens going into review once.
 */

const RESOURCE = 'technician-applications';
const LIST = `/api/custom-admin/get-resources-list/${RESOURCE}`;
const RECORD = `/api/custom-admin/get-resource-record/${RESOURCE}`;
const EXPORT = `/api/custom-admin/export-resources-list/${RESOURCE}`;
const ACTION = `/api/custom-admin/run-action/${RESOURCE}`;
const HOUR = 3_600_000;

let t: TestApp;
type Admin = { agent: ReturnType<typeof request.agent>; id: string };
/** Operations: reads and reviews applications. */
let reviewer: Admin;
/** Support: reads applications only. */
let reader: Admin;

async function adminAgent(t: TestApp, roles: Parameters<typeof signInAdmin>[1]): Promise<Admin> {
  const signedIn = await signInAdmin(t, roles);
  return { agent: signedIn.agent, id: signedIn.user._id };
}

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  reviewer = await adminAgent(t, ['operations']);
  reader = await adminAgent(t, ['support']);
}, 60_000);
afterAll(() => t?.close());

const ago = (hours: number) => new Date(t.deps.now().getTime() - hours * HOUR);

async function statusOf(userId: string): Promise<TechnicianStatus | undefined> {
  const [row] = await t.deps.db
    .select({ status: technicianProfiles.status })
    .from(technicianProfiles)
    .where(eq(technicianProfiles.userId, userId));
  return row?.status;
}

const eventsOf = (userId: string) =>
  t.deps.db.select().from(technicianApplicationEvents).where(eq(technicianApplicationEvents.userId, userId));

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

describe('the queue', () => {
  it('lists submitted applications, the longest waiting first (an approved technician’s changes by when they were sent), then the rest; drafts never', async () => {
    const lastName = `Queue${randomUUID().slice(0, 6)}`;
    const inReview = await insertApplication(t, { status: 'in-review', lastName, submittedAt: ago(2) });
    const changesAt = ago(4);
    const changes = await insertApplication(t, {
      status: 'approved',
      lastName,
      submittedAt: ago(900),
      changesUnderReview: true,
      changesSubmittedAt: changesAt,
    });
    const pending = await insertApplication(t, { status: 'pending', lastName, submittedAt: ago(3) });
    const approved = await insertApplication(t, { status: 'approved', lastName, submittedAt: ago(800) });
    const rejected = await insertApplication(t, { status: 'rejected', lastName, submittedAt: ago(700) });
    await insertApplication(t, { status: 'incomplete', lastName });

    const res = await reader.agent.get(LIST).query({ q: lastName }).expect(200);
    const ids = res.body.data.items.map((row: AdminRow) => row._id);
    expect(res.body.data.total).toBe(5);
    expect(ids.slice(0, 3)).toEqual([changes.user.id, pending.user.id, inReview.user.id]);
    expect(new Set(ids.slice(3))).toEqual(new Set([approved.user.id, rejected.user.id]));
    const first = res.body.data.items[0] as AdminRow;
    expect(first).toMatchObject({
      name: `Chinedu ${lastName}`,
      status: 'approved',
      changesUnderReview: true,
      waitingSince: changesAt.toISOString(),
      trades: ['general-mechanic'],
      baseState: 'Lagos',
      referencesConfirmed: 1,
    });
    expect(res.body.data.items[3].waitingSince).toBeNull();
    // The full NIN and the photo never come with a list.
    expect(first).not.toHaveProperty('nin');
    expect(first).not.toHaveProperty('photo');
  });

  it('searches by name, e-mail and phone, and filters by status, state and trade', async () => {
    const lastName = `Filter${randomUUID().slice(0, 6)}`;
    const kano = await insertApplication(t, {
      status: 'pending',
      lastName,
      state: 'Kano',
      trades: ['auto-electrician', 'diagnostics'],
    });
    const lagos = await insertApplication(t, { status: 'in-review', lastName });
    const ids = async (query: Record<string, string>) =>
      ((await reader.agent.get(LIST).query(query).expect(200)).body.data.items as AdminRow[]).map((row) => row._id);

    expect(await ids({ q: kano.user.email.slice(0, 20) })).toEqual([kano.user.id]);
    expect(await ids({ q: kano.user.phoneNumber?.slice(-7) ?? '' })).toEqual([kano.user.id]);
    const only = (filter: Record<string, unknown>) => ids({ q: lastName, filter: JSON.stringify(filter) });
    expect(await only({ status: { in: ['in-review'] } })).toEqual([lagos.user.id]);
    expect(await only({ baseState: { equals: 'Kano' } })).toEqual([kano.user.id]);
    expect(await only({ trades: { in: ['diagnostics'] } })).toEqual([kano.user.id]);
    await reader.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ baseState: { equals: 'Atlantis' } }) })
      .expect(400);
  });

  it('an export has the queue’s fields but no NIN and no file', async () => {
    const { user } = await insertApplication(t, { status: 'pending', lastName: `Export${randomUUID().slice(0, 6)}` });
    const csv = await reader.agent.get(EXPORT).query({ q: user.lastName }).buffer(true).expect(200);
    const [header, row] = String(csv.text).replace('\uFEFF', '').split('\r\n');
    expect(header?.split(',')).toEqual(expect.arrayContaining(['name', 'status', 'waitingSince', 'trades']));
    expect(header?.split(',')).not.toContain('nin');
    expect(header?.split(',')).not.toContain('photo');
    expect(row).toContain(user.lastName);
    expect(csv.text).not.toContain('12345678901');
  });

  it('the home page counts the applications waiting and the changes to review', async () => {
    const before = await reader.agent.get('/api/custom-admin/get-overview').expect(200);
    const count = (body: { data: { counters: { key: string; count: number }[] } }, key: string) =>
      body.data.counters.find((counter) => counter.key === key)?.count ?? -1;
    await insertApplication(t, { status: 'pending' });
    await insertApplication(t, { status: 'approved', changesUnderReview: true, changesSubmittedAt: ago(1) });
    await insertApplication(t, { status: 'approved' });
    const after = await reader.agent.get('/api/custom-admin/get-overview').expect(200);
    expect(count(after.body, 'applications-waiting')).toBe(count(before.body, 'applications-waiting') + 1);
    expect(count(after.body, 'changes-to-review')).toBe(count(before.body, 'changes-to-review') + 1);
  });
});

describe('an application’s record', () => {
  it('shows the whole application with the full NIN, the papers as links that work ten minutes, the references’ answers and the history', async () => {
    await t.deps.db
      .insert(serviceTypes)
      .values({
        slug: 'brake-repair',
        kind: 'maintenance',
        texts: {
          en: { name: 'Brake repair', summary: 'Pads, discs and fluid.', includes: [] },
          nb: { name: 'Bremsereparasjon', summary: 'Klosser, skiver og væske.', includes: [] },
        },
        priceRanges: [],
        durationMinutesMin: 60,
        durationMinutesMax: 120,
      })
      .onConflictDoNothing();
    const { user } = await insertApplication(t, { status: 'in-review' });
    const res = await reader.agent.get(`${RECORD}/${user.id}`).expect(200);
    const record = res.body.data.record as AdminRow;
    expect(record).toMatchObject({
      nin: '12345678901',
      services: ['Brake repair'],
      languages: ['english:fluent', 'igbo:native'],
      baseTown: 'Lekki',
      baseLga: 'Eti-Osa',
      basePoint: '6.4474, 3.4723',
      radiusKm: 15,
      workingDays: ['mon', 'sat'],
      workingHours: '08:00–17:00, 09:00–14:00',
      account: user.id,
    });
    const sections = Object.fromEntries(
      (res.body.data.related as { relation: string; rows: AdminRow[] }[]).map((section) => [section.relation, section]),
    );
    expect(Object.keys(sections)).toEqual(['credentials', 'references', 'history', 'bank-accounts']);
    const papers = sections.credentials?.rows ?? [];
    expect(papers.map((paper) => paper.kind).sort()).toEqual(['id-document', 'trade-test']);
    const idCard = papers.find((paper) => paper.kind === 'id-document');
    const file = idCard?.file as { url: string; image: boolean };
    expect(file.image).toBe(true);
    expect((await request(t.app).get(file.url).expect(200)).headers['content-type']).toBe('image/png');
    const references = sections.references?.rows ?? [];
    expect(references.map((reference) => [reference.name, reference.state])).toEqual(
      expect.arrayContaining([
        ['Bola Adeyemi', 'confirmed'],
        ['Ngozi Eze', 'expired'],
      ]),
    );
    expect(references.find((reference) => reference.state === 'confirmed')?.comment).toBe(
      'He ran my workshop for four years.',
    );
    expect(res.text).not.toContain('tokenHash');
    expect((sections.history?.rows ?? []).map((event) => event.status)).toEqual(['in-review', 'pending']);

    // The paper's own page opens it too; the link stops working after ten minutes.
    const paper = await reader.agent.get(`/api/custom-admin/get-resource-record/technician-credentials/${idCard?._id}`);
    expect(paper.status).toBe(200);
    t.clock.advance(11 * 60_000);
    try {
      await request(t.app).get(file.url).expect(403);
      await request(t.app)
        .get((paper.body.data.record.file as { url: string }).url)
        .expect(403);
    } finally {
      t.clock.reset();
    }
  });

  it('every read of an application is in the audit log', async () => {
    const { user } = await insertApplication(t, { status: 'in-review' });
    await reader.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(await auditRowsOf(user.id, 'read')).toHaveLength(1);
  });

  it('a draft is not found', async () => {
    const { user } = await insertApplication(t, { status: 'incomplete' });
    await reader.agent.get(`${RECORD}/${user.id}`).expect(404);
  });
});

describe('opening a pending application', () => {
  it('as an admin who only reads changes nothing', async () => {
    const { user } = await insertApplication(t, { status: 'pending' });
    const res = await reader.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(res.body.data.record.status).toBe('pending');
    expect(res.body.data.actions).toEqual([]);
    expect(await statusOf(user.id)).toBe('pending');
    expect(await auditRowsOf(user.id, 'start-review')).toEqual([]);
    expect(await noticesOf(user.id)).toEqual([]);
  });

  it('as a reviewer puts it in review once: the record shows it, the history, the audit log and the applicant say so', async () => {
    const { user } = await insertApplication(t, { status: 'pending' });
    const res = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(res.body.data.record).toMatchObject({ status: 'in-review', reviewedBy: reviewer.id });
    expect(res.body.data.actions).toEqual(['approve', 'request-changes', 'reject']);
    await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(await statusOf(user.id)).toBe('in-review');
    expect((await eventsOf(user.id)).filter((event) => event.status === 'in-review')).toHaveLength(1);
    const [audit, ...more] = await auditRowsOf(user.id, 'start-review');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      adminId: reviewer.id,
      resource: RESOURCE,
      changes: { status: { before: 'pending', after: 'in-review' } },
    });
    const notices = await noticesOf(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/reviewing your technician application/);
  });

  it('by two reviewers at the same time puts it in review once', async () => {
    const { user } = await insertApplication(t, { status: 'pending' });
    const second = await adminAgent(t, ['operations']);
    const answers = await Promise.all([
      reviewer.agent.get(`${RECORD}/${user.id}`),
      second.agent.get(`${RECORD}/${user.id}`),
      reviewer.agent.get(`${RECORD}/${user.id}`),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.data?.record.status])).toEqual([
      [200, 'in-review'],
      [200, 'in-review'],
      [200, 'in-review'],
    ]);
    expect((await eventsOf(user.id)).filter((event) => event.status === 'in-review')).toHaveLength(1);
    expect(await auditRowsOf(user.id, 'start-review')).toHaveLength(1);
    expect(await noticesOf(user.id)).toHaveLength(1);
  });
});

interface StepCase {
  action: string;
  from: TechnicianStatus;
  changesUnderReview?: boolean;
  to: TechnicianStatus;
  reason?: string;
  /** A status the step does not apply from. */
  notFrom: TechnicianStatus;
  /** What the applicant's notification says. */
  notice: RegExp;
}

const steps: StepCase[] = [
  { action: 'approve', from: 'in-review', to: 'approved', notFrom: 'rejected', notice: /is approved/ },
  {
    action: 'request-changes',
    from: 'pending',
    to: 'changes-requested',
    reason: 'Upload a sharper photo of your ID card.',
    notFrom: 'approved',
    notice: /needs changes: "Upload a sharper photo of your ID card\."/,
  },
  {
    action: 'reject',
    from: 'in-review',
    to: 'rejected',
    reason: 'The trade test certificate could not be verified.',
    notFrom: 'approved',
    notice: /not approved\. Reason: "The trade test certificate could not be verified\."/,
  },
  {
    action: 'accept-changes',
    from: 'approved',
    changesUnderReview: true,
    to: 'approved',
    notFrom: 'suspended',
    notice: /changes were reviewed and accepted/,
  },
  {
    action: 'suspend',
    from: 'approved',
    to: 'suspended',
    reason: 'Three customers reported no-shows.',
    notFrom: 'rejected',
    notice: /suspended\. Reason: "Three customers reported no-shows\."/,
  },
  {
    action: 'deactivate',
    from: 'suspended',
    to: 'deactivated',
    reason: 'The technician asked to leave.',
    notFrom: 'in-review',
    notice: /deactivated\. Reason: "The technician asked to leave\."/,
  },
  { action: 'reinstate', from: 'deactivated', to: 'approved', notFrom: 'approved', notice: /active again/ },
];

describe.each(steps)('$action', (step) => {
  const make = (status: TechnicianStatus) =>
    insertApplication(t, {
      status,
      changesUnderReview: step.changesUnderReview ?? false,
      changesSubmittedAt: step.changesUnderReview ? ago(1) : null,
    });

  it(`takes the application from ${step.from} to ${step.to}, audited, and tells the applicant; a replay has no second effect`, async () => {
    const { user } = await make(step.from);
    const record = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(record.body.data.actions).toContain(step.action);
    const idempotencyKey = randomUUID().replaceAll('-', '');
    const body = { recordId: user.id, reason: step.reason, idempotencyKey };
    const res = await runAction(reviewer.agent, step.action, body).expect(200);
    expect(res.body.data).toMatchObject({ replayed: false, record: { status: step.to } });
    const replay = await runAction(reviewer.agent, step.action, body).expect(200);
    expect(replay.body.data.replayed).toBe(true);

    expect(await statusOf(user.id)).toBe(step.to);
    // Opening a pending application put it in review first; the step is the one event entering its status.
    const events = (await eventsOf(user.id)).filter(
      (event) => event.adminId === reviewer.id && event.status !== 'in-review',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: step.to, message: step.reason ?? null });
    const [audit, ...more] = await auditRowsOf(user.id, step.action);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ adminId: reviewer.id, resource: RESOURCE, reason: step.reason ?? null });
    const notices = (await noticesOf(user.id)).filter((notice) => !/now reviewing/.test(notice.message));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(step.notice);
    if (step.action === 'approve') {
      const [account] = await t.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, user.id));
      expect(account?.roles).toContain('technician');
    }
  });

  it(`is not offered from ${step.notFrom} and is refused with 409 naming the status, changing nothing`, async () => {
    const { user } = await make(step.notFrom);
    const record = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(record.body.data.actions).not.toContain(step.action);
    const res = await runAction(reviewer.agent, step.action, { recordId: user.id, reason: step.reason }).expect(409);
    expect(res.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: step.notFrom });
    expect(await statusOf(user.id)).toBe(step.notFrom);
    expect(await auditRowsOf(user.id, step.action)).toEqual([]);
    expect(await noticesOf(user.id)).toEqual([]);
  });

  if (step.reason) {
    it('needs the reason the applicant reads', async () => {
      const { user } = await make(step.from);
      const res = await runAction(reviewer.agent, step.action, { recordId: user.id, reason: '  ' }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('reason');
      expect(await statusOf(user.id)).toBe(step.from);
    });
  }

  it('is refused to an admin who only reads applications', async () => {
    const { user } = await make(step.from);
    await runAction(reader.agent, step.action, { recordId: user.id, reason: step.reason }).expect(403);
    expect(await statusOf(user.id)).toBe(step.from);
  });
});

describe('accept-changes', () => {
  it('is not offered, and is refused, for an approved technician with no changes waiting', async () => {
    const { user } = await insertApplication(t, { status: 'approved' });
    const record = await reviewer.agent.get(`${RECORD}/${user.id}`).expect(200);
    expect(record.body.data.actions).toEqual(['suspend', 'deactivate']);
    const res = await runAction(reviewer.agent, 'accept-changes', { recordId: user.id }).expect(409);
    expect(res.body.code).toBe('TECHNICIAN_STATUS_CONFLICT');
  });
});
