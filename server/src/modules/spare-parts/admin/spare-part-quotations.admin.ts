import { eq } from 'drizzle-orm';
import { sparePartQuotationStatuses } from '@fleetcare/shared';
import { sparePartQuotations, supplierProfiles } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/*
 * Suppliers' quotations for spare-part requests in the admin panel, read only: who quoted which request, its
 * status, revision, totals, delivery and validity. The lines are read on the supplier's and customer's screens.
 */

export const sparePartQuotationsResource = defineAdminResource({
  name: 'spare-part-quotations',
  group: 'records',
  privilege: 'spare-parts:read',
  table: sparePartQuotations,
  joins: [{ table: supplierProfiles, on: eq(supplierProfiles.userId, sparePartQuotations.supplierId), type: 'inner' }],
  id: sparePartQuotations.id,
  personalData: true,
  titleField: 'businessName',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'businessName', type: 'text', sql: supplierProfiles.businessName, list: true, search: 'contains' },
    { key: 'supplier', type: 'id', sql: sparePartQuotations.supplierId, ref: 'users', filter: 'equals' },
    {
      key: 'request',
      type: 'id',
      sql: sparePartQuotations.requestId,
      ref: 'spare-part-requests',
      list: true,
      filter: 'equals',
    },
    {
      key: 'status',
      type: 'enum',
      sql: sparePartQuotations.status,
      options: sparePartQuotationStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'revision', type: 'number', sql: sparePartQuotations.revision, list: true },
    { key: 'itemsTotal', type: 'money', sql: sparePartQuotations.itemsTotal },
    { key: 'deliveryFee', type: 'money', sql: sparePartQuotations.deliveryFee },
    { key: 'total', type: 'money', sql: sparePartQuotations.total, list: true },
    { key: 'deliveryDays', type: 'number', sql: sparePartQuotations.deliveryDays },
    { key: 'validUntil', type: 'datetime', sql: sparePartQuotations.validUntil, list: true },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: sparePartQuotations.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'updatedAt', type: 'datetime', sql: sparePartQuotations.updatedAt },
  ],
});

export const sparePartQuotationsAdmin: AdminContribution = { resources: [sparePartQuotationsResource] };
