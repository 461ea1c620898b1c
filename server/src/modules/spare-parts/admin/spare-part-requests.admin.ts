import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  canSparePartRequestTransition,
  NIGERIAN_STATE_NAMES,
  sparePartRequestStatuses,
  type SparePartRequestStatus,
} from '@fleetcare/shared';
import {
  sparePartRequestInvitations,
  sparePartRequestItems,
  sparePartRequests,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { publishBalances } from '../../ledger/index.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from '../../admin/index.ts';
import { tellCanceledPaid } from '../orders/order-notices.ts';
import { cancelPaidInTransaction, lockOrderForAdmin } from '../orders/spare-part-orders.service.ts';

/*
 * Customers' spare-part requests in the admin panel: each request with its customer, delivery place, needed-by day,
 * how many parts it asks for, how many suppliers were invited, and once paid its order (supplier, total, steps and
 * settlement). One action: an admin cancels a paid order before dispatch with a full refund to the customer's
 * wallet, saying why.
 */

const customerName = sql<string>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`;

/** One index probe per row (spare_part_request_items_request_idx). */
const itemCount = sql<number>`(select count(*)::int from ${sparePartRequestItems}
  where ${sparePartRequestItems.requestId} = ${sparePartRequests.id})`;

/** One index probe per row (the invitations' primary key starts with the request). */
const invitedCount = sql<number>`(select count(*)::int from ${sparePartRequestInvitations}
  where ${sparePartRequestInvitations.requestId} = ${sparePartRequests.id})`;

/**
 * The admin cancels a paid order before dispatch ('cancel-paid', by an admin): under the request's lock, the whole
 * escrow refunded to the customer's wallet in the action's transaction (ACTION_NOT_APPLICABLE naming the status once
 * it no longer applies: dispatched, delivered, completed, canceled); once committed, the customer and the supplier
 * are told with the reason.
 */
const cancelWithRefund = defineAdminAction({
  name: 'cancel-with-refund',
  scope: 'record',
  privilege: 'spare-parts:cancel',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => canSparePartRequestTransition('cancel-paid', record.status as SparePartRequestStatus, 'admin'),
  async run({ deps, tx, recordId, reason }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const locked = await lockOrderForAdmin(tx, recordId);
    if (!canSparePartRequestTransition('cancel-paid', locked.status, 'admin')) {
      throw new AppError('ACTION_NOT_APPLICABLE', {
        message: `This request is ${locked.status}: only a paid order not yet dispatched can be canceled with a refund.`,
        detail: locked.status,
      });
    }
    const change = await cancelPaidInTransaction(deps, tx, locked, 'admin', reason);
    return {
      recordId: locked.id,
      changes: {
        status: { before: locked.status, after: change.row.status },
        refundedAmount: { before: locked.refundedAmount, after: change.row.refundedAmount },
        cancelReason: { before: locked.cancelReason, after: change.row.cancelReason },
      },
      afterCommit: async () => {
        await publishBalances(deps, change.touchedUserIds);
        await tellCanceledPaid(deps, change.row, 'admin', reason);
      },
    };
  },
});

export const sparePartRequestsResource = defineAdminResource({
  name: 'spare-part-requests',
  group: 'records',
  privilege: 'spare-parts:read',
  table: sparePartRequests,
  joins: [{ table: users, on: eq(users.id, sparePartRequests.customerId), type: 'inner' }],
  id: sparePartRequests.id,
  personalData: true,
  titleField: 'customerName',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'customerName', type: 'text', sql: customerName, list: true, search: 'contains' },
    { key: 'email', type: 'email', sql: users.email, search: 'prefix' },
    { key: 'customer', type: 'id', sql: sparePartRequests.customerId, ref: 'users', filter: 'equals' },
    {
      key: 'status',
      type: 'enum',
      sql: sparePartRequests.status,
      options: sparePartRequestStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'items', type: 'number', sql: itemCount, list: true },
    { key: 'invitedSuppliers', type: 'number', sql: invitedCount, list: true },
    { key: 'vehicle', type: 'id', sql: sparePartRequests.vehicleId, ref: 'vehicles' },
    { key: 'vehicleDescription', type: 'text', sql: sparePartRequests.vehicleDescription },
    { key: 'town', type: 'text', sql: sparePartRequests.town, list: true },
    {
      key: 'state',
      type: 'enum',
      sql: sparePartRequests.state,
      options: NIGERIAN_STATE_NAMES,
      list: true,
      filter: 'equals',
    },
    { key: 'addressLine', type: 'text', sql: sparePartRequests.addressLine, recordOnly: true },
    { key: 'landmark', type: 'text', sql: sparePartRequests.landmark, recordOnly: true },
    { key: 'neededBy', type: 'text', sql: sparePartRequests.neededBy, list: true },
    { key: 'maintenance', type: 'id', sql: sparePartRequests.maintenanceId, ref: 'maintenance-requests' },
    { key: 'submittedAt', type: 'datetime', sql: sparePartRequests.submittedAt },
    { key: 'expiresAt', type: 'datetime', sql: sparePartRequests.expiresAt },
    { key: 'canceledAt', type: 'datetime', sql: sparePartRequests.canceledAt },
    { key: 'cancelReason', type: 'text', sql: sparePartRequests.cancelReason },
    { key: 'supplier', type: 'id', sql: sparePartRequests.supplierId, ref: 'users', filter: 'equals' },
    { key: 'total', type: 'money', sql: sparePartRequests.total, list: true },
    { key: 'commissionBps', type: 'integer', sql: sparePartRequests.commissionBps },
    { key: 'paidAt', type: 'datetime', sql: sparePartRequests.paidAt },
    { key: 'dispatchedAt', type: 'datetime', sql: sparePartRequests.dispatchedAt },
    { key: 'dispatchNote', type: 'text', sql: sparePartRequests.dispatchNote, recordOnly: true },
    { key: 'deliveredAt', type: 'datetime', sql: sparePartRequests.deliveredAt },
    { key: 'completedAt', type: 'datetime', sql: sparePartRequests.completedAt },
    { key: 'refundedAmount', type: 'money', sql: sparePartRequests.refundedAmount },
    { key: 'releasedAmount', type: 'money', sql: sparePartRequests.releasedAmount },
    { key: 'commissionAmount', type: 'money', sql: sparePartRequests.commissionAmount },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: sparePartRequests.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  related: [{ relation: 'quotations', resource: 'spare-part-quotations', field: 'request' }],
  actions: [cancelWithRefund],
});

export const sparePartRequestsAdmin: AdminContribution = { resources: [sparePartRequestsResource] };
