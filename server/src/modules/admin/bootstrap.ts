import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { adminRolesOf, grantAdminRole } from './admin-roles.service.ts';
import { insertBootstrapAudit, latestBootstrapLink, lockBootstrapOf } from './bootstrap.repository.ts';

/*
 * The first super admin of an installation, without the demo data: `npm run admin:create -- --email …` or
 * ADMIN_EMAIL at start-up. The account is made when it does not exist (no password, address not confirmed) or
 * promoted when it does; it is granted super-admin, and a single-use set-password link (the password-reset link,
 * which also confirms the address) is handed to whoever runs it. The audit log records it with no admin.
 */

/** What the bootstrap needs of an account; the users module answers (the composition root wires it in). */
export interface BootstrapAccount {
  id: string;
  email: string;
  passwordHash: string | null;
  erasedAt: Date | null;
  suspendedAt: Date | null;
}

/** The users module's services the bootstrap works through, each in the bootstrap's transaction (`db`). */
export interface BootstrapAccounts {
  findByEmail(db: Db, email: string): Promise<BootstrapAccount | undefined>;
  createWithoutPassword(
    db: Db,
    input: { email: string; firstName: string; lastName: string },
  ): Promise<BootstrapAccount | undefined>;
  issueSetPasswordLink(
    deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
    userId: string,
  ): Promise<{ url: string; expiresAt: Date }>;
}

export type BootstrapDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;
export type BootstrapSource = 'command-line' | 'ADMIN_EMAIL';

export interface BootstrapInput {
  email: string;
  /** Names for an account made now (an existing account keeps its own). */
  firstName?: string;
  lastName?: string;
  source: BootstrapSource;
  /** Hand out a set-password link (always from the command line; at start-up only while there is no password). */
  issueLink: boolean;
}

export interface BootstrapResult {
  userId: string;
  email: string;
  accountCreated: boolean;
  /** False when the account was a super admin already. */
  roleGranted: boolean;
  hasPassword: boolean;
  suspended: boolean;
  link: { url: string; expiresAt: Date } | null;
}

/** Thrown when the address cannot become an admin (an erased account). */
export class BootstrapRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BootstrapRefused';
  }
}

export const BOOTSTRAP_DEFAULT_NAME = { firstName: 'FleetCare', lastName: 'Admin' } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalisedEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised) || normalised.length > 254) {
    throw new BootstrapRefused(`"${email}" is not an e-mail address.`);
  }
  return normalised;
}

const reasons: Record<BootstrapSource, string> = {
  'command-line': 'npm run admin:create',
  ADMIN_EMAIL: 'ADMIN_EMAIL at start-up',
};

/**
 * Makes or promotes the super admin, in one transaction. Safe to repeat: a second run makes no second account or
 * grant and leaves the password, sessions and two-step sign-in alone; the link it hands out replaces the earlier
 * unused one (only the newest set-password or reset link of an account works).
 */
export async function bootstrapSuperAdmin(
  deps: BootstrapDeps,
  accounts: BootstrapAccounts,
  input: BootstrapInput,
): Promise<BootstrapResult> {
  const email = normalisedEmail(input.email);
  return deps.db.transaction(async (tx) => {
    await lockBootstrapOf(tx, email);
    const now = deps.now();
    let account = await accounts.findByEmail(tx, email);
    if (account?.erasedAt) {
      throw new BootstrapRefused(`The account of ${email} has been erased: it cannot become an admin.`);
    }
    const accountCreated = !account;
    account ??= await accounts.createWithoutPassword(tx, {
      email,
      firstName: input.firstName?.trim() || BOOTSTRAP_DEFAULT_NAME.firstName,
      lastName: input.lastName?.trim() || BOOTSTRAP_DEFAULT_NAME.lastName,
    });
    if (!account) throw new Error(`could not create the account of ${email}`);

    const change = await grantAdminRole(tx, { userId: account.id, role: 'super-admin', grantedBy: null });
    const link = input.issueLink ? await accounts.issueSetPasswordLink({ ...deps, db: tx }, account.id) : null;
    await insertBootstrapAudit(tx, {
      userId: account.id,
      reason: reasons[input.source],
      changes: change.changed ? { roles: { before: change.before, after: change.after } } : {},
      detail: {
        source: input.source,
        accountCreated,
        ...(link ? { linkExpiresAt: link.expiresAt.toISOString() } : {}),
      },
      at: now,
    });
    return {
      userId: account.id,
      email,
      accountCreated,
      roleGranted: change.changed,
      hasPassword: account.passwordHash !== null,
      suspended: account.suspendedAt !== null,
      link,
    };
  });
}

export type AdminEmailOutcome =
  | { status: 'set-up' }
  | { status: 'link-pending'; issuedAt: Date; expiresAt: Date }
  | { status: 'bootstrapped'; result: BootstrapResult };

/**
 * ADMIN_EMAIL at start-up: bootstraps that address while it is not a super admin or has no password yet, and
 * otherwise does nothing. A set-password link is issued only for an account without a password, and not again
 * while one issued earlier still works (several processes starting together log one link, not one each).
 */
export async function bootstrapAdminEmail(
  deps: BootstrapDeps,
  accounts: BootstrapAccounts,
  adminEmail: string,
): Promise<AdminEmailOutcome> {
  const email = normalisedEmail(adminEmail);
  const account = await accounts.findByEmail(deps.db, email);
  const isSuperAdmin = account ? (await adminRolesOf(deps.db, account.id)).includes('super-admin') : false;
  if (account && isSuperAdmin && account.passwordHash !== null) return { status: 'set-up' };
  if (account && isSuperAdmin) {
    const pending = await latestBootstrapLink(deps.db, account.id);
    if (pending && pending.expiresAt > deps.now()) return { status: 'link-pending', ...pending };
  }
  const result = await bootstrapSuperAdmin(deps, accounts, {
    email,
    source: 'ADMIN_EMAIL',
    issueLink: !account || account.passwordHash === null,
  });
  return { status: 'bootstrapped', result };
}

/** Runs the ADMIN_EMAIL bootstrap and says in the log what it did (the link at info level); never stops start-up. */
export async function bootstrapAdminEmailAtStartUp(
  deps: BootstrapDeps & { logger: Logger },
  accounts: BootstrapAccounts,
  adminEmail: string | undefined,
): Promise<AdminEmailOutcome | null> {
  if (!adminEmail) return null;
  const { logger } = deps;
  try {
    const outcome = await bootstrapAdminEmail(deps, accounts, adminEmail);
    if (outcome.status === 'link-pending') {
      logger.info(
        { adminEmail, issuedAt: outcome.issuedAt.toISOString(), expiresAt: outcome.expiresAt.toISOString() },
        'ADMIN_EMAIL: the super admin has not chosen a password yet; the set-password link logged at issuedAt still works until expiresAt (npm run admin:create prints a new one)',
      );
    } else if (outcome.status === 'bootstrapped') {
      const { result } = outcome;
      const what = result.accountCreated ? 'account created as super admin' : 'made a super admin';
      if (result.link) {
        logger.info(
          {
            adminEmail: result.email,
            setPasswordLink: result.link.url,
            expiresAt: result.link.expiresAt.toISOString(),
          },
          `ADMIN_EMAIL: ${what}; open the set-password link (once, before expiresAt) to choose a password, then sign in and set up two-step sign-in`,
        );
      } else {
        logger.info({ adminEmail: result.email }, `ADMIN_EMAIL: ${what}; they sign in with their own password`);
      }
      if (result.suspended) {
        logger.warn({ adminEmail: result.email }, 'ADMIN_EMAIL: this account is suspended and cannot sign in');
      }
    }
    return outcome;
  } catch (error) {
    logger.warn({ err: error, adminEmail }, 'ADMIN_EMAIL: the super admin was not set up');
    return null;
  }
}
