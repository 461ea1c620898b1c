import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApi, jobsApi, reportsApi, type JobDto, type Page, type ReportDto } from '@fleetcare/shared';
import { signIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound } from '../../../../test/ledger-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { escrowHolds, maintenanceRequests, quotations, technicianProfiles, users } from '../../../db/schema/index.ts';
import { runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { seedStepsFor } from '../../../seed-steps.ts';
import { maintenanceWalletHoldKey } from '../booking/booking.service.ts';

const logger = createLogger('silent');

describe('the demo maintenance requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, seedStepsFor(t.deps))).toContain(
      'demo-maintenance',
    );
  }, 180_000);
  afterAll(() => t?.close());

  const userId = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };

  it('the Lagos mechanics are approved and on duty in Yaba, Lekki, Surulere and Ikorodu', async () => {
    for (const [email, town] of [
      ['chinedu.okafor@demo.fleetcare.ng', 'Yaba'],
      ['segun.balogun@demo.fleetcare.ng', 'Lekki'],
      ['folake.adeyemi@demo.fleetcare.ng', 'Surulere'],
      ['musa.abubakar@demo.fleetcare.ng', 'Ikorodu'],
    ] as const) {
      const [profile] = await t.database.db
        .select()
        .from(technicianProfiles)
        .where(eq(technicianProfiles.userId, await userId(email)));
      expect(profile).toMatchObject({ status: 'approved', onDuty: true, town });
      expect(profile?.services).toEqual(expect.arrayContaining(['general-servicing', 'brake-repair']));
    }
  });

  it('the demo customer has a request in every status, the booked one with the demo technician and paid into escrow, and the ledger is sound', async () => {
    const customerId = await userId(DEMO_EMAILS.customer);
    const emekaId = await userId(DEMO_EMAILS.technician);
    const requests = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.customerId, customerId));
    expect(requests.map((row) => row.status).sort()).toEqual(
      ['booked', 'canceled', 'completed', 'draft', 'expired', 'open', 'quoted'].sort(),
    );
    const byStatus = (status: string) => requests.find((row) => row.status === status);
    const booked = byStatus('booked');
    expect(booked).toMatchObject({ technicianId: emekaId });
    const [hold] = await t.database.db
      .select()
      .from(escrowHolds)
      .where(eq(escrowHolds.purposeKey, booked?.bookingHoldKey ?? ''));
    expect(hold).toMatchObject({ status: 'held' });
    expect(booked?.bookingHoldKey).toBe(maintenanceWalletHoldKey(booked?.id ?? '', booked?.bookedQuotationId ?? ''));
    // The serviced car: confirmed, its escrow released to Emeka less the commission fixed at booking.
    const completed = byStatus('completed');
    expect(completed).toMatchObject({ technicianId: emekaId, commissionBps: 1500, refundedAmount: 0 });
    expect(completed?.commissionAmount).toBe(Math.floor(((completed?.releasedAmount ?? 0) * 1500 + 5000) / 10000));
    expect(completed?.workDoneAt).toBeInstanceOf(Date);
    expect(byStatus('canceled')).toMatchObject({ canceledBy: 'customer' });
    expect(byStatus('canceled')?.cancelReason).toBeTruthy();
    expect(byStatus('draft')?.submittedAt).toBeNull();

    const quoted = byStatus('quoted');
    const live = await t.database.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.requestId, quoted?.id ?? ''), eq(quotations.status, 'submitted')));
    expect(live).toHaveLength(2);
    expect(live.map((row) => row.revision).sort()).toEqual([1, 2]);
    const revised = live.find((row) => row.revision === 2);
    expect(revised?.previous).not.toBeNull();

    for (const row of requests) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    await expectLedgerSound(t.database.db);
  });

  it('the demo technician sees an available job near Ikeja he has not quoted, his jobs booked and done, and what he earned', async () => {
    const { agent } = await signIn(t, DEMO_EMAILS.technician, DEMO_PASSWORD);
    const available = await agent.get(apiPath(jobsApi.getMyJobs)).query({ state: 'available' }).expect(200);
    const open = (available.body.data as Page<JobDto>).items.filter((job) => !job.accepted);
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open[0]?.distanceKm).toBeLessThan(5);
    const booked = await agent.get(apiPath(jobsApi.getMyJobs)).query({ state: 'booked' }).expect(200);
    expect((booked.body.data as Page<JobDto>).items.map((job) => job.status).sort()).toEqual(['booked', 'completed']);
    const earnings = await agent.get(apiPath(jobApi.getMyEarnings)).expect(200);
    expect(earnings.body.data).toMatchObject({ jobsSettled: 1 });
    expect((earnings.body.data as { totalEarned: number }).totalEarned).toBeGreaterThan(0);
  });

  it('the demo customer reads the completed service’s report: every task marked, notes, a summary and a recommendation', async () => {
    const [done] = await t.database.db
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.status, 'completed'));
    if (!done) throw new Error('no completed demo job');
    const { agent } = await signIn(t, DEMO_EMAILS.customer, DEMO_PASSWORD);
    const report = (await agent.get(apiPath(reportsApi.getReport, { id: done.id })).expect(200)).body.data as ReportDto;
    expect(report).toMatchObject({ status: 'complete', jobStatus: 'completed', canEdit: false });
    expect(report.tasks.length).toBeGreaterThanOrEqual(3);
    expect(report.tasks.every((task) => task.status !== 'todo')).toBe(true);
    expect(report.tasks.map((task) => task.status)).toEqual(expect.arrayContaining(['replaced', 'attention', 'ok']));
    expect(report.tasks.flatMap((task) => task.entries).length).toBeGreaterThanOrEqual(3);
    expect(report.summary).toContain('Full service done');
    expect(report.recommendations).toEqual([expect.objectContaining({ urgency: 'within-a-month' })]);
  });
});
