import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { adminApi, suppliersApi, type SupplierProfileDto } from '@fleetcare/shared';
import { DEMO_ACCOUNTS, signInByApi } from '../pages/demo.ts';
import { apiUrl, dataOf } from '../support/api.ts';
import { randomIp, uniqueEmail } from '../support/people.ts';
import { confirmedAccount, type Account } from './users.ts';

export type SupplierProfileInput = Pick<
  SupplierProfileDto,
  'businessName' | 'cacNumber' | 'address' | 'deliveryStates' | 'partCategories' | 'brands' | 'grades'
>;

export interface ApprovedSupplier extends Account {
  userId: string;
}

/**
 * An approved parts supplier made as a supplier and an admin would make one, through the calls: an account
 * confirmed, the whole profile saved (which makes the account a supplier) and submitted; then the demo admin
 * approves it in the admin panel's suppliers. `request` is left signed in as the supplier.
 */
export async function approvedSupplier(
  request: APIRequestContext,
  baseURL: string,
  { firstName, lastName, profile }: { firstName: string; lastName: string; profile: SupplierProfileInput },
): Promise<ApprovedSupplier> {
  const account = await confirmedAccount(request, { firstName, lastName, email: uniqueEmail('supplier') });
  const saved = await dataOf<SupplierProfileDto>(
    await request.post(apiUrl(suppliersApi.saveSupplierProfile), { data: profile }),
  );
  const submitted = await request.patch(apiUrl(suppliersApi.submitSupplierProfile));
  expect(submitted.status(), await submitted.text()).toBe(200);

  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  try {
    await signInByApi(admin, DEMO_ACCOUNTS.admin);
    const approved = await admin.post(apiUrl(adminApi.runAction, { resourceName: 'suppliers', action: 'approve' }), {
      data: { recordId: saved.userId, idempotencyKey: crypto.randomUUID().replaceAll('-', ''), input: {} },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return { ...account, userId: saved.userId };
}
