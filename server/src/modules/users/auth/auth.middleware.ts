import type { RequestHandler } from 'express';
import { authFailureDetail, type Role } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SessionRow } from './session.repository.ts';
import { authenticateToken } from './session.service.ts';
import { clearSessionCookies, sessionTokenOf } from './session-cookies.ts';
import type { UserRow } from '../users.repository.ts';

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** Requires a valid session; answers 401 with the spec's details otherwise (the client then signs out). */
export function requireAuth(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = sessionTokenOf(req);
    if (!token) {
      throw new AppError('UNAUTHENTICATED', { detail: authFailureDetail.notProvided });
    }
    try {
      req.auth = await authenticateToken(deps, token);
    } catch (error) {
      clearSessionCookies(res, deps.config);
      throw error;
    }
    next();
  };
}

/** Reads the session when there is one, without requiring it. */
export function optionalAuth(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = sessionTokenOf(req);
    if (token) req.auth = await authenticateToken(deps, token).catch(() => undefined);
    next();
  };
}

/** After requireAuth: the user must hold one of the roles. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const held = req.auth?.user.roles ?? [];
    if (!roles.some((role) => held.includes(role))) throw new AppError('FORBIDDEN');
    next();
  };
}

/** After requireAuth: booking and paying need a confirmed e-mail address. */
export const requireVerifiedEmail: RequestHandler = (req, _res, next) => {
  if (!req.auth?.user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  next();
};

export function authOf(req: { auth?: AuthContext }): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', { detail: authFailureDetail.notProvided });
  return req.auth;
}
