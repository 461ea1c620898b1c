import { expect, type APIRequestContext } from '@playwright/test';
import type { VehicleDto } from '@fleetcare/shared';

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
  const response = await request.post('/api/vehicles/create-new-vehicle', {
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
