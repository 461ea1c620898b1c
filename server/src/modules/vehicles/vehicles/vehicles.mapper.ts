import type {
  CollaboratorDto,
  VehicleAccess,
  VehicleDto,
  VehicleHistoryEntryDto,
  VehicleLabelFields,
  VehicleSummaryDto,
} from '@fleetcare/shared';
import type { CollaboratorWithUser } from '../collaborators/collaborators.repository.ts';
import type { VehicleRow } from './vehicle-access.ts';
import type { VehicleEventWithActor } from './vehicle-events.repository.ts';
import type { OwnerName } from './vehicles.repository.ts';

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** The fields vehicleLabel() reads, from a row (notifications, CSV and DTOs name vehicles the same way). */
export function labelFieldsOf(
  row: Pick<VehicleRow, 'vin' | 'category' | 'brand' | 'model' | 'year'>,
): VehicleLabelFields {
  return {
    fullVIN: row.vin,
    category: row.category,
    vehicleBrand: row.brand,
    vehicleModel: row.model,
    vehicleYear: row.year,
  };
}

/** Row → list DTO with an explicit field list (the OBD token hash and new columns never leak). */
export function toVehicleSummaryDto(
  row: VehicleRow,
  context: { access: VehicleAccess; owner: OwnerName; photoUrl: string | null },
): VehicleSummaryDto {
  return {
    _id: row.id,
    ...labelFieldsOf(row),
    plateNumber: row.plateNumber,
    colour: row.colour,
    fuel: row.fuel,
    photoUrl: context.photoUrl,
    totalMileageKm: row.totalMileageKm,
    dueState: row.dueState,
    nextDueAt: row.nextDueAt,
    access: context.access,
    owner: { _id: context.owner.id, fullName: fullName(context.owner.firstName, context.owner.lastName) },
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCollaboratorDto(row: CollaboratorWithUser): CollaboratorDto {
  return {
    userId: row.collaborator.userId,
    fullName: fullName(row.firstName, row.lastName),
    email: row.email,
    role: row.collaborator.role,
    addedAt: row.collaborator.addedAt.toISOString(),
  };
}

export function toVehicleDto(
  row: VehicleRow,
  context: {
    access: VehicleAccess;
    owner: OwnerName;
    photoUrl: string | null;
    collaborators: CollaboratorWithUser[];
    openJobs: number;
  },
): VehicleDto {
  return {
    ...toVehicleSummaryDto(row, context),
    transmission: row.transmission,
    engine: row.engine,
    purchaseDate: row.purchaseDate,
    notes: row.notes,
    mileageRecordedAt: row.mileageRecordedAt?.toISOString() ?? null,
    averageDailyKm: row.averageDailyKm,
    obdDevice: row.obdTokenHint ? { tokenHint: row.obdTokenHint } : null,
    // Only the owner manages (and sees) who else has the vehicle.
    collaborators: context.access === 'owner' ? context.collaborators.map(toCollaboratorDto) : [],
    openJobs: context.openJobs,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHistoryEntryDto(row: VehicleEventWithActor): VehicleHistoryEntryDto {
  return {
    _id: row.event.id,
    type: row.event.type,
    detail: row.event.detail,
    actor: row.actor ? { _id: row.actor.id, fullName: fullName(row.actor.firstName, row.actor.lastName) } : null,
    createdAt: row.event.createdAt.toISOString(),
  };
}
