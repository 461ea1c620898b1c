import type { AccountHolderName, Role } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  addUserRole,
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserAggregate,
  updateUser,
  type UserRow,
} from './users.repository.ts';

export type { UserRow } from './users.repository.ts';

/** What other modules read of an account: the users module owns the users table and writes it alone. */
export async function findAccount(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserRow | undefined> {
  return findUserById(deps.db, userId);
}

/** The account using an e-mail address (any case, surrounding spaces ignored), erased or not. */
export async function findAccountByEmail(deps: Pick<AppDeps, 'db'>, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(deps.db, email);
}

/**
 * Opens an account that has no password yet and an address not yet confirmed, holding only the given roles (an
 * admin made from the command line starts with none: the admin role comes with their grant). Its owner chooses a
 * password through a link from issuePasswordResetLink, which confirms the address too. Undefined when the e-mail is
 * taken.
 */
export async function createAccountWithoutPassword(
  deps: Pick<AppDeps, 'db'>,
  input: { email: string; firstName: string; lastName: string; roles: string[] },
): Promise<UserRow | undefined> {
  return insertUser(deps.db, {
    email: input.email.trim().toLowerCase(),
    passwordHash: null,
    firstName: input.firstName,
    lastName: input.lastName,
    roles: input.roles,
  });
}

/** The names an account goes by: its holder's, and a business account's registered business name. */
export async function accountHolderNameOf(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<AccountHolderName | undefined> {
  const aggregate = await loadUserAggregate(deps.db, userId);
  if (!aggregate) return undefined;
  const { user, business } = aggregate;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.accountType === 'business' ? (business?.companyName ?? null) : null,
  };
}

/** Marks on the account whether it takes the newsletter (the newsletter's own list is the content module's). */
export async function setNewsletterSubscribed(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  subscribed: boolean,
): Promise<void> {
  await updateUser(deps.db, userId, { newsletterSubscribed: subscribed });
}

/** Gives the account a role, in the caller's transaction (a customer who starts a technician registration). */
export async function addAccountRole(tx: Db, userId: string, role: Exclude<Role, 'admin'>): Promise<void> {
  await addUserRole(tx, userId, role);
}
