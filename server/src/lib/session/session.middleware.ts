import type { RequestHandler } from 'express';
import { authFailureDetail, type Role } from '@fleetcare/shared';
import type { Config } from '../../config/config.ts';
import type { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { clearSessionCookies, sessionTokenOf } from './session-cookies.ts';

/** Who is calling: the signed-in user and the session the request came with. */
export interface AuthContext {
  user: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
}

/**
 * Turns a session token into its user and session, or throws AppError UNAUTHENTICATED. The users module provides
 * it when the app is wired (AppDeps.sessions); the middleware here knows nothing of how sessions are stored.
 */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthContext>;
}

/** What the session middleware needs from the app's dependencies. */
export interface SessionDeps {
  config: Pick<Config, 'isProduction'>;
  sessions: SessionAuthenticator;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** Requires a valid session; answers 401 with the details the client signs out on otherwise. */
export function requireAuth(deps: SessionDeps): RequestHandler {
  return async (req, res, next) => {
    const token = sessionTokenOf(req);
    if (!token) {
      throw new AppError('UNAUTHENTICATED', { detail: authFailureDetail.notProvided });
    }
    try {
      req.auth = await deps.sessions.authenticate(token);
    } catch (error) {
      clearSessionCookies(res, deps.config);
      throw error;
    }
    next();
  };
}

/** Reads the session when there is one, without requiring it. */
export function optionalAuth(deps: SessionDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = sessionTokenOf(req);
    if (token) req.auth = await deps.sessions.authenticate(token).catch(() => undefined);
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

/** The caller of a route behind requireAuth (401 if the route forgot it). */
export function authOf(req: { auth?: AuthContext }): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', { detail: authFailureDetail.notProvided });
  return req.auth;
}
