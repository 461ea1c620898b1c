import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import {
  addDays,
  lagosToday,
  sparePartRequestsApi,
  type AddressDto,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';
import { blockNewsletterPopup } from '../pages/content.ts';
import { randomIp } from '../support/people.ts';
import { approvedSupplier, type SupplierProfileInput } from './suppliers.ts';
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

/**
 * Two approved suppliers in Enugu, each on a phone (360 px) in a browser of their own: Chidi Okafor's genuine-parts
 * shop and Ifeoma Nnamdi's aftermarket one, their business names tagged so that a run's are its own.
 */
export async function enuguSuppliersOnPhones(browser: Browser, baseURL: string) {
  const tag = randomUUID().slice(0, 6);
  const genuine = `Okafor Genuine Parts ${tag}`;
  const aftermarket = `Nnamdi Auto Spares ${tag}`;
  const [okafor, nnamdi] = await Promise.all(
    [
      { businessName: genuine, firstName: 'Chidi', lastName: 'Okafor' },
      { businessName: aftermarket, firstName: 'Ifeoma', lastName: 'Nnamdi' },
    ].map(async ({ businessName, firstName, lastName }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
      await approvedSupplier(context.request, baseURL, {
        firstName,
        lastName,
        profile: enuguSupplierProfile(businessName),
      });
      const page = await context.newPage();
      await blockNewsletterPopup(page);
      await page.setViewportSize({ width: 360, height: 800 });
      return { context, page };
    }),
  );
  if (!okafor || !nnamdi) throw new Error('both suppliers are made');
  return { genuine, aftermarket, okafor, nnamdi };
}
