import { eq, sql } from 'drizzle-orm';
import type { AdminRole } from '@fleetcare/shared';
import { adminRoleGrants, users } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * Gives an existing user admin roles straight in the database (as `npm run admin:create` and role management
 * do through the service). With `twoFactor` (the default) the user counts as having two-step sign-in set up, which
 * every admin holding a write privilege needs before the panel answers them.
 */
export async function grantAdminRoles(
  t: TestApp,
  userId: string,
  roles: AdminRole[],
  { twoFactor = true }: { twoFactor?: boolean } = {},
): Promise<void> {
  for (const role of roles) {
    await t.deps.db.insert(adminRoleGrants).values({ userId, role }).onConflictDoNothing();
  }
  await t.deps.db
    .update(users)
    .set({
      roles: sql`(select array_agg(distinct r) from unnest(${users.roles} || ARRAY['admin']::text[]) as r)`,
      ...(twoFactor ? { totpEnabledAt: new Date() } : {}),
    })
    .where(eq(users.id, userId));
}

/** A new, signed-in user holding the admin roles (none: a plain customer). */
export async function signInAdmin(
  t: TestApp,
  roles: AdminRole[],
  options: { twoFactor?: boolean; email?: string } = {},
) {
  const signedIn = await signUpAndSignIn(t, options.email ? { email: options.email } : {});
  if (roles.length > 0) await grantAdminRoles(t, signedIn.user._id, roles, options);
  return signedIn;
}
