import type { AdminActionDescription } from '@fleetcare/shared';
import { adminRoles } from '@fleetcare/shared';

/** Role management's actions on the `admins` resource, as its declaration names them. */
export const GRANT_ROLE = 'grant-role';
export const REVOKE_ROLE = 'revoke-role';
export const ADD_ADMIN = 'add-admin';

const roleField = { name: 'role', type: 'select', required: true, options: adminRoles } as const;

/**
 * The form of each role action as the `admins` resource declares it: a role to grant or revoke (with a reason, as
 * it changes someone's access), or an e-mail and a first role for a new admin. The panel uses the server's own
 * description when the admin's privileges carry it; this is its shape when they do not.
 */
export const roleActionShapes: Record<string, AdminActionDescription> = {
  [GRANT_ROLE]: {
    name: GRANT_ROLE,
    scope: 'record',
    privilege: 'roles:manage',
    reasonRequired: true,
    danger: false,
    fields: [roleField],
  },
  [REVOKE_ROLE]: {
    name: REVOKE_ROLE,
    scope: 'record',
    privilege: 'roles:manage',
    reasonRequired: true,
    danger: true,
    fields: [roleField],
  },
  [ADD_ADMIN]: {
    name: ADD_ADMIN,
    scope: 'collection',
    privilege: 'roles:manage',
    reasonRequired: true,
    danger: false,
    fields: [{ name: 'email', type: 'text', required: true, max: 254 }, roleField],
  },
};
