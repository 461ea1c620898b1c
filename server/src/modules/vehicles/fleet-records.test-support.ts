import { API_PREFIX, vehiclesApi, type ObdDeviceTokenDto, type VehicleDocumentDto } from '@fleetcare/shared';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { notifications, outboxMessages, vehicleEvents } from '../../db/schema/index.ts';
import { randomIp, signUpAndSignIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createVehicle, shareVehicle, type TestAgent } from './vehicles/vehicles.test-support.ts';

/** Test helpers of the OBD, documents and dashboard calls. */

export const api = (path: string) => `${API_PREFIX}${path}`;
export const withId = (path: string, id: string) => api(path.replace(/:\w+/, id));

/** An owner with one vehicle, plus a viewer, an editor and a stranger (each signed in on their own agent). */
export async function fleetWithPeople(t: TestApp) {
  const owner = await signUpAndSignIn(t);
  const viewer = await signUpAndSignIn(t, { firstName: 'Viola' });
  const editor = await signUpAndSignIn(t, { firstName: 'Edwin' });
  const stranger = await signUpAndSignIn(t, { firstName: 'Sani' });
  const vehicle = await createVehicle(owner.agent);
  await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
  await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
  return { owner, viewer, editor, stranger, vehicle };
}

export async function createDeviceToken(agent: TestAgent, vehicleId: string): Promise<string> {
  const res = await agent.post(withId(vehiclesApi.createObdToken.path, vehicleId));
  if (res.status !== 201) throw new Error(`createDeviceToken failed with ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: ObdDeviceTokenDto }).data.token;
}

/** A device's post: no cookie, no Origin, its bearer token and its own address. */
export function postReadings(t: TestApp, token: string | null, body: unknown, ip = randomIp()) {
  const req = request(t.app).post(api(vehiclesApi.ingestObdReadings.path)).set('X-Forwarded-For', ip);
  if (token !== null) req.set('Authorization', `Bearer ${token}`);
  return req.send(body as object);
}

export function reading(at: Date, overrides: Record<string, unknown> = {}) {
  return {
    timestamp: at.toISOString(),
    odometerKm: 52_000,
    speedKmh: 42.5,
    rpm: 1800,
    coolantTempC: 88,
    fuelLevelPct: 61,
    batteryVoltage: 13.9,
    troubleCodes: [],
    ...overrides,
  };
}

/** Adds a paper through the API as JSON (no file) and returns its DTO; fails on any error. */
export async function addDocument(
  agent: TestAgent,
  vehicleId: string,
  overrides: Record<string, unknown> = {},
): Promise<VehicleDocumentDto> {
  const res = await agent
    .post(api(vehiclesApi.addDocument.path))
    .send({ vehicleId, type: 'insurance', expiresOn: '2031-01-31', ...overrides });
  if (res.status !== 201) throw new Error(`addDocument failed with ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: VehicleDocumentDto }).data;
}

/** The user's fleet notifications, oldest first. */
export async function fleetNotificationsOf(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, 'fleet')))
    .orderBy(asc(notifications.createdAt));
}

/** The notification e-mails sent to an address, oldest first. */
export async function notificationEmailsTo(t: TestApp, email: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email.toLowerCase()), eq(outboxMessages.template, 'notification')))
    .orderBy(asc(outboxMessages.createdAt));
}

export async function eventsOf(t: TestApp, vehicleId: string, type: string) {
  return t.database.db
    .select()
    .from(vehicleEvents)
    .where(and(eq(vehicleEvents.vehicleId, vehicleId), eq(vehicleEvents.type, type)));
}

/** True when a JSON body mentions none of these values (a stranger's 404 must not carry the vehicle's data). */
export function mentionsNone(body: unknown, values: (string | number)[]): boolean {
  const text = JSON.stringify(body);
  return values.every((value) => !text.includes(String(value)));
}
