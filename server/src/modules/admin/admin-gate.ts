import type { RequestHandler } from 'express';
import { isWritePrivilege, privilegesOfRoles, type AdminPrivilege, type AdminRole } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf, type Locale } from '../../lib/i18n.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import { adminRolesOf } from './admin-roles.service.ts';
import { adminLimits } from './limits.ts';

/** The admin behind a request, as the gate found them on this request. */
export interface AdminCaller {
  id: string;
  roles: AdminRole[];
  privileges: ReadonlySet<AdminPrivilege>;
  twoFactor: { required: boolean; enabled: boolean };
  /** The admin's language, for the texts the server writes back. */
  locale: Locale;
  ip: string | null;
  userAgent: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminCaller;
  }
}

export interface AdminGateOptions {
  /** Which of the admin's budgets the call spends: reads, or actions. */
  limit: 'read' | 'action';
  /** The call answers an admin who still has to set up two-step sign-in (they learn from it that they must). */
  withoutTwoFactor?: boolean;
}

/**
 * The gate of every admin call: a signed-in user (401), holding an admin role now (403 FORBIDDEN; the roles are
 * read from the database on every request, so a granted or revoked role counts from the next request, without
 * signing out), with two-step sign-in set up when any of their privileges changes something (403
 * ADMIN_TWO_FACTOR_REQUIRED), within their budget of reads or actions per minute (429 with Retry-After).
 */
export function adminGate(deps: AppDeps, options: AdminGateOptions): RequestHandler[] {
  const limits = adminLimits(deps);
  const check: RequestHandler = async (req, _res, next) => {
    const { user } = authOf(req);
    const roles = await adminRolesOf(deps.db, user.id);
    if (roles.length === 0) throw new AppError('FORBIDDEN');
    await (options.limit === 'action' ? limits.actionsPerAdmin : limits.readsPerAdmin).consume(user.id);
    const privileges = privilegesOfRoles(roles);
    const twoFactor = {
      required: privileges.some(isWritePrivilege),
      enabled: user.totpEnabledAt !== null || user.phone2faEnabledAt !== null,
    };
    if (twoFactor.required && !twoFactor.enabled && !options.withoutTwoFactor) {
      throw new AppError('ADMIN_TWO_FACTOR_REQUIRED');
    }
    req.admin = {
      id: user.id,
      roles,
      privileges: new Set(privileges),
      twoFactor,
      locale: localeOf(user.locale),
      ...requestMeta(req),
    };
    next();
  };
  return [requireAuth(deps), check];
}

/** The admin of a request that passed the gate. */
export function adminOf(req: { admin?: AdminCaller }): AdminCaller {
  if (!req.admin) throw new AppError('FORBIDDEN');
  return req.admin;
}
