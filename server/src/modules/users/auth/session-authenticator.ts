import type { AppDeps } from '../../../deps.ts';
import type { SessionAuthenticator } from '../../../lib/session/session.middleware.ts';
import { authenticateToken } from './session.service.ts';

/** The users module's side of the session middleware (lib/session): tokens checked against the sessions table. */
export function sessionAuthenticator(deps: Pick<AppDeps, 'db' | 'keys' | 'now'>): SessionAuthenticator {
  return { authenticate: (token) => authenticateToken(deps, token) };
}
