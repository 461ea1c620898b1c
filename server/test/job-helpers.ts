import { eq } from 'drizzle-orm';
import type { MaintenanceStatus } from '@fleetcare/shared';
import {
  maintenanceDispatches,
  maintenanceRequests,
  serviceTypes,
  technicianProfiles,
  users,
  vehicles,
} from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/*
 * People, requests and dispatch rows for the jobs and quotations API tests, written straight into the database (the
 * customer's request calls and dispatch are other modules' work).
 */

export type Session = Awaited<ReturnType<typeof signUpAndSignIn>>;

/** `value`, or a failure naming `what` when it is missing (a row a test just wrote, an item of a list). */
export function present<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

export const EXACT_LINE = '14 Bourdillon Road';
export const LANDMARK = 'Behind the blue mosque gate';
export const CUSTOMER_PHONE = { dialCode: '+234', number: '8031112233' };

/** The two catalogue services a test request asks for. */
export async function seedServices(t: TestApp): Promise<void> {
  await t.database.db
    .insert(serviceTypes)
    .values(
      (['brake-repair', 'oil-change'] as const).map((slug, index) => ({
        slug,
        kind: 'maintenance',
        sortOrder: index,
        texts: {
          en: { name: slug === 'brake-repair' ? 'Brake repair' : 'Oil change', summary: 'S.', includes: [] },
          nb: { name: slug === 'brake-repair' ? 'Bremsereparasjon' : 'Oljeskift', summary: 'S.', includes: [] },
        },
        priceRanges: [],
        durationMinutesMin: 30,
        durationMinutesMax: 90,
      })),
    )
    .onConflictDoNothing();
}

/** A signed-in customer with a phone on their account. */
export async function customer(t: TestApp): Promise<Session> {
  const session = await signUpAndSignIn(t, { firstName: 'Amaka', lastName: 'Okafor' });
  await t.database.db
    .update(users)
    .set({ phoneDialCode: CUSTOMER_PHONE.dialCode, phoneNumber: CUSTOMER_PHONE.number })
    .where(eq(users.id, session.user._id));
  return session;
}

/** A signed-in approved technician (the role and a profile with their experience). */
export async function technician(t: TestApp, yearsExperience = 7): Promise<Session> {
  const session = await signUpAndSignIn(t, { firstName: 'Chinedu', lastName: 'okeke' });
  await t.database.db
    .update(users)
    .set({ roles: ['customer', 'technician'] })
    .where(eq(users.id, session.user._id));
  await t.database.db.insert(technicianProfiles).values({
    userId: session.user._id,
    status: 'approved',
    services: ['brake-repair', 'oil-change'],
    yearsExperience,
  });
  return session;
}

/** A submitted request of the customer's for brake repair and an oil change in Ikoyi, Lagos. */
export async function request(
  t: TestApp,
  customerId: string,
  overrides: Partial<typeof maintenanceRequests.$inferInsert> = {},
): Promise<typeof maintenanceRequests.$inferSelect> {
  const now = t.clock.now();
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({
      ownerId: customerId,
      plateNumber: `LAG${Math.floor(Math.random() * 900 + 100)}XY`,
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
    })
    .returning();
  const [row] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId: present(vehicle, 'vehicle').id,
      status: 'open' satisfies MaintenanceStatus,
      services: ['brake-repair', 'oil-change'],
      description: 'The brakes squeal and the oil is due.',
      addressLine: EXACT_LINE,
      landmark: LANDMARK,
      town: 'Ikoyi',
      lga: 'Eti-Osa',
      state: 'Lagos',
      lat: 6.4541,
      lng: 3.4347,
      preferredDate: '2030-01-15',
      timeWindow: 'morning',
      dispatchRound: 1,
      submittedAt: now,
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
      ...overrides,
    })
    .returning();
  return present(row, 'request');
}

/** The technician asked about the request (a dispatch row), `distanceKm` from the vehicle. */
export async function dispatch(
  t: TestApp,
  requestId: string,
  technicianId: string,
  overrides: Partial<typeof maintenanceDispatches.$inferInsert> = {},
): Promise<void> {
  await t.database.db
    .insert(maintenanceDispatches)
    .values({ requestId, technicianId, round: 1, distanceKm: 4.25, offeredAt: t.clock.now(), ...overrides });
}

/** A valid quotation body for the request, arriving tomorrow. */
export function quotationBody(t: TestApp, maintenanceId: string, overrides: Record<string, unknown> = {}) {
  return {
    maintenanceId,
    labour: [
      { service: 'brake-repair', amount: 15_000_00 },
      { service: 'oil-change', amount: 5_000_00 },
    ],
    parts: [{ name: 'Brake pads (front)', quantity: 2, unitPrice: 12_500_00, grade: 'new-aftermarket' }],
    callOutFee: 2_000_00,
    earliestArrival: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    validityHours: 48,
    note: 'Pads only.',
    ...overrides,
  };
}
