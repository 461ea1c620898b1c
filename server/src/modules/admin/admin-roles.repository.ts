import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminRole } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { adminRoleGrants, users } from '../../db/schema/index.ts';

/** The admin roles a user holds, in no particular order. */
export async function rolesOf(db: Db, userId: string): Promise<AdminRole[]> {
  const rows = await db
    .select({ role: adminRoleGrants.role })
    .from(adminRoleGrants)
    .where(eq(adminRoleGrants.userId, userId));
  return rows.map((row) => row.role);
}

/** Locks the user's row: grants and revokes for one user happen one at a time. False when there is no such user. */
export async function lockUser(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function insertGrant(tx: Db, userId: string, role: AdminRole, grantedBy: string | null): Promise<boolean> {
  const rows = await tx
    .insert(adminRoleGrants)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ role: adminRoleGrants.role });
  return rows.length > 0;
}

export async function deleteGrant(tx: Db, userId: string, role: AdminRole): Promise<boolean> {
  const rows = await tx
    .delete(adminRoleGrants)
    .where(and(eq(adminRoleGrants.userId, userId), eq(adminRoleGrants.role, role)))
    .returning({ role: adminRoleGrants.role });
  return rows.length > 0;
}

/** Keeps `admin` in users.roles exactly while the user holds an admin role. */
export async function syncAdminRole(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      roles: sql`case when exists (select 1 from ${adminRoleGrants} where ${adminRoleGrants.userId} = ${userId})
        then (select array_agg(distinct r order by r) from unnest(${users.roles} || ARRAY['admin']::text[]) as r)
        else coalesce((select array_agg(r order by r) from unnest(${users.roles}) as r where r <> 'admin'), ARRAY['customer']::text[])
        end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export interface AdminAccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  totpEnabledAt: Date | null;
  phone2faEnabledAt: Date | null;
  suspendedAt: Date | null;
}

/** Everyone holding an admin role, with their roles, by e-mail. */
export async function adminAccounts(db: Db): Promise<{ account: AdminAccountRow; roles: AdminRole[] }[]> {
  const holders = await db
    .selectDistinct({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      totpEnabledAt: users.totpEnabledAt,
      phone2faEnabledAt: users.phone2faEnabledAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .innerJoin(adminRoleGrants, eq(adminRoleGrants.userId, users.id))
    .orderBy(asc(users.email));
  if (holders.length === 0) return [];
  const grants = await db
    .select({ userId: adminRoleGrants.userId, role: adminRoleGrants.role })
    .from(adminRoleGrants)
    .where(
      inArray(
        adminRoleGrants.userId,
        holders.map((holder) => holder.id),
      ),
    );
  return holders.map((account) => ({
    account,
    roles: grants.filter((grant) => grant.userId === account.id).map((grant) => grant.role),
  }));
}

/** The user with this e-mail (stored lower-cased), if any. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}
