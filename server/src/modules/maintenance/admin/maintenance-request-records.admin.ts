import { eq } from 'drizzle-orm';
import { quotationStatuses } from '@fleetcare/shared';
import { maintenanceDispatches, quotations, users } from '../../../db/schema/index.ts';
import { defineAdminResource } from '../../admin/index.ts';

/*
 * A maintenance request's dispatches (who was asked, in which round, how far away, what they did) and its
 * quotations, shown on the request's page in the admin panel; both read-only. Each is read by its request
 * (the unique dispatch index and quotations_request_idx both start with the request).
 */

export const dispatchStatuses = ['offered', 'declined', 'quoted'] as const;

export const maintenanceDispatchesResource = defineAdminResource({
  name: 'maintenance-dispatches',
  group: 'records',
  privilege: 'maintenance:read',
  table: maintenanceDispatches,
  joins: [{ table: users, on: eq(users.id, maintenanceDispatches.technicianId), type: 'inner' }],
  id: maintenanceDispatches.id,
  personalData: true,
  titleField: 'technician',
  defaultSort: { field: 'offeredAt', order: 'desc' },
  fields: [
    { key: 'technician', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'round', type: 'integer', sql: maintenanceDispatches.round, list: true },
    { key: 'distanceKm', type: 'number', sql: maintenanceDispatches.distanceKm, list: true },
    {
      key: 'status',
      type: 'enum',
      sql: maintenanceDispatches.status,
      options: dispatchStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'offeredAt', type: 'datetime', sql: maintenanceDispatches.offeredAt, list: true, sortable: true },
    { key: 'declinedAt', type: 'datetime', sql: maintenanceDispatches.declinedAt },
    { key: 'technicianId', type: 'id', sql: maintenanceDispatches.technicianId, ref: 'users' },
    {
      key: 'requestId',
      type: 'id',
      sql: maintenanceDispatches.requestId,
      ref: 'maintenance-requests',
      filter: 'equals',
    },
  ],
});

export const maintenanceQuotationsResource = defineAdminResource({
  name: 'maintenance-quotations',
  group: 'records',
  privilege: 'maintenance:read',
  table: quotations,
  joins: [{ table: users, on: eq(users.id, quotations.technicianId), type: 'inner' }],
  id: quotations.id,
  personalData: true,
  titleField: 'technician',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'technician', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'status', type: 'enum', sql: quotations.status, options: quotationStatuses, list: true, filter: 'in' },
    { key: 'total', type: 'money', sql: quotations.total, list: true },
    { key: 'labourTotal', type: 'money', sql: quotations.labourTotal },
    { key: 'partsTotal', type: 'money', sql: quotations.partsTotal },
    { key: 'callOutFee', type: 'money', sql: quotations.callOutFee },
    { key: 'labour', type: 'json', sql: quotations.labour },
    { key: 'parts', type: 'json', sql: quotations.parts },
    { key: 'revision', type: 'integer', sql: quotations.revision, list: true },
    { key: 'earliestArrival', type: 'datetime', sql: quotations.earliestArrival },
    { key: 'validUntil', type: 'datetime', sql: quotations.validUntil, list: true },
    { key: 'note', type: 'text', sql: quotations.note },
    { key: 'declineReason', type: 'text', sql: quotations.declineReason },
    { key: 'technicianId', type: 'id', sql: quotations.technicianId, ref: 'users' },
    { key: 'requestId', type: 'id', sql: quotations.requestId, ref: 'maintenance-requests', filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: quotations.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'updatedAt', type: 'datetime', sql: quotations.updatedAt },
  ],
});
