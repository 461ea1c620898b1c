import { and, asc, eq, like } from 'drizzle-orm';
import { surchargesApi, type MaintenanceStatus, type SurchargeDto, type SurchargePaymentDto } from '@fleetcare/shared';
import {
  escrowHolds,
  maintenanceJobEvents,
  maintenanceRequests,
  maintenanceSurcharges,
  notifications,
} from '../../../db/schema/index.ts';
import { seedServices, technician, type Session } from '../../../../test/job-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import { customer, pay, quotationOf, requestOf, type TestAgent } from '../booking/booking.test-support.ts';

/*
 * A booked job under way for the surcharge tests: booked from the customer's wallet through the booking call, then
 * moved on by writing the row's status and step times directly (the technician's progress calls are not needed
 * here).
 */

export const BOOKING_TOTAL = 30_000_00;

export interface JobUnderWay {
  customer: Session;
  technician: Session;
  requestId: string;
}

/**
 * A customer's request for an oil change booked with a technician's quotation of BOOKING_TOTAL (paid from the
 * wallet, which keeps `funds` kobo more), then moved to `status` (en route unless told).
 */
export async function jobUnderWay(
  t: TestApp,
  options: { funds?: number; status?: MaintenanceStatus } = {},
): Promise<JobUnderWay> {
  await seedServices(t);
  const payer = await customer(t, BOOKING_TOTAL + (options.funds ?? 0));
  const mechanic = await technician(t);
  const requestId = await requestOf(t, payer.user._id);
  const quotationId = await quotationOf(t, requestId, mechanic.user._id, { total: BOOKING_TOTAL });
  const booked = await pay(payer.agent, { maintenanceId: requestId, quotationId, method: 'wallet' });
  if (booked.status !== 200) throw new Error(`jobUnderWay: booking answered ${booked.status} ${booked.text}`);
  await setJobStatus(t, requestId, options.status ?? 'en-route');
  return { customer: payer, technician: mechanic, requestId };
}

/** Moves the job to `status`, with the step times a job in it has. */
export async function setJobStatus(t: TestApp, requestId: string, status: MaintenanceStatus): Promise<void> {
  const at = t.deps.now();
  const steps: MaintenanceStatus[] = ['en-route', 'arrived', 'in-progress', 'work-done', 'completed'];
  const reached = (step: MaintenanceStatus) => steps.indexOf(status) >= steps.indexOf(step) && steps.includes(status);
  await t.database.db
    .update(maintenanceRequests)
    .set({
      status,
      enRouteAt: reached('en-route') ? at : null,
      arrivedAt: reached('arrived') ? at : null,
      startedAt: reached('in-progress') ? at : null,
      workDoneAt: reached('work-done') ? at : null,
      etaMinutes: reached('en-route') ? 30 : null,
      updatedAt: at,
    })
    .where(eq(maintenanceRequests.id, requestId));
}

/** A valid create-surcharge body for the job: an oil-change labour line and a part, ₦20,000.00 in all. */
export function surchargeBody(maintenanceId: string, overrides: Record<string, unknown> = {}) {
  return {
    maintenanceId,
    reason: 'The oil filter housing is cracked and leaks.',
    labour: [{ service: 'oil-change', amount: 5_000_00 }],
    parts: [{ name: 'Oil filter housing', quantity: 1, unitPrice: 15_000_00, grade: 'new-oem' }],
    ...overrides,
  };
}

export const SURCHARGE_TOTAL = 20_000_00;

export const CREATE = apiPath(surchargesApi.createSurcharge);
export const PAY_SURCHARGE = apiPath(surchargesApi.paySurcharge);
export const uploadPath = (id: string) => apiPath(surchargesApi.uploadSurchargePhoto, { id });
export const cancelPath = (id: string) => apiPath(surchargesApi.cancelSurcharge, { id });
export const declinePath = (id: string) => apiPath(surchargesApi.declineSurcharge, { id });
export const listPath = (maintenanceId: string) => apiPath(surchargesApi.getMaintenanceSurcharges, { maintenanceId });

export const surchargeOf = (res: { body: unknown }) => (res.body as { data: SurchargeDto }).data;
export const paymentOf = (res: { body: unknown }) => (res.body as { data: SurchargePaymentDto }).data;

/** The technician adds a surcharge to the job (the default body unless told): its id. */
export async function addSurcharge(
  agent: TestAgent,
  requestId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await agent.post(CREATE).send(surchargeBody(requestId, overrides));
  if (res.status !== 201) throw new Error(`addSurcharge answered ${res.status} ${res.text}`);
  return surchargeOf(res)._id;
}

export function paySurcharge(agent: TestAgent, body: Record<string, unknown>) {
  return agent.post(PAY_SURCHARGE).send(body);
}

export async function surchargeRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(maintenanceSurcharges).where(eq(maintenanceSurcharges.id, id));
  if (!row) throw new Error(`no surcharge ${id}`);
  return row;
}

/** Every escrow hold of the surcharge (wallet or card, each under its own key). */
export async function surchargeHolds(t: TestApp, surchargeId: string) {
  return t.database.db
    .select()
    .from(escrowHolds)
    .where(like(escrowHolds.purposeKey, `surcharge:${surchargeId}:%`))
    .orderBy(asc(escrowHolds.createdAt));
}

/** The job's timeline entries of surcharges, oldest first. */
export async function surchargeEvents(t: TestApp, requestId: string) {
  const rows = await t.database.db
    .select()
    .from(maintenanceJobEvents)
    .where(and(eq(maintenanceJobEvents.requestId, requestId), like(maintenanceJobEvents.kind, 'surcharge-%')))
    .orderBy(asc(maintenanceJobEvents.at), asc(maintenanceJobEvents.id));
  return rows.map((row) => ({
    kind: row.kind,
    actor: row.actor,
    actorId: row.actorId,
    amount: row.amount,
    note: row.note,
  }));
}

export async function noticesOf(t: TestApp, userId: string) {
  return t.database.db
    .select({ message: notifications.message, actionPath: notifications.actionPath, category: notifications.category })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}
