import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { accountTypes, type AdminRole } from '@fleetcare/shared';
import { appMeta, users, vehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createApp } from '../../app.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { signInAdmin } from '../../../test/admin-helpers.ts';
import type { DepsOverrides } from '../../deps.ts';
import { auditLogAdmin } from './admin/audit-log.admin.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from './registry.ts';

/*
 * Resources of the engine's own tests: people (users) and cars (vehicles), declared as a module would declare
 * them, with a record action that renames a person (reason required, only for individual accounts) and a
 * collection action that leaves one note per run (so a test can count the effects of replays).
 */

export const NOTE_PREFIX = 'engine-test-note:';

const rename = defineAdminAction({
  name: 'rename',
  scope: 'record',
  privilege: 'users:suspend',
  reasonRequired: true,
  fields: [{ name: 'firstName', type: 'text', required: true, max: 60, from: 'firstName' }],
  schema: yup.object({ firstName: yup.string().trim().required('validation:required').max(60) }),
  appliesTo: (record) => record.accountType === 'individual',
  async run({ tx, recordId, input }) {
    const [before] = await tx
      .select({ firstName: users.firstName, accountType: users.accountType })
      .from(users)
      .where(eq(users.id, String(recordId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.accountType !== 'individual') throw new AppError('ACTION_NOT_APPLICABLE');
    await tx
      .update(users)
      .set({ firstName: input.firstName })
      .where(eq(users.id, String(recordId)));
    return { recordId, changes: { firstName: { before: before.firstName, after: input.firstName } } };
  },
});

const leaveNote = defineAdminAction({
  name: 'leave-note',
  scope: 'collection',
  privilege: 'content:write',
  reasonRequired: false,
  fields: [{ name: 'text', type: 'text', required: true, max: 100 }],
  schema: yup.object({ text: yup.string().trim().required('validation:required').max(100) }),
  async run({ tx, input }) {
    // A moment inside the transaction, so requests sent together overlap in it.
    await tx.execute(sql`select pg_sleep(0.02)`);
    await tx.insert(appMeta).values({ key: `${NOTE_PREFIX}${randomUUID()}`, value: { text: input.text } });
    return { recordId: null, changes: { notes: { before: null, after: input.text } } };
  },
});

export const peopleResource = defineAdminResource({
  name: 'people',
  group: 'people',
  privilege: 'users:read',
  table: users,
  id: users.id,
  personalData: true,
  titleField: 'email',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'email', type: 'email', sql: users.email, list: true, sortable: true, search: 'prefix' },
    { key: 'firstName', type: 'text', sql: users.firstName, list: true, sortable: true, search: 'prefix' },
    { key: 'lastName', type: 'text', sql: users.lastName, list: true, search: 'contains' },
    { key: 'userId', type: 'id', sql: users.id, search: 'exact' },
    { key: 'accountType', type: 'enum', sql: users.accountType, options: accountTypes, list: true, filter: 'in' },
    { key: 'locale', type: 'text', sql: users.locale, filter: 'equals', search: 'exact' },
    { key: 'newsletter', type: 'boolean', sql: users.newsletterSubscribed, filter: 'equals' },
    { key: 'failedLogins', type: 'integer', sql: users.failedLoginCount, sortable: true, filter: 'equals' },
    { key: 'roles', type: 'tags', sql: users.roles, filter: 'equals' },
    {
      key: 'fullName',
      type: 'text',
      sql: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      sortable: true,
    },
    { key: 'suspendedAt', type: 'datetime', sql: users.suspendedAt, sortable: true, filter: 'date-range' },
    { key: 'createdAt', type: 'datetime', sql: users.createdAt, list: true, sortable: true, filter: 'date-range' },
  ],
  related: [{ relation: 'cars', resource: 'cars', field: 'ownerId' }],
  actions: [rename, leaveNote],
});

export const carsResource = defineAdminResource({
  name: 'cars',
  group: 'records',
  privilege: 'vehicles:read',
  table: vehicles,
  id: vehicles.id,
  personalData: false,
  titleField: 'plateNumber',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'plateNumber', type: 'text', sql: vehicles.plateNumber, list: true, search: 'prefix' },
    { key: 'ownerId', type: 'id', sql: vehicles.ownerId, list: true, filter: 'equals', ref: 'people' },
    { key: 'brand', type: 'text', sql: vehicles.brand, list: true },
    { key: 'mileage', type: 'integer', sql: vehicles.totalMileageKm, sortable: true },
    { key: 'createdAt', type: 'datetime', sql: vehicles.createdAt, list: true, sortable: true },
  ],
});

export const engineContributions: AdminContribution[] = [
  {
    resources: [peopleResource, carsResource],
    counters: [
      {
        key: 'business-accounts',
        resource: 'people',
        filter: () => ({ accountType: { in: ['business'] } }),
      },
      {
        key: 'cars',
        resource: 'cars',
        filter: () => ({}),
      },
    ],
  },
  auditLogAdmin,
];

/** The real app on a fresh database, serving these admin contributions instead of the app's own. */
export async function createEngineTestApp(
  contributions: AdminContribution[] = engineContributions,
  overrides: DepsOverrides = { limits: unlimitedLimits },
): Promise<TestApp> {
  const t = await createTestApp({}, overrides);
  return { ...t, app: createApp(t.deps, { adminContributions: contributions }) };
}

/** A signed-in admin holding these roles (two-step sign-in set up unless said). */
export async function adminAgent(t: TestApp, roles: AdminRole[], options: { twoFactor?: boolean } = {}) {
  const signedIn = await signInAdmin(t, roles, options);
  return { agent: signedIn.agent, id: signedIn.user._id, email: signedIn.user.email };
}

/** People straight in the database: `count` users named from `prefix`, created a minute apart (oldest first). */
export async function insertPeople(
  t: TestApp,
  count: number,
  prefix: string,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<string[]> {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${String(i).padStart(3, '0')}@example.com`,
    firstName: `${prefix}First${i}`,
    lastName: `${prefix}Last${i}`,
    createdAt: new Date(start + i * 60_000),
    ...overrides,
  }));
  const inserted = await t.deps.db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((row) => row.id);
}
