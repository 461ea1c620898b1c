import { eq } from 'drizzle-orm';
import type request from 'supertest';
import { suppliersApi, type SaveSupplierProfileInput, type SupplierStatus } from '@fleetcare/shared';
import { supplierProfileEvents, supplierProfiles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';

/* Suppliers and their profiles for the supplier API tests (not a test file itself). */

export type Agent = ReturnType<typeof request.agent>;

/** A parts shop at Ladipo market, Mushin (Lagos), as the address input sends it. */
export const ladipoAddress = {
  line: '14 Ladipo Street',
  landmark: 'Beside the Ladipo market gate',
  town: 'Mushin',
  lga: 'Mushin',
  state: 'Lagos',
  lat: 6.5355,
  lng: 3.3506,
};

/** A whole profile as the form sends it (the CAC number as people type it). */
export const completeProfile = (overrides: Partial<Record<keyof SaveSupplierProfileInput, unknown>> = {}) => ({
  businessName: 'Bello Auto Parts Ltd',
  cacNumber: 'rc-1456789',
  address: ladipoAddress,
  deliveryStates: ['Ogun', 'Lagos'],
  partCategories: ['filters', 'brakes'],
  brands: ['toyota', 'honda'],
  grades: ['new-oem', 'tokunbo'],
  ...overrides,
});

/** A confirmed account that signed up as a parts supplier, signed in. */
export function signedInSupplier(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signUpAndSignIn(t, { role: 'supplier', firstName: 'Aisha', lastName: 'Bello', ...overrides });
}

export const getProfile = (agent: Agent) => agent.get(apiPath(suppliersApi.getMySupplierProfile));
export const saveProfile = (agent: Agent, body: object) =>
  agent.post(apiPath(suppliersApi.saveSupplierProfile)).send(body);
export const submitProfile = (agent: Agent) => agent.patch(apiPath(suppliersApi.submitSupplierProfile));

export async function supplierProfileRow(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId));
  return row;
}

export const supplierEvents = (t: TestApp, userId: string) =>
  t.database.db.select().from(supplierProfileEvents).where(eq(supplierProfileEvents.userId, userId));

/** Puts a stored profile in `status` directly (what an admin's review would have done). */
export async function setSupplierStatus(
  t: TestApp,
  userId: string,
  status: SupplierStatus,
  extra: Partial<typeof supplierProfiles.$inferInsert> = {},
) {
  await t.database.db
    .update(supplierProfiles)
    .set({ status, ...extra })
    .where(eq(supplierProfiles.userId, userId));
}

/** A supplier with a complete profile saved and in `status`. */
export async function supplierIn(t: TestApp, status: SupplierStatus, overrides: Record<string, unknown> = {}) {
  const signedIn = await signedInSupplier(t, overrides);
  await saveProfile(signedIn.agent, completeProfile()).expect(200);
  if (status !== 'draft') await setSupplierStatus(t, signedIn.user._id, status);
  return signedIn;
}
