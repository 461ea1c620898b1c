import type { SparePartItemDto, SparePartVehicleDto } from '@fleetcare/shared';

/** "2018 Toyota Corolla": the fleet vehicle a request is for, else its description, else null. */
export function vehicleLabel(request: {
  vehicle: Omit<SparePartVehicleDto, 'vehicleId'> | null;
  vehicleDescription: string | null;
}): string | null {
  if (request.vehicle) return `${request.vehicle.year} ${request.vehicle.brand} ${request.vehicle.model}`;
  return request.vehicleDescription;
}

/** "Brake pads, Oil filter and 2 more": the first parts' names for a card. */
export function partNames(items: readonly SparePartItemDto[], more: (count: number) => string, shown = 2): string {
  const names = items.slice(0, shown).map((item) => item.name);
  return items.length > shown ? `${names.join(', ')} ${more(items.length - shown)}` : names.join(', ');
}
