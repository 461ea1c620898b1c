import type {
  CreateVehicleInput,
  MyVehiclesQuery,
  Page,
  UpdateVehicleInput,
  VehicleAccess,
  VehicleDto,
  VehicleSummaryDto,
} from '@fleetcare/shared';
import { englishMessage, v, vehicleFieldNames } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { listCollaborators } from '../collaborators/collaborators.repository.ts';
import { loadVehicleFor, type VehicleRow } from './vehicle-access.ts';
import { recordVehicleEvent } from './vehicle-events.repository.ts';
import { toVehicleDto, toVehicleSummaryDto } from './vehicles.mapper.ts';
import {
  archiveVehicleRow,
  findOwnerName,
  insertVehicle,
  listVehiclesFor,
  PLATE_UNIQUE,
  updateActiveVehicleRow,
  VIN_UNIQUE,
  violatedUniqueIndex,
  type NewVehicleRow,
} from './vehicles.repository.ts';

export type VehiclesDeps = Pick<AppDeps, 'db' | 'storage' | 'now'>;

/** Photo links live a day (rounded to the hour by the storage, so lists keep the same URLs and browsers cache). */
export const VEHICLE_PHOTO_URL_TTL_SECONDS = 86_400;

export async function photoUrlOf(deps: Pick<AppDeps, 'storage'>, key: string | null): Promise<string | null> {
  return key ? deps.storage.signedUrl(key, VEHICLE_PHOTO_URL_TTL_SECONDS) : null;
}

/**
 * Open maintenance jobs of a vehicle: a vehicle with any cannot be deleted. Always 0 until the maintenance-booking
 * issue (booking, dispatch, escrow) lands and counts the vehicle's jobs that are neither completed nor cancelled.
 */
export async function openJobsOf(_db: Db, _vehicleId: string): Promise<number> {
  return 0;
}

/** A change to a vehicle that was deleted (archived) meanwhile. */
export const archivedConflict = () =>
  new AppError('CONFLICT', { message: 'This vehicle was deleted: its records can be read but not changed.' });

/** A 409 on one field with its English text and its message key (the form shows it in the user's language). */
function duplicateOf(field: 'plateNumber' | 'vin', key: string): AppError {
  const message = englishMessage(key);
  return new AppError('CONFLICT', { message, fieldErrors: { [field]: message }, fieldErrorKeys: { [field]: key } });
}

/** A unique-index violation on the owner's plates or VINs as the 409 the user understands; other errors unchanged. */
function asDuplicate(error: unknown): unknown {
  const index = violatedUniqueIndex(error);
  if (index === PLATE_UNIQUE) return duplicateOf('plateNumber', v.plateNumberTaken);
  if (index === VIN_UNIQUE) return duplicateOf('vin', v.vinTaken);
  return error;
}

/** The full DTO of a vehicle for a caller whose access is known (collaborators only for the owner). */
export async function vehicleDtoFor(
  deps: VehiclesDeps,
  vehicle: VehicleRow,
  access: VehicleAccess,
): Promise<VehicleDto> {
  const [owner, photoUrl, collaborators, openJobs] = await Promise.all([
    findOwnerName(deps.db, vehicle.ownerId),
    photoUrlOf(deps, vehicle.photoKey),
    access === 'owner' ? listCollaborators(deps.db, vehicle.id) : Promise.resolve([]),
    openJobsOf(deps.db, vehicle.id),
  ]);
  return toVehicleDto(vehicle, { access, owner, photoUrl, collaborators, openJobs });
}

export async function getVehicle(deps: VehiclesDeps, userId: string, vehicleId: string): Promise<VehicleDto> {
  const { vehicle, access } = await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  return vehicleDtoFor(deps, vehicle, access);
}

/** The new vehicle's columns from the validated input (the same for the form and each CSV row). */
export function newVehicleValues(ownerId: string, input: CreateVehicleInput, at: Date): NewVehicleRow {
  return {
    ownerId,
    vin: input.vin ?? null,
    plateNumber: input.plateNumber,
    category: input.category,
    brand: input.brand,
    model: input.model,
    year: input.year,
    colour: input.colour ?? null,
    fuel: input.fuel,
    transmission: input.transmission ?? null,
    engine: input.engine ?? null,
    purchaseDate: input.purchaseDate ?? null,
    notes: input.notes ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Adds a vehicle to the caller's fleet. A plate or VIN the owner already has on a vehicle that is not archived is
 * a 409 with a field error; the partial unique indexes decide, so two requests at once cannot both get in.
 */
export async function createVehicle(
  deps: VehiclesDeps,
  userId: string,
  input: CreateVehicleInput,
): Promise<VehicleDto> {
  const at = deps.now();
  let vehicle: VehicleRow;
  try {
    vehicle = await deps.db.transaction(async (db) => {
      const row = await insertVehicle(db, newVehicleValues(userId, input, at));
      await recordVehicleEvent(db, {
        vehicleId: row.id,
        actorId: userId,
        type: 'created',
        detail: { plateNumber: row.plateNumber },
        at,
      });
      return row;
    });
  } catch (error) {
    throw asDuplicate(error);
  }
  return vehicleDtoFor(deps, vehicle, 'owner');
}

const editableFields = vehicleFieldNames satisfies readonly (keyof UpdateVehicleInput & keyof VehicleRow)[];

/**
 * Changes a vehicle's details (owner or edit rights). Only fields that really change are written and recorded in
 * the history with their old and new values; a request that changes nothing writes nothing.
 */
export async function updateVehicle(
  deps: VehiclesDeps,
  userId: string,
  vehicleId: string,
  input: UpdateVehicleInput,
): Promise<VehicleDto> {
  const { vehicle, access } = await loadVehicleFor(deps.db, userId, vehicleId, 'edit');
  const patch: Partial<NewVehicleRow> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of editableFields) {
    const next = input[field];
    if (next === undefined || next === vehicle[field]) continue;
    Object.assign(patch, { [field]: next });
    changes[field] = { from: vehicle[field], to: next };
  }
  if (Object.keys(changes).length === 0) return vehicleDtoFor(deps, vehicle, access);
  const at = deps.now();
  let updated: VehicleRow;
  try {
    updated = await deps.db.transaction(async (db) => {
      const row = await updateActiveVehicleRow(db, vehicleId, { ...patch, updatedAt: at });
      if (!row) throw archivedConflict();
      await recordVehicleEvent(db, { vehicleId, actorId: userId, type: 'updated', detail: { changes }, at });
      return row;
    });
  } catch (error) {
    throw asDuplicate(error);
  }
  return vehicleDtoFor(deps, updated, access);
}

/** A page of the caller's fleet (own and shared), or of their archived vehicles. */
export async function listMyVehicles(
  deps: VehiclesDeps,
  userId: string,
  query: MyVehiclesQuery,
): Promise<Page<VehicleSummaryDto>> {
  const { rows, total } = await listVehiclesFor(deps.db, {
    userId,
    archived: query.archived,
    search: query.search,
    category: query.category ?? null,
    due: query.due ?? null,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = await Promise.all(
    rows.map(async (row) =>
      toVehicleSummaryDto(row.vehicle, {
        access: row.access,
        owner: row.owner,
        photoUrl: await photoUrlOf(deps, row.vehicle.photoKey),
      }),
    ),
  );
  return { items, total, page: query.page, limit: query.limit };
}

/**
 * Deletes a vehicle for its owner by archiving it: it leaves the fleet, the sweeps and the calendar, collaborators
 * lose it, its OBD device stops being accepted, and its history stays for the owner's records. Refused while it
 * has open maintenance jobs.
 */
export async function deleteVehicle(deps: VehiclesDeps, userId: string, vehicleId: string): Promise<VehicleDto> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, vehicleId, 'owner');
  const openJobs = await openJobsOf(deps.db, vehicleId);
  if (openJobs > 0) {
    throw new AppError('CONFLICT', {
      message: `This vehicle has ${openJobs} open maintenance job${openJobs === 1 ? '' : 's'}: finish or cancel them before deleting it.`,
    });
  }
  const at = deps.now();
  const archived = await deps.db.transaction(async (db) => {
    const row = await archiveVehicleRow(db, vehicle.id, at);
    if (!row) return undefined;
    await recordVehicleEvent(db, { vehicleId, actorId: userId, type: 'archived', detail: {}, at });
    return row;
  });
  if (!archived) throw archivedConflict();
  return vehicleDtoFor(deps, archived, 'owner');
}
