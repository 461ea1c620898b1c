import { eq, sql } from 'drizzle-orm';
import { dueStates, fuelTypes, transmissions, vehicleCategories } from '@fleetcare/shared';
import { routineChecks, vehicleDocuments, vehicles } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/*
 * Every vehicle of every fleet, read-only. The OBD device token's hash and hint stay on the server; a vehicle's
 * documents and routine checks show as counts (each an indexed count per vehicle; the conditions are built with
 * eq(), which names each column with its table, so the subquery's columns are not mistaken for the vehicle's).
 */
export const vehiclesResource = defineAdminResource({
  name: 'vehicles',
  group: 'records',
  privilege: 'vehicles:read',
  table: vehicles,
  id: vehicles.id,
  personalData: true,
  titleField: 'plateNumber',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'plateNumber', type: 'text', sql: vehicles.plateNumber, list: true, search: 'prefix' },
    { key: 'brand', type: 'text', sql: vehicles.brand, list: true, search: 'prefix' },
    { key: 'model', type: 'text', sql: vehicles.model, list: true },
    { key: 'year', type: 'integer', sql: vehicles.year, list: true },
    { key: 'vin', type: 'text', sql: vehicles.vin, search: 'exact' },
    { key: 'ownerId', type: 'id', sql: vehicles.ownerId, ref: 'users', list: true, filter: 'equals' },
    { key: 'category', type: 'enum', sql: vehicles.category, options: vehicleCategories, list: true, filter: 'in' },
    { key: 'fuel', type: 'enum', sql: vehicles.fuel, options: fuelTypes, filter: 'in' },
    { key: 'transmission', type: 'enum', sql: vehicles.transmission, options: transmissions },
    { key: 'colour', type: 'text', sql: vehicles.colour },
    { key: 'engine', type: 'text', sql: vehicles.engine },
    { key: 'totalMileageKm', type: 'integer', sql: vehicles.totalMileageKm, list: true },
    { key: 'mileageRecordedAt', type: 'datetime', sql: vehicles.mileageRecordedAt },
    {
      key: 'dueState',
      type: 'enum',
      sql: vehicles.dueState,
      options: [...dueStates, 'none'],
      list: true,
      filter: 'in',
    },
    { key: 'nextDueAt', type: 'text', sql: vehicles.nextDueAt },
    {
      key: 'obdConnected',
      type: 'boolean',
      sql: sql<boolean>`(${vehicles.obdTokenHash} is not null)`,
    },
    {
      key: 'documentsCount',
      type: 'integer',
      sql: sql<number>`(select count(*) from ${vehicleDocuments} where ${eq(vehicleDocuments.vehicleId, vehicles.id)})`,
    },
    {
      key: 'routineChecksCount',
      type: 'integer',
      sql: sql<number>`(select count(*) from ${routineChecks} where ${eq(routineChecks.vehicleId, vehicles.id)})`,
    },
    { key: 'archivedAt', type: 'datetime', sql: vehicles.archivedAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: vehicles.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

export const vehiclesAdmin: AdminContribution = { resources: [vehiclesResource] };
