import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  maintenanceStatuses,
  maintenanceTimeWindowNames,
  NIGERIAN_STATE_NAMES,
  type MaintenanceStatus,
} from '@fleetcare/shared';
import { maintenanceDispatches, maintenanceRequests, quotations, users, vehicles } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import {
  defineAdminAction,
  defineAdminResource,
  type AdminContribution,
  type AdminCounterSpec,
} from '../../admin/index.ts';
import { closeLockedRequest, tellClosed } from '../closing.service.ts';
import { lockRequest } from '../maintenance-requests.repository.ts';
import { maintenanceDispatchesResource, maintenanceQuotationsResource } from './maintenance-request-records.admin.ts';
import { canTransition } from '../request-machine.ts';

/*
 * Maintenance requests in the admin panel: every request with its customer, vehicle, place, appointment and how far
 * dispatch has got, the ones nobody can serve counted on the home page, and one action: an admin cancels a request
 * before booking, saying why (the customer reads the reason; the technicians in on it are told).
 */

const techniciansAsked = sql<number>`(select count(*)::int from ${maintenanceDispatches}
  where ${maintenanceDispatches.requestId} = ${maintenanceRequests.id})`;

/** Live quotations: one index probe per row (quotations_request_idx). */
const liveQuotations = sql<number>`(select count(*)::int from ${quotations}
  where ${quotations.requestId} = ${maintenanceRequests.id} and ${quotations.status} = 'submitted')`;

/** Submitted and open, and nobody asked: no technician qualified in any round so far. */
const unserved = sql<boolean>`(${maintenanceRequests.status} = 'open' and not exists (select 1 from ${maintenanceDispatches}
  where ${maintenanceDispatches.requestId} = ${maintenanceRequests.id}))`;

const vehicleLabel = sql<string>`concat(${vehicles.brand}, ' ', ${vehicles.model}, ' ', ${vehicles.year}::text, ' · ', ${vehicles.plateNumber})`;

/**
 * The admin cancels a request before booking (draft, open or quoted): under the request's lock, request-machine
 * 'admin-cancel' (ACTION_NOT_APPLICABLE naming the status once it no longer applies: booked, expired, canceled),
 * its live quotations declined by the system, and once committed the customer told with the reason and the
 * technicians in on it told.
 */
const cancel = defineAdminAction({
  name: 'cancel',
  scope: 'record',
  privilege: 'maintenance:cancel',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => canTransition('admin-cancel', record.status as MaintenanceStatus, 'admin'),
  async run({ deps, tx, recordId, reason }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const locked = await lockRequest(tx, recordId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (!canTransition('admin-cancel', locked.status, 'admin')) {
      throw new AppError('ACTION_NOT_APPLICABLE', {
        message: `This request is ${locked.status}: it can no longer be canceled here.`,
        detail: locked.status,
      });
    }
    const closed = await closeLockedRequest(tx, locked, { kind: 'admin-cancel', now: deps.now(), reason });
    return {
      recordId: locked.id,
      changes: {
        status: { before: locked.status, after: closed.row.status },
        cancelReason: { before: locked.cancelReason, after: closed.row.cancelReason },
        ...(closed.quotationIds.length > 0 ? { quotationsDeclined: { before: closed.quotationIds, after: [] } } : {}),
      },
      afterCommit: () => tellClosed(deps, 'admin-cancel', closed),
    };
  },
});

export const maintenanceRequestsResource = defineAdminResource({
  name: 'maintenance-requests',
  group: 'records',
  privilege: 'maintenance:read',
  table: maintenanceRequests,
  joins: [
    { table: users, on: eq(users.id, maintenanceRequests.customerId), type: 'inner' },
    { table: vehicles, on: eq(vehicles.id, maintenanceRequests.vehicleId), type: 'inner' },
  ],
  id: maintenanceRequests.id,
  personalData: true,
  titleField: 'vehicle',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'id', type: 'id', sql: maintenanceRequests.id, search: 'exact' },
    {
      key: 'status',
      type: 'enum',
      sql: maintenanceRequests.status,
      options: maintenanceStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'customerEmail', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'customer', type: 'id', sql: maintenanceRequests.customerId, ref: 'users' },
    { key: 'vehicle', type: 'text', sql: vehicleLabel, list: true },
    {
      key: 'services',
      type: 'tags',
      sql: sql<string[]>`array(select jsonb_array_elements_text(${maintenanceRequests.services}))`,
      list: true,
    },
    { key: 'description', type: 'text', sql: maintenanceRequests.description },
    { key: 'town', type: 'text', sql: maintenanceRequests.town, list: true, search: 'prefix' },
    { key: 'lga', type: 'text', sql: maintenanceRequests.lga },
    {
      key: 'state',
      type: 'enum',
      sql: maintenanceRequests.state,
      options: NIGERIAN_STATE_NAMES,
      list: true,
      filter: 'equals',
    },
    // The exact place is for the record page only (the technicians see it once booked).
    { key: 'addressLine', type: 'text', sql: maintenanceRequests.addressLine, recordOnly: true },
    { key: 'landmark', type: 'text', sql: maintenanceRequests.landmark, recordOnly: true },
    { key: 'preferredDate', type: 'text', sql: maintenanceRequests.preferredDate, list: true },
    {
      key: 'timeWindow',
      type: 'enum',
      sql: maintenanceRequests.timeWindow,
      options: maintenanceTimeWindowNames,
      list: true,
    },
    { key: 'techniciansAsked', type: 'integer', sql: techniciansAsked, list: true },
    { key: 'dispatchRound', type: 'integer', sql: maintenanceRequests.dispatchRound },
    { key: 'liveQuotations', type: 'integer', sql: liveQuotations, list: true },
    { key: 'unserved', type: 'boolean', sql: unserved, filter: 'equals' },
    { key: 'lastDispatchAt', type: 'datetime', sql: maintenanceRequests.lastDispatchAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: maintenanceRequests.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'submittedAt', type: 'datetime', sql: maintenanceRequests.submittedAt },
    { key: 'expiresAt', type: 'datetime', sql: maintenanceRequests.expiresAt, list: true },
    { key: 'canceledAt', type: 'datetime', sql: maintenanceRequests.canceledAt },
    { key: 'canceledBy', type: 'enum', sql: maintenanceRequests.canceledBy, options: ['customer', 'admin'] },
    { key: 'cancelReason', type: 'text', sql: maintenanceRequests.cancelReason },
  ],
  related: [
    { relation: 'dispatches', resource: 'maintenance-dispatches', field: 'requestId' },
    { relation: 'quotations', resource: 'maintenance-quotations', field: 'requestId' },
  ],
  actions: [cancel],
});

/** Submitted requests still open that no technician could be asked for. */
const unservedRequests: AdminCounterSpec = {
  key: 'unserved-requests',
  resource: 'maintenance-requests',
  filter: () => ({ unserved: { equals: true } }),
};

export const maintenanceRequestsAdmin: AdminContribution = {
  resources: [maintenanceRequestsResource, maintenanceDispatchesResource, maintenanceQuotationsResource],
  counters: [unservedRequests],
};
