import { eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import * as yup from 'yup';
import {
  canSupplierTransition,
  NIGERIAN_STATE_NAMES,
  partBrands,
  partGrades,
  sparePartCategories,
  supplierStatuses,
  supplierTransitions,
  type SupplierStatus,
  type SupplierTransitionName,
} from '@fleetcare/shared';
import { supplierProfileEvents, supplierProfiles, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import {
  defineAdminAction,
  defineAdminResource,
  type AdminActionSpec,
  type AdminContribution,
  type AdminCounterSpec,
} from '../../admin/index.ts';
import { addAccountRole } from '../../users/index.ts';
import { notifySupplierChange, transitionSupplier } from '../suppliers/supplier-review.service.ts';

/*
 * The review of spare-parts suppliers in the admin panel: the queue (submitted profiles, the longest waiting first,
 * and approved suppliers whose changed business details wait for a look), each profile whole with its history, and
 * the admin's steps of the profile's process (supplierTransitions), each offered only where the process allows it,
 * audited, and told to the supplier once committed. Drafts never submitted are the supplier's own and are not here.
 */

const REVIEW = 'suppliers:review';

/** The statuses a submitted profile can be in (a draft is not here). */
const submittedStatuses = supplierStatuses.filter((status) => status !== 'draft');
const submittedOnly = ne(supplierProfiles.status, 'draft');

/** Since when the profile has waited for an admin: submitted, or its changes sent; null when it waits for none. */
const waitingSince = sql<Date | null>`case
  when ${supplierProfiles.status} = 'submitted' then ${supplierProfiles.submittedAt}
  when ${supplierProfiles.status} = 'approved' and ${supplierProfiles.changesUnderReview}
    then ${supplierProfiles.changesSubmittedAt}
end`;

const contactName = sql<string>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`;
const phoneOf = (dialCode: AnyColumn, number: AnyColumn) =>
  sql<string | null>`case when ${number} is null then null else concat(${dialCode}, ${number}) end`;
const listOf = (column: AnyColumn) => sql<string[]>`array(select jsonb_array_elements_text(${column}))`;

function recordIdOf(recordId: string | null): string {
  if (!recordId) throw new AppError('NOT_FOUND');
  return recordId;
}

/**
 * An admin's step of the profile's process as an action: offered where the process allows it from the record's
 * status, a reason where the step needs one (it is what the supplier reads), the step taken under the profile's lock
 * (409 SUPPLIER_STATUS_CONFLICT naming the status when it no longer applies), and the supplier told once it has
 * committed. Approving also makes sure the account holds the supplier role.
 */
function stepAction(name: SupplierTransitionName, danger = false): AdminActionSpec {
  const transition = supplierTransitions[name];
  return defineAdminAction({
    name,
    scope: 'record',
    privilege: REVIEW,
    reasonRequired: transition.reasonRequired,
    danger,
    fields: [],
    schema: yup.object({}),
    appliesTo: (record) =>
      canSupplierTransition(name, record.status as SupplierStatus, 'admin') &&
      (name !== 'accept-changes' || record.changesUnderReview === true),
    async run({ deps, tx, admin, recordId, reason }) {
      const userId = recordIdOf(recordId);
      const step = await transitionSupplier(tx, {
        userId,
        name,
        actor: 'admin',
        reason,
        adminId: admin.id,
        now: deps.now(),
      });
      if (name === 'approve') await addAccountRole(tx, userId, 'supplier');
      return {
        recordId: userId,
        changes: step.changes,
        afterCommit: () => notifySupplierChange(deps, userId, name, reason),
      };
    },
  });
}

export const suppliersResource = defineAdminResource({
  name: 'suppliers',
  group: 'people',
  privilege: 'suppliers:read',
  table: supplierProfiles,
  joins: [{ table: users, on: eq(users.id, supplierProfiles.userId), type: 'inner' }],
  where: submittedOnly,
  id: supplierProfiles.userId,
  personalData: true,
  titleField: 'businessName',
  defaultSort: { field: 'waitingSince', order: 'asc' },
  fields: [
    { key: 'businessName', type: 'text', sql: supplierProfiles.businessName, list: true, search: 'contains' },
    { key: 'cacNumber', type: 'text', sql: supplierProfiles.cacNumber, list: true, search: 'contains' },
    {
      key: 'status',
      type: 'enum',
      sql: supplierProfiles.status,
      options: submittedStatuses,
      list: true,
      filter: 'in',
    },
    {
      key: 'waitingSince',
      type: 'datetime',
      sql: waitingSince,
      list: true,
      sortable: true,
      // The queue: the longest waiting first, then the profiles that wait for no one.
      sortSql: sql`coalesce(${waitingSince}, 'infinity'::timestamptz)`,
    },
    { key: 'changesUnderReview', type: 'boolean', sql: supplierProfiles.changesUnderReview, filter: 'equals' },
    {
      key: 'state',
      type: 'enum',
      sql: supplierProfiles.state,
      options: NIGERIAN_STATE_NAMES,
      list: true,
      filter: 'equals',
    },
    {
      key: 'deliveryStates',
      type: 'tags',
      sql: listOf(supplierProfiles.deliveryStates),
      options: NIGERIAN_STATE_NAMES,
      filter: 'in',
    },
    {
      key: 'partCategories',
      type: 'tags',
      sql: listOf(supplierProfiles.partCategories),
      options: sparePartCategories,
      list: true,
      filter: 'in',
    },
    { key: 'brands', type: 'tags', sql: listOf(supplierProfiles.brands), options: partBrands, filter: 'in' },
    { key: 'grades', type: 'tags', sql: listOf(supplierProfiles.grades), options: partGrades, filter: 'in' },
    { key: 'contactName', type: 'text', sql: contactName, search: 'contains' },
    { key: 'email', type: 'email', sql: users.email, search: 'prefix' },
    { key: 'phone', type: 'phone', sql: phoneOf(users.phoneDialCode, users.phoneNumber), search: 'contains' },
    { key: 'account', type: 'id', sql: supplierProfiles.userId, ref: 'users' },
    { key: 'addressLine', type: 'text', sql: supplierProfiles.addressLine },
    { key: 'landmark', type: 'text', sql: supplierProfiles.landmark },
    { key: 'town', type: 'text', sql: supplierProfiles.town },
    { key: 'lga', type: 'text', sql: supplierProfiles.lga },
    {
      key: 'point',
      type: 'text',
      sql: sql<string | null>`case when ${supplierProfiles.lat} is null then null
        else concat(${supplierProfiles.lat}::text, ', ', ${supplierProfiles.lng}::text) end`,
    },
    {
      key: 'submittedAt',
      type: 'datetime',
      sql: supplierProfiles.submittedAt,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'reviewedBy', type: 'id', sql: supplierProfiles.reviewedBy, ref: 'users' },
    { key: 'decidedAt', type: 'datetime', sql: supplierProfiles.decidedAt },
    { key: 'decisionMessage', type: 'text', sql: supplierProfiles.decisionMessage },
    { key: 'changesSubmittedAt', type: 'datetime', sql: supplierProfiles.changesSubmittedAt },
    { key: 'savedAt', type: 'datetime', sql: supplierProfiles.savedAt },
    { key: 'startedAt', type: 'datetime', sql: supplierProfiles.createdAt },
  ],
  related: [{ relation: 'history', resource: 'supplier-profile-events', field: 'userId' }],
  actions: [stepAction('approve'), stepAction('reject', true), stepAction('accept-changes')],
});

/** Each profile's history: every status it entered, the reason the supplier read, and the admin. */
export const supplierProfileEventsResource = defineAdminResource({
  name: 'supplier-profile-events',
  group: 'records',
  privilege: 'suppliers:read',
  table: supplierProfileEvents,
  joins: [{ table: supplierProfiles, on: eq(supplierProfiles.userId, supplierProfileEvents.userId), type: 'inner' }],
  where: submittedOnly,
  id: supplierProfileEvents.id,
  personalData: true,
  titleField: 'status',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    {
      key: 'status',
      type: 'enum',
      sql: supplierProfileEvents.status,
      options: submittedStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'reason', type: 'text', sql: supplierProfileEvents.reason, list: true },
    { key: 'adminId', type: 'id', sql: supplierProfileEvents.adminId, ref: 'users', list: true },
    { key: 'business', type: 'text', sql: supplierProfiles.businessName },
    { key: 'userId', type: 'id', sql: supplierProfileEvents.userId, ref: 'suppliers', filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: supplierProfileEvents.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

/** Profiles waiting for an admin's decision. */
const suppliersWaiting: AdminCounterSpec = {
  key: 'suppliers-waiting',
  resource: 'suppliers',
  filter: () => ({ status: { in: ['submitted'] } }),
};

/** Approved suppliers whose changed business name, CAC number or address wait for a look. */
const supplierChangesToReview: AdminCounterSpec = {
  key: 'supplier-changes-to-review',
  resource: 'suppliers',
  filter: () => ({ status: { in: ['approved'] }, changesUnderReview: { equals: true } }),
};

export const suppliersAdmin: AdminContribution = {
  resources: [suppliersResource, supplierProfileEventsResource],
  counters: [suppliersWaiting, supplierChangesToReview],
};
