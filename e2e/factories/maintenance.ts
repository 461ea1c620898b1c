import type { APIRequestContext } from '@playwright/test';
import {
  maintenancesApi,
  type AddressDto,
  type MaintenanceRequestDto,
  type MaintenanceTimeWindow,
} from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';
import { lagosDate } from '../support/dates.ts';

/** Maintenance requests made through the API by the signed-in customer of `request`. */

/**
 * A request for a vehicle of the customer's fleet, submitted at once: the nearest approved, on-duty technicians who
 * offer the services and whose area reaches the address are asked to quote (each gets a job notification). For the
 * day after tomorrow in Lagos, in the morning, unless told.
 */
export async function submittedMaintenance(
  request: APIRequestContext,
  {
    vehicleId,
    services,
    description,
    address,
    preferredDate = lagosDate(2),
    timeWindow = 'morning',
  }: {
    vehicleId: string;
    /** Catalogue slugs, e.g. general-servicing, brake-repair. */
    services: string[];
    description: string;
    address: AddressDto;
    preferredDate?: string;
    timeWindow?: MaintenanceTimeWindow;
  },
): Promise<MaintenanceRequestDto> {
  const response = await request.post(apiUrl(maintenancesApi.createNewMaintenance), {
    data: { vehicleId, services, description, address, preferredDate, timeWindow, submit: true },
  });
  return dataOf<MaintenanceRequestDto>(response, 201);
}

/** The customer cancels a request (free before booking); the technicians asked are told. */
export async function cancelMaintenance(
  request: APIRequestContext,
  id: string,
  reason: string | null = null,
): Promise<MaintenanceRequestDto> {
  return dataOf(await request.post(apiUrl(maintenancesApi.cancelMaintenance, { id }), { data: { reason } }));
}
