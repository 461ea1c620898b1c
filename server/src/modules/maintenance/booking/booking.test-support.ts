import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import request from 'supertest';
import {
  API_PREFIX,
  bookingApi,
  paymentsApi,
  walletsApi,
  type MaintenanceBookingDto,
  type PaymentReferenceDto,
  type SavedCardDto,
} from '@fleetcare/shared';
import { sandboxGatewayOf } from '../../../adapters/payments/sandbox.ts';
import {
  escrowHolds,
  maintenanceRequests,
  notifications,
  payments,
  quotations,
  vehicles,
} from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound as expectSound, fundWallet, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { getWalletBalances } from '../../ledger/index.ts';
import { maintenanceHoldKeyPrefix } from './booking.service.ts';

/** The agent signUpAndSignIn returns (a supertest agent holding a session). */
export type TestAgent = ReturnType<typeof request.agent>;

const api = (path: string) => `${API_PREFIX}${path}`;
export const GENERATE = api(paymentsApi.generatePaymentReference.path);
const WEBHOOK = api(paymentsApi.webhook.path);
const CREDIT = api(walletsApi.creditPaymentToWallet.path);
const SAVE_CARD = api(paymentsApi.saveBankCardAuthorization.path);

export const PAY = `${API_PREFIX}${bookingApi.payForMaintenanceServices.path}`;

const DAY = 24 * 60 * 60 * 1000;

/** A signed-in customer with a confirmed e-mail and `funds` kobo in the wallet. */
export async function customer(t: TestApp, funds = 0) {
  const session = await signUpAndSignIn(t);
  if (funds > 0) await fundWallet(t.deps, session.user._id, funds);
  return session;
}

/** A technician as a bare user row (booking needs no more of them than an id and a language). */
export const technician = (t: TestApp) => insertMoneyUser(t.database.db, 'technician');

/** A submitted request of the customer's in `status` (quoted unless told), on a vehicle of theirs. */
export async function requestOf(
  t: TestApp,
  customerId: string,
  status: (typeof maintenanceRequests.$inferSelect)['status'] = 'quoted',
): Promise<string> {
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({
      ownerId: customerId,
      plateNumber: `LAG${Math.floor(Math.random() * 1000)}XY`,
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
    })
    .returning({ id: vehicles.id });
  if (!vehicle) throw new Error('requestOf: no vehicle');
  const now = t.deps.now();
  const [row] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId: vehicle.id,
      status,
      services: ['oil-change'],
      description: 'The engine knocks when cold.',
      addressLine: '12 Allen Avenue',
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6018,
      lng: 3.3515,
      preferredDate: '2030-01-15',
      timeWindow: 'morning',
      dispatchRound: 1,
      submittedAt: now,
      expiresAt: new Date(now.getTime() + 7 * DAY),
      ...(status === 'canceled' && { canceledAt: now, canceledBy: 'customer' as const }),
    })
    .returning({ id: maintenanceRequests.id });
  if (!row) throw new Error('requestOf: no request');
  return row.id;
}

/** A technician's quotation for the request: live and valid for a week unless told. */
export async function quotationOf(
  t: TestApp,
  requestId: string,
  technicianId: string,
  options: { total?: number; validUntil?: Date; status?: (typeof quotations.$inferSelect)['status'] } = {},
): Promise<string> {
  const total = options.total ?? 30_000_00;
  const now = t.deps.now();
  const [row] = await t.database.db
    .insert(quotations)
    .values({
      requestId,
      technicianId,
      status: options.status ?? 'submitted',
      labour: [{ service: 'oil-change', amount: total }],
      labourTotal: total,
      partsTotal: 0,
      callOutFee: 0,
      total,
      earliestArrival: new Date(now.getTime() + DAY),
      validUntil: options.validUntil ?? new Date(now.getTime() + 7 * DAY),
    })
    .returning({ id: quotations.id });
  if (!row) throw new Error('quotationOf: no quotation');
  return row.id;
}

export function pay(agent: TestAgent, body: Record<string, unknown>) {
  return agent.post(PAY).send(body);
}

export const bookingOf = (res: { body: unknown }) => (res.body as { data: MaintenanceBookingDto }).data;

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

/** Each quotation's status by id. */
export async function quotationStatuses(t: TestApp, requestId: string): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ id: quotations.id, status: quotations.status })
    .from(quotations)
    .where(eq(quotations.requestId, requestId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

/** Every hold of the request's payments (wallet or card, each under its own key), oldest first. */
export async function holdsOf(t: TestApp, requestId: string) {
  return t.database.db
    .select()
    .from(escrowHolds)
    .where(like(escrowHolds.purposeKey, `${maintenanceHoldKeyPrefix(requestId)}%`))
    .orderBy(escrowHolds.createdAt);
}

export async function notificationsOf(t: TestApp, userId: string) {
  return t.database.db
    .select({ message: notifications.message, actionPath: notifications.actionPath })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
}

/** A card saved the way the payer saves one: a top-up paid with it at the sandbox, then save-bank-card-authorization. */
export async function saveCard(t: TestApp, agent: TestAgent): Promise<SavedCardDto> {
  const started = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: 1_000_00 });
  const payment = (started.body as { data: PaymentReferenceDto }).data;
  await payAtSandbox(t, payment.reference);
  await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
  const res = await agent.post(SAVE_CARD).send({ reference: payment.reference });
  if (res.status !== 201) throw new Error(`save card answered ${res.status}`);
  return (res.body as { data: SavedCardDto }).data;
}

export const UNKNOWN_ID = randomUUID();

/** The checkout's reference of a card booking's answer. */
export function referenceOf(res: { body: unknown }): string {
  const reference = bookingOf(res).payment?.reference;
  if (!reference) throw new Error('the booking answered no payment');
  return reference;
}

export async function availableBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.available ?? 0;
}

export async function heldBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.held ?? 0;
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  await expectSound(t.database.db);
}

/** The payer pays at the sandbox's checkout with its test card. */
export async function payAtSandbox(t: TestApp, reference: string) {
  const result = await sandboxGatewayOf(t.deps).completeCheckout({ reference, outcome: 'success', card: 'visa-4081' });
  if (result.outcome !== 'completed') throw new Error(`checkout ${reference}: ${result.outcome}`);
}

/** The signed charge.success webhook the sandbox sent for a reference. */
export function sentWebhook(t: TestApp, reference: string) {
  const webhook = sandboxGatewayOf(t.deps)
    .sentWebhooks()
    .findLast((sent) => sent.reference === reference && sent.event === 'charge.success');
  if (!webhook) throw new Error(`no charge.success webhook was sent for ${reference}`);
  return { rawBody: webhook.rawBody, signature: webhook.signature };
}

export function postWebhook(t: TestApp, rawBody: Buffer, signature: string) {
  return request(t.app)
    .post(WEBHOOK)
    .set('Content-Type', 'application/json')
    .set('x-paystack-signature', signature)
    .send(rawBody.toString('utf8'));
}

export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}
