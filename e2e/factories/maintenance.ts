import { expect, type APIRequestContext } from '@playwright/test';
import {
  appointmentStart,
  bookingApi,
  maintenancesApi,
  quotationsApi,
  type AddressDto,
  type MaintenanceBookingDto,
  type MaintenanceRequestDto,
  type MaintenanceTimeWindow,
  type QuotationDto,
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

/**
 * The signed-in technician of `request` quotes for a request they were asked about: labour per service (kobo), an
 * optional call-out fee, the earliest arrival at the start of the customer's time window unless told, and 48 hours
 * of validity. Answers the quotation with its totals as the server worked them out.
 */
export async function sentQuotation(
  request: APIRequestContext,
  {
    maintenance,
    labour,
    callOutFee = 0,
    earliestArrival = appointmentStart(maintenance.preferredDate, maintenance.timeWindow, maintenance.timeZone),
  }: {
    maintenance: Pick<MaintenanceRequestDto, '_id' | 'preferredDate' | 'timeWindow' | 'timeZone'>;
    /** Catalogue slug to kobo. */
    labour: Record<string, number>;
    callOutFee?: number;
    earliestArrival?: Date;
  },
): Promise<QuotationDto> {
  const response = await request.post(apiUrl(quotationsApi.createOrUpdateQuotation), {
    data: {
      maintenanceId: maintenance._id,
      labour: Object.entries(labour).map(([service, amount]) => ({ service, amount })),
      parts: [],
      callOutFee,
      earliestArrival: earliestArrival.toISOString(),
      validityHours: 48,
      note: '',
    },
  });
  return dataOf<QuotationDto>(response);
}

/** The signed-in customer of `request` accepts the quotation and pays it from the wallet: booked at once. */
export async function bookedFromWallet(
  request: APIRequestContext,
  quotation: Pick<QuotationDto, '_id' | 'maintenanceId'>,
): Promise<MaintenanceBookingDto> {
  const response = await request.post(apiUrl(bookingApi.payForMaintenanceServices), {
    data: { maintenanceId: quotation.maintenanceId, quotationId: quotation._id, method: 'wallet' },
  });
  const booking = await dataOf<MaintenanceBookingDto>(response);
  expect(booking.status).toBe('booked');
  return booking;
}
