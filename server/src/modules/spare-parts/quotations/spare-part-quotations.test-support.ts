import { eq } from 'drizzle-orm';
import { sparePartQuotationsApi, sparePartRequestsApi, type SparePartRequestDto } from '@fleetcare/shared';
import { notifications, sparePartQuotations } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import {
  addItem,
  brakePads,
  completeDraftOf,
  getRequest,
  submitRequest,
  type Agent,
} from '../requests/spare-part-requests.test-support.ts';

/* Spare-part quotations for the API tests (not a test file itself). */

export const SUBMIT = apiPath(sparePartQuotationsApi.supplierSubmitQuotation);
export const LIST = apiPath(sparePartQuotationsApi.getSupplierQuotations);
export const getOwn = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartQuotationsApi.supplierGetQuotation, { id }));
export const compare = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartQuotationsApi.getRequestQuotations, { id }));
export const submitQuote = (agent: Agent, body: object) => agent.post(SUBMIT).send(body);

/** A part besides the brake pads, or the pads under another name or number. */
export interface ExtraItem {
  name: string;
  partNumber?: string | null;
  grades?: string[];
  quantity?: number;
}

/**
 * A customer's request submitted with its parts (the brake pads, or those given), so the approved suppliers that
 * match it are invited; answers the customer, the request's id and its items.
 */
export async function openRequest(t: TestApp, parts?: ExtraItem[]) {
  const customer = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Nwosu' });
  const id = await completeDraftOf(t, customer.agent, customer.user._id);
  if (parts) {
    const first = (await getRequest(customer.agent, id).expect(200)).body.data as SparePartRequestDto;
    await customer.agent
      .delete(apiPath(sparePartRequestsApi.deleteItem, { requestId: id, itemId: first.items[0]?._id ?? '' }))
      .expect(200);
    for (const part of parts) await addItem(customer.agent, brakePads(id, { ...part })).expect(201);
  }
  await submitRequest(customer.agent, id).expect(200);
  const dto = (await getRequest(customer.agent, id).expect(200)).body.data as SparePartRequestDto;
  return { customer, id, items: dto.items };
}

/** A line that has the part at `grade` for `unitPrice` kobo. */
export const offer = (itemId: string, unitPrice: number, grade = 'new-oem', extra: object = {}) => ({
  itemId,
  available: true,
  grade,
  brand: 'Bosch',
  unitPrice,
  warrantyDays: 180,
  ...extra,
});

/** A quotation's body: one line per item, the fee and days. */
export const quotation = (requestId: string, items: object[], extra: object = {}) => ({
  requestId,
  items,
  deliveryFee: 150_000,
  deliveryDays: 2,
  ...extra,
});

export const quotationRows = (t: TestApp, requestId: string) =>
  t.database.db.select().from(sparePartQuotations).where(eq(sparePartQuotations.requestId, requestId));

export const noticesOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
