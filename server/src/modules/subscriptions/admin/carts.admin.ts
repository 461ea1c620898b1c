import { eq, sql } from 'drizzle-orm';
import { subscriptionCartItems, subscriptionProducts } from '../../../db/schema/index.ts';
import { defineAdminResource } from '../../admin/index.ts';

/** What customers have put in their subscription carts (one row per customer and plan), read-only. */
export const cartsResource = defineAdminResource({
  name: 'carts',
  group: 'money',
  privilege: 'carts:read',
  table: subscriptionCartItems,
  joins: [
    { table: subscriptionProducts, on: eq(subscriptionProducts.id, subscriptionCartItems.productId), type: 'inner' },
  ],
  id: subscriptionCartItems.id,
  personalData: true,
  titleField: 'productName',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'userId', type: 'id', sql: subscriptionCartItems.userId, ref: 'users', list: true, filter: 'equals' },
    {
      key: 'productId',
      type: 'id',
      sql: subscriptionCartItems.productId,
      ref: 'subscription-products',
      filter: 'equals',
    },
    {
      key: 'productName',
      type: 'text',
      sql: sql<string | null>`${subscriptionProducts.texts}->'en'->>'name'`,
      list: true,
    },
    { key: 'months', type: 'integer', sql: subscriptionCartItems.noOfMonths, list: true, filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: subscriptionCartItems.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'updatedAt', type: 'datetime', sql: subscriptionCartItems.updatedAt },
  ],
});
