import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { holdStatuses, paymentChannels, paymentPurposes, paymentStatuses } from '@fleetcare/shared';
import { escrowHolds, ledgerTransactions, payments } from '../../../db/schema/index.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from '../../admin/index.ts';
import { refundLedgerKey, refundPaymentToWalletInTransaction } from '../payment-refund.service.ts';

/*
 * Payments through the gateway, as the admin panel reads them. The gateway's reusable card authorization, the
 * checkout URL and the gateway's ids never leave the server: only the fields below do.
 */

/**
 * The status of the escrow hold that holds this payment's money (held, released, refunded), or null when its money
 * was never held (a top-up, an unpaid payment, a purpose that already held another payment). The hold is under
 * "<purpose>:<payForId>", or "<purpose>:<payForId>:<payment id>" for a purpose with a settlement step
 * (paymentHoldKey).
 */
const holdStatusSql = sql`(
  select ${escrowHolds.status} from ${escrowHolds}
  where ${and(
    eq(payments.status, 'success'),
    isNotNull(payments.payForId),
    isNull(payments.failureReason),
    or(
      eq(escrowHolds.purposeKey, sql`${payments.purpose} || ':' || ${payments.payForId}::text`),
      eq(
        escrowHolds.purposeKey,
        sql`${payments.purpose} || ':' || ${payments.payForId}::text || ':' || ${payments.id}::text`,
      ),
    ),
    eq(escrowHolds.payerId, payments.userId),
    eq(escrowHolds.amount, payments.amount),
  )}
)`;

/**
 * When an admin refunded the payment to the wallet (its ledger key is unique, so this is one index lookup). The
 * conditions are built with eq(), which names each column with its table: a bare column in the subquery would
 * be read as the subquery's own.
 */
const refundedAtSql = sql`(
  select ${ledgerTransactions.createdAt} from ${ledgerTransactions}
  where ${eq(ledgerTransactions.idempotencyKey, sql`${refundLedgerKey('')} || ${payments.id}::text`)}
)`;

const refund = defineAdminAction({
  name: 'refund',
  scope: 'record',
  privilege: 'payments:refund',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  // A payment for something whose money is still held for it, not refunded yet.
  appliesTo: (record) =>
    record.status === 'success' &&
    record.purpose !== 'wallet-top-up' &&
    record.holdStatus === 'held' &&
    record.refundedAt === null,
  async run({ deps, tx, recordId }) {
    if (!recordId) throw new Error('refund: a record action without a record');
    const refunded = await refundPaymentToWalletInTransaction(deps, tx, recordId);
    return {
      recordId,
      changes: {
        holdStatus: { before: 'held', after: 'refunded' },
        refundedAt: { before: null, after: refunded.refundedAt.toISOString() },
      },
      afterCommit: refunded.afterCommit,
    };
  },
});

export const paymentsResource = defineAdminResource({
  name: 'payments',
  group: 'money',
  privilege: 'payments:read',
  table: payments,
  id: payments.id,
  fields: [
    { key: 'reference', type: 'text', sql: payments.reference, list: true, search: 'prefix' },
    { key: 'userId', type: 'id', sql: payments.userId, ref: 'users', list: true, filter: 'equals' },
    { key: 'purpose', type: 'enum', sql: payments.purpose, options: paymentPurposes, list: true, filter: 'in' },
    { key: 'amount', type: 'money', sql: payments.amount, list: true },
    { key: 'status', type: 'enum', sql: payments.status, options: paymentStatuses, list: true, filter: 'in' },
    { key: 'channel', type: 'enum', sql: payments.channel, options: paymentChannels },
    { key: 'gateway', type: 'text', sql: payments.gateway },
    { key: 'cardSummary', type: 'text', sql: payments.cardSummary },
    { key: 'failureReason', type: 'text', sql: payments.failureReason },
    { key: 'holdStatus', type: 'enum', sql: holdStatusSql, options: holdStatuses },
    { key: 'refundedAt', type: 'datetime', sql: refundedAtSql },
    { key: 'paidAt', type: 'datetime', sql: payments.paidAt, list: true },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: payments.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'reference',
  personalData: true,
  related: [{ relation: 'ledger', resource: 'ledger', field: 'paymentId' }],
  actions: [refund],
});

export const paymentsAdmin: AdminContribution = { resources: [paymentsResource] };
