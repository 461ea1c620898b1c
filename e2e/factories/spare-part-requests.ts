import { expect, type APIRequestContext } from '@playwright/test';
import {
  addDays,
  lagosToday,
  sparePartRequestsApi,
  type AddressDto,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';
import type { SupplierProfileInput } from './suppliers.ts';
import { createVehicle } from './vehicles.ts';

/** A delivery address in Enugu, where the journeys' suppliers deliver. */
export const enugu: AddressDto = {
  line: '12 Ogui Road',
  landmark: null,
  town: 'Enugu',
  lga: 'Enugu North',
  state: 'Enugu',
  lat: 6.4402,
  lng: 7.4943,
};

/** An approved supplier's profile in Enugu selling Toyota brakes and filters in every grade. */
export const enuguSupplierProfile = (businessName: string): SupplierProfileInput => ({
  businessName,
  cacNumber: `RC ${1_000_000 + Math.floor(Math.random() * 8_999_999)}`,
  address: { ...enugu, line: '5 Ogui Road' },
  deliveryStates: ['Enugu'],
  partCategories: ['brakes', 'filters'],
  brands: ['toyota'],
  grades: ['new-oem', 'new-aftermarket', 'tokunbo'],
});

/**
 * The customer's request, made and submitted through the calls for a new Toyota of theirs, delivered to Enugu:
 * front brake pads (genuine or aftermarket, two) and an oil filter (aftermarket or Tokunbo).
 */
export async function submittedRequest(request: APIRequestContext): Promise<SparePartRequestDto> {
  const vehicle = await createVehicle(request, { brand: 'Toyota', model: 'Corolla', year: 2019 });
  const draft = await dataOf<SparePartRequestDto>(
    await request.post(apiUrl(sparePartRequestsApi.initiateOrUpdateSparePartRequest), {
      data: { vehicleId: vehicle._id, address: enugu, neededBy: addDays(lagosToday(new Date()), 7) },
    }),
    201,
  );
  for (const item of [
    {
      name: 'Front brake pads',
      partNumber: '04465-02220',
      category: 'brakes',
      quantity: 2,
      grades: ['new-oem', 'new-aftermarket'],
    },
    { name: 'Oil filter', partNumber: null, category: 'filters', quantity: 1, grades: ['new-aftermarket', 'tokunbo'] },
  ]) {
    const added = await request.post(apiUrl(sparePartRequestsApi.addItem), { data: { requestId: draft._id, ...item } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
  return dataOf<SparePartRequestDto>(
    await request.patch(apiUrl(sparePartRequestsApi.finallySubmitSparePartRequest, { id: draft._id })),
  );
}
