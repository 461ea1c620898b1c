import { randomUUID } from 'node:crypto';
import type { NigerianStateName, SparePartCategory, SupplierStatus } from '@fleetcare/shared';
import { supplierProfileEvents, supplierProfiles, users } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/* Supplier profiles for the admin review's tests (not a test file itself): written straight to the database. */

const MINUTE = 60_000;
let counter = 0;

export interface SupplierShape {
  status: SupplierStatus;
  /** When it was submitted (default: an hour ago). */
  submittedAt?: Date | null;
  changesUnderReview?: boolean;
  changesSubmittedAt?: Date | null;
  businessName?: string;
  cacNumber?: string;
  state?: NigerianStateName;
  deliveryStates?: NigerianStateName[];
  partCategories?: SparePartCategory[];
  roles?: string[];
}

/** A supplier's account with a whole profile in `status`, and its history up to the status. */
export async function insertSupplier(t: TestApp, shape: SupplierShape) {
  const db = t.deps.db;
  const now = t.deps.now();
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `supplier.${randomUUID()}@example.com`,
      firstName: 'Aisha',
      lastName: 'Bello',
      roles: shape.roles ?? ['customer', 'supplier'],
      phoneDialCode: '+234',
      phoneNumber: `807${String(counter).padStart(7, '0')}`,
      emailVerifiedAt: now,
    })
    .returning();
  if (!user) throw new Error('supplier not inserted');
  const submitted = shape.status === 'draft' ? null : (shape.submittedAt ?? new Date(now.getTime() - 60 * MINUTE));
  await db.insert(supplierProfiles).values({
    userId: user.id,
    status: shape.status,
    businessName: shape.businessName ?? 'Bello Auto Parts Ltd',
    cacNumber: shape.cacNumber ?? `RC ${1_400_000 + counter}`,
    addressLine: '14 Ladipo Street',
    landmark: 'Beside the Ladipo market gate',
    town: 'Mushin',
    lga: 'Mushin',
    state: shape.state ?? 'Lagos',
    lat: 6.5355,
    lng: 3.3506,
    deliveryStates: shape.deliveryStates ?? ['Lagos', 'Ogun'],
    partCategories: shape.partCategories ?? ['brakes', 'filters'],
    brands: ['toyota', 'honda'],
    grades: ['new-oem', 'tokunbo'],
    changesUnderReview: shape.changesUnderReview ?? false,
    changesSubmittedAt: shape.changesSubmittedAt ?? null,
    submittedAt: submitted,
    decidedAt: shape.status === 'approved' || shape.status === 'rejected' ? now : null,
    decisionMessage: shape.status === 'rejected' ? 'The CAC number could not be found.' : null,
    savedAt: now,
  });
  if (submitted) {
    await db.insert(supplierProfileEvents).values({ userId: user.id, status: 'submitted', createdAt: submitted });
  }
  if (shape.status === 'approved' || shape.status === 'rejected') {
    await db.insert(supplierProfileEvents).values({ userId: user.id, status: shape.status, createdAt: now });
  }
  return { user };
}

/** approve's sample for the authorization test: a submitted profile. */
export async function approveSupplierSample(t: TestApp) {
  const { user } = await insertSupplier(t, { status: 'submitted' });
  return { recordId: user.id, input: {} };
}

/** reject's sample: a submitted profile, with the reason. */
export async function rejectSupplierSample(t: TestApp) {
  const { user } = await insertSupplier(t, { status: 'submitted' });
  return { recordId: user.id, input: {}, reason: 'The CAC number belongs to another business.' };
}

/** accept-changes' sample: an approved supplier whose changed business name waits for a look. */
export async function acceptSupplierChangesSample(t: TestApp) {
  const { user } = await insertSupplier(t, {
    status: 'approved',
    changesUnderReview: true,
    changesSubmittedAt: t.deps.now(),
  });
  return { recordId: user.id, input: {} };
}
