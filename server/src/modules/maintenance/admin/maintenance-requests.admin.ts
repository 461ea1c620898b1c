import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  cancellationRules,
  disputeResolutions,
  jobCancelActors,
  maintenanceJobStatuses,
  maintenanceStatuses,
  maintenanceTimeWindowNames,
  NIGERIAN_STATE_NAMES,
  v,
  wholeNumber,
  type DisputeResolution,
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
import { maintenanceReportsResource } from './maintenance-reports.admin.ts';
import { canTransition } from '../request-machine.ts';
import { adminCancelJobInTransaction, resolveDisputeInTransaction } from '../jobs/job-decisions.service.ts';

/*
 * Maintenance requests in the admin panel: every request with its customer, vehicle, place, appointment and how far
 * dispatch has got, the job after booking (its technician, escrow, dispute and settlement), the ones nobody can
 * serve and the disputes waiting counted on the home page, and three actions: an admin cancels a request before
 * booking, saying why; resolves a dispute (release, partial refund, full refund) with a note both sides read; or
 * cancels a job under way with the refund they choose within what is held. Each money decision is settled in the
 * action's transaction, with its audit row.
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

/** The refund an admin chooses, in kobo; the job's rules check it against what is held. */
const refundField = { name: 'refund', type: 'money', required: true, min: 0 } as const;
const refundSchema = wholeNumber(v.refundAmountInvalid).required(v.refundAmountInvalid).min(0, v.refundAmountInvalid);

/**
 * The admin resolves a disputed job (request-machine 'resolve-dispute', or 'refund-dispute' for a full refund): the
 * reason is the note both sides read; a partial refund names its amount (more than nothing, less than everything).
 */
const resolveDispute = defineAdminAction({
  name: 'resolve-dispute',
  scope: 'record',
  privilege: 'maintenance:cancel',
  reasonRequired: true,
  danger: true,
  fields: [{ name: 'resolution', type: 'select', required: true, options: disputeResolutions }, refundField],
  schema: yup.object({
    resolution: yup.string().required(v.disputeResolutionInvalid).oneOf(disputeResolutions, v.disputeResolutionInvalid),
    refund: refundSchema,
  }),
  appliesTo: (record) => record.status === 'disputed',
  async run({ deps, tx, recordId, reason, input, admin }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const decided = await resolveDisputeInTransaction(deps, tx, {
      requestId: recordId,
      adminId: admin.id,
      resolution: input.resolution as DisputeResolution,
      refund: input.refund,
      note: reason ?? '',
    });
    return { recordId, changes: decided.changes, afterCommit: decided.afterCommit };
  },
});

/** The admin cancels a job under way (request-machine 'admin-cancel-booking') with the refund they choose. */
const cancelJob = defineAdminAction({
  name: 'cancel-job',
  scope: 'record',
  privilege: 'maintenance:cancel',
  reasonRequired: true,
  danger: true,
  fields: [refundField],
  schema: yup.object({ refund: refundSchema }),
  appliesTo: (record) => maintenanceJobStatuses.includes(record.status as MaintenanceStatus),
  async run({ deps, tx, recordId, reason, input, admin }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const decided = await adminCancelJobInTransaction(deps, tx, {
      requestId: recordId,
      adminId: admin.id,
      refund: input.refund,
      reason: reason ?? '',
    });
    return { recordId, changes: decided.changes, afterCommit: decided.afterCommit };
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
    { key: 'canceledBy', type: 'enum', sql: maintenanceRequests.canceledBy, options: jobCancelActors },
    { key: 'cancelReason', type: 'text', sql: maintenanceRequests.cancelReason },
    { key: 'cancelRule', type: 'enum', sql: maintenanceRequests.cancelRule, options: cancellationRules },
    { key: 'technician', type: 'id', sql: maintenanceRequests.technicianId, ref: 'users', filter: 'equals' },
    { key: 'bookedAt', type: 'datetime', sql: maintenanceRequests.bookedAt },
    { key: 'commissionBps', type: 'integer', sql: maintenanceRequests.commissionBps },
    { key: 'etaMinutes', type: 'integer', sql: maintenanceRequests.etaMinutes },
    { key: 'enRouteAt', type: 'datetime', sql: maintenanceRequests.enRouteAt },
    { key: 'arrivedAt', type: 'datetime', sql: maintenanceRequests.arrivedAt },
    { key: 'startedAt', type: 'datetime', sql: maintenanceRequests.startedAt },
    { key: 'workDoneAt', type: 'datetime', sql: maintenanceRequests.workDoneAt },
    { key: 'completedAt', type: 'datetime', sql: maintenanceRequests.completedAt },
    { key: 'disputeReason', type: 'text', sql: maintenanceRequests.disputeReason },
    { key: 'disputedAt', type: 'datetime', sql: maintenanceRequests.disputedAt },
    {
      key: 'disputeResolution',
      type: 'enum',
      sql: maintenanceRequests.disputeResolution,
      options: disputeResolutions,
    },
    { key: 'disputeNote', type: 'text', sql: maintenanceRequests.disputeNote },
    { key: 'settledAt', type: 'datetime', sql: maintenanceRequests.settledAt },
    { key: 'refundedAmount', type: 'money', sql: maintenanceRequests.refundedAmount },
    { key: 'releasedAmount', type: 'money', sql: maintenanceRequests.releasedAmount },
    { key: 'commissionAmount', type: 'money', sql: maintenanceRequests.commissionAmount },
  ],
  related: [
    { relation: 'dispatches', resource: 'maintenance-dispatches', field: 'requestId' },
    { relation: 'quotations', resource: 'maintenance-quotations', field: 'requestId' },
    { relation: 'report', resource: 'maintenance-reports', field: 'requestId' },
  ],
  actions: [cancel, resolveDispute, cancelJob],
});

/** Submitted requests still open that no technician could be asked for. */
const unservedRequests: AdminCounterSpec = {
  key: 'unserved-requests',
  resource: 'maintenance-requests',
  filter: () => ({ unserved: { equals: true } }),
};

/** Disputed jobs waiting for an admin's resolution (their money waits with them). */
const disputedJobs: AdminCounterSpec = {
  key: 'disputed-jobs',
  resource: 'maintenance-requests',
  filter: () => ({ status: { in: ['disputed'] } }),
};

export const maintenanceRequestsAdmin: AdminContribution = {
  resources: [
    maintenanceRequestsResource,
    maintenanceDispatchesResource,
    maintenanceQuotationsResource,
    maintenanceReportsResource,
  ],
  counters: [unservedRequests, disputedJobs],
};
