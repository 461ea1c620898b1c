import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  appointmentStart,
  lagosToday,
  maintenancesApi,
  reportsApi,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  type MaintenanceTimeWindow,
  type ReportDto,
} from '@fleetcare/shared';
import {
  escrowHolds,
  ledgerTransactions,
  maintenanceJobEvents,
  maintenanceRequests,
  maintenanceSurcharges,
  quotations,
  technicianStrikes,
} from '../../../db/schema/index.ts';
import { accountBalance } from '../../../../test/ledger-helpers.ts';
import { seedServices, technician, type Session } from '../../../../test/job-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import { customer, holdsOf, pay, requestOf, requestRow, type TestAgent } from '../booking/booking.test-support.ts';
import { addSurcharge, paySurcharge, SURCHARGE_TOTAL } from '../surcharges/surcharges.test-support.ts';

/*
 * A booked job for the tests of the job after booking: a customer's request booked from their wallet through the
 * booking call with a quotation that has a call-out fee, its appointment a few days ahead of the test clock, then
 * moved on through the technician's own progress calls. Helpers to move the clock, read balances, holds, strikes and
 * the ledger's transactions per hold.
 */

export { SURCHARGE_TOTAL };

/** The booked quotation: labour ₦25,000, call-out fee ₦5,000, ₦30,000 in all. */
export const LABOUR = 25_000_00;
export const CALL_OUT_FEE = 5_000_00;
export const QUOTATION_TOTAL = LABOUR + CALL_OUT_FEE;
/** The commission rate stored on every booked job by default (deps.config.commissionBps). */
export const COMMISSION_BPS = 1500;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const UPDATE = apiPath(maintenancesApi.updateMaintenance);
export const cancelPath = (id: string) => apiPath(maintenancesApi.cancelMaintenance, { id });

export interface BookedJob {
  customer: Session;
  technician: Session;
  requestId: string;
  quotationId: string;
  vehicleId: string;
  /** When the appointment's time window starts. */
  windowStart: Date;
}

export interface BookedJobOptions {
  /** Kobo left in the customer's wallet after the booking (0 unless told). */
  funds?: number;
  /** The technician to book (a new approved one unless told). */
  technician?: Session;
  callOutFee?: number;
  /** Days from the clock's Lagos today to the appointment (3 unless told), in the morning window. */
  appointmentInDays?: number;
  timeWindow?: MaintenanceTimeWindow;
  /** How far the technician's own calls take it after booking (booked unless told). */
  progress?: 'booked' | 'en-route' | 'arrived' | 'in-progress' | 'work-done';
}

/** The technician's steps, in order. */
const STEPS = ['en-route', 'arrived', 'in-progress', 'work-done'] as const;

/** A booked job paid from the customer's wallet through the booking call, moved on by the technician's calls. */
export async function bookedJob(t: TestApp, options: BookedJobOptions = {}): Promise<BookedJob> {
  await seedServices(t);
  const callOutFee = options.callOutFee ?? CALL_OUT_FEE;
  const total = LABOUR + callOutFee;
  const payer = await customer(t, total + (options.funds ?? 0));
  const mechanic = options.technician ?? (await technician(t));
  const requestId = await requestOf(t, payer.user._id);
  const timeWindow = options.timeWindow ?? 'morning';
  const preferredDate = addDays(lagosToday(t.deps.now()), options.appointmentInDays ?? 3);
  const [request] = await t.database.db
    .update(maintenanceRequests)
    .set({ preferredDate, timeWindow })
    .where(eq(maintenanceRequests.id, requestId))
    .returning({ vehicleId: maintenanceRequests.vehicleId, timeZone: maintenanceRequests.timeZone });
  if (!request) throw new Error('bookedJob: no request');
  const now = t.deps.now();
  const [quotation] = await t.database.db
    .insert(quotations)
    .values({
      requestId,
      technicianId: mechanic.user._id,
      status: 'submitted',
      labour: [{ service: 'oil-change', amount: LABOUR }],
      labourTotal: LABOUR,
      partsTotal: 0,
      callOutFee,
      total,
      earliestArrival: new Date(now.getTime() + DAY),
      validUntil: new Date(now.getTime() + 7 * DAY),
    })
    .returning({ id: quotations.id });
  if (!quotation) throw new Error('bookedJob: no quotation');
  const booked = await pay(payer.agent, { maintenanceId: requestId, quotationId: quotation.id, method: 'wallet' });
  if (booked.status !== 200) throw new Error(`bookedJob: booking answered ${booked.status} ${booked.text}`);
  const job: BookedJob = {
    customer: payer,
    technician: mechanic,
    requestId,
    quotationId: quotation.id,
    vehicleId: request.vehicleId,
    windowStart: appointmentStart(preferredDate, timeWindow, request.timeZone),
  };
  const target = options.progress ?? 'booked';
  for (const step of STEPS) {
    if (target === 'booked') break;
    const res =
      step === 'work-done'
        ? await finishWork(mechanic.agent, requestId)
        : await progress(mechanic.agent, requestId, step);
    if (res.status !== 200) throw new Error(`bookedJob: ${step} answered ${res.status} ${res.text}`);
    if (step === target) break;
  }
  return job;
}

/** update-maintenance with `progress` (en-route gets an estimate of 25 minutes unless told). */
export function progress(agent: TestAgent, id: string, step: string, etaMinutes?: number) {
  const eta = step === 'en-route' ? (etaMinutes ?? 25) : etaMinutes;
  return agent.patch(UPDATE).send({ id, progress: step, ...(eta !== undefined && { etaMinutes: eta }) });
}

/**
 * Fills the job's report as its technician: every task marked OK and a summary written, what its completion (work
 * done) asks for.
 */
export async function fillReport(agent: TestAgent, requestId: string): Promise<void> {
  const read = await agent.get(apiPath(reportsApi.getReport, { id: requestId }));
  if (read.status !== 200) throw new Error(`fillReport: get-report answered ${read.status} ${read.text}`);
  const report = (read.body as { data: ReportDto }).data;
  for (const task of report.tasks) {
    if (task.status !== 'todo') continue;
    const marked = await agent.patch(apiPath(reportsApi.inspectorMarkTask)).send({ taskId: task._id, status: 'ok' });
    if (marked.status !== 200) throw new Error(`fillReport: marking answered ${marked.status} ${marked.text}`);
  }
  const written = await agent
    .patch(apiPath(reportsApi.updateVehicleInspectionReport, { reportId: report._id }))
    .send({ summary: 'Oil and filter changed; no leaks found.' });
  if (written.status !== 200) throw new Error(`fillReport: the summary answered ${written.status} ${written.text}`);
}

/** The technician's work done: the report filled, then update-maintenance's `progress: 'work-done'`. */
export async function finishWork(agent: TestAgent, requestId: string) {
  await fillReport(agent, requestId);
  return progress(agent, requestId, 'work-done');
}

/** The technician's next steps, each answered 200 (work done through the filled report). */
export async function takeSteps(agent: TestAgent, requestId: string, steps: readonly string[]): Promise<void> {
  for (const step of steps) {
    const res = step === 'work-done' ? await finishWork(agent, requestId) : await progress(agent, requestId, step);
    if (res.status !== 200) throw new Error(`takeSteps: ${step} answered ${res.status} ${res.text}`);
  }
}

export const cancel = (agent: TestAgent, id: string, reason?: string) =>
  agent.post(cancelPath(id)).send(reason === undefined ? {} : { reason });

export const jobOf = (res: { body: unknown }) => (res.body as { data: MaintenanceRequestDto }).data;

/** The technician adds the default surcharge (₦20,000) and the customer pays it from the wallet: its id. */
export async function paidSurcharge(job: BookedJob): Promise<string> {
  const id = await addSurcharge(job.technician.agent, job.requestId);
  const res = await paySurcharge(job.customer.agent, { surchargeId: id, method: 'wallet' });
  if (res.status !== 200) throw new Error(`paidSurcharge answered ${res.status} ${res.text}`);
  return id;
}

// ---------------------------------------------------------------- the clock

/** Sets the app's clock to `at` (real time keeps running from there). */
export function setClock(t: TestApp, at: Date): void {
  t.clock.reset();
  t.clock.advance(at.getTime() - Date.now());
}

// ---------------------------------------------------------------- money

/** A user's wallet (cash) balance, kobo. */
export const walletBalance = (t: TestApp, userId: string) => accountBalance(t.database.db, 'wallet', userId);
/** A user's escrow balance: what their holds still hold, kobo. */
export const escrowBalance = (t: TestApp, userId: string) => accountBalance(t.database.db, 'escrow', userId);
/** What the platform has earned in commission, kobo. */
export const platformRevenue = (t: TestApp) => accountBalance(t.database.db, 'platform-revenue', null);

/** Every hold of the job: the booking's and each surcharge's. */
export async function jobHolds(t: TestApp, requestId: string) {
  const surchargeKeys = await t.database.db
    .select({ holdKey: maintenanceSurcharges.holdKey })
    .from(maintenanceSurcharges)
    .where(eq(maintenanceSurcharges.requestId, requestId));
  const keys = surchargeKeys.flatMap((row) => (row.holdKey ? [row.holdKey] : []));
  const surchargeHolds =
    keys.length === 0
      ? []
      : await t.database.db.select().from(escrowHolds).where(inArray(escrowHolds.purposeKey, keys));
  return [...(await holdsOf(t, requestId)), ...surchargeHolds];
}

/** The 'release' transactions of each of the job's holds (a settled job has one per hold it released). */
export async function releasesPerHold(t: TestApp, requestId: string): Promise<number[]> {
  const holds = await jobHolds(t, requestId);
  const counts: number[] = [];
  for (const hold of holds) {
    const rows = await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.holdId, hold.id), eq(ledgerTransactions.kind, 'release')));
    counts.push(rows.length);
  }
  return counts;
}

// ---------------------------------------------------------------- rows

export const jobRow = requestRow;

export async function jobStatus(t: TestApp, requestId: string): Promise<MaintenanceStatus> {
  return (await requestRow(t, requestId)).status;
}

export async function strikesOf(t: TestApp, technicianId: string) {
  return t.database.db
    .select({ requestId: technicianStrikes.requestId, reason: technicianStrikes.reason })
    .from(technicianStrikes)
    .where(eq(technicianStrikes.technicianId, technicianId));
}

export async function timelineKinds(t: TestApp, requestId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ kind: maintenanceJobEvents.kind })
    .from(maintenanceJobEvents)
    .where(eq(maintenanceJobEvents.requestId, requestId))
    .orderBy(asc(maintenanceJobEvents.at), asc(maintenanceJobEvents.id));
  return rows.map((row) => row.kind);
}
