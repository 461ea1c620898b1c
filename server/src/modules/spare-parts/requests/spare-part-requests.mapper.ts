import {
  partGrades,
  type AddressDto,
  type InvitedSparePartRequestDto,
  type SparePartItemDto,
  type SparePartItemFileDto,
  type SparePartOrderDto,
  type SparePartRequestDto,
  type SparePartRequestMissingItem,
} from '@fleetcare/shared';
import type { InvitedRequestRow } from './invited-requests.repository.ts';
import type { RequestWithVehicle, SparePartItemRow, SparePartRequestRow } from './spare-part-requests.repository.ts';

/** The delivery address of a request, or null while a draft lacks it. */
export function addressOf(row: SparePartRequestRow): AddressDto | null {
  if (row.addressLine === null || row.town === null || row.state === null || row.lat === null || row.lng === null) {
    return null;
  }
  return {
    line: row.addressLine,
    landmark: row.landmark,
    town: row.town,
    lga: row.lga,
    state: row.state,
    lat: row.lat,
    lng: row.lng,
  };
}

/** What a draft still lacks before it may be submitted, in the form's order; nothing once submitted. */
export function missingOf(row: SparePartRequestRow, itemCount: number): SparePartRequestMissingItem[] {
  if (row.status !== 'draft') return [];
  const missing: SparePartRequestMissingItem[] = [];
  if (row.vehicleId === null && row.vehicleDescription === null) missing.push('vehicle');
  if (addressOf(row) === null) missing.push('address');
  if (row.neededBy === null) missing.push('neededBy');
  if (itemCount === 0) missing.push('items');
  return missing;
}

/** An item with its photos (`files`: by item id, signed already). */
export function toSparePartItemDto(
  row: SparePartItemRow,
  files: ReadonlyMap<string, SparePartItemFileDto[]>,
): SparePartItemDto {
  return {
    _id: row.id,
    name: row.name,
    partNumber: row.partNumber,
    category: row.category,
    quantity: row.quantity,
    grades: partGrades.filter((grade) => row.grades.includes(grade)),
    notes: row.notes,
    files: files.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSparePartRequestDto(
  { request, vehicle }: RequestWithVehicle,
  items: readonly SparePartItemRow[],
  files: ReadonlyMap<string, SparePartItemFileDto[]>,
  invitedSuppliers: number,
  order: SparePartOrderDto | null = null,
): SparePartRequestDto {
  return {
    _id: request.id,
    status: request.status,
    vehicle: vehicle
      ? { vehicleId: vehicle.id, brand: vehicle.brand, model: vehicle.model, year: vehicle.year, vin: vehicle.vin }
      : null,
    vehicleDescription: request.vehicleDescription,
    address: addressOf(request),
    neededBy: request.neededBy,
    maintenanceId: request.maintenanceId,
    items: items.map((item) => toSparePartItemDto(item, files)),
    missing: missingOf(request, items.length),
    invitedSuppliers,
    submittedAt: request.submittedAt?.toISOString() ?? null,
    expiresAt: request.expiresAt?.toISOString() ?? null,
    canceledAt: request.canceledAt?.toISOString() ?? null,
    order,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** A request as an invited supplier sees it: the area and the distance, nothing of the customer. */
export function toInvitedRequestDto(
  row: InvitedRequestRow,
  items: readonly SparePartItemRow[],
  files: ReadonlyMap<string, SparePartItemFileDto[]>,
): InvitedSparePartRequestDto {
  const { request, vehicle, invitation } = row;
  return {
    _id: request.id,
    status: request.status,
    vehicle: vehicle ? { brand: vehicle.brand, model: vehicle.model, year: vehicle.year, vin: vehicle.vin } : null,
    vehicleDescription: request.vehicleDescription,
    area: { town: request.town, lga: request.lga, state: request.state },
    distanceKm: Math.round(invitation.distanceKm * 10) / 10,
    neededBy: request.neededBy,
    items: items.map((item) => toSparePartItemDto(item, files)),
    invitedAt: invitation.invitedAt.toISOString(),
    submittedAt: request.submittedAt?.toISOString() ?? null,
    expiresAt: request.expiresAt?.toISOString() ?? null,
  };
}
