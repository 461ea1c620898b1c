import type { AppDeps } from './deps.ts';
import {
  bootstrapAdminEmailAtStartUp,
  bootstrapSuperAdmin,
  type BootstrapAccounts,
  type BootstrapDeps,
  type BootstrapInput,
} from './modules/admin/index.ts';
import { createAccountWithoutPassword, findAccountByEmail, issuePasswordResetLink } from './modules/users/index.ts';

/*
 * The admin bootstrap (`npm run admin:create`, ADMIN_EMAIL) works on accounts through the users module's services:
 * the composition root hands them to it, as the admin module cannot import the modules that declare admin resources.
 */
export const bootstrapAccounts: BootstrapAccounts = {
  findByEmail: (db, email) => findAccountByEmail({ db }, email),
  // A new admin holds no role of their own: the admin role comes with the super-admin grant.
  createWithoutPassword: (db, input) => createAccountWithoutPassword({ db }, { ...input, roles: [] }),
  issueSetPasswordLink: issuePasswordResetLink,
};

export function createSuperAdmin(deps: BootstrapDeps, input: BootstrapInput) {
  return bootstrapSuperAdmin(deps, bootstrapAccounts, input);
}

/** ADMIN_EMAIL at start-up (nothing when it is unset). */
export function bootstrapAdminFromEnvironment(deps: AppDeps) {
  return bootstrapAdminEmailAtStartUp(deps, bootstrapAccounts, deps.config.adminEmail);
}
