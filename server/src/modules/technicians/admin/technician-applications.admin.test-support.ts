import { createHash, randomUUID } from 'node:crypto';
import type { TechnicianStatus, TechnicianTrade } from '@fleetcare/shared';
import {
  technicianApplicationEvents,
  technicianCredentials,
  technicianProfiles,
  technicianReferences,
  users,
} from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/* Applications for the admin review's tests (not a test file itself): written straight to the database. */

const MINUTE = 60_000;
let phoneCounter = 0;

export interface ApplicationShape {
  status: TechnicianStatus;
  /** When it was submitted (default: an hour ago). */
  submittedAt?: Date | null;
  changesUnderReview?: boolean;
  changesSubmittedAt?: Date | null;
  firstName?: string;
  lastName?: string;
  roles?: string[];
  state?: string;
  trades?: TechnicianTrade[];
}

/**
 * A technician's account with a whole application in `status`: profile, an ID document and a certificate (files
 * in storage), two references (one confirmed), and its history up to the status.
 */
export async function insertApplication(t: TestApp, shape: ApplicationShape) {
  const db = t.deps.db;
  const now = t.deps.now();
  phoneCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `applicant.${randomUUID()}@example.com`,
      firstName: shape.firstName ?? 'Chinedu',
      lastName: shape.lastName ?? 'Okeke',
      roles: shape.roles ?? ['customer'],
      phoneDialCode: '+234',
      phoneNumber: `806${String(phoneCounter).padStart(7, '0')}`,
      emailVerifiedAt: now,
    })
    .returning();
  if (!user) throw new Error('applicant not inserted');
  const submitted = shape.status === 'incomplete' ? null : (shape.submittedAt ?? new Date(now.getTime() - 60 * MINUTE));
  await db.insert(technicianProfiles).values({
    userId: user.id,
    status: shape.status,
    dateOfBirth: '1990-04-12',
    bio: 'Ten years on Toyota and Honda brakes.',
    trades: shape.trades ?? ['general-mechanic'],
    services: ['brake-repair'],
    yearsExperience: 10,
    languages: [
      { code: 'english', level: 'fluent' },
      { code: 'igbo', level: 'native' },
    ],
    addressLine: '12 Admiralty Way',
    landmark: 'Opposite the Total filling station',
    town: 'Lekki',
    lga: 'Eti-Osa',
    state: shape.state ?? 'Lagos',
    lat: 6.4474,
    lng: 3.4723,
    radiusKm: 15,
    workingDays: [
      { day: 'mon', from: '08:00', to: '17:00' },
      { day: 'sat', from: '09:00', to: '14:00' },
    ],
    nin: '12345678901',
    onDuty: shape.status === 'approved',
    changesUnderReview: shape.changesUnderReview ?? false,
    changesSubmittedAt: shape.changesSubmittedAt ?? null,
    submittedAt: submitted,
    decidedAt: ['approved', 'rejected', 'suspended', 'deactivated'].includes(shape.status) ? now : null,
  });
  const idKey = `technicians/${user.id}/${randomUUID().slice(0, 12)}.png`;
  const paperKey = `technicians/${user.id}/${randomUUID().slice(0, 12)}.pdf`;
  await t.deps.storage.put(idKey, Buffer.from('id card picture'), 'image/png');
  await t.deps.storage.put(paperKey, Buffer.from('%PDF-1.4 trade test'), 'application/pdf');
  await db.insert(technicianCredentials).values([
    {
      userId: user.id,
      kind: 'id-document',
      title: 'National ID card',
      fileKey: idKey,
      fileName: 'id.png',
      contentType: 'image/png',
      sizeBytes: 15,
    },
    {
      userId: user.id,
      kind: 'trade-test',
      title: 'Trade test grade II',
      fileKey: paperKey,
      fileName: 'trade-test.pdf',
      contentType: 'application/pdf',
      sizeBytes: 19,
    },
  ]);
  const hash = () => createHash('sha256').update(randomUUID()).digest('hex');
  await db.insert(technicianReferences).values([
    {
      userId: user.id,
      name: 'Bola Adeyemi',
      phoneDialCode: '+234',
      phoneNumber: '8051112233',
      email: 'bola.reference@example.com',
      relationship: 'employer',
      yearsKnown: 4,
      tokenHash: hash(),
      expiresAt: new Date(now.getTime() + 14 * 24 * 60 * MINUTE),
      answer: 'confirmed',
      comment: 'He ran my workshop for four years.',
      answeredAt: now,
    },
    {
      userId: user.id,
      name: 'Ngozi Eze',
      phoneDialCode: '+234',
      phoneNumber: '8051112244',
      email: 'ngozi.reference@example.com',
      relationship: 'colleague',
      yearsKnown: 2,
      tokenHash: hash(),
      expiresAt: new Date(now.getTime() - MINUTE),
    },
  ]);
  if (submitted) {
    await db.insert(technicianApplicationEvents).values({ userId: user.id, status: 'pending', createdAt: submitted });
  }
  if (shape.status !== 'pending' && shape.status !== 'incomplete') {
    await db.insert(technicianApplicationEvents).values({ userId: user.id, status: shape.status, createdAt: now });
  }
  return { user, idKey, paperKey };
}

/** approve's sample for the authorization test: a pending application. */
export async function approveSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'pending' });
  return { recordId: user.id, input: {} };
}

/** request-changes' sample: an application in review, with what to change. */
export async function requestChangesSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'in-review' });
  return { recordId: user.id, input: {}, reason: 'Upload a clearer photo of your ID card.' };
}

/** reject's sample: an application in review, with the reason. */
export async function rejectSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'in-review' });
  return { recordId: user.id, input: {}, reason: 'The trade test certificate could not be verified.' };
}

/** accept-changes' sample: an approved technician whose changed skills wait for a look. */
export async function acceptChangesSample(t: TestApp) {
  const { user } = await insertApplication(t, {
    status: 'approved',
    roles: ['customer', 'technician'],
    changesUnderReview: true,
    changesSubmittedAt: t.deps.now(),
  });
  return { recordId: user.id, input: {} };
}

/** suspend's sample: an approved technician. */
export async function suspendSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'approved', roles: ['customer', 'technician'] });
  return { recordId: user.id, input: {}, reason: 'Three customers reported no-shows this week.' };
}

/** deactivate's sample: an approved technician. */
export async function deactivateSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'approved', roles: ['customer', 'technician'] });
  return { recordId: user.id, input: {}, reason: 'The technician asked to leave FleetCare.' };
}

/** reinstate's sample: a suspended technician. */
export async function reinstateSample(t: TestApp) {
  const { user } = await insertApplication(t, { status: 'suspended', roles: ['customer', 'technician'] });
  return { recordId: user.id, input: {} };
}
