import { adminRoles, type AdminAccountDto, type AdminRole } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { adminAccounts, deleteGrant, insertGrant, lockUser, rolesOf, syncAdminRole } from './admin-roles.repository.ts';

/** Sorted as the roles catalogue lists them, so before/after in the audit log compare plainly. */
function inCatalogueOrder(roles: AdminRole[]): AdminRole[] {
  return adminRoles.filter((role) => roles.includes(role));
}

export async function adminRolesOf(db: Db, userId: string): Promise<AdminRole[]> {
  return inCatalogueOrder(await rolesOf(db, userId));
}

export interface RoleChange {
  changed: boolean;
  before: AdminRole[];
  after: AdminRole[];
}

/**
 * Gives a user an admin role (in the caller's transaction). Granting a role already held changes nothing. The
 * user holds the `admin` role for as long as they hold any admin role.
 */
export async function grantAdminRole(
  tx: Db,
  input: { userId: string; role: AdminRole; grantedBy: string | null },
): Promise<RoleChange> {
  if (!(await lockUser(tx, input.userId))) throw new AppError('NOT_FOUND');
  const before = inCatalogueOrder(await rolesOf(tx, input.userId));
  const changed = await insertGrant(tx, input.userId, input.role, input.grantedBy);
  if (changed) await syncAdminRole(tx, input.userId);
  return { changed, before, after: changed ? inCatalogueOrder([...before, input.role]) : before };
}

/**
 * Takes an admin role away (in the caller's transaction); the change applies to the admin's next request. An admin
 * cannot take away their own super-admin role, so the panel always keeps someone who can manage roles.
 */
export async function revokeAdminRole(
  tx: Db,
  input: { userId: string; role: AdminRole; revokedBy: string | null },
): Promise<RoleChange> {
  if (!(await lockUser(tx, input.userId))) throw new AppError('NOT_FOUND');
  const before = inCatalogueOrder(await rolesOf(tx, input.userId));
  if (input.role === 'super-admin' && input.revokedBy === input.userId && before.includes('super-admin')) {
    throw new AppError('LAST_SUPER_ADMIN');
  }
  const changed = await deleteGrant(tx, input.userId, input.role);
  if (changed) await syncAdminRole(tx, input.userId);
  return { changed, before, after: before.filter((role) => role !== input.role) };
}

/** Everyone who holds an admin role, for role management. */
export async function listAdmins(db: Db): Promise<AdminAccountDto[]> {
  const rows = await adminAccounts(db);
  return rows.map(({ account, roles }) => ({
    _id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: inCatalogueOrder(roles),
    twoFactorEnabled: account.totpEnabledAt !== null || account.phone2faEnabledAt !== null,
    suspended: account.suspendedAt !== null,
  }));
}
