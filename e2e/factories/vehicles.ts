import { expect, type APIRequestContext } from '@playwright/test';
import { vehiclesApi, type VehicleDto } from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';

let counter = 0;

/** A plate no other journey of the run uses (letters and digits, as the server keeps plates). */
export function uniquePlate(prefix = 'E'): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `${prefix}${counter.toString(36).toUpperCase()}${random}`.slice(0, 10);
}

/** A vehicle of the signed-in account of `request`, made through the API (a 2019 Toyota Corolla unless told). */
export async function createVehicle(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<VehicleDto> {
  const response = await request.post(apiUrl(vehiclesApi.createVehicle), {
    data: {
      plateNumber: uniquePlate(),
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: VehicleDto }).data;
}

/**
 * Adds the recommended routine checks of the vehicle's category and fuel, all last done as `lastDone` says; without
 * it, when they were last done is not known and each is due now ("check soon").
 */
export async function addRecommendedChecks(
  request: APIRequestContext,
  vehicleId: string,
  lastDone: { lastDoneAt?: string; lastDoneKm?: number } = {},
): Promise<void> {
  const response = await request.post(apiUrl(vehiclesApi.addAllSchedules, { id: vehicleId }), { data: lastDone });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new odometer reading (never below the last one). */
export async function logMileage(request: APIRequestContext, vehicleId: string, valueKm: number): Promise<void> {
  const response = await request.post(apiUrl(vehiclesApi.setTotalMileage), { data: { vehicleId, valueKm } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets when a routine check (by catalogue item, e.g. 'engine-oil') was last done. */
export async function markCheckDone(
  request: APIRequestContext,
  vehicleId: string,
  item: string,
  { lastDoneAt, lastDoneKm }: { lastDoneAt: string; lastDoneKm: number },
): Promise<void> {
  const schedules = await dataOf<{ _id: string; item: string }[]>(
    await request.get(apiUrl(vehiclesApi.getSchedules, { id: vehicleId })),
  );
  const schedule = schedules.find((row) => row.item === item);
  if (!schedule) throw new Error(`the vehicle has no ${item} check`);
  const response = await request.patch(apiUrl(vehiclesApi.editSchedule), {
    data: { scheduleId: schedule._id, lastDoneAt, lastDoneKm },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A vehicle paper (insurance, licence, ...) without a file. */
export async function addDocument(
  request: APIRequestContext,
  vehicleId: string,
  fields: { type: string; expiresOn: string; number?: string },
): Promise<void> {
  const response = await request.post(apiUrl(vehiclesApi.addDocument), { multipart: { vehicleId, ...fields } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Shares a vehicle of the signed-in account of `request` with another account. */
export async function shareVehicle(
  request: APIRequestContext,
  share: { vehicleId: string; email: string; role: 'view' | 'edit' },
): Promise<void> {
  const response = await request.patch(apiUrl(vehiclesApi.addCollaborator), { data: share });
  expect(response.status(), await response.text()).toBe(200);
}

/** How many vehicles the signed-in account of `request` sees in its fleet. */
export async function fleetSize(request: APIRequestContext): Promise<number> {
  return (await dataOf<{ total: number }>(await request.get(apiUrl(vehiclesApi.getMyVehicles)))).total;
}

/** Readings as an OBD device posts them, with its device token (no session). */
export function postObdReadings(request: APIRequestContext, token: string, readings: object[]) {
  return request.post(apiUrl(vehiclesApi.ingestObdReadings), {
    headers: { Authorization: `Bearer ${token}` },
    data: { readings },
  });
}
