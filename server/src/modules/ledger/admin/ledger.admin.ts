import { eq } from 'drizzle-orm';
import { ledgerAccountKinds, ledgerTransactionKinds } from '@fleetcare/shared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/*
 * The ledger as the admin panel reads it: every transaction with its entries, read-only (the ledger is append-only;
 * corrections are new transactions, made by the services that move money).
 */

/** One ledger transaction: what moved money, under which idempotency key, for which payment, payout or hold. */
export const ledgerResource = defineAdminResource({
  name: 'ledger',
  group: 'money',
  privilege: 'ledger:read',
  table: ledgerTransactions,
  id: ledgerTransactions.id,
  fields: [
    {
      key: 'kind',
      type: 'enum',
      sql: ledgerTransactions.kind,
      options: ledgerTransactionKinds,
      list: true,
      filter: 'in',
    },
    // The key is unique (indexed): an exact search finds one transaction at once.
    { key: 'idempotencyKey', type: 'text', sql: ledgerTransactions.idempotencyKey, list: true, search: 'exact' },
    { key: 'userId', type: 'id', sql: ledgerTransactions.userId, ref: 'users', list: true, filter: 'equals' },
    { key: 'description', type: 'text', sql: ledgerTransactions.description, list: true },
    { key: 'paymentId', type: 'id', sql: ledgerTransactions.paymentId, ref: 'payments', filter: 'equals' },
    { key: 'payoutId', type: 'id', sql: ledgerTransactions.payoutId, ref: 'payouts', filter: 'equals' },
    { key: 'holdId', type: 'id', sql: ledgerTransactions.holdId },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: ledgerTransactions.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'idempotencyKey',
  personalData: false,
  related: [{ relation: 'entries', resource: 'ledger-entries', field: 'transactionId' }],
});

/** One leg of a ledger transaction, on a user's account (wallet, promo, escrow) or one of the platform's. */
export const ledgerEntriesResource = defineAdminResource({
  name: 'ledger-entries',
  group: 'money',
  privilege: 'ledger:read',
  table: ledgerEntries,
  joins: [{ table: ledgerAccounts, on: eq(ledgerAccounts.id, ledgerEntries.accountId), type: 'inner' }],
  id: ledgerEntries.id,
  fields: [
    { key: 'transactionId', type: 'id', sql: ledgerEntries.transactionId, ref: 'ledger', list: true, filter: 'equals' },
    {
      key: 'accountKind',
      type: 'enum',
      sql: ledgerAccounts.kind,
      options: ledgerAccountKinds,
      list: true,
      filter: 'in',
    },
    { key: 'accountOwnerId', type: 'id', sql: ledgerAccounts.ownerId, ref: 'users', list: true, filter: 'equals' },
    { key: 'amount', type: 'money', sql: ledgerEntries.amount, list: true },
    { key: 'balanceAfter', type: 'money', sql: ledgerEntries.balanceAfter, list: true },
    { key: 'currency', type: 'text', sql: ledgerAccounts.currency },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: ledgerEntries.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'transactionId',
  personalData: false,
});

/** The ledger module's part of the admin panel. */
export const ledgerAdmin: AdminContribution = { resources: [ledgerResource, ledgerEntriesResource] };
