import { sql } from 'drizzle-orm';
import { bankAccounts } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/**
 * Payout bank accounts. The account number shows only its last four digits (masked in the query itself), and the
 * gateway's transfer recipient code is never read.
 */
export const bankAccountsResource = defineAdminResource({
  name: 'bank-accounts',
  group: 'money',
  privilege: 'payouts:read',
  table: bankAccounts,
  id: bankAccounts.id,
  fields: [
    { key: 'bankName', type: 'text', sql: bankAccounts.bankName, list: true },
    {
      key: 'accountNumber',
      type: 'text',
      sql: sql<string>`'••••••' || right(${bankAccounts.accountNumber}, 4)`,
      list: true,
    },
    { key: 'accountName', type: 'text', sql: bankAccounts.accountName, list: true },
    { key: 'userId', type: 'id', sql: bankAccounts.userId, ref: 'users', list: true, filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: bankAccounts.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'deletedAt', type: 'datetime', sql: bankAccounts.deletedAt, filter: 'date-range' },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'bankName',
  personalData: true,
  related: [{ relation: 'payouts', resource: 'payouts', field: 'bankAccountId' }],
});

export const bankAccountsAdmin: AdminContribution = { resources: [bankAccountsResource] };
