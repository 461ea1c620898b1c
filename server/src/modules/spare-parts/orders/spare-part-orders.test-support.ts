import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import request from 'supertest';
import { API_PREFIX, paymentsApi, sparePartOrdersApi, sparePartRequestsApi } from '@fleetcare/shared';
import { sandboxGatewayOf } from '../../../adapters/payments/sandbox.ts';
import {
  escrowHolds,
  notifications,
  sparePartQuotations,
  sparePartRequestInvitations,
  sparePartRequestItems,
  sparePartRequests,
  users,
} from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { accountBalance, fundWallet, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import { getWalletBalances } from '../../ledger/index.ts';
import { ikoyiAddress, insertSupplier, neededIn, type Agent } from '../requests/spare-part-requests.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import { submitSparePartQuotation } from '../quotations/spare-part-quotations.service.ts';
import { payForSpareParts, sparePartsHoldKeyPrefix } from './spare-part-payment.service.ts';

/* Spare-part orders for the API tests (not a test file itself). */

const DAY = 86_400_000;

export const FUNDS = 1_000_000_00;
export const TOTALS = [30_000_00, 25_000_00] as const;

export const payPath = (requestId: string, quotationId: string) =>
  apiPath(sparePartOrdersApi.acceptQuotationAndPay, { requestId, quotationId });
export const pay = (agent: Agent, requestId: string, quotationId: string, body: object) =>
  agent.post(payPath(requestId, quotationId)).send(body);
export const SUPPLY = apiPath(sparePartOrdersApi.updateSupplyItemsStatus);
export const supply = (agent: Agent, body: object) => agent.post(SUPPLY).send(body);
export const confirmPath = (id: string) => apiPath(sparePartOrdersApi.confirmSparePartDelivery, { id });
export const confirm = (agent: Agent, id: string) => agent.post(confirmPath(id));
export const cancel = (agent: Agent, id: string) =>
  agent.post(apiPath(sparePartRequestsApi.cancelSparePartRequest, { id }));
export const getOwn = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartRequestsApi.getSparePartRequest, { id }));
export const getInvited = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartRequestsApi.supplierGetAnInvitedRequest, { id }));

/** A signed-in customer with `funds` kobo in the wallet, and two approved suppliers (signed in) who quote. */
export async function orderPeople(t: TestApp, funds = FUNDS) {
  const customer = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Nwosu' });
  await t.database.db
    .update(users)
    .set({ phoneDialCode: '+234', phoneNumber: '8031234567' })
    .where(eq(users.id, customer.user._id));
  if (funds > 0) await fundWallet(t.deps, customer.user._id, funds);
  const suppliers = [await supplierIn(t, 'approved'), await supplierIn(t, 'approved')] as const;
  return { customer, suppliers };
}

/** A quoted request of `customerId`'s with one part, written straight to the database; the suppliers invited. */
export async function insertQuotedRequest(
  t: TestApp,
  customerId: string,
  supplierIds: readonly string[],
  options: { expiresAt?: Date; status?: 'open' | 'quoted' } = {},
): Promise<string> {
  const now = t.deps.now();
  const [row] = await t.database.db
    .insert(sparePartRequests)
    .values({
      customerId,
      status: options.status ?? 'quoted',
      vehicleDescription: 'Toyota Corolla 2014',
      addressLine: ikoyiAddress.line,
      landmark: ikoyiAddress.landmark,
      town: ikoyiAddress.town,
      lga: ikoyiAddress.lga,
      state: 'Lagos',
      lat: ikoyiAddress.lat,
      lng: ikoyiAddress.lng,
      neededBy: neededIn(t, 5),
      submittedAt: now,
      expiresAt: options.expiresAt ?? new Date(now.getTime() + 5 * DAY),
    })
    .returning({ id: sparePartRequests.id });
  if (!row) throw new Error('no request');
  await t.database.db.insert(sparePartRequestItems).values({
    requestId: row.id,
    name: 'Front brake pads',
    partNumber: '04465-02220',
    category: 'brakes',
    quantity: 2,
    grades: ['new-oem'],
  });
  if (supplierIds.length > 0) {
    await t.database.db
      .insert(sparePartRequestInvitations)
      .values(supplierIds.map((supplierId) => ({ requestId: row.id, supplierId, distanceKm: 12.5 })))
      .onConflictDoNothing();
  }
  return row.id;
}

/** A supplier's quotation of the request: submitted, valid for three days, of `total` kobo, unless told. */
export async function insertQuotation(
  t: TestApp,
  requestId: string,
  supplierId: string,
  options: { total?: number; validUntil?: Date; revision?: number } = {},
): Promise<string> {
  const total = options.total ?? TOTALS[0];
  const deliveryFee = 1_500_00;
  const [row] = await t.database.db
    .insert(sparePartQuotations)
    .values({
      requestId,
      supplierId,
      status: 'submitted',
      itemsTotal: total - deliveryFee,
      deliveryFee,
      total,
      deliveryDays: 2,
      validUntil: options.validUntil ?? new Date(t.deps.now().getTime() + 3 * DAY),
      revision: options.revision ?? 1,
    })
    .returning({ id: sparePartQuotations.id });
  if (!row) throw new Error('no quotation');
  return row.id;
}

/** A quoted request of the customer's with one quotation of each supplier (TOTALS, in order). */
export async function quotedRequest(t: TestApp, customerId: string, supplierIds: readonly [string, string]) {
  const requestId = await insertQuotedRequest(t, customerId, supplierIds);
  const quotationIds = [
    await insertQuotation(t, requestId, supplierIds[0], { total: TOTALS[0] }),
    await insertQuotation(t, requestId, supplierIds[1], { total: TOTALS[1] }),
  ] as [string, string];
  return { requestId, quotationIds };
}

/**
 * The supplier sends their quotation again through supplier-submit-quotation's service (under the request's lock):
 * the two brake pads at `unitPrice` each plus the ₦1,500 delivery, a new revision.
 */
export async function reviseBySupplier(t: TestApp, requestId: string, supplierId: string, unitPrice: number) {
  const [item] = await t.database.db
    .select({ id: sparePartRequestItems.id })
    .from(sparePartRequestItems)
    .where(eq(sparePartRequestItems.requestId, requestId));
  if (!item) throw new Error('no item');
  return submitSparePartQuotation(t.deps, supplierId, {
    requestId,
    items: [{ itemId: item.id, available: true, grade: 'new-oem', brand: 'Bosch', unitPrice, warrantyDays: 0 }],
    deliveryFee: 1_500_00,
    deliveryDays: 2,
    validityHours: 72,
  });
}

/** The supplier revises their quotation directly (the row as a revision leaves it, under the request's lock). */
export async function revise(t: TestApp, quotationId: string, total: number) {
  await t.database.db.transaction(async (tx) => {
    const [quotation] = await tx.select().from(sparePartQuotations).where(eq(sparePartQuotations.id, quotationId));
    if (!quotation) throw new Error('no quotation');
    await tx.select().from(sparePartRequests).where(eq(sparePartRequests.id, quotation.requestId)).for('update');
    await tx
      .update(sparePartQuotations)
      .set({ total, itemsTotal: total - quotation.deliveryFee, revision: quotation.revision + 1 })
      .where(and(eq(sparePartQuotations.id, quotationId), eq(sparePartQuotations.status, 'submitted')));
  });
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(sparePartRequests).where(eq(sparePartRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

export async function quotationStatuses(t: TestApp, requestId: string): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ id: sparePartQuotations.id, status: sparePartQuotations.status })
    .from(sparePartQuotations)
    .where(eq(sparePartQuotations.requestId, requestId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

/** Every hold of the request's payments, oldest first. */
export const holdsOf = (t: TestApp, requestId: string) =>
  t.database.db
    .select()
    .from(escrowHolds)
    .where(like(escrowHolds.purposeKey, `${sparePartsHoldKeyPrefix(requestId)}%`))
    .orderBy(escrowHolds.createdAt);

export const messagesOf = async (t: TestApp, userId: string) =>
  (
    await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => row.message);

export const platformRevenue = (t: TestApp) => accountBalance(t.database.db, 'platform-revenue', null);

/** Moves a request's order on directly (what the supplier's steps would have done), `deliveredAt` as told. */
export async function setOrderStep(
  t: TestApp,
  id: string,
  step: 'dispatched' | 'delivered',
  deliveredAt: Date = t.deps.now(),
) {
  await t.database.db
    .update(sparePartRequests)
    .set({
      status: step,
      dispatchedAt: t.deps.now(),
      dispatchNote: 'Rider Musa, 0803 123 4567',
      ...(step === 'delivered' && { deliveredAt }),
    })
    .where(eq(sparePartRequests.id, id));
}

/**
 * A paid order without signing anyone in: a customer and a supplier as bare users, the request paid from the
 * wallet through the payment service. For the admin action's sample and the sweep's tests.
 */
export async function paidOrder(t: TestApp, total: number = TOTALS[0]) {
  const customerId = await insertMoneyUser(t.database.db, 'customer');
  await fundWallet(t.deps, customerId, total);
  const supplierId = await insertSupplier(t, { at: { lat: 6.5355, lng: 3.3506 } });
  const requestId = await insertQuotedRequest(t, customerId, [supplierId]);
  const quotationId = await insertQuotation(t, requestId, supplierId, { total });
  await payForSpareParts(t.deps, customerId, requestId, quotationId, { method: 'wallet', revision: 1 });
  return { customerId, supplierId, requestId, quotationId };
}

export const UNKNOWN_ID = randomUUID();

export async function availableBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.available ?? 0;
}

export async function heldBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.held ?? 0;
}

/** The payer pays at the sandbox's checkout with its test card. */
export async function payAtSandbox(t: TestApp, reference: string) {
  const result = await sandboxGatewayOf(t.deps).completeCheckout({ reference, outcome: 'success', card: 'visa-4081' });
  if (result.outcome !== 'completed') throw new Error(`checkout ${reference}: ${result.outcome}`);
}

/** The payment settles as the gateway tells it: the signed charge.success webhook the sandbox sent, posted. */
export function settleByWebhook(t: TestApp, reference: string) {
  const webhook = sandboxGatewayOf(t.deps)
    .sentWebhooks()
    .findLast((sent) => sent.reference === reference && sent.event === 'charge.success');
  if (!webhook) throw new Error(`no charge.success webhook was sent for ${reference}`);
  return request(t.app)
    .post(`${API_PREFIX}${paymentsApi.webhook.path}`)
    .set('Content-Type', 'application/json')
    .set('x-paystack-signature', webhook.signature)
    .send(webhook.rawBody.toString('utf8'));
}
