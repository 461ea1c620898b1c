import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { callCategories, v } from '@fleetcare/shared';
import { callRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineAdminAction, defineAdminResource, type AdminCounterSpec } from '../../admin/index.ts';

/* "Request a call" entries: who asked, about what, and whether someone has called them back. */

export const CALL_NOTE_MAX = 1000;
export const callRequestStatuses = ['new', 'called'] as const;

const markCalled = defineAdminAction({
  name: 'mark-called',
  scope: 'record',
  privilege: 'call-requests:mark-called',
  reasonRequired: false,
  fields: [{ name: 'note', type: 'textarea', required: true, min: 1, max: CALL_NOTE_MAX }],
  schema: yup.object({
    note: yup.string().trim().required(v.callNoteRequired).max(CALL_NOTE_MAX, v.callNoteTooLong),
  }),
  appliesTo: (record) => record.called === false,
  /** Records the call back: when, by whom and what was said. A request is marked once. */
  async run({ deps, tx, admin, recordId, input }) {
    const [before] = await tx
      .select()
      .from(callRequests)
      .where(eq(callRequests.id, String(recordId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.calledAt) {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This call request is already marked as called.' });
    }
    const calledAt = deps.now();
    await tx
      .update(callRequests)
      .set({ status: 'called', calledAt, calledBy: admin.id, callNote: input.note })
      .where(eq(callRequests.id, before.id));
    return {
      recordId: before.id,
      changes: {
        status: { before: before.status, after: 'called' },
        calledAt: { before: null, after: calledAt.toISOString() },
        calledBy: { before: null, after: admin.id },
        callNote: { before: before.callNote, after: input.note },
      },
    };
  },
});

export const callRequestsResource = defineAdminResource({
  name: 'call-requests',
  group: 'people',
  privilege: 'call-requests:read',
  table: callRequests,
  id: callRequests.id,
  personalData: true,
  titleField: 'fullName',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'fullName', type: 'text', sql: callRequests.fullName, list: true, search: 'contains' },
    {
      key: 'phone',
      type: 'phone',
      sql: sql<string>`concat(${callRequests.dialCode}, ${callRequests.phoneNumber})`,
      list: true,
      search: 'contains',
    },
    { key: 'category', type: 'enum', sql: callRequests.category, options: callCategories, list: true, filter: 'in' },
    { key: 'status', type: 'enum', sql: callRequests.status, options: callRequestStatuses, filter: 'in' },
    {
      key: 'called',
      type: 'boolean',
      sql: sql<boolean>`(${callRequests.calledAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    { key: 'calledAt', type: 'datetime', sql: callRequests.calledAt },
    { key: 'calledBy', type: 'id', sql: callRequests.calledBy, ref: 'users', filter: 'equals' },
    { key: 'callNote', type: 'text', sql: callRequests.callNote },
    { key: 'userId', type: 'id', sql: callRequests.userId, ref: 'users', filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: callRequests.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  actions: [markCalled],
});

/** Call requests nobody has called back yet, on the panel's home page. */
export const callRequestsNotCalled: AdminCounterSpec = {
  key: 'call-requests-not-called',
  resource: 'call-requests',
  filter: () => ({ called: { equals: false } }),
};
