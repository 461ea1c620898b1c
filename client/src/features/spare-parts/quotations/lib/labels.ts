import type { SparePartQuotedRequestSummaryDto } from '@fleetcare/shared';

type Area = SparePartQuotedRequestSummaryDto['area'];

/**
 * "Mushin, Lagos": the town (or else the LGA) and the state a request goes to, once when both are one name
 * ("Enugu"); empty when none is known.
 */
export function areaText(area: Area): string {
  const parts = [area.town ?? area.lga, area.state].filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(', ');
}

/** "Toyota Corolla 2012", or the customer's own description of the vehicle; empty when there is neither. */
export function vehicleText(request: {
  vehicle: { brand: string; model: string; year: number } | null;
  vehicleDescription: string | null;
}): string {
  if (request.vehicle) return `${request.vehicle.brand} ${request.vehicle.model} ${request.vehicle.year}`;
  return request.vehicleDescription ?? '';
}

/** Whole days from `now` until `instant`, at least 0 (a part of a day counts as a day). */
export function daysUntil(instant: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - now) / 86_400_000));
}
