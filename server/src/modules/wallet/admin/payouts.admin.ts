import * as yup from 'yup';
import { payoutStatuses, type PayoutStatus } from '@fleetcare/shared';
import { payouts } from '../../../db/schema/index.ts';
import {
  defineAdminAction,
  defineAdminResource,
  type AdminActionSpec,
  type AdminContribution,
} from '../../admin/index.ts';
import { claimPayoutStep, payoutStepApplies, runPayoutStep, type PayoutStep } from '../payout-resolution.service.ts';

/*
 * Withdrawals to bank accounts, and an admin's two steps for one that is stuck: ask the gateway now
 * (check-gateway) or send a transfer it never accepted again (retry). What the gateway answers is applied by the
 * payout outcome service, as its webhook would be (payout-resolution.service.ts).
 */

function payoutStep(step: PayoutStep): AdminActionSpec {
  return defineAdminAction({
    name: step,
    scope: 'record',
    privilege: 'payouts:resolve',
    reasonRequired: true,
    fields: [],
    schema: yup.object({}),
    appliesTo: (record) =>
      payoutStepApplies(step, {
        status: record.status as PayoutStatus,
        transferCode: typeof record.transferCode === 'string' ? record.transferCode : null,
      }),
    async run({ deps, tx, recordId }) {
      if (!recordId) throw new Error(`${step}: a record action without a record`);
      const payout = await claimPayoutStep(tx, recordId, step);
      return {
        recordId,
        // The step itself changes no field: the gateway's answer, applied after the commit, may.
        changes: {},
        afterCommit: async () => {
          await runPayoutStep(deps, payout.reference, step);
        },
      };
    },
  });
}

export const payoutsResource = defineAdminResource({
  name: 'payouts',
  group: 'money',
  privilege: 'payouts:read',
  table: payouts,
  id: payouts.id,
  fields: [
    { key: 'reference', type: 'text', sql: payouts.reference, list: true, search: 'prefix' },
    { key: 'userId', type: 'id', sql: payouts.userId, ref: 'users', list: true, filter: 'equals' },
    { key: 'bankAccountId', type: 'id', sql: payouts.bankAccountId, ref: 'bank-accounts', filter: 'equals' },
    { key: 'amount', type: 'money', sql: payouts.amount, list: true },
    { key: 'fee', type: 'money', sql: payouts.fee },
    { key: 'status', type: 'enum', sql: payouts.status, options: payoutStatuses, list: true, filter: 'in' },
    { key: 'transferCode', type: 'text', sql: payouts.transferCode },
    { key: 'failureReason', type: 'text', sql: payouts.failureReason },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: payouts.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'settledAt', type: 'datetime', sql: payouts.settledAt, list: true },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'reference',
  personalData: true,
  related: [{ relation: 'ledger', resource: 'ledger', field: 'payoutId' }],
  actions: [payoutStep('check-gateway'), payoutStep('retry')],
});

export const payoutsAdmin: AdminContribution = {
  resources: [payoutsResource],
  counters: [{ key: 'payouts-pending', resource: 'payouts', filter: () => ({ status: { in: ['pending'] } }) }],
};
