import { eq, sql } from 'drizzle-orm';
import { NIGERIAN_STATE_NAMES, sparePartRequestStatuses } from '@fleetcare/shared';
import {
  sparePartRequestInvitations,
  sparePartRequestItems,
  sparePartRequests,
  users,
} from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/*
 * Customers' spare-part requests in the admin panel, read only: each request with its customer, delivery place,
 * needed-by day, how many parts it asks for and how many suppliers were invited. Cancelling a paid request with its
 * refund comes with payments.
 */

const customerName = sql<string>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`;

/** One index probe per row (spare_part_request_items_request_idx). */
const itemCount = sql<number>`(select count(*)::int from ${sparePartRequestItems}
  where ${sparePartRequestItems.requestId} = ${sparePartRequests.id})`;

/** One index probe per row (the invitations' primary key starts with the request). */
const invitedCount = sql<number>`(select count(*)::int from ${sparePartRequestInvitations}
  where ${sparePartRequestInvitations.requestId} = ${sparePartRequests.id})`;

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
});

export const sparePartRequestsAdmin: AdminContribution = { resources: [sparePartRequestsResource] };
