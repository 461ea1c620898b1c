import { eq, inArray } from 'drizzle-orm';
import { ledgerTransactionKinds, userLedgerAccountKinds } from '@fleetcare/shared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/**
 * Wallet transactions: one row per ledger entry on a user's own accounts (the wallet's cash, promotional credit and
 * escrow), with the transaction it belongs to. The platform's accounts are the ledger's resource, not this one.
 */
export const walletTransactionsResource = defineAdminResource({
  name: 'wallet-transactions',
  group: 'money',
  privilege: 'wallet:read',
  table: ledgerEntries,
  joins: [
    { table: ledgerAccounts, on: eq(ledgerAccounts.id, ledgerEntries.accountId), type: 'inner' },
    { table: ledgerTransactions, on: eq(ledgerTransactions.id, ledgerEntries.transactionId), type: 'inner' },
  ],
  where: inArray(ledgerAccounts.kind, userLedgerAccountKinds),
  id: ledgerEntries.id,
  fields: [
    { key: 'userId', type: 'id', sql: ledgerAccounts.ownerId, ref: 'users', list: true, filter: 'equals' },
    {
      key: 'accountKind',
      type: 'enum',
      sql: ledgerAccounts.kind,
      options: userLedgerAccountKinds,
      list: true,
      filter: 'in',
    },
    { key: 'amount', type: 'money', sql: ledgerEntries.amount, list: true },
    { key: 'balanceAfter', type: 'money', sql: ledgerEntries.balanceAfter, list: true },
    {
      key: 'transactionKind',
      type: 'enum',
      sql: ledgerTransactions.kind,
      options: ledgerTransactionKinds,
      list: true,
      filter: 'in',
    },
    { key: 'description', type: 'text', sql: ledgerTransactions.description, list: true },
    { key: 'transactionId', type: 'id', sql: ledgerEntries.transactionId, ref: 'ledger' },
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
  titleField: 'description',
  personalData: true,
});

export const walletTransactionsAdmin: AdminContribution = { resources: [walletTransactionsResource] };
