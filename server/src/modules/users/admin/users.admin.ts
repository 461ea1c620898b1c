import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { accountTypes, roles, securityEventTypes } from '@fleetcare/shared';
import { locales } from '@fleetcare/shared/locales/resources';
import type { Db } from '../../../db/client.ts';
import { adminRoleGrants, businessProfiles, securityEvents, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import {
  defineAdminAction,
  defineAdminResource,
  type AdminContribution,
  type AdminCounterSpec,
} from '../../admin/index.ts';
import { issueVerificationLink, mailVerificationLink } from '../auth/email-verification.service.ts';
import { lockUserRow } from '../suspension.repository.ts';
import {
  announceSessionsEnded,
  reinstateAccount,
  suspendAccount,
  type SuspensionChange,
} from '../suspension.service.ts';

/*
 * The people of FleetCare for the admin panel: every account (customers, businesses, technicians, suppliers,
 * admins) and each account's security log. Credentials (password hash, TOTP secrets, sign-in counters) are not
 * fields, so they never leave the server.
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A suspension's before and after, as the audit log keeps them. */
function suspensionChanges(change: SuspensionChange) {
  return {
    suspendedAt: { before: iso(change.before.suspendedAt), after: iso(change.after.suspendedAt) },
    suspendedReason: { before: change.before.suspendedReason, after: change.after.suspendedReason },
  };
}

/** Whether the user holds any admin role. */
async function holdsAdminRole(tx: Db, userId: string): Promise<{ any: boolean; superAdmin: boolean }> {
  const rows = await tx
    .select({ role: adminRoleGrants.role })
    .from(adminRoleGrants)
    .where(eq(adminRoleGrants.userId, userId));
  return { any: rows.length > 0, superAdmin: rows.some((row) => row.role === 'super-admin') };
}

function recordIdOf(recordId: string | null): string {
  if (!recordId) throw new AppError('NOT_FOUND');
  return recordId;
}

const suspend = defineAdminAction({
  name: 'suspend',
  scope: 'record',
  privilege: 'users:suspend',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.suspended !== true,
  /**
   * Suspends the account: it is marked with the reason and every session ends at once; once committed, each open
   * tab hears that its session ended and why, and signs out. An admin cannot suspend their own account, and only a
   * super admin may suspend an account that holds admin roles (so no admin can lock out those above them).
   */
  async run({ deps, tx, admin, recordId, reason }) {
    const userId = recordIdOf(recordId);
    if (userId === admin.id) {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: 'You cannot suspend your own account.' });
    }
    const target = await holdsAdminRole(tx, userId);
    if (target.any && !(await holdsAdminRole(tx, admin.id)).superAdmin) {
      throw new AppError('FORBIDDEN', { message: 'Only a super admin may suspend an account that holds admin roles.' });
    }
    const stated = reason?.trim() ?? '';
    const change = await suspendAccount(deps, tx, { userId, reason: stated });
    return {
      recordId: userId,
      changes: {
        ...suspensionChanges(change),
        liveSessions: { before: change.endedSessionIds.length, after: 0 },
      },
      afterCommit: async () => {
        announceSessionsEnded(deps, userId, change.endedSessionIds, stated || null);
      },
    };
  },
});

const reinstate = defineAdminAction({
  name: 'reinstate',
  scope: 'record',
  privilege: 'users:suspend',
  reasonRequired: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.suspended === true,
  /** Lifts the suspension: the account may sign in again (its ended sessions stay ended). */
  async run({ deps, tx, recordId }) {
    const userId = recordIdOf(recordId);
    const change = await reinstateAccount(deps, tx, { userId });
    return { recordId: userId, changes: suspensionChanges(change) };
  },
});

const resendConfirmation = defineAdminAction({
  name: 'resend-confirmation',
  scope: 'record',
  privilege: 'users:resend-confirmation',
  reasonRequired: false,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.emailVerifiedAt === null && record.erasedAt === null,
  /**
   * Sends the account's confirmation e-mail again, as the sign-up did: a fresh link (earlier ones stop working),
   * e-mailed in the user's language once the transaction has committed.
   */
  async run({ deps, tx, recordId }) {
    const userId = recordIdOf(recordId);
    const user = await lockUserRow(tx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.emailVerifiedAt || user.erasedAt) {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This e-mail address is already confirmed.' });
    }
    const url = await issueVerificationLink(deps, tx, user);
    return {
      recordId: userId,
      changes: { confirmationEmail: { before: null, after: user.email } },
      afterCommit: () => mailVerificationLink(deps, user, url),
    };
  },
});

export const usersResource = defineAdminResource({
  name: 'users',
  group: 'people',
  privilege: 'users:read',
  table: users,
  joins: [{ table: businessProfiles, on: eq(businessProfiles.userId, users.id), type: 'left' }],
  id: users.id,
  personalData: true,
  titleField: 'email',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'email', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'firstName', type: 'text', sql: users.firstName, list: true, search: 'prefix' },
    { key: 'lastName', type: 'text', sql: users.lastName, list: true, search: 'prefix' },
    {
      key: 'phone',
      type: 'phone',
      sql: sql<
        string | null
      >`case when ${users.phoneNumber} is null then null else concat(${users.phoneDialCode}, ${users.phoneNumber}) end`,
    },
    { key: 'phoneVerifiedAt', type: 'datetime', sql: users.phoneVerifiedAt },
    { key: 'accountType', type: 'enum', sql: users.accountType, options: accountTypes, list: true, filter: 'in' },
    { key: 'roles', type: 'tags', sql: users.roles, list: true, options: roles },
    { key: 'emailVerifiedAt', type: 'datetime', sql: users.emailVerifiedAt },
    {
      key: 'suspended',
      type: 'boolean',
      sql: sql<boolean>`(${users.suspendedAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    { key: 'suspendedAt', type: 'datetime', sql: users.suspendedAt },
    { key: 'suspendedReason', type: 'text', sql: users.suspendedReason },
    { key: 'locale', type: 'enum', sql: users.locale, options: locales, filter: 'in' },
    {
      key: 'twoFactor',
      type: 'boolean',
      sql: sql<boolean>`(${users.totpEnabledAt} is not null or ${users.phone2faEnabledAt} is not null)`,
    },
    { key: 'newsletterSubscribed', type: 'boolean', sql: users.newsletterSubscribed },
    { key: 'companyName', type: 'text', sql: businessProfiles.companyName },
    { key: 'rcNumber', type: 'text', sql: businessProfiles.rcNumber },
    { key: 'deletionScheduledFor', type: 'datetime', sql: users.deletionScheduledFor },
    { key: 'erasedAt', type: 'datetime', sql: users.erasedAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: users.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  related: [
    { relation: 'vehicles', resource: 'vehicles', field: 'ownerId' },
    { relation: 'wallet-transactions', resource: 'wallet-transactions', field: 'userId' },
    { relation: 'payments', resource: 'payments', field: 'userId' },
    { relation: 'payouts', resource: 'payouts', field: 'userId' },
    { relation: 'security-events', resource: 'security-events', field: 'userId' },
    { relation: 'carts', resource: 'carts', field: 'userId' },
  ],
  actions: [suspend, reinstate, resendConfirmation],
});

/** An account's security log (sign-ins, password changes, suspensions), read-only. */
export const securityEventsResource = defineAdminResource({
  name: 'security-events',
  group: 'records',
  privilege: 'users:read',
  table: securityEvents,
  id: securityEvents.id,
  personalData: true,
  titleField: 'type',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'userId', type: 'id', sql: securityEvents.userId, ref: 'users', list: true, filter: 'equals' },
    { key: 'type', type: 'enum', sql: securityEvents.type, options: securityEventTypes, list: true, filter: 'in' },
    { key: 'ip', type: 'text', sql: securityEvents.ip, list: true },
    { key: 'userAgent', type: 'text', sql: securityEvents.userAgent },
    { key: 'detail', type: 'text', sql: securityEvents.detail, list: true },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: securityEvents.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

const DAY_MS = 86_400_000;

/** Sign-ups of the last seven days, on the panel's home page. */
const signUpsThisWeek: AdminCounterSpec = {
  key: 'sign-ups-this-week',
  resource: 'users',
  filter: (now) => ({ createdAt: { from: new Date(now.getTime() - 7 * DAY_MS).toISOString() } }),
};

export const usersAdmin: AdminContribution = {
  resources: [usersResource, securityEventsResource],
  counters: [signUpsThisWeek],
};
