/**
 * Admin rights: a privilege per resource and action ("users:suspend"), grouped into roles an admin holds. The server
 * checks the privilege on every admin call; the panel shows only what the signed-in admin's privileges allow.
 * A privilege that ends in ":read" lets an admin look; every other one changes something, and an admin holding any
 * of those must sign in with two-step verification.
 */
export const adminPrivileges = [
  'users:read',
  'users:suspend',
  'users:resend-confirmation',
  'roles:manage',
  'vehicles:read',
  'wallet:read',
  'payments:read',
  'payments:refund',
  'payouts:read',
  'payouts:resolve',
  'coupons:read',
  'coupons:create',
  'coupons:expire',
  'products:read',
  'products:write',
  'carts:read',
  'call-requests:read',
  'call-requests:mark-called',
  'newsletter:read',
  'content:read',
  'content:write',
  'notifications:read',
  'ledger:read',
  'audit:read',
  'technicians:read',
  'technicians:review',
  'maintenance:read',
  'maintenance:cancel',
  'reviews:read',
  'reviews:moderate',
  'suppliers:read',
  'suppliers:review',
  'spare-parts:read',
  'spare-parts:cancel',
] as const;
export type AdminPrivilege = (typeof adminPrivileges)[number];

export const adminRoles = ['super-admin', 'operations', 'finance', 'support', 'content'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** What each role may do. A super admin holds every privilege, including new ones as they are added. */
export const adminRolePrivileges: Record<AdminRole, readonly AdminPrivilege[]> = {
  'super-admin': adminPrivileges,
  operations: [
    'users:read',
    'users:suspend',
    'users:resend-confirmation',
    'vehicles:read',
    'payouts:read',
    'carts:read',
    'call-requests:read',
    'call-requests:mark-called',
    'notifications:read',
    'technicians:read',
    'technicians:review',
    'maintenance:read',
    'maintenance:cancel',
    'reviews:read',
    'reviews:moderate',
    'suppliers:read',
    'suppliers:review',
    'spare-parts:read',
    'spare-parts:cancel',
  ],
  finance: [
    'users:read',
    'wallet:read',
    'payments:read',
    'payments:refund',
    'payouts:read',
    'payouts:resolve',
    'coupons:read',
    'coupons:create',
    'coupons:expire',
    'products:read',
    'products:write',
    'ledger:read',
  ],
  support: [
    'users:read',
    'users:resend-confirmation',
    'vehicles:read',
    'wallet:read',
    'payments:read',
    'payouts:read',
    'carts:read',
    'call-requests:read',
    'call-requests:mark-called',
    'notifications:read',
    'technicians:read',
    'maintenance:read',
    'reviews:read',
    'suppliers:read',
    'spare-parts:read',
  ],
  content: ['content:read', 'content:write', 'newsletter:read', 'products:read'],
};

/** The privileges the roles give together, in catalogue order. */
export function privilegesOfRoles(roles: readonly AdminRole[]): AdminPrivilege[] {
  const held = new Set(roles.flatMap((role) => adminRolePrivileges[role] ?? []));
  return adminPrivileges.filter((privilege) => held.has(privilege));
}

/** Whether a privilege changes something (anything but looking). */
export function isWritePrivilege(privilege: AdminPrivilege): boolean {
  return !privilege.endsWith(':read');
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (adminRoles as readonly string[]).includes(value);
}

export function isAdminPrivilege(value: unknown): value is AdminPrivilege {
  return typeof value === 'string' && (adminPrivileges as readonly string[]).includes(value);
}
