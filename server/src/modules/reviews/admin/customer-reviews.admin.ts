import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as yup from 'yup';
import { customerReviews, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from '../../admin/index.ts';
import { setReviewVisibilityInTransaction } from '../reviews.service.ts';

/*
 * Customer reviews in the admin panel: every review with its job, customer, technician, stars, text and reply, and
 * two actions: hide a review (with the reason; it leaves the technician's rating and every list but this one) and
 * show it again. Each changes the rating in the action's transaction, with its audit row.
 */

const customer = alias(users, 'reviewer');
const technician = alias(users, 'reviewed_technician');
/** Who reviewed whom, by name: "Funke Ogunleye → Babatunde Adebayo", what a review is known by in the panel. */
const people = sql<string>`${customer.firstName} || ' ' || ${customer.lastName} || ' → ' || ${technician.firstName} || ' ' || ${technician.lastName}`;

/** An admin hides a visible review, saying why (ACTION_NOT_APPLICABLE once it is hidden). */
const hide = defineAdminAction({
  name: 'hide',
  scope: 'record',
  privilege: 'reviews:moderate',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.hidden !== true,
  async run({ deps, tx, recordId, reason, admin }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const decided = await setReviewVisibilityInTransaction(deps, tx, recordId, {
      hide: true,
      adminId: admin.id,
      reason,
    });
    return { recordId: decided.recordId, changes: decided.changes };
  },
});

/** An admin shows a hidden review again (ACTION_NOT_APPLICABLE while it is visible): it counts again. */
const unhide = defineAdminAction({
  name: 'unhide',
  scope: 'record',
  privilege: 'reviews:moderate',
  reasonRequired: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.hidden === true,
  async run({ deps, tx, recordId, reason, admin }) {
    if (!recordId) throw new AppError('NOT_FOUND');
    const decided = await setReviewVisibilityInTransaction(deps, tx, recordId, {
      hide: false,
      adminId: admin.id,
      reason,
    });
    return { recordId: decided.recordId, changes: decided.changes };
  },
});

export const customerReviewsResource = defineAdminResource({
  name: 'reviews',
  group: 'records',
  privilege: 'reviews:read',
  table: customerReviews,
  joins: [
    { table: customer, on: eq(customer.id, customerReviews.customerId), type: 'inner' },
    { table: technician, on: eq(technician.id, customerReviews.technicianId), type: 'inner' },
  ],
  id: customerReviews.id,
  personalData: true,
  titleField: 'people',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'id', type: 'id', sql: customerReviews.id, search: 'exact' },
    { key: 'people', type: 'text', sql: people, list: true, search: 'contains' },
    { key: 'maintenance', type: 'id', sql: customerReviews.requestId, ref: 'maintenance-requests' },
    { key: 'rating', type: 'integer', sql: customerReviews.rating, list: true },
    { key: 'text', type: 'text', sql: customerReviews.text, list: true, search: 'contains' },
    { key: 'reply', type: 'text', sql: customerReviews.reply },
    { key: 'repliedAt', type: 'datetime', sql: customerReviews.repliedAt },
    { key: 'customerEmail', type: 'email', sql: customer.email, list: true, search: 'prefix' },
    { key: 'customer', type: 'id', sql: customerReviews.customerId, ref: 'users' },
    { key: 'technicianEmail', type: 'email', sql: technician.email, list: true, search: 'prefix' },
    { key: 'technician', type: 'id', sql: customerReviews.technicianId, ref: 'users', filter: 'equals' },
    {
      key: 'hidden',
      type: 'boolean',
      sql: sql<boolean>`(${customerReviews.hiddenAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    { key: 'hiddenAt', type: 'datetime', sql: customerReviews.hiddenAt },
    { key: 'hiddenReason', type: 'text', sql: customerReviews.hiddenReason },
    { key: 'hiddenBy', type: 'id', sql: customerReviews.hiddenBy, ref: 'users' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: customerReviews.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  actions: [hide, unhide],
});

export const reviewsAdmin: AdminContribution = { resources: [customerReviewsResource] };
