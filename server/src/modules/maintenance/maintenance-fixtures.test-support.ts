import { randomUUID } from 'node:crypto';
import {
  addDays,
  lagosToday,
  MAINTENANCE_LIMITS,
  type LatLng,
  type MaintenanceStatus,
  type QuotationStatus,
} from '@fleetcare/shared';
import {
  maintenanceDispatches,
  maintenanceRequests,
  quotations,
  technicianProfiles,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';

/* Requests, technicians and quotations for the sweeps' and the admin panel's tests (not a test file itself). */

const HOUR = 3_600_000;
let plateCounter = 0;

/** Obafemi Awolowo Way, Alausa, Ikeja: where the fixtures' vehicles stand. */
export const ALAUSA: LatLng = { lat: 6.6137, lng: 3.3581 };

export async function insertUser(
  t: TestApp,
  shape: { firstName?: string; lastName?: string; roles?: string[]; emailPrefix?: string } = {},
) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `${shape.emailPrefix ?? 'customer'}.${randomUUID()}@example.com`,
      firstName: shape.firstName ?? 'Amaka',
      lastName: shape.lastName ?? 'Obi',
      roles: shape.roles ?? ['customer'],
      emailVerifiedAt: t.deps.now(),
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** An approved technician on duty at `at`, offering `services`, working within `radiusKm`. */
export async function insertTechnician(
  t: TestApp,
  at: LatLng,
  profile: Partial<typeof technicianProfiles.$inferInsert> = {},
): Promise<string> {
  const user = await insertUser(t, { firstName: 'Tunde', lastName: 'Mechanic', roles: ['customer', 'technician'] });
  await t.database.db.insert(technicianProfiles).values({
    userId: user.id,
    status: 'approved',
    onDuty: true,
    services: ['brake-repair'],
    lat: at.lat,
    lng: at.lng,
    radiusKm: 30,
    town: 'Ikeja',
    state: 'Lagos',
    ...profile,
  });
  return user.id;
}

export interface RequestShape {
  status: MaintenanceStatus;
  customerId?: string;
  at?: LatLng;
  town?: string;
  state?: string;
  /** When its last round was (default: now). */
  lastDispatchAt?: Date | null;
  dispatchRound?: number;
  /** Default: 72 hours from now, for a submitted request. */
  expiresAt?: Date | null;
  createdAt?: Date;
}

/** A customer's vehicle and a request for it in `status`, written straight to the database. */
/** The columns a booked job carries besides its quotation and technician: when, its escrow key, its rate. */
export const bookedJobColumns = (at: Date, requestId = 'fixture') => ({
  bookedAt: at,
  bookingHoldKey: `maintenance:${requestId}:wallet`,
  commissionBps: 1500,
});

export async function insertRequest(t: TestApp, shape: RequestShape) {
  const now = t.deps.now();
  const customerId = shape.customerId ?? (await insertUser(t)).id;
  plateCounter += 1;
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({
      ownerId: customerId,
      plateNumber: `LAG${String(plateCounter).padStart(3, '0')}FX`,
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2016,
      fuel: 'petrol',
    })
    .returning({ id: vehicles.id });
  if (!vehicle) throw new Error('no vehicle');
  const submitted = shape.status !== 'draft';
  const at = shape.at ?? ALAUSA;
  const technicianId =
    shape.status === 'booked' ? (await insertUser(t, { roles: ['customer', 'technician'] })).id : null;
  const [row] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId: vehicle.id,
      status: shape.status,
      services: ['brake-repair'],
      description: 'The brakes squeal when I stop.',
      addressLine: '14 Obafemi Awolowo Way',
      landmark: 'Beside the Secretariat gate',
      town: shape.town ?? 'Ikeja',
      lga: 'Ikeja',
      state: shape.state ?? 'Lagos',
      lat: at.lat,
      lng: at.lng,
      preferredDate: addDays(lagosToday(now), 2),
      timeWindow: 'morning',
      dispatchRound: shape.dispatchRound ?? 0,
      dispatchRadiusKm: (shape.dispatchRound ?? 0) > 0 ? 50 : null,
      lastDispatchAt: shape.lastDispatchAt === undefined ? (submitted ? now : null) : shape.lastDispatchAt,
      submittedAt: submitted ? now : null,
      expiresAt:
        shape.expiresAt === undefined
          ? submitted
            ? new Date(now.getTime() + MAINTENANCE_LIMITS.expiryHours * HOUR)
            : null
          : shape.expiresAt,
      ...(technicianId ? { bookedQuotationId: randomUUID(), technicianId, ...bookedJobColumns(now) } : {}),
      ...(shape.status === 'canceled' ? { canceledAt: now, canceledBy: 'customer' as const } : {}),
      createdAt: shape.createdAt ?? now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no request');
  return row;
}

/** A dispatch row: `technicianId` was asked in `round`. */
export async function insertDispatch(t: TestApp, requestId: string, technicianId: string, round = 1) {
  await t.database.db.insert(maintenanceDispatches).values({ requestId, technicianId, round, distanceKm: 2 });
}

/** A quotation of `technicianId` for the request, live unless told otherwise, valid 48 hours by default. */
export async function insertQuotation(
  t: TestApp,
  requestId: string,
  technicianId: string,
  shape: { status?: QuotationStatus; validUntil?: Date } = {},
) {
  const now = t.deps.now();
  const [row] = await t.database.db
    .insert(quotations)
    .values({
      requestId,
      technicianId,
      status: shape.status ?? 'submitted',
      labour: [{ service: 'brake-repair', amount: 2_000_000 }],
      parts: [],
      callOutFee: 0,
      labourTotal: 2_000_000,
      partsTotal: 0,
      total: 2_000_000,
      earliestArrival: now,
      validUntil: shape.validUntil ?? new Date(now.getTime() + 48 * HOUR),
    })
    .returning();
  if (!row) throw new Error('no quotation');
  return row;
}
