import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { adminRoles, emailField, englishMessage, v, type AdminRow } from '@fleetcare/shared';
import { adminRoleGrants, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Db } from '../../../db/client.ts';
import { grantAdminRole, revokeAdminRole, type RoleChange } from '../admin-roles.service.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from '../registry.ts';

/*
 * The people who hold admin roles, and role management: a super admin (roles:manage) grants and revokes roles, and
 * makes an existing account an admin. A change applies to the admin's next request. The audit log keeps each change
 * as the before and after of `roles`.
 */

/** The catalogue's roles as an SQL array (constants, no input), to list a user's roles in catalogue order. */
const catalogueOrder = sql.raw(`ARRAY[${adminRoles.map((role) => `'${role}'`).join(', ')}]::text[]`);

const rolesOfUser = sql<string[]>`coalesce((
  select array_agg(${adminRoleGrants.role} order by array_position(${catalogueOrder}, ${adminRoleGrants.role}))
  from ${adminRoleGrants} where ${adminRoleGrants.userId} = ${users.id}
), ARRAY[]::text[])`;

const holdsAdminRole = sql`exists (select 1 from ${adminRoleGrants} where ${adminRoleGrants.userId} = ${users.id})`;

const roleSchema = () =>
  yup
    .string()
    .trim()
    .required(v.adminRoleInvalid)
    .oneOf([...adminRoles], v.adminRoleInvalid);

const roleField = { name: 'role', type: 'select', required: true, options: adminRoles } as const;

/** The account using an e-mail address (stored trimmed and lower-cased, as the schema casts it). */
async function accountByEmail(tx: Db, email: string) {
  const [row] = await tx
    .select({ id: users.id, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

const rolesOf = (record: AdminRow): string[] => (Array.isArray(record.roles) ? (record.roles as string[]) : []);

/** A refusal that names the field it is about, in English and by its message key (the form shows its language). */
function fieldRefusal(code: 'NOT_FOUND' | 'ACTION_NOT_APPLICABLE', field: string, key: string): AppError {
  const message = englishMessage(key);
  return new AppError(code, { message, fieldErrors: { [field]: message }, fieldErrorKeys: { [field]: key } });
}

const rolesChange = (change: RoleChange) => ({ roles: { before: change.before, after: change.after } });

function recordIdOf(recordId: string | null): string {
  if (!recordId) throw new AppError('NOT_FOUND');
  return recordId;
}

const grantRole = defineAdminAction({
  name: 'grant-role',
  scope: 'record',
  privilege: 'roles:manage',
  reasonRequired: true,
  fields: [roleField],
  schema: yup.object({ role: roleSchema() }),
  appliesTo: (record) => rolesOf(record).length < adminRoles.length,
  async run({ tx, admin, recordId, input }) {
    const userId = recordIdOf(recordId);
    const change = await grantAdminRole(tx, { userId, role: input.role, grantedBy: admin.id });
    if (!change.changed) throw fieldRefusal('ACTION_NOT_APPLICABLE', 'role', v.adminRoleHeld);
    return { recordId: userId, changes: rolesChange(change) };
  },
});

const revokeRole = defineAdminAction({
  name: 'revoke-role',
  scope: 'record',
  privilege: 'roles:manage',
  reasonRequired: true,
  danger: true,
  fields: [roleField],
  schema: yup.object({ role: roleSchema() }),
  appliesTo: (record) => rolesOf(record).length > 0,
  async run({ tx, admin, recordId, input }) {
    const userId = recordIdOf(recordId);
    // Refuses the caller's own super-admin role (LAST_SUPER_ADMIN): someone must always be able to manage roles.
    const change = await revokeAdminRole(tx, { userId, role: input.role, revokedBy: admin.id });
    if (!change.changed) throw fieldRefusal('ACTION_NOT_APPLICABLE', 'role', v.adminRoleNotHeld);
    // Without any role left the account is no longer an admin: there is no admin record to show.
    return { recordId: change.after.length > 0 ? userId : null, changes: rolesChange(change) };
  },
});

const addAdmin = defineAdminAction({
  name: 'add-admin',
  scope: 'collection',
  privilege: 'roles:manage',
  reasonRequired: true,
  fields: [{ name: 'email', type: 'text', required: true, max: 254 }, roleField],
  schema: yup.object({ email: emailField(), role: roleSchema() }),
  async run({ tx, admin, input }) {
    const account = await accountByEmail(tx, input.email);
    // Only an existing account becomes an admin (a new one is made by `npm run admin:create`); erased ones are gone.
    if (!account || account.erasedAt) throw fieldRefusal('NOT_FOUND', 'email', v.adminNoAccountWithEmail);
    const change = await grantAdminRole(tx, { userId: account.id, role: input.role, grantedBy: admin.id });
    if (!change.changed) throw fieldRefusal('ACTION_NOT_APPLICABLE', 'role', v.adminRoleHeld);
    return { recordId: account.id, changes: rolesChange(change) };
  },
});

export const adminsResource = defineAdminResource({
  name: 'admins',
  group: 'people',
  privilege: 'roles:manage',
  table: users,
  where: holdsAdminRole,
  id: users.id,
  fields: [
    { key: 'email', type: 'email', sql: users.email, list: true, sortable: true, search: 'prefix' },
    { key: 'firstName', type: 'text', sql: users.firstName, list: true, search: 'prefix' },
    { key: 'lastName', type: 'text', sql: users.lastName, list: true, search: 'prefix' },
    { key: 'roles', type: 'tags', sql: rolesOfUser, list: true, options: adminRoles, filter: 'in' },
    {
      key: 'twoFactor',
      type: 'boolean',
      sql: sql<boolean>`(${users.totpEnabledAt} is not null or ${users.phone2faEnabledAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    {
      key: 'suspended',
      type: 'boolean',
      sql: sql<boolean>`(${users.suspendedAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    { key: 'createdAt', type: 'datetime', sql: users.createdAt, list: true, sortable: true, filter: 'date-range' },
  ],
  defaultSort: { field: 'email', order: 'asc' },
  titleField: 'email',
  personalData: true,
  actions: [grantRole, revokeRole, addAdmin],
});

/** What the admin module itself puts in the panel: the admins and their roles. */
export const adminsAdmin: AdminContribution = { resources: [adminsResource] };
